/**
 * Loading placeholder shaped like the loaded widget (header, tiers, form, button) so the
 * space is held and nothing below jumps when data arrives. Announced as "Loading tickets…".
 */
import { useText } from './text';

/** Props of `Skeleton`. */
export interface SkeletonProps {
  /** How many tier rows to reserve space for (default 3). */
  rows?: number;
  /** How many form fields to reserve space for (default 4: name, e-mail, phone, one question). */
  fields?: number;
}

/** Grey blocks in the widget's layout; the busy state is announced politely. */
export function Skeleton({ rows = 3, fields = 4 }: SkeletonProps) {
  const { t } = useText();
  const blocks = (n: number, cls: string) =>
    Array.from({ length: n }, (_, i) => <div key={i} class={`bo-skel ${cls}`} />);
  return (
    <div class="bo-skeleton" aria-busy="true">
      <p class="bo-sr" role="status">
        {t.loading}
      </p>
      <div class="bo-skeleton__event" aria-hidden="true">
        <div class="bo-skel bo-skel--poster" />
        <div class="bo-skeleton__stack">
          <div class="bo-skel bo-skel--title" />
          <div class="bo-skel" />
          <div class="bo-skel bo-skel--short" />
          <div class="bo-skel bo-skel--short" />
          {blocks(3, 'bo-skel--text')}
        </div>
      </div>
      <div class="bo-skeleton__stack" aria-hidden="true">
        <div class="bo-skel bo-skel--heading" />
        {blocks(rows, 'bo-skel--tier')}
      </div>
      <div class="bo-skeleton__stack" aria-hidden="true">
        <div class="bo-skel bo-skel--heading" />
        {blocks(fields, 'bo-skel--field')}
        <div class="bo-skel bo-skel--button" />
      </div>
    </div>
  );
}
