import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ApiError, isTransient, parseRetryAfter } from './errors';
import { backoffMs, isRateLimited, isRetryable, retryAfterMs } from './retry';

const http = (status: number, code: string, retryAfter?: number): ApiError => ({
  kind: 'http',
  status,
  code,
  message: code,
  ...(retryAfter === undefined ? {} : { retryAfter }),
});

describe('retry policy', () => {
  it('retries network errors, 503 and request_in_progress, but not client errors', () => {
    expect(isRetryable({ kind: 'network', message: 'x' })).toBe(true);
    expect(isRetryable(http(503, 'unavailable'))).toBe(true);
    expect(isRetryable(http(409, 'request_in_progress'))).toBe(true);
    expect(isRetryable(http(409, 'inventory_changed'))).toBe(false);
    expect(isRetryable(http(400, 'invalid_request'))).toBe(false);
    expect(isRetryable(http(429, 'rate_limited'))).toBe(false);
    expect(isRetryable({ kind: 'aborted' })).toBe(false);
  });

  it('one list of failures that may pass: the checkout resends them, 429 after Retry-After', () => {
    const errors: [ApiError, boolean][] = [
      [{ kind: 'network', message: 'x' }, true],
      [http(429, 'rate_limited'), true],
      [http(502, 'unknown'), true],
      [http(503, 'unavailable'), true],
      [http(504, 'gateway_timeout'), true],
      [http(409, 'request_in_progress'), true],
      [http(500, 'internal_error'), false],
      [http(409, 'inventory_changed'), false],
      [http(404, 'not_found'), false],
      [{ kind: 'invalid_response', status: 200, issues: 'x' }, false],
      [{ kind: 'aborted' }, false],
    ];
    for (const [error, transient] of errors) {
      expect(isTransient(error), JSON.stringify(error)).toBe(transient);
      expect(isRetryable(error), JSON.stringify(error)).toBe(transient && !isRateLimited(error));
    }
  });

  it('honours Retry-After but never waits more than 10 s', () => {
    expect(retryAfterMs(http(429, 'rate_limited', 3))).toBe(3000);
    expect(retryAfterMs(http(429, 'rate_limited', 3600))).toBe(10_000);
    expect(retryAfterMs(http(429, 'rate_limited'))).toBe(1000);
  });

  it('backs off within bounds that grow with the attempt', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.double({ min: 0, max: 1, noNaN: true }), (attempt, r) => {
        const ms = backoffMs(attempt, () => r);
        const ceiling = Math.min(4000, 500 * 2 ** attempt);
        return ms >= ceiling / 2 && ms <= ceiling;
      }),
    );
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('5')).toBe(5);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(parseRetryAfter('Tue, 01 Jan 2030 00:00:07 GMT', now)).toBe(7);
  });
});
