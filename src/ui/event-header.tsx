/**
 * The event block (part="event"): poster, title, date line in the event's own zone, venue
 * with "Add to calendar" and "Map" after it, badges and the description. All organizer text is rendered as text (never as HTML), each piece
 * in its own direction (`dir="auto"`, or a `<bdi>` inside a translated sentence). In a narrow
 * widget (styles.css) the poster sits small beside the title and a long description (with the
 * organizer's line) is folded behind a "More" disclosure button, so the tiers start within a
 * phone's first screen.
 */

import { useId, useState } from 'preact/hooks';
import type { EventDetail } from '../api/schemas';
import { isolated, OwnText } from './bidi';
import { EventActions } from './event-actions';
import { safeUrl } from './safe-url';
import { useText } from './text';

/** Props of `EventHeader`. */
export interface EventHeaderProps {
  /** The event as read from `GET /events/{ref}`. */
  event: EventDetail;
  /** Heading level of the title (default 2). */
  level?: 2 | 3;
  /** Parts the integrator hid (the `hide` option): `poster`, `description`. */
  hide?: ReadonlySet<string>;
}

/** A description longer than this (or of several paragraphs) folds in a narrow widget. */
const FOLD_AT = 120;

/** Splits organizer text into paragraphs on blank lines (single newlines stay, via CSS pre-line). */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/** Renders the event's header. */
export function EventHeader({ event, level = 2, hide }: EventHeaderProps) {
  const { t, f } = useText();
  const [unfolded, setUnfolded] = useState(false);
  const when = f.eventWhen(event.startsAt, event.timezone, event.endsAt);
  const poster = hide?.has('poster') ? null : safeUrl(event.posterImageUrl);
  const texts = hide?.has('description') ? [] : paragraphs(event.description);
  const foldable = texts.length > 1 || (texts[0]?.length ?? 0) > FOLD_AT;
  const Title = level === 2 ? 'h2' : 'h3';
  const titleId = useId();
  const textsId = useId();
  const organizerId = useId();
  return (
    <section
      class={`bo-event${foldable && !unfolded ? ' bo-event--folded' : ''}`}
      part="event"
      aria-labelledby={titleId}
    >
      {poster && (
        <img
          class="bo-event__poster"
          src={poster}
          alt={t.event.posterAlt(event.title)}
          width={160}
          height={224}
          loading="lazy"
          decoding="async"
          referrerpolicy="no-referrer"
        />
      )}
      <div class="bo-event__body">
        {(event.category || event.ageRestriction) && (
          <p class="bo-badges">
            <OwnText class="bo-badge" text={event.category} />
            {event.ageRestriction && (
              <span class="bo-badge bo-badge--age">
                {/* "Age restriction: 18+": the label is for screen readers, the value shows,
                    its age in the widget's digits like every other number. */}
                {isolated(t.event.ageRestriction, f.digits(event.ageRestriction)).map((part, i) =>
                  typeof part === 'string' ? (
                    <span key={`text${i}`} class="bo-sr">
                      {part}
                    </span>
                  ) : (
                    part
                  ),
                )}
              </span>
            )}
          </p>
        )}
        <Title id={titleId} class="bo-event__title" dir="auto">
          {event.title}
        </Title>
        <p class="bo-event__when">
          <time dateTime={when.dateTime}>{when.text}</time>
          {when.zone && (
            <span class="bo-event__zone">
              {' ('}
              <bdi>{when.zone}</bdi>)
            </span>
          )}
        </p>
        <div class="bo-event__venue">
          <OwnText class="bo-event__venue-name" text={event.venueName} />
          <OwnText class="bo-event__address" text={event.address} />
          <EventActions event={event} />
        </div>
        {event.organizerName && (
          <p id={organizerId} class="bo-event__organizer">
            {isolated(t.event.organizer, event.organizerName)}
          </p>
        )}
        {texts.length > 0 && (
          <div id={textsId} class="bo-event__texts">
            {texts.map((p, i) => (
              <p key={i} class="bo-event__text" dir="auto">
                {p}
              </p>
            ))}
          </div>
        )}
        {/* Shown only in a narrow widget (styles.css); a wide one shows the whole text. */}
        {foldable && (
          <button
            type="button"
            class="bo-event__more"
            aria-expanded={unfolded ? 'true' : 'false'}
            aria-controls={event.organizerName ? `${organizerId} ${textsId}` : textsId}
            onClick={() => setUnfolded(!unfolded)}
          >
            {t.event.more}
          </button>
        )}
      </div>
    </section>
  );
}
