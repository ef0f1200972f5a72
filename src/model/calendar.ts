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

/** What the calendar asks the API with. */
type CalendarEnv = Pick<ListEnv, 'client' | 'scope' | 'deps' | 'host' | 'report'>;

/**
 * The events of each range of days the calendar showed, asked for once each (again after an
 * error); a range the list's first page holds whole is taken from it.
 */
function createRanges(env: CalendarEnv, list: EventListModel) {
  const ranges = new Map<string, Signal<RangeState>>();
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
  return {
    /**
     * The state of the days from `from` to `to` (read inside a computed: it starts with what
     * is known, and only the answer writes it, later).
     */
    of(from: Day, to: Day): Signal<RangeState> {
      const key = `${from}/${to}`;
      let state = ranges.get(key);
      if (state) return state;
      const first = list.events.peek();
      const last = first.at(-1);
      // The list's first page holds the whole range when nothing after it is left out.
      const covered =
        list.status.peek() === 'ready' && (!list.hasMore.peek() || (last && dayOfEvent(last) > to));
      const inRange = (e: EventSummary) => dayOfEvent(e) >= from && dayOfEvent(e) <= to;
      state = signal<RangeState>(
        covered ? { status: 'ready', events: first.filter(inRange) } : LOADING,
      );
      ranges.set(key, state);
      if (!covered) void fetchRange(from, to, state);
      return state;
    },
    /** Asks again for a range whose request failed. */
    retry(from: Day, to: Day): void {
      const state = ranges.get(`${from}/${to}`);
      if (state?.peek().status !== 'error') return;
      state.value = LOADING;
      void fetchRange(from, to, state);
    },
  };
}

/** The day of the first event from `from` on: null when there is none, undefined when the request failed. */
async function firstDayFrom(env: CalendarEnv, from: Day): Promise<Day | null | undefined> {
  const res = await env.client.send(EventList, {
    method: 'GET',
    path: rangePath(from, null, 1, null),
    signal: env.scope.signal,
  });
  if (!res.ok) return undefined;
  const found = res.value.data[0];
  return found ? dayOfEvent(found) : null;
}

/** Each day's events of a range, in start order. */
function eventsByDay(state: RangeState): ReadonlyMap<Day, EventSummary[]> {
  const days = new Map<Day, EventSummary[]>();
  if (state.status !== 'ready') return days;
  for (const event of state.events) {
    const day = dayOfEvent(event);
    days.set(day, [...(days.get(day) ?? []), event]);
  }
  return days;
}

/** Creates the calendar of the widget whose event list is `list`. */
export function createCalendar(
  env: CalendarEnv,
  list: EventListModel,
  layout: CalendarLayout,
  firstDay: number,
  now: () => Date = () => new Date(),
): CalendarModel {
  const ranges = createRanges(env, list);
  const chosen = signal<Day | null>(null);
  const next = signal<NextSearch>('idle');
  const opened = signal<string | null>(null);
  const weeks = computed(() => {
    const day = chosen.value ?? today(now());
    return layout === 'week' ? [weekOf(day, firstDay)] : monthGrid(day, firstDay);
  });
  /** The first and last day shown. */
  const bounds = (): [Day, Day] => {
    const first = weeks.value[0]?.[0] ?? '';
    return [first, weeks.value.at(-1)?.at(-1) ?? first];
  };
  const range = computed<RangeState>(() => {
    if (chosen.value === null) return list.status.value === 'error' ? errorOf(list) : LOADING;
    return ranges.of(...bounds()).value;
  });
  // Open on the first listed event's day once the list's first page is there.
  const opening = list.status.subscribe((status) => {
    if (status !== 'ready' || chosen.peek() !== null) return;
    const first = list.events.peek()[0];
    chosen.value = first ? dayOfEvent(first) : today(now());
  });
  env.scope.signal.addEventListener('abort', opening);
  const choose = (day: Day) => {
    chosen.value = day;
    next.value = 'idle';
  };

  return {
    layout,
    firstDay,
    day: chosen,
    weeks,
    range,
    byDay: computed(() => eventsByDay(range.value)),
    hasPrevious: computed(() => {
      const current = chosen.value;
      const day = today(now());
      // Nothing before today is listed: no way back past this month (week).
      if (current === null) return false;
      return layout === 'week' ? bounds()[0] > day : current.slice(0, 7) > day.slice(0, 7);
    }),
    next,
    opened,
    choose,
    step(n) {
      const current = chosen.peek() ?? today(now());
      choose(layout === 'week' ? addDays(current, 7 * n) : addMonths(current, n));
    },
    skipToNext() {
      if (next.peek() === 'searching') return;
      const current = chosen.peek() ?? today(now());
      next.value = 'searching';
      const after = addDays(layout === 'week' ? bounds()[1] : monthEnd(current), 1);
      void firstDayFrom(env, after).then((day) => {
        if (env.scope.disposed) return;
        if (day) choose(day);
        else next.value = day === null ? 'none' : 'idle';
      });
    },
    retry() {
      if (chosen.peek() === null) list.loadMore();
      else ranges.retry(...bounds());
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
