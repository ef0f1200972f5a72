/**
 * The event list: without `data-event`, `GET /events` pages through what the
 * key sells, following `nextCursor`.
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals';
import type { ApiClient } from '../api/client';
import type { EventSummary } from '../api/schemas';
import { EVENTS_PAGE_SIZE } from '../shared/endpoint';
import type { WidgetHost } from './host';
import { reportError, shownError } from './report';
import type { Scope } from './scope';
import type { ResolvedDeps, ShownError } from './types';

export { EVENTS_PAGE_SIZE } from '../shared/endpoint';

/** The paged event list of a key. */
export interface EventListModel {
  /** Events loaded so far, in API order. */
  events: ReadonlySignal<EventSummary[]>;
  /** `loading` (first page), `loading_more`, `ready`, or `error` (of the last page request). */
  status: ReadonlySignal<'loading' | 'loading_more' | 'ready' | 'error'>;
  error: ReadonlySignal<ShownError | null>;
  /** Whether another page exists. */
  hasMore: ReadonlySignal<boolean>;
  /** Fetches the next page (or retries the failed one); ignored while a page is loading. */
  loadMore(): void;
}

/** Starts loading the first page at once. */
export function createEventList(
  client: ApiClient,
  scope: Scope,
  deps: ResolvedDeps,
  host: WidgetHost,
  report: (error: ShownError, message: string) => void,
): EventListModel {
  const events = signal<EventSummary[]>([]);
  const status = signal<'loading' | 'loading_more' | 'ready' | 'error'>('loading');
  const error = signal<ShownError | null>(null);
  const cursor = signal<string | null>(null);

  async function fetchPage() {
    status.value = events.peek().length === 0 ? 'loading' : 'loading_more';
    const res = await client.events(
      { limit: EVENTS_PAGE_SIZE, cursor: cursor.peek() },
      scope.signal,
    );
    if (scope.disposed || (!res.ok && res.error.kind === 'aborted')) return;
    if (!res.ok) {
      error.value = shownError(res.error);
      status.value = 'error';
      reportError({ deps, host, report }, res.error, 'GET /events');
      return;
    }
    events.value = [...events.peek(), ...res.value.data];
    cursor.value = res.value.nextCursor;
    error.value = null;
    status.value = 'ready';
  }

  void fetchPage();
  return {
    events,
    status,
    error,
    hasMore: computed(() => cursor.value !== null),
    loadMore() {
      // After an error, that page again (the first one while `cursor` is null); once a page
      // arrived, the next one if it named one.
      const s = status.peek();
      if (s === 'error' || (s === 'ready' && cursor.peek() !== null)) void fetchPage();
    },
  };
}
