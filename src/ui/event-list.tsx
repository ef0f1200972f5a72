/**
 * The events a key sells, under a heading for each day (the event's date in its own zone):
 * one card per `EventSummary` with its time, venue, "from" price and status; "Show more
 * events" pages with `nextCursor`. Each card's title is a button (stretched over the card by
 * CSS) that opens the event.
 */
import { useId, useMemo } from 'preact/hooks';
import type { EventSummary } from '../api/schemas';
import { createDayFormat } from '../i18n/day-format';
import { groupByDay } from '../model/day-groups';
import { isolated } from './bidi';
import { safeUrl } from './safe-url';
import { useText } from './text';

/** Props of `EventList`. */
export interface EventListProps {
  /** Rows loaded so far, in order. */
  events: readonly EventSummary[];
  /** True when `nextCursor` is not null: shows "Show more events". */
  hasMore: boolean;
  /** True while the next page loads (the button is busy). */
  loadingMore?: boolean;
  /** "Show more events" pressed. */
  onMore: () => void;
  /** A card picked: its slug. */
  onSelect: (slug: string) => void;
}

/**
 * The status label of a row, or null when it is simply on sale. Looser than the event's own
 * rule (`sellability`, `sellableTiers` in src/model/sellability.ts) because a card cannot apply
 * it: an `EventSummary` carries no tiers, no seating and no `paymentsEnabled`, only the status,
 * what is left in all (`available`) and the lowest price of any tier (`priceFrom`). The event,
 * once opened, says whether the widget sells it and from which tiers.
 */
function statusOf(
  e: EventSummary,
): 'sold_out' | 'cancelled' | 'sales_ended' | 'scheduled' | 'unknown' | null {
  if (e.status === 'on_sale') return e.available === 0 ? 'sold_out' : null;
  return e.status;
}

/** Renders the event list: a heading per day (each event's own date), its events under it. */
export function EventList({ events, hasMore, loadingMore, onMore, onSelect }: EventListProps) {
  const { t, f } = useText();
  const headingId = useId();
  const days = useMemo(() => createDayFormat(f), [f]);
  return (
    <section class="bo-list" aria-labelledby={headingId}>
      <h2 id={headingId} class="bo-list__heading">
        {t.list.heading}
      </h2>
      {events.length === 0 && !loadingMore && <p class="bo-muted">{t.list.empty}</p>}
      {groupByDay(events).map(({ day, events: ofDay }) => (
        <div key={day} class="bo-list__day">
          <h3 class="bo-list__date">
            <time dateTime={day}>{days.day(day)}</time>
          </h3>
          <ul class="bo-list__items">
            {ofDay.map((e) => (
              <EventCard key={e.id} event={e} time={days.time(e.startsAt)} onSelect={onSelect} />
            ))}
          </ul>
        </div>
      ))}
      {hasMore && (
        <button
          type="button"
          class="bo-btn bo-btn--secondary bo-list__more"
          aria-busy={loadingMore ? 'true' : undefined}
          onClick={() => !loadingMore && onMore()}
        >
          {loadingMore ? t.list.loadingMore : t.list.more}
        </button>
      )}
    </section>
  );
}

/** One event of a day: its poster, title (the button that opens it), time, venue and price. */
function EventCard({
  event: e,
  time,
  onSelect,
}: {
  event: EventSummary;
  /** Its time of day, in its own zone. */
  time: string;
  onSelect: (slug: string) => void;
}) {
  const { t, f } = useText();
  const when = f.eventZone(e.startsAt, e.timezone);
  const status = statusOf(e);
  const poster = safeUrl(e.posterImageUrl);
  return (
    <li class="bo-card">
      {poster && (
        <img
          class="bo-card__img"
          src={poster}
          alt=""
          width={64}
          height={88}
          loading="lazy"
          decoding="async"
        />
      )}
      <div class="bo-card__body">
        <h4 class="bo-card__title">
          <button type="button" class="bo-card__open" dir="auto" onClick={() => onSelect(e.slug)}>
            {e.title}
          </button>
        </h4>
        <p class="bo-card__meta">
          <time dateTime={when.dateTime}>{time}</time>
          {when.zone && (
            <>
              {' ('}
              <bdi>{when.zone}</bdi>)
            </>
          )}
          <span class="bo-card__sep" aria-hidden="true">
            {' · '}
          </span>
          <span dir="auto">{e.venueName}</span>
        </p>
        <p class="bo-card__price">
          {status ? (
            <span class={`bo-badge bo-badge--${status}`}>{t.list.status[status]}</span>
          ) : e.priceFrom === 0 ? (
            t.list.free
          ) : (
            e.priceFrom !== null && isolated(t.list.from, f.money(e.priceFrom, e.currency))
          )}
        </p>
      </div>
    </li>
  );
}

/** Props of `BackButton`. */
export interface BackButtonProps {
  /** Go back to the event list. */
  onBack: () => void;
}

/**
 * "← All events", shown above an event opened from the list (right to left, list.css turns the
 * arrow to point right).
 */
export function BackButton({ onBack }: BackButtonProps) {
  const { t } = useText();
  return (
    <button type="button" class="bo-back" onClick={onBack}>
      <span class="bo-back__arrow" aria-hidden="true">
        ←
      </span>
      {t.list.back}
    </button>
  );
}
