// Small statistics for `npm run bench`: medians with distribution-free confidence intervals,
// the same for the median of paired differences, and a seeded percentile bootstrap for the
// ratio of two medians over paired samples. Tested by stats.test.mjs (`npm run test:scripts`).

/** @param {number[]} xs */
const sorted = (xs) => [...xs].sort((a, b) => a - b);

/** The median of `xs` (the mean of the middle two for an even count). */
export function median(xs) {
  const s = sorted(xs);
  const n = s.length;
  if (n === 0) return Number.NaN;
  return n % 2 === 1 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
}

/**
 * A confidence interval for the median from order statistics: [x(k), x(n+1-k)] with the
 * largest k whose coverage 1 − 2·P(B ≤ k−1), B ~ Binomial(n, ½), is at least `level`. With
 * too few samples for that level it is [min, max]; `coverage` says what it really is.
 */
export function medianCI(xs, level = 0.95) {
  const s = sorted(xs);
  const n = s.length;
  if (n === 0) return { lo: Number.NaN, hi: Number.NaN, coverage: 0 };
  // cdf[i] = P(B ≤ i)
  const cdf = [];
  let p = 0.5 ** n;
  let sum = 0;
  for (let i = 0; i <= n; i++) {
    sum += p;
    cdf.push(sum);
    p = (p * (n - i)) / (i + 1);
  }
  let k = 1;
  while (k + 1 <= Math.floor(n / 2) && 1 - 2 * cdf[k] >= level) k++;
  return { lo: s[k - 1], hi: s[n - k], coverage: 1 - 2 * cdf[k - 1] };
}

/**
 * The median of the paired differences a[i] − b[i] with medianCI's interval over them: the
 * sign-test interval, distribution-free (it assumes neither normal nor symmetric differences,
 * only independent pairs). Returns { median, lo, hi, coverage, n }.
 * @param {number[]} a
 * @param {number[]} b
 */
export function medianDifferenceCI(a, b, level = 0.95) {
  if (a.length !== b.length)
    throw new RangeError(`paired samples differ in length (${a.length} and ${b.length})`);
  const d = a.map((x, i) => x - b[i]);
  return { median: median(d), ...medianCI(d, level), n: d.length };
}

/** mulberry32: a small seeded PRNG, so the bootstrap gives the same interval every time. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Percentile bootstrap of median(a) / median(b) over pairs (a[i], b[i]): `resamples` draws
 * of n pair indexes with replacement, seeded; returns the ratio and its interval.
 */
export function ratioOfMediansCI(
  a,
  b,
  { level = 0.95, resamples = 10_000, seed = 20_240_601 } = {},
) {
  const n = a.length;
  const next = rng(seed);
  const ratios = new Float64Array(resamples);
  const ra = new Array(n);
  const rb = new Array(n);
  for (let r = 0; r < resamples; r++) {
    for (let i = 0; i < n; i++) {
      const j = Math.floor(next() * n);
      ra[i] = a[j];
      rb[i] = b[j];
    }
    ratios[r] = median(ra) / median(rb);
  }
  ratios.sort();
  const tail = (1 - level) / 2;
  return {
    ratio: median(a) / median(b),
    lo: ratios[Math.floor(tail * resamples)],
    hi: ratios[Math.ceil((1 - tail) * resamples) - 1],
    resamples,
    seed,
  };
}
