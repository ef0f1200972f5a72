// Unit tests of scripts/bench/stats.mjs (`npm run test:scripts`, node's test runner): the
// medians, their order-statistic intervals, the paired difference and the seeded bootstrap
// that `npm run bench` reports.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { median, medianCI, medianDifferenceCI, ratioOfMediansCI, rng } from './stats.mjs';

/** 0, 1, …, n − 1 in a fixed shuffled order (the functions must not rely on sorted input). */
const shuffled = (n) => {
  const next = rng(7);
  const xs = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [xs[i], xs[j]] = [xs[j], xs[i]];
  }
  return xs;
};

describe('median', () => {
  test('is the middle value, or the mean of the middle two', () => {
    assert.equal(median([3, 1, 2]), 2);
    assert.equal(median([4, 1, 3, 2]), 2.5);
    assert.ok(Number.isNaN(median([])));
  });
});

describe('medianCI', () => {
  test('with 20 samples is [x(6), x(15)], which covers 95.9 %', () => {
    const ci = medianCI(shuffled(20).map((i) => 100 + i));
    assert.equal(ci.lo, 105);
    assert.equal(ci.hi, 114);
    assert.ok(Math.abs(ci.coverage - 0.9586) < 1e-4, `coverage ${ci.coverage}`);
  });
  test('with too few samples for 95 % is [min, max] and says what it covers', () => {
    const ci = medianCI([5, 1, 4, 2, 3]);
    assert.deepEqual(ci, { lo: 1, hi: 5, coverage: 1 - 2 / 32 });
  });
});

describe('medianDifferenceCI', () => {
  test('is the median of the differences, not the difference of the medians', () => {
    const a = [1, 2, 3, 10, 11];
    const b = [0, 0, 10, 0, 10];
    // differences 1, 2, −7, 10, 1; median(a) − median(b) would be 3
    assert.deepEqual(medianDifferenceCI(a, b), {
      median: 1,
      lo: -7,
      hi: 10,
      coverage: 1 - 2 / 32,
      n: 5,
    });
  });
  test('with 20 pairs takes the interval from the sorted differences, whatever the levels', () => {
    // differences −5 … 14 in shuffled order, on top of widely spread pair levels
    const d = shuffled(20).map((i) => i - 5);
    const b = d.map((_, i) => 800 + 37 * i);
    const a = b.map((x, i) => x + d[i]);
    const ci = medianDifferenceCI(a, b);
    assert.equal(ci.median, 4.5);
    assert.equal(ci.lo, 0);
    assert.equal(ci.hi, 9);
    assert.equal(ci.n, 20);
    const back = medianDifferenceCI(b, a);
    assert.deepEqual([back.median, back.lo, back.hi], [-4.5, -9, 0]);
  });
  test('refuses samples that are not paired', () => {
    assert.throws(() => medianDifferenceCI([1, 2, 3], [1, 2]), RangeError);
  });
});

describe('ratioOfMediansCI', () => {
  test('is exact when every pair has the same ratio', () => {
    const b = shuffled(12).map((i) => 500 + 10 * i);
    const ci = ratioOfMediansCI(
      b.map((x) => 2 * x),
      b,
    );
    assert.equal(ci.ratio, 2);
    assert.equal(ci.lo, 2);
    assert.equal(ci.hi, 2);
  });
  test('is seeded: the same interval every time, around the ratio of the medians', () => {
    const b = shuffled(15).map((i) => 800 + 20 * i);
    const a = b.map((x, i) => x * (1.1 + ((i % 5) - 2) * 0.05));
    const one = ratioOfMediansCI(a, b, { resamples: 2000 });
    const two = ratioOfMediansCI(a, b, { resamples: 2000 });
    assert.deepEqual(one, two);
    assert.equal(one.ratio, median(a) / median(b));
    assert.ok(one.lo <= one.ratio && one.ratio <= one.hi, JSON.stringify(one));
    assert.ok(one.lo < one.hi);
    const other = ratioOfMediansCI(a, b, { resamples: 2000, seed: 1 });
    assert.equal(other.seed, 1);
  });
});
