// Unit tests of scripts/bench/interaction.mjs (`npm run test:scripts`, node's test runner): how
// `npm run bench` times each click after a load, and sums up a load's clicks.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { clickSummary, clickTimes } from './interaction.mjs';

/** A click as the probe records it: pointerdown at `down`, click at `down + 1`. */
const click = (down, frame = null) => ({ down, at: down + 1, frame, target: 'button "+"' });
const entry = (name, startTime, duration) => ({ name, startTime, duration, interactionId: 0 });

describe('clickTimes', () => {
  test("takes the longest Event Timing entry of each click's interaction", () => {
    const clicks = [click(1000, 1030), click(2000, 2020)];
    const entries = [
      entry('pointerdown', 1000, 48),
      entry('pointerup', 1001, 56),
      entry('click', 1001, 56),
      entry('mousedown', 1000, 48),
      entry('pointerdown', 2000, 24),
      entry('click', 2001, 32),
    ];
    assert.deepEqual(clickTimes(clicks, entries), [
      { ms: 56, source: 'event timing' },
      { ms: 32, source: 'event timing' },
    ]);
  });
  test("ignores the hover's entries and those of other events", () => {
    const clicks = [click(1000, 1025)];
    const entries = [
      entry('pointerover', 1000, 120),
      entry('pointerenter', 1000, 120),
      entry('mouseover', 1000, 120),
      entry('keydown', 1002, 200),
      entry('click', 1001, 40),
    ];
    assert.deepEqual(clickTimes(clicks, entries), [{ ms: 40, source: 'event timing' }]);
  });
  test('falls back to click → next frame when no entry came (all under 16 ms)', () => {
    const clicks = [click(1000, 1013.5), click(2000, 2040)];
    const entries = [entry('click', 2001, 40)];
    assert.deepEqual(clickTimes(clicks, entries), [
      { ms: 12.5, source: 'frame' },
      { ms: 40, source: 'event timing' },
    ]);
  });
  test("gives an entry to the click whose pointerdown came before it, not to the next's", () => {
    // The second click's entries start at its own pointerdown, after the first's window.
    const clicks = [click(1000, 1090), click(1100, 1120)];
    const entries = [entry('pointerup', 1001, 88), entry('pointerdown', 1100, 24)];
    assert.deepEqual(
      clickTimes(clicks, entries).map((t) => t.ms),
      [88, 24],
    );
  });
  test('times from the click when no pointerdown was seen', () => {
    const clicks = [{ down: null, at: 500, frame: 520, target: 'button' }];
    assert.deepEqual(clickTimes(clicks, [entry('click', 500, 24)]), [
      { ms: 24, source: 'event timing' },
    ]);
    assert.deepEqual(clickTimes(clicks, []), [{ ms: 20, source: 'frame' }]);
  });
  test('refuses a click with neither an entry nor a frame after it', () => {
    assert.throws(() => clickTimes([click(1000, null)], []), /click 1 has no frame/);
  });
});

describe('clickSummary', () => {
  test("is the median and the worst of a load's clicks, and how many Event Timing gave", () => {
    const times = [
      { ms: 48, source: 'event timing' },
      { ms: 12, source: 'frame' },
      { ms: 160, source: 'event timing' },
      { ms: 40, source: 'event timing' },
      { ms: 56, source: 'event timing' },
    ];
    assert.deepEqual(clickSummary(times), { median: 48, worst: 160, fromEvents: 4, n: 5 });
  });
});
