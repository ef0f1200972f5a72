/**
 * Token bucket per key: `capacity` requests at once, refilled at `refillPerSec`.
 * An empty bucket answers 429 `rate_limited` with `Retry-After` (whole seconds until
 * one token is back).
 */

interface Bucket {
  tokens: number;
  at: number;
}

/** Per-key token buckets on an injectable clock. */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly capacity: number,
    private readonly refillPerSec: number,
    private readonly now: () => number,
  ) {}

  /** Takes one token for `key`: `0` when allowed, else the seconds to wait (≥ 1). */
  take(key: string): number {
    const now = this.now();
    const b = this.buckets.get(key) ?? { tokens: this.capacity, at: now };
    b.tokens = Math.min(this.capacity, b.tokens + ((now - b.at) / 1000) * this.refillPerSec);
    b.at = now;
    this.buckets.set(key, b);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - b.tokens) / this.refillPerSec));
  }

  /** Forgets every bucket (sandbox reset). */
  reset(): void {
    this.buckets.clear();
  }
}
