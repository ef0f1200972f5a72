/**
 * The calendar and week views' model (one per mounted widget, for as long as it is mounted, so
 * "All events" comes back to the same month or week and day): the chosen day, the days its
 * month or week shows, and their events, asked for with `GET /events?from=&to=` (each event's
 * date in its own zone) and kept per range. It opens on the day of the list's first event (the
 * page the loader already asked for, used for the range when it covers it), else today.
 */
import { computed, type ReadonlySignal, type Signal, signal } from '@preact/signals';
import type { Result } from '../api/errors';
import { EventList, type EventSummary } from '../api/schemas';
import { addDays, addMonths, type Day, monthEnd, monthGrid, today, weekOf } from './calendar-days';
import type { ListEnv } from './checkout-model';
import type { EventListModel } from './event-list';
import { reportError, shownError } from './report';
import type { ShownError } from './types';

/** `calendar`: a month; `week`: seven days. */
export type CalendarLayout = 'calendar' | 'week';

/** The events of the days shown, as far as they arrived. */
export type RangeState =
  | { status: 'loading' }
  | { status: 'ready'; events: EventSummary[] }
  | { status: 'error'; error: ShownError };

/** Where "the next month (week) with events" got to. */
export type NextSearch = 'idle' | 'searching' | 'none';

/** The calendar of one widget. */
export interface CalendarModel {
  layout: CalendarLayout;
  /** The first day of the week, 1 (Monday) to 7 (Sunday). */
  firstDay: number;
  /** The chosen day; null until the list's first page said where to open. */
  day: ReadonlySignal<Day | null>;
  /** The weeks shown: a month's (four to six) or one. */
  weeks: ReadonlySignal<Day[][]>;
  /** The events of the days shown. */
  range: ReadonlySignal<RangeState>;
  /** The events of each day shown, in start order. */
  byDay: ReadonlySignal<ReadonlyMap<Day, EventSummary[]>>;
  /** Whether the period before the one shown may hold events (not before this month or week). */
  hasPrevious: ReadonlySignal<boolean>;
  next: ReadonlySignal<NextSearch>;
  /** The last event opened from the calendar (focus returns to it). */
  opened: ReadonlySignal<string | null>;
  /** Chooses `day` (its month or week is shown). */
  choose(day: Day): void;
  /** Moves by `n` months (calendar) or weeks. */
  step(n: number): void;
  /** Chooses the first day with an event after the period shown. */
  skipToNext(): void;
  /** Asks again for the days shown after an error. */
  retry(): void;
  /** Remembers the event opened. */
  open(slug: string): void;
}

/**
 * The day of an event, its date in its own zone (as `dayOfEvent` of day-groups.ts, which is the
 * list chunk's: this chunk shares no file with it).
 */
const dayOfEvent = (event: EventSummary): Day => event.startsAt.slice(0, 10);

/** Asked per page for a range; a month rarely has more. */
const RANGE_PAGE = 100;
/** Pages of a range at most (a range with more shows the first ones). */
const RANGE_PAGES = 5;

/** `GET /events` for the days from `from` to `to`. */
const rangePath = (from: Day, to: Day | null, limit: number, cursor: string | null) => {
  const query = new URLSearchParams({ limit: String(limit), from });
  if (to) query.set('to', to);
  if (cursor) query.set('cursor', cursor);
  return `/events?${query}`;
};

/** Creates the calendar of the widget whose event list is `list`. */
export function createCalendar(
  env: Pick<ListEnv, 'client' | 'scope' | 'deps' | 'host' | 'report'>,
  list: EventListModel,
  layout: CalendarLayout,
  firstDay: number,
  now: () => Date = () => new Date(),
): CalendarModel {
  const ranges = new Map<string, Signal<RangeState>>();
  const chosen = signal<Day | null>(null);
  const next = signal<NextSearch>('idle');
  const opened = signal<string | null>(null);
  const weeks = computed(() => {
    const day = chosen.value ?? today(now());
    return layout === 'week' ? [weekOf(day, firstDay)] : monthGrid(day, firstDay);
  });
  /** The first and last day the period of `day` holds events for (a month, or its week). */
  const bounds = (): [Day, Day] => {
    const shown = weeks.value;
    const first = shown[0]?.[0] ?? '';
    const last = shown.at(-1)?.at(-1) ?? first;
    return [first, last];
  };

  const fetchRange = async (from: Day, to: Day, state: Signal<RangeState>) => {
    const events: EventSummary[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < RANGE_PAGES; page++) {
      const res: Result<EventList> = await env.client.send(EventList, {
        method: 'GET',
        path: rangePath(from, to, RANGE_PAGE, cursor),
        signal: env.scope.signal,
      });
      if (env.scope.disposed || (!res.ok && res.error.kind === 'aborted')) return;
      if (!res.ok) {
        state.value = { status: 'error', error: shownError(res.error) };
        reportError(
          { deps: env.deps, host: env.host, report: env.report },
          res.error,
          'GET /events',
        );
        return;
      }
      events.push(...res.value.data);
      cursor = res.value.nextCursor;
      if (!cursor) break;
    }
    state.value = { status: 'ready', events };
  };

  /**
   * The events of the days from `from` to `to`, asked for once (read inside a computed: the
   * state starts with what is known, and only the answer writes it, later).
   */
  const rangeOf = (from: Day, to: Day) => {
    const key = `${from}/${to}`;
    let state = ranges.get(key);
    if (!state) {
      const first = list.events.peek();
      const last = first.at(-1);
      // The list's first page holds the whole range when nothing after it is left out.
      const covered =
        list.status.peek() === 'ready' && (!list.hasMore.peek() || (last && dayOfEvent(last) > to));
      state = signal<RangeState>(
        covered
          ? {
              status: 'ready',
              events: first.filter((e) => dayOfEvent(e) >= from && dayOfEvent(e) <= to),
            }
          : LOADING,
      );
      ranges.set(key, state);
      if (!covered) void fetchRange(from, to, state);
    }
    return state;
  };

  const range = computed<RangeState>(() => {
    if (chosen.value === null) return list.status.value === 'error' ? errorOf(list) : LOADING;
    const [from, to] = bounds();
    return rangeOf(from, to).value;
  });

  // Open on the first listed event's day once the list's first page is there.
  const opening = list.status.subscribe((status) => {
    if (status === 'loading' || chosen.peek() !== null) return;
    if (status === 'error') return;
    const first = list.events.peek()[0];
    chosen.value = first ? dayOfEvent(first) : today(now());
  });
  env.scope.signal.addEventListener('abort', opening);

  return {
    layout,
    firstDay,
    day: chosen,
    weeks,
    range,
    byDay: computed(() => {
      const state = range.value;
      const days = new Map<Day, EventSummary[]>();
      if (state.status !== 'ready') return days;
      for (const event of state.events) {
        const day = dayOfEvent(event);
        days.set(day, [...(days.get(day) ?? []), event]);
      }
      return days;
    }),
    hasPrevious: computed(() => {
      const current = chosen.value;
      const now_ = today(now());
      if (current === null) return false;
      // Nothing before today is listed: no way back past this month (week).
      return layout === 'week'
        ? (weeks.value[0]?.[0] ?? current) > now_
        : current.slice(0, 7) > now_.slice(0, 7);
    }),
    next,
    opened,
    choose(day) {
      chosen.value = day;
      next.value = 'idle';
    },
    step(n) {
      const current = chosen.peek() ?? today(now());
      chosen.value = layout === 'week' ? addDays(current, 7 * n) : addMonths(current, n);
      next.value = 'idle';
    },
    skipToNext() {
      if (next.peek() === 'searching') return;
      const current = chosen.peek() ?? today(now());
      const after = addDays(layout === 'week' ? bounds()[1] : monthEnd(current), 1);
      next.value = 'searching';
      void env.client
        .send(EventList, {
          method: 'GET',
          path: rangePath(after, null, 1, null),
          signal: env.scope.signal,
        })
        .then((res) => {
          if (env.scope.disposed) return;
          const found = res.ok ? res.value.data[0] : undefined;
          if (found) {
            chosen.value = dayOfEvent(found);
            next.value = 'idle';
          } else next.value = res.ok ? 'none' : 'idle';
        });
    },
    retry() {
      if (chosen.peek() === null) {
        list.loadMore();
        return;
      }
      const [from, to] = bounds();
      const state = ranges.get(`${from}/${to}`);
      if (state?.peek().status !== 'error') return;
      state.value = LOADING;
      void fetchRange(from, to, state);
    },
    open(slug) {
      opened.value = slug;
    },
  };
}

const LOADING: RangeState = { status: 'loading' };

/** The list's first page failed: the calendar shows its error. */
const errorOf = (list: EventListModel): RangeState => ({
  status: 'error',
  error: list.error.value ?? { code: 'unknown' },
});
