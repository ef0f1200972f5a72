import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutResponse, WebhookEvent } from '../api/schemas.ts';
import { createSandbox, type Sandbox } from './app.ts';
import type { SandboxOptions } from './core.ts';
import { freeCheckout, idem, summerCheckout } from './test-helpers.ts';
import { signatureHeader, verifySignature } from './webhook.ts';

/** The organizer's webhook endpoint. */
const HOOK = 'https://organizer.example/hook';
/** Where the sandbox is asked from (a page of this machine). */
const SANDBOX = 'http://localhost:5173';

/** One delivery as the endpoint received it. */
interface Received {
  url: string;
  body: string;
  signature: string | null;
}

let sandbox: Sandbox | undefined;
afterEach(() => {
  sandbox?.close();
  sandbox = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * The webhook endpoint, faked at `fetch` (the sandbox's only outgoing request): answers
 * `statuses` in turn (then 200), or, `'unreachable'`, fails every request as fetch does when
 * nothing listens. Returns what it received, as it comes.
 */
function endpoint(statuses: number[] | 'unreachable'): Received[] {
  const got: Received[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    got.push({
      url: String(input),
      body: String(init?.body),
      signature: new Headers(init?.headers).get('x-sell-signature'),
    });
    if (statuses === 'unreachable') throw new TypeError('fetch failed');
    return new Response(null, { status: statuses[got.length - 1] ?? 200 });
  });
  return got;
}

/**
 * A sandbox in this process on fake timers, delivering to `HOOK`: the retries' backoff is
 * its own timers, so a test steps the clock through it, never waits for it.
 */
function start(options: Partial<SandboxOptions>): Sandbox {
  vi.useFakeTimers();
  sandbox = createSandbox({ webhookUrl: HOOK, paymentProcessingMs: 0, ...options });
  return sandbox;
}

/** `path` of the sell API with the demo key; a JSON body is POSTed. */
async function api(sb: Sandbox, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'X-Sell-Key': 'pk_test_demo' };
  if (body === undefined) return sb.app.request(`${SANDBOX}/api/v1/sell${path}`, { headers });
  return sb.app.request(`${SANDBOX}/api/v1/sell${path}`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json', 'Idempotency-Key': idem() },
    body: JSON.stringify(body),
  });
}

/** A summer-fest checkout paid on its payment page; the checkout as the API then states it. */
async function paidOrder(sb: Sandbox) {
  const co = CheckoutResponse.parse(await (await api(sb, '/checkout', summerCheckout())).json());
  await sb.app.request(co.paymentUrl ?? '', {
    method: 'POST',
    body: new URLSearchParams({ action: 'pay' }),
  });
  return CheckoutResponse.parse(await (await api(sb, `/checkout/${co.id}`)).json());
}

describe('order.paid webhook', () => {
  it('is delivered signed with the key secret and retried after a 500', async () => {
    const got = endpoint([500]);
    const sb = start({ webhookBackoffMs: 20 });
    const co = await paidOrder(sb);
    expect(got).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(19);
    expect(got).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(got).toHaveLength(2);
    for (const r of got) {
      expect(r.url).toBe(HOOK);
      expect(verifySignature(r.signature, r.body, 'whsec_test_demo')).toBe(true);
      expect(verifySignature(r.signature, r.body, 'whsec_wrong')).toBe(false);
      const event = WebhookEvent.parse(JSON.parse(r.body));
      expect(event.type).toBe('order.paid');
      expect(event.data.order).toMatchObject({ id: co.orderId, checkoutId: co.id, amount: 102 });
    }
    expect(got[0]?.body).toBe(got[1]?.body);
    // Delivered: nothing more, however long the clock runs.
    await vi.runAllTimersAsync();
    expect(got).toHaveLength(2);
    const log = await (await sb.app.request(`${SANDBOX}/sandbox/webhooks`)).json();
    expect(log.attempts.map((a: { status: number }) => a.status)).toEqual([500, 200]);
  });

  it('gives up after webhookMaxAttempts, backing off between tries', async () => {
    const got = endpoint([500, 503, 502, 500, 500]);
    const sb = start({ webhookBackoffMs: 15, webhookMaxAttempts: 3 });
    await paidOrder(sb);
    expect(got).toHaveLength(1);
    // The backoff doubles: the second try 15 ms after the first, the third 30 ms after that.
    await vi.advanceTimersByTimeAsync(14);
    expect(got).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(got).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(29);
    expect(got).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(got).toHaveLength(3);
    await vi.runAllTimersAsync();
    expect(got).toHaveLength(3);
    expect(sb.core.webhooks.attempts.map((a) => a.status)).toEqual([500, 503, 502]);
  });

  it('retries on network errors too, and is not sent for free orders', async () => {
    const got = endpoint('unreachable');
    const sb = start({ webhookBackoffMs: 10, webhookMaxAttempts: 2 });
    await api(sb, '/checkout', freeCheckout());
    await vi.runAllTimersAsync();
    expect(got).toHaveLength(0);
    expect(sb.core.webhooks.attempts).toHaveLength(0);
    await paidOrder(sb);
    await vi.advanceTimersByTimeAsync(10);
    expect(sb.core.webhooks.attempts).toHaveLength(2);
    expect(sb.core.webhooks.attempts.every((a) => a.error && a.status === null)).toBe(true);
    await vi.runAllTimersAsync();
    expect(got).toHaveLength(2);
  });
});

describe('verifySignature', () => {
  const body = '{"id":"evt_1"}';
  const now = 1_800_000_000;
  it('accepts a fresh, matching signature and rejects tampering, other secrets and stale stamps', () => {
    const header = signatureHeader(body, 'whsec_test_demo', now);
    const independent = createHmac('sha256', 'whsec_test_demo')
      .update(`${now}.${body}`)
      .digest('hex');
    expect(header).toBe(`t=${now},v1=${independent}`);
    expect(verifySignature(header, body, 'whsec_test_demo', 300, now + 10)).toBe(true);
    expect(verifySignature(header, `${body} `, 'whsec_test_demo', 300, now)).toBe(false);
    expect(verifySignature(header, body, 'whsec_test_limited', 300, now)).toBe(false);
    expect(verifySignature(header, body, 'whsec_test_demo', 300, now + 301)).toBe(false);
    expect(verifySignature(null, body, 'whsec_test_demo')).toBe(false);
    expect(verifySignature('t=x,v1=zz', body, 'whsec_test_demo')).toBe(false);
  });
});
