/**
 * The event list as a month (`data-view="calendar"`) or a week (`week`): the period's name
 * with "Previous" and "Next", a grid of its days, and the chosen day's events below it. The
 * grid follows the WAI-ARIA grid pattern (https://www.w3.org/WAI/ARIA/apg/patterns/grid/):
 * one day button is in the tab order; the arrow keys move by day and week (mirrored right to
 * left), Home and End to the week's ends, Page Up and Page Down by month (week), with Shift by
 * year; a live region names the month when it changes. Each day says its events' times,
 * names and availability in words and colour; its button's name reads the whole date and how
 * many events it has. In a widget of 480 px or less (calendar.css) the days show only their
 * dates and a mark, and the chosen day's list is the view.
 */
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import type { EventSummary } from '../api/schemas';
import type { DayFormat } from '../i18n/day-format';
import { availabilityOf } from '../model/availability';
import type { CalendarModel } from '../model/calendar';
import { addDays, addMonths, type Day, today, weekday } from '../model/calendar-days';
import { isolated } from './bidi';
import { ErrorNotice } from './notice';
import { useText } from './text';

/** Props of `CalendarView`. */
export interface CalendarViewProps {
  calendar: CalendarModel;
  /**
   * The dates in the widget's language (`createDayFormat`, which the list chunk has: given, so
   * this chunk shares no file with it).
   */
  days: DayFormat;
  /** An event chosen: its slug. */
  onSelect: (slug: string) => void;
}

/** Renders the month or week, its days and the chosen day's events. */
export function CalendarView({ calendar, days, onSelect }: CalendarViewProps) {
  const { t } = useText();
  const titleId = useId();
  const day = calendar.day.value ?? today();
  const month = calendar.layout === 'calendar';
  const weeks = calendar.weeks.value;
  const first = weeks[0]?.[0] ?? day;
  const last = weeks.at(-1)?.at(-1) ?? day;
  const title = month ? days.month(day) : days.days(first, last);
  // Announced when it changes, not on the first render.
  const [announced, setAnnounced] = useState<string | null>(null);
  const shown = useRef(title);
  useEffect(() => {
    if (shown.current !== title) setAnnounced(title);
    shown.current = title;
  }, [title]);
  const range = calendar.range.value;
  return (
    <section class={`bo-cal bo-cal--${calendar.layout}`} aria-labelledby={titleId}>
      <div class="bo-cal__bar">
        <button
          type="button"
          class="bo-cal__step bo-cal__step--back"
          aria-label={month ? t.calendar.previousMonth : t.calendar.previousWeek}
          disabled={!calendar.hasPrevious.value}
          onClick={() => calendar.step(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h2 id={titleId} class="bo-cal__title">
          {title}
        </h2>
        <button
          type="button"
          class="bo-cal__step bo-cal__step--forward"
          aria-label={month ? t.calendar.nextMonth : t.calendar.nextWeek}
          onClick={() => calendar.step(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <p class="bo-sr" role="status">
        {announced ?? ''}
      </p>
      {range.status === 'error' ? (
        <ErrorNotice code={range.error.code} onRetry={calendar.retry} />
      ) : (
        <>
          <CalendarGrid
            calendar={calendar}
            days={days}
            titleId={titleId}
            busy={range.status === 'loading'}
          />
          {range.status === 'ready' && range.events.length === 0 && (
            <EmptyPeriod calendar={calendar} title={title} />
          )}
          <DayEvents
            calendar={calendar}
            days={days}
            day={day}
            loading={range.status === 'loading'}
            onSelect={onSelect}
          />
        </>
      )}
    </section>
  );
}

/** A month (week) without events: the way to the next one that has some. */
function EmptyPeriod({ calendar, title }: { calendar: CalendarModel; title: string }) {
  const { t } = useText();
  const month = calendar.layout === 'calendar';
  const next = calendar.next.value;
  return (
    <div class="bo-cal__empty">
      <p>{month ? isolated(t.calendar.emptyMonth, title) : t.calendar.emptyWeek}</p>
      {next === 'none' ? (
        <p role="status">{t.calendar.noLater}</p>
      ) : (
        <button
          type="button"
          class="bo-btn bo-btn--secondary"
          aria-busy={next === 'searching' ? 'true' : undefined}
          onClick={calendar.skipToNext}
        >
          {month ? t.calendar.nextMonthWithEvents : t.calendar.nextWeekWithEvents}
        </button>
      )}
    </div>
  );
}

/** The day `key` moves focus to from `day`, or null for a key the grid does not use. */
function dayAfterKey(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey'>,
  day: Day,
  rtl: boolean,
  calendar: Pick<CalendarModel, 'layout' | 'firstDay'>,
): Day | null {
  // Right to left, the grid is mirrored: the left arrow goes forward.
  const step: Record<string, number> = {
    ArrowRight: rtl ? -1 : 1,
    ArrowLeft: rtl ? 1 : -1,
    ArrowDown: 7,
    ArrowUp: -7,
  };
  const column = (weekday(day) - calendar.firstDay + 7) % 7;
  const { key } = event;
  if (key in step) return addDays(day, step[key] ?? 0);
  if (key === 'Home') return addDays(day, -column);
  if (key === 'End') return addDays(day, 6 - column);
  if (key !== 'PageDown' && key !== 'PageUp') return null;
  const n = (key === 'PageDown' ? 1 : -1) * (event.shiftKey ? 12 : 1);
  return calendar.layout === 'week'
    ? addDays(day, 7 * (event.shiftKey ? 52 : 1) * Math.sign(n))
    : addMonths(day, n);
}

/** The grid of the days shown: one button per day, the chosen one in the tab order. */
function CalendarGrid({
  calendar,
  days,
  titleId,
  busy,
}: {
  calendar: CalendarModel;
  days: DayFormat;
  titleId: string;
  busy: boolean;
}) {
  const grid = useRef<HTMLTableElement>(null);
  const chosen = calendar.day.value;
  const weeks = calendar.weeks.value;
  const byDay = calendar.byDay.value;
  // Focus follows the chosen day only after a key moved it there (not on the first render),
  // once the render showing that day is committed.
  const moved = useRef<Day | null>(null);
  useEffect(() => {
    if (moved.current === null || moved.current !== chosen) return;
    moved.current = null;
    grid.current?.querySelector<HTMLButtonElement>('[tabindex="0"]')?.focus();
  });
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    // From the chosen day, not the focused button: a key pressed before focus caught up
    // with the last one still counts from where that one went.
    const day = target.dataset.day && (calendar.day.peek() ?? target.dataset.day);
    if (!day) return;
    const rtl = getComputedStyle(target).direction === 'rtl';
    const to = dayAfterKey(event, day, rtl, calendar);
    if (!to) return;
    event.preventDefault();
    moved.current = to;
    calendar.choose(to);
  };
  const month = calendar.layout === 'calendar' ? chosen?.slice(0, 7) : null;
  return (
    <table
      ref={grid}
      class="bo-cal__grid"
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the grid pattern's own markup: a table whose cells hold the focusable days.
      role="grid"
      aria-labelledby={titleId}
      aria-busy={busy ? 'true' : undefined}
      onKeyDown={onKeyDown}
    >
      <thead>
        <tr>
          {(weeks[0] ?? []).map((day) => (
            <th key={day} scope="col" class="bo-cal__weekday">
              <span aria-hidden="true">{days.weekday(day, 'short')}</span>
              <span class="bo-sr">{days.weekday(day, 'long')}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => (
              <DayCell
                key={day}
                day={day}
                days={days}
                events={byDay.get(day) ?? []}
                chosen={day === chosen}
                outside={month !== null && day.slice(0, 7) !== month}
                onChoose={() => calendar.choose(day)}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One day: its date, its events' times, names and availability, as one button. */
function DayCell({
  day,
  days,
  events,
  chosen,
  outside,
  onChoose,
}: {
  day: Day;
  days: DayFormat;
  events: readonly EventSummary[];
  chosen: boolean;
  outside: boolean;
  onChoose: () => void;
}) {
  const { t, f } = useText();
  const states = [...new Set(events.map(availabilityOf))];
  const label = [
    days.day(day),
    events.length > 0 ? t.calendar.events(f.count(events.length)) : t.calendar.noEvents,
    ...states.map((state) => t.list.status[state]),
  ].join(', ');
  const mark = states.length === 1 ? states[0] : states.length > 1 ? 'mixed' : 'none';
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: its day button takes the focus, as the grid pattern allows.
    <td
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the grid.
      role="gridcell"
      class={`bo-cal__cell${outside ? ' bo-cal__cell--outside' : ''}${day === today() ? ' bo-cal__cell--today' : ''}`}
      aria-selected={chosen ? 'true' : 'false'}
    >
      <button
        type="button"
        class={`bo-cal__day bo-cal__day--${mark}`}
        tabIndex={chosen ? 0 : -1}
        data-day={day}
        aria-label={label}
        aria-current={day === today() ? 'date' : undefined}
        onClick={onChoose}
      >
        <span class="bo-cal__date" aria-hidden="true">
          {days.date(day)}
        </span>
        {events.length > 0 && (
          <span class="bo-cal__events" aria-hidden="true">
            {events.map((e) => (
              <span key={e.id} class={`bo-cal__event bo-cal__event--${availabilityOf(e)}`}>
                <span class="bo-cal__time">{days.time(e.startsAt)}</span>{' '}
                <span class="bo-cal__name" dir="auto">
                  {e.title}
                </span>{' '}
                <span class="bo-cal__state">{t.list.status[availabilityOf(e)]}</span>
              </span>
            ))}
          </span>
        )}
      </button>
    </td>
  );
}

/** The chosen day's events: each one's time, title (the button that opens it), venue and availability. */
function DayEvents({
  calendar,
  days,
  day,
  loading,
  onSelect,
}: {
  calendar: CalendarModel;
  days: DayFormat;
  day: Day;
  loading: boolean;
  onSelect: (slug: string) => void;
}) {
  const { t, f } = useText();
  const headingId = useId();
  const events = calendar.byDay.value.get(day) ?? [];
  const list = useRef<HTMLUListElement>(null);
  // Back from an event opened here: focus returns to it.
  useEffect(() => {
    const opened = calendar.opened.peek();
    if (opened)
      list.current?.querySelector<HTMLElement>(`[data-slug="${CSS.escape(opened)}"]`)?.focus();
  }, [calendar]);
  return (
    <section class="bo-cal__agenda" aria-labelledby={headingId}>
      <h3 id={headingId} class="bo-list__date">
        <time dateTime={day}>{days.day(day)}</time>
      </h3>
      {loading ? (
        <p class="bo-muted">{t.loading}</p>
      ) : events.length === 0 ? (
        <p class="bo-muted">{t.calendar.noEvents}</p>
      ) : (
        <ul ref={list} class="bo-list__items">
          {events.map((e) => {
            const when = f.eventZone(e.startsAt, e.timezone);
            const state = availabilityOf(e);
            return (
              <li key={e.id} class="bo-card bo-cal__card">
                <div class="bo-card__body">
                  <h4 class="bo-card__title">
                    <button
                      type="button"
                      class="bo-card__open"
                      dir="auto"
                      data-slug={e.slug}
                      onClick={() => {
                        calendar.open(e.slug);
                        onSelect(e.slug);
                      }}
                    >
                      {e.title}
                    </button>
                  </h4>
                  <p class="bo-card__meta">
                    <time dateTime={when.dateTime}>{days.time(e.startsAt)}</time>
                    {when.zone && (
                      <>
                        {' ('}
                        <bdi>{when.zone}</bdi>)
                      </>
                    )}
                    <span aria-hidden="true">{' · '}</span>
                    <span dir="auto">{e.venueName}</span>
                  </p>
                  <p class="bo-card__price">
                    <span class={`bo-badge bo-cal__badge bo-cal__badge--${state}`}>
                      {t.list.status[state]}
                    </span>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
