// The interaction of `npm run bench`: from what the probe recorded of a load's clicks
// (scripts/bench/probe.mjs, `window.__bench.input`) to each click's time to the next paint, and
// one load's median and worst. Tested by interaction.test.mjs (`npm run test:scripts`).
import { median } from './stats.mjs';

/** The Event Timing entries that belong to a click: the events a mouse press dispatches. */
export const CLICK_EVENTS = new Set(['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click']);

/**
 * Each click's time to the next paint, in ms: the longest Event Timing entry of its
 * interaction (as INP takes it) when one came, else the probe's click → next frame.
 * A click's entries are the CLICK_EVENTS entries that start at or after its pointerdown and
 * before the next click's pointerdown (the clicks follow each other only after a paint, so
 * their entries cannot interleave).
 * @param {{ down: number | null, at: number, frame: number | null }[]} clicks in order
 * @param {{ name: string, startTime: number, duration: number }[]} entries
 * @returns {{ ms: number, source: 'event timing' | 'frame' }[]}
 */
export function clickTimes(clicks, entries) {
  return clicks.map((c, i) => {
    const from = (c.down ?? c.at) - 1;
    const next = clicks[i + 1];
    const to = next ? (next.down ?? next.at) - 1 : Number.POSITIVE_INFINITY;
    const own = entries.filter(
      (e) => CLICK_EVENTS.has(e.name) && e.startTime >= from && e.startTime < to,
    );
    if (own.length > 0) {
      return { ms: Math.max(...own.map((e) => e.duration)), source: 'event timing' };
    }
    if (c.frame === null) throw new RangeError(`click ${i + 1} has no frame after it`);
    return { ms: c.frame - c.at, source: 'frame' };
  });
}

/**
 * One load's clicks: the median and the worst time, and how many came from Event Timing.
 * @param {{ ms: number, source: string }[]} times
 */
export function clickSummary(times) {
  const ms = times.map((t) => t.ms);
  return {
    median: median(ms),
    worst: Math.max(...ms),
    fromEvents: times.filter((t) => t.source === 'event timing').length,
    n: times.length,
  };
}
