/**
 * Loading placeholder built from the loaded widget's own classes (event header with its
 * poster box, tier rows, buyer form, promo row, submit button), so paddings, gaps, fonts and
 * the narrow layout are the real ones. Each line holds placeholder text as long as a typical
 * event's, drawn transparent on a shimmer, so it wraps like the real text at every width and
 * the reserved height follows the loaded widget's. The placeholder is hidden from assistive
 * technology; a polite status says "Loading tickets…". The list variant is the event list's
 * heading and cards (poster box, title, date, venue, price).
 */
import { useEffect, useState } from 'preact/hooks';
import { useText } from './text';

/** Props of `Skeleton`. */
export interface SkeletonProps {
  /** How many tier rows (default 3) or list cards (default 8) to reserve space for. */
  rows?: number;
  /** How many organizer questions to reserve space for (default 2). */
  questions?: number;
  /** `'list'`: the event list (heading and `rows` cards, default 8) instead of one event (default). */
  variant?: 'list';
}

/** A bar as wide as `n` characters of prose (placeholder words that wrap like text). */
const bar = (n: number, cls = 'bo-skel') => <span class={cls}>{'xxxxx '.repeat(n / 6 + 1)}</span>;

/** One line of text of class `cls`, about `n` characters long. */
const line = (cls: string, n: number) => <p class={cls}>{bar(n)}</p>;

/** A labelled input, like `Field`. */
const field = (label: number, hint?: number) => (
  <div class="bo-field">
    {line('bo-label', label)}
    {hint && line('bo-hint', hint)}
    <div class="bo-input">{'\u00a0'}</div>
  </div>
);

/** `count` empty slots to map over. */
const times = (count: number) => Array.from({ length: count });

/** The event list's heading and `rows` cards, like `EventList`. */
const list = (rows = 8) => (
  <div class="bo-list">
    {line('bo-list__heading', 15)}
    <div class="bo-list__items">
      {times(rows).map((_, i) => (
        <div class="bo-card">
          {i % 2 === 0 && <div class="bo-card__img bo-skel" />}
          <div class="bo-card__body">
            {line('bo-card__title', 18)}
            {[30, 24].map((n) => line('bo-card__meta', n))}
            {line('bo-card__price', 11)}
          </div>
        </div>
      ))}
    </div>
  </div>
);

/** One event: header with poster, `rows` tiers, the buyer form with `questions`, submit. */
const event = (rows = 3, questions = 2) => (
  <>
    <div class="bo-event">
      <div class="bo-event__poster bo-skel" />
      <div class="bo-event__body">
        <p class="bo-badges">{bar(12, 'bo-badge bo-skel')}</p>
        {line('bo-event__title', 18)}
        {/* Date, venue, organizer. */}
        {[50, 50, 30].map((n) => line('bo-event__when', n))}
        {[100, 70, 60].map((n) => line('bo-event__text', n))}
      </div>
    </div>
    <div>
      {line('bo-heading', 7)}
      <div class="bo-tiers__list">
        {times(rows).map(() => (
          <div class="bo-tier">
            <div class="bo-tier__info">
              {line('bo-tier__name', 14)}
              {line('bo-tier__desc', 36)}
              {line('bo-tier__price', 7)}
            </div>
            <div class="bo-stepper">
              <div class="bo-skel bo-skel--step" />
            </div>
          </div>
        ))}
      </div>
    </div>
    <div class="bo-form">
      {line('bo-heading', 12)}
      {field(15)}
      {field(17)}
      {field(16, 40)}
      <fieldset class="bo-fieldset">
        <legend class="bo-legend">{bar(34)}</legend>
        {times(questions).map(() => field(30))}
      </fieldset>
      <div class="bo-promo">
        {line('bo-label', 10)}
        <div class="bo-promo__row">
          <div class="bo-input bo-promo__input">{'\u00a0'}</div>
          {bar(5, 'bo-btn bo-skel')}
        </div>
        <p class="bo-promo__status" />
      </div>
      {bar(19, 'bo-btn bo-submit bo-skel')}
    </div>
  </>
);

/** The loaded widget's layout in grey, with a polite "Loading tickets…" status. */
export function Skeleton({ rows, questions, variant }: SkeletonProps) {
  const { t, f } = useText();
  // A live region is announced when its text changes, not when it appears with it.
  const [announce, setAnnounce] = useState(false);
  useEffect(() => {
    setAnnounce(true);
    // After the skeleton's paint, while the event is on its way: Intl's one-off setup.
    f.warm(variant ? 'short' : 'long');
  }, []);
  return (
    <>
      <div class="bo-skeleton" aria-busy="true" aria-hidden="true">
        {variant ? list(rows) : event(rows, questions)}
      </div>
      <p class="bo-sr" role="status">
        {announce && t.loading}
      </p>
    </>
  );
}
