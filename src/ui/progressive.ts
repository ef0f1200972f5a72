/**
 * A long list rendered in batches: the first `first` items at once, then `step` more after
 * each batch's frame was painted, so a huge event (hundreds of tiers or questions) never makes
 * one long task of the host page's main thread: the page's own code, the buyer's taps and the
 * browser's paint get their turn between batches (e2e/widget-huge.spec.ts). A list no longer
 * than `first`, every typical event's, renders whole in its first frame.
 */
import { useEffect, useState } from 'preact/hooks';

/** How many of `total` items to render now (more after each painted batch, up to `total`). */
export function useProgressive(total: number, first: number, step = first): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The next batch once this one is painted: its style and layout are done by then.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown((n) => n + step));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, total, step]);
  return Math.min(shown, total);
}
