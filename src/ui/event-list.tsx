/**
 * The events a key sells: one card per `EventSummary` with its date in its own
 * zone, venue, "from" price and status; "Show more events" pages with `nextCursor`.
 * Each card's title is a button (stretched over the card by CSS) that opens the event.
 */
import { useId } from 'preact/hooks';
import type { EventSummary } from '../api/schemas';
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

/** Renders the event list. */
export function EventList({ events, hasMore, loadingMore, onMore, onSelect }: EventListProps) {
  const { t, f } = useText();
  const headingId = useId();
  return (
    <section class="bo-list" aria-labelledby={headingId}>
      <h2 id={headingId} class="bo-list__heading">
        {t.list.heading}
      </h2>
      {events.length === 0 && !loadingMore && <p class="bo-muted">{t.list.empty}</p>}
      <ul class="bo-list__items">
        {events.map((e) => {
          const when = f.eventWhen(e.startsAt, e.timezone, null, 'short');
          const status = statusOf(e);
          const poster = safeUrl(e.posterImageUrl);
          return (
            <li key={e.id} class="bo-card">
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
                <h3 class="bo-card__title">
                  <button
                    type="button"
                    class="bo-card__open"
                    dir="auto"
                    onClick={() => onSelect(e.slug)}
                  >
                    {e.title}
                  </button>
                </h3>
                <p class="bo-card__meta">
                  <time dateTime={when.dateTime}>{when.text}</time>
                  {when.zone && (
                    <>
                      {' ('}
                      <bdi>{when.zone}</bdi>)
                    </>
                  )}
                </p>
                <p class="bo-card__meta" dir="auto">
                  {e.venueName}
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
        })}
      </ul>
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
