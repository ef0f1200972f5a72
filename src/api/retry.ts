/**
 * The retry policy of a checkout (docs/architecture.md): the failures that may pass
 * (`isTransient` in errors.ts, the one list) are resent by themselves, network failures and
 * 502/503/504 with bounded, jittered backoff, 429 once after `Retry-After` (at most 10 s).
 * Only the purchase half sends requests it retries, so this lives in its chunk.
 */
import { type ApiError, isTransient } from './errors';

/** Whether the server asked us to slow down (honoured once, see `retryAfterMs`). */
export const isRateLimited = (error: ApiError): boolean =>
  error.kind === 'http' && error.status === 429;

/** Whether to resend at once with backoff: transient, except 429, which waits for `Retry-After`. */
export const isRetryable = (error: ApiError): boolean =>
  isTransient(error) && !isRateLimited(error);

/** The longest we ever wait for `Retry-After`: bounded, at most 10 s. */
export const MAX_RETRY_AFTER_MS = 10_000;

/** How long to wait before retrying a rate-limited request: `Retry-After`, default 1 s, capped at 10 s. */
export function retryAfterMs(error: ApiError): number {
  const seconds = error.kind === 'http' && error.retryAfter !== undefined ? error.retryAfter : 1;
  return Math.min(Math.max(seconds, 0) * 1000, MAX_RETRY_AFTER_MS);
}

/** Retries after a network error or 503 before giving up (so 3 tries in all). */
export const MAX_RETRIES = 2;

/**
 * Exponential backoff with "equal jitter": half fixed, half random, so many widgets that
 * failed together do not retry together. `attempt` counts from 0; result is bounded by `capMs`.
 */
export function backoffMs(
  attempt: number,
  random: () => number = Math.random,
  baseMs = 500,
  capMs = 4000,
): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (ceiling / 2) * Math.min(Math.max(random(), 0), 1));
}
