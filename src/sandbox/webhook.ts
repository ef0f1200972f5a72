/**
 * The `order.paid` webhook: POST a WebhookEvent to the configured URL with
 * `X-Sell-Signature: t=<unix s>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, signed with the
 * account's webhook secret. Non-2xx answers and network errors are retried with
 * exponential backoff (`backoffMs`, ×2 each time) up to `maxAttempts`; each attempt is
 * signed afresh.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookEvent } from '../api/schemas.ts';

/** `X-Sell-Signature` for `body` at unix second `t`. */
export function signatureHeader(body: string, secret: string, t: number): string {
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/**
 * Checks an `X-Sell-Signature` header against the raw body: the HMAC must match
 * (constant-time) and `t` must be within `toleranceSec` of `nowSec`.
 */
export function verifySignature(
  header: string | null | undefined,
  body: string,
  secret: string,
  toleranceSec = 300,
  nowSec = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(',').map((kv) => {
      const i = kv.indexOf('=');
      return [kv.slice(0, i).trim(), kv.slice(i + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(nowSec - t) > toleranceSec) return false;
  const expected = Buffer.from(signatureHeader(body, secret, t).split('v1=')[1] ?? '', 'hex');
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** One delivery attempt, as listed at `GET /sandbox/webhooks`. */
export interface DeliveryAttempt {
  eventId: string;
  attempt: number;
  url: string;
  status: number | null;
  error?: string;
  at: string;
}

/** Options of the {@link WebhookSender}. */
export interface WebhookOptions {
  url?: string;
  backoffMs: number;
  maxAttempts: number;
  now: () => number;
}

/** Delivers webhooks with retries; `close()` cancels pending retries. */
export class WebhookSender {
  readonly attempts: DeliveryAttempt[] = [];
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private closed = false;

  constructor(private readonly opts: WebhookOptions) {}

  /** The webhook URL (runtime-changeable through `POST /sandbox/webhooks`). */
  get url(): string | undefined {
    return this.opts.url;
  }
  set url(value: string | undefined) {
    this.opts.url = value;
  }

  /** Starts delivering `event` (no-op when no URL is configured). */
  send(event: WebhookEvent, secret: string): void {
    const url = this.opts.url;
    if (!url || this.closed) return;
    void this.attempt(url, JSON.stringify(event), event.id, secret, 1);
  }

  private async attempt(url: string, body: string, id: string, secret: string, n: number) {
    const t = Math.floor(this.opts.now() / 1000);
    const record: DeliveryAttempt = {
      eventId: id,
      attempt: n,
      url,
      status: null,
      at: new Date(this.opts.now()).toISOString(),
    };
    this.attempts.push(record);
    let ok = false;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Sell-Signature': signatureHeader(body, secret, t),
        },
        body,
        signal: AbortSignal.timeout(5000),
      });
      record.status = res.status;
      ok = res.ok;
      await res.body?.cancel();
    } catch (err) {
      record.error = err instanceof Error ? err.message : String(err);
    }
    if (ok || this.closed || n >= this.opts.maxAttempts) return;
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        void this.attempt(url, body, id, secret, n + 1);
      },
      this.opts.backoffMs * 2 ** (n - 1),
    );
    timer.unref();
    this.timers.add(timer);
  }

  /** Stops retrying and clears the attempt log. */
  reset(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.attempts.length = 0;
  }

  /** Cancels every pending retry for good. */
  close(): void {
    this.closed = true;
    this.reset();
  }
}
