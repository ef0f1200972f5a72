/**
 * Errors as values (STYLE: "the UI switches on `error.kind`, never on message text"),
 * plus the retry policy of SPEC §2: network failures and 503 are retried with bounded
 * backoff, 429 waits for `Retry-After` (at most 10 s).
 */
import type { FieldError } from './schemas';

/** Error codes of SPEC §2's error table; other strings may arrive and are kept as-is. */
export type ErrorCode =
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'invalid_request'
  | 'idempotency_key_required'
  | 'basket_limit'
  | 'inventory_changed'
  | 'idempotency_conflict'
  | 'request_in_progress'
  | 'rate_limited'
  | 'unavailable'
  | 'unknown';

/** Everything an API call can fail with, as a union on `kind`. */
export type ApiError =
  /** fetch rejected (offline, DNS, CORS) or the request timed out. */
  | { kind: 'network'; message: string }
  /** The caller aborted the request (a newer request replaced it, or the widget was disposed). */
  | { kind: 'aborted' }
  /** A non-2xx answer. `retryAfter` in seconds when the server sent `Retry-After`. */
  | {
      kind: 'http';
      status: number;
      code: ErrorCode | (string & {});
      message: string;
      fields?: FieldError[];
      retryAfter?: number;
    }
  /** A 2xx body that failed its schema; `issues` summarises why (for the console). */
  | { kind: 'invalid_response'; status: number; issues: string };

/** Success or failure as a value; API calls never throw. */
export type Result<T, E = ApiError> = { ok: true; value: T } | { ok: false; error: E };

/** Builds a success. */
export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
/** Builds a failure. */
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

/** Code for a status whose body was not an error body (a proxy's HTML page, say). */
export function codeForStatus(status: number): ErrorCode {
  const byStatus: Record<number, ErrorCode> = {
    400: 'invalid_request',
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    409: 'inventory_changed',
    429: 'rate_limited',
    503: 'unavailable',
  };
  return byStatus[status] ?? 'unknown';
}

/** A short, stable code for an error: the API's code, or the kind when there is none. */
export function errorCode(error: ApiError): string {
  return error.kind === 'http' ? error.code : error.kind;
}

/** Whether the same request may be sent again unchanged (same Idempotency-Key). */
export function isRetryable(error: ApiError): boolean {
  if (error.kind === 'network') return true;
  if (error.kind !== 'http') return false;
  return [502, 503, 504].includes(error.status) || error.code === 'request_in_progress';
}

/** Whether the server asked us to slow down (honoured once, see `retryAfterMs`). */
export const isRateLimited = (error: ApiError): boolean =>
  error.kind === 'http' && error.status === 429;

/** The longest we ever wait for `Retry-After` (SPEC: bounded, at most 10 s). */
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

/**
 * Parses `Retry-After` (delta seconds or an HTTP date) into seconds; undefined when
 * absent or unreadable.
 */
export function parseRetryAfter(
  value: string | null,
  now: number = Date.now(),
): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
