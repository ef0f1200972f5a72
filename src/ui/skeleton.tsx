/** Loading placeholder with roughly the final widget's height, so nothing jumps when data arrives. */
import { useText } from './text';

/** Props of `Skeleton`. */
export interface SkeletonProps {
  /** How many tier rows to reserve space for (default 3). */
  rows?: number;
}

/** Grey blocks shaped like header, tiers and button; announced as "Loading tickets…". */
export function Skeleton({ rows = 3 }: SkeletonProps) {
  const { t } = useText();
  return (
    <div class="bo-skeleton" aria-busy="true">
      <p class="bo-sr" role="status">
        {t.loading}
      </p>
      <div aria-hidden="true">
        <div class="bo-skel bo-skel--title" />
        <div class="bo-skel bo-skel--line" />
        <div class="bo-skel bo-skel--line bo-skel--short" />
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} class="bo-skel bo-skel--tier" />
        ))}
        <div class="bo-skel bo-skel--button" />
      </div>
    </div>
  );
}
