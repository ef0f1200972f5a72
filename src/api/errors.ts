/**
 * Errors as values: the UI switches on `error.kind` (and the API's `code`), never on
 * message text. Which failures may pass if asked again is decided here (`isTransient`):
 * the event's load offers "Try again" for them, and the checkout resends them (`retry.ts`).
 */
import type { FieldError } from './schema-primitives';

/** Error codes of the sell API's error table; other strings may arrive and are kept as-is. */
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

/**
 * Whether the failure may pass, so the same request may succeed sent again unchanged (same
 * Idempotency-Key): no connection, 429, 502, 503, 504, or the same request still running.
 */
export function isTransient(error: ApiError): boolean {
  if (error.kind === 'network') return true;
  if (error.kind !== 'http') return false;
  return [429, 502, 503, 504].includes(error.status) || error.code === 'request_in_progress';
}

/** A short, stable code for an error: the API's code, or the kind when there is none. */
export function errorCode(error: ApiError): string {
  return error.kind === 'http' ? error.code : error.kind;
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
