import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutResponse, WebhookEvent } from '../api/schemas.ts';
import {
  freeCheckout,
  idem,
  startTestSandbox,
  summerCheckout,
  type TestClient,
} from './test-helpers.ts';
import { signatureHeader, verifySignature } from './webhook.ts';

interface Received {
  body: string;
  signature: string | undefined;
}
let t: TestClient | undefined;
let receiver: Server | undefined;
afterEach(async () => {
  await t?.sb.close();
  await new Promise((r) => (receiver ? receiver.close(r) : r(null)));
  t = undefined;
  receiver = undefined;
});

/** A local webhook endpoint answering `statuses` in turn (then 200). */
async function listen(statuses: number[]): Promise<{ url: string; got: Received[] }> {
  const got: Received[] = [];
  receiver = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const sig = req.headers['x-sell-signature'];
      got.push({ body, signature: Array.isArray(sig) ? sig[0] : sig });
      res.statusCode = statuses[got.length - 1] ?? 200;
      res.end();
    });
  });
  await new Promise<void>((r) => receiver?.listen(0, '127.0.0.1', r));
  const { port } = receiver.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, got };
}

async function paidOrder(c: TestClient) {
  const co = CheckoutResponse.parse(
    await (await c.post('/checkout', summerCheckout(), { idem: idem() })).json(),
  );
  await fetch(co.paymentUrl ?? '', {
    method: 'POST',
    body: new URLSearchParams({ action: 'pay' }),
    redirect: 'manual',
  });
  return CheckoutResponse.parse(await (await c.api(`/checkout/${co.id}`)).json());
}

describe('order.paid webhook', () => {
  it('is delivered signed with the key secret and retried after a 500', async () => {
    const hook = await listen([500]);
    t = await startTestSandbox({ webhookUrl: hook.url, webhookBackoffMs: 20 });
    const co = await paidOrder(t);
    await vi.waitFor(() => expect(hook.got).toHaveLength(2), { timeout: 2000 });
    for (const r of hook.got) {
      expect(verifySignature(r.signature, r.body, 'whsec_test_demo')).toBe(true);
      expect(verifySignature(r.signature, r.body, 'whsec_wrong')).toBe(false);
      const event = WebhookEvent.parse(JSON.parse(r.body));
      expect(event.type).toBe('order.paid');
      expect(event.data.order).toMatchObject({ id: co.orderId, checkoutId: co.id, amount: 102 });
    }
    expect(hook.got[0]?.body).toBe(hook.got[1]?.body);
    const log = await (await fetch(`${t.url}/sandbox/webhooks`)).json();
    expect(log.attempts.map((a: { status: number }) => a.status)).toEqual([500, 200]);
  });

  it('gives up after webhookMaxAttempts, backing off between tries', async () => {
    const hook = await listen([500, 503, 502, 500, 500]);
    t = await startTestSandbox({
      webhookUrl: hook.url,
      webhookBackoffMs: 15,
      webhookMaxAttempts: 3,
    });
    const started = Date.now();
    await paidOrder(t);
    await vi.waitFor(() => expect(hook.got).toHaveLength(3), { timeout: 2000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(15 + 30);
    await new Promise((r) => setTimeout(r, 150));
    expect(hook.got).toHaveLength(3);
  });

  it('retries on network errors too, and is not sent for free orders', async () => {
    t = await startTestSandbox({
      webhookUrl: 'http://127.0.0.1:9/closed',
      webhookBackoffMs: 10,
      webhookMaxAttempts: 2,
    });
    await t.post('/checkout', freeCheckout(), { idem: idem() });
    expect(t.sb.sandbox.core.webhooks.attempts).toHaveLength(0);
    await paidOrder(t);
    await vi.waitFor(() => expect(t?.sb.sandbox.core.webhooks.attempts).toHaveLength(2), {
      timeout: 2000,
    });
    expect(t.sb.sandbox.core.webhooks.attempts.every((a) => a.error && a.status === null)).toBe(
      true,
    );
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
