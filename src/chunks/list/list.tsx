/**
 * The `list` chunk: the widget mounted without an event. It lists the events the key sells
 * (paged) and opens one in place, with a way back; after paying for one, the buyer comes
 * back to that event's outcome.
 */

import type { CheckoutModel } from '../../model/checkout-model';
import type { EventListModel } from '../../model/event-list';
import { startList } from '../../model/list-mode';
import type { Mounted } from '../../shared/contract';
import { BackButton, EventList } from '../../ui/event-list';
import css from '../../ui/list.css?inline';
import { Loading } from '../../ui/loading';
import { ErrorNotice } from '../../ui/notice';
import { type AppContext, type AppExtras, mountApp } from '../app/app';

/** Mounts the event list widget (the `list` chunk's entry point). */
export function mount(context: AppContext, extras: AppExtras = {}): Mounted {
  return mountApp(context, {
    ...extras,
    list: { start: startList, views: { ListView, BackButton }, css },
  });
}

/** The list with its loading and error states. */
function ListView({ model, list }: { model: CheckoutModel; list: EventListModel }) {
  const status = list.status.value;
  if (status === 'loading') return <Loading view="list" />;
  if (status === 'error' && list.events.value.length === 0) {
    return <ErrorNotice code={list.error.value?.code ?? 'unknown'} onRetry={list.loadMore} />;
  }
  return (
    <>
      <EventList
        events={list.events.value}
        hasMore={list.hasMore.value}
        loadingMore={status === 'loading_more'}
        onMore={list.loadMore}
        onSelect={model.selectEvent}
      />
      {status === 'error' && <ErrorNotice code={list.error.value?.code ?? 'unknown'} />}
    </>
  );
}
