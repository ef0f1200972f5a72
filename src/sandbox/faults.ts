/**
 * Injected outages for tests (`POST /sandbox/faults`): the next `next` API requests
 * (optionally only those whose path under `/api/v1/sell` starts with `path` and whose
 * method is `method`) answer `status` with the matching error code, after an optional
 * `delayMs`. A fault with only `delayMs` slows matching requests down instead (inside
 * POST /checkout the delay runs after the idempotency key is marked as running, so a
 * second identical request sees `409 request_in_progress`).
 */
import * as z from 'zod/mini';

/** Body of `POST /sandbox/faults`. */
export const FaultSpec = z.object({
  next: z._default(z.int().check(z.positive()), 1),
  status: z.optional(z.int().check(z.gte(400), z.lte(599))),
  retryAfter: z.optional(z.int().check(z.nonnegative())),
  delayMs: z.optional(z.int().check(z.nonnegative(), z.lte(30_000))),
  path: z.optional(z.string()),
  method: z.optional(z.string()),
});
/** A queued fault. */
export type FaultSpec = z.infer<typeof FaultSpec>;

/** The queue of pending faults. */
export class Faults {
  pending: FaultSpec[] = [];

  /** Queues a fault. */
  add(spec: FaultSpec): void {
    this.pending.push({ ...spec });
  }

  /** Consumes one use of the first fault matching this request, if any. */
  take(method: string, path: string): FaultSpec | undefined {
    const f = this.pending.find(
      (x) =>
        (!x.path || path.startsWith(x.path)) &&
        (!x.method || x.method.toUpperCase() === method.toUpperCase()),
    );
    if (!f) return undefined;
    f.next -= 1;
    if (f.next <= 0) this.pending = this.pending.filter((x) => x !== f);
    return f;
  }

  /** Drops every pending fault. */
  clear(): void {
    this.pending = [];
  }
}

/** The error code that goes with an injected status. */
export function faultCode(status: number): 'unavailable' | 'rate_limited' | 'internal_error' {
  if (status === 429) return 'rate_limited';
  if (status === 503) return 'unavailable';
  return 'internal_error';
}
