/**
 * The `list` chunk: the widget mounted without an event. It lists the events the key sells
 * (paged, by day) and opens one in place, with a way back; after paying for one, the buyer
 * comes back to that event's outcome. With `view` `calendar` or `week` it loads the
 * `calendar` chunk and shows its month or week instead (the list, should that chunk fail).
 */

import { type Signal, signal } from '@preact/signals';
import type { VNode } from 'preact';
import { useMemo } from 'preact/hooks';
import { createDayFormat, type DayFormat, warmDayFormat } from '../../i18n/day-format';
import type { CheckoutModel, ListEnv, ListStarter } from '../../model/checkout-model';
import type { EventListModel } from '../../model/event-list';
import { startList } from '../../model/list-mode';
import type { Mounted } from '../../shared/contract';
import { codeUnavailable } from '../../shared/log';
import { sheet } from '../../shared/sheet';
import { BackButton, EventList } from '../../ui/event-list';
import css from '../../ui/list.css?inline';
import { Loading } from '../../ui/loading';
import { ErrorNotice } from '../../ui/notice';
import { useText } from '../../ui/text';
import { type AppContext, type AppExtras, mountApp } from '../app/app';

/** Mounts the event list widget (the `list` chunk's entry point). */
export function mount(context: AppContext, extras: AppExtras = {}): Mounted {
  warmDayFormat(context.options.lang);
  const layout = context.options.view;
  if (layout !== 'calendar' && layout !== 'week') {
    return mountApp(context, {
      ...extras,
      list: { start: startList, views: { ListView, BackButton }, css },
    });
  }
  return mountCalendar(context, extras, layout);
}

/** The calendar's view, once its chunk and the list's first page are there. */
type CalendarState = { failed: true } | { view: (days: DayFormat) => VNode };

/**
 * Mounts the list as a month or a week: the calendar chunk loads at once, beside the list's
 * first page (which the loader already asked for). Its model lives as long as the mount, so
 * "All events" comes back to the same month and day.
 */
function mountCalendar(
  context: AppContext,
  extras: AppExtras,
  layout: 'calendar' | 'week',
): Mounted {
  const state: Signal<CalendarState | null> = signal(null);
  let started: { env: ListEnv; list: EventListModel; model: CheckoutModel | null } | null = null;
  const start: ListStarter = (env) => {
    const list = startList(env);
    started = { env, list, model: null };
    return list;
  };
  let disposed = false;
  const sheets: CSSStyleSheet[] = [];
  function CalendarHost({ model, list }: { model: CheckoutModel; list: EventListModel }) {
    const { f } = useText();
    const days = useMemo(() => createDayFormat(f), [f]);
    if (started) started.model = model;
    const shown = state.value;
    if (shown && 'failed' in shown) return <ListView model={model} list={list} />;
    return shown ? shown.view(days) : <Loading view="list" />;
  }
  const mounted = mountApp(context, {
    ...extras,
    list: { start, views: { ListView: CalendarHost, BackButton }, css },
  });
  context.chunks.load('calendar').then(
    (chunk) => {
      if (disposed || !started) return;
      const { env, list } = started;
      const own = sheet(chunk.css);
      sheets.push(own);
      context.root.adoptedStyleSheets = [...context.root.adoptedStyleSheets, own];
      const calendar = chunk.createCalendar(
        env,
        list,
        layout,
        chunk.firstDayOfWeek(context.options.lang),
      );
      const select = (slug: string) => started?.model?.selectEvent(slug);
      state.value = {
        view: (days) => <chunk.CalendarView calendar={calendar} days={days} onSelect={select} />,
      };
    },
    (error: unknown) => {
      if (disposed) return;
      // The buyer still has the list; the page hears why.
      codeUnavailable(context.emit, "The calendar's code", error);
      state.value = { failed: true };
    },
  );
  return {
    update: mounted.update,
    dispose() {
      disposed = true;
      mounted.dispose();
      context.root.adoptedStyleSheets = context.root.adoptedStyleSheets.filter(
        (s) => !sheets.includes(s),
      );
    },
  };
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
