/**
 * The calendar's grid of days (src/ui/calendar.tsx), as the WAI-ARIA grid pattern has it
 * (https://www.w3.org/WAI/ARIA/apg/patterns/grid/): one day button in the tab order, the arrow
 * keys by day and week (mirrored right to left), Home and End to the week's ends, Page Up and
 * Page Down by month (week), with Shift by year. Each day's button reads the whole date, how
 * many events it has and their availability; the cell shows their times, names and states.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { EventSummary } from '../api/schemas';
import type { DayFormat } from '../i18n/day-format';
import { availabilityOf } from '../model/availability';
import type { CalendarModel } from '../model/calendar';
import { addDays, addMonths, type Day, today, weekday } from '../model/calendar-days';
import { useText } from './text';

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
export function CalendarGrid({
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
