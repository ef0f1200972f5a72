/**
 * The event list as a month (`data-view="calendar"`) or a week (`week`): the period's name
 * with "Previous" and "Next", a grid of its days (calendar-grid.tsx, the WAI-ARIA grid
 * pattern), and the chosen day's events below it; a live region names the month when it
 * changes. In a widget of 480 px or less (calendar.css) the days show only their dates and a
 * mark, and the chosen day's list is the view.
 */
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import type { DayFormat } from '../i18n/day-format';
import { availabilityOf } from '../model/availability';
import type { CalendarModel } from '../model/calendar';
import { type Day, today } from '../model/calendar-days';
import { isolated } from './bidi';
import { CalendarGrid } from './calendar-grid';
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
