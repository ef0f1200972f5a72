import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutResponse, EventDetail, Order } from '../api/schemas.ts';
import type { Sandbox } from './app.ts';
import {
  idem,
  inProcessSandbox,
  startTestSandbox,
  summerCheckout,
  type TestClient,
} from './test-helpers.ts';

let t: TestClient | undefined;
let closeLater: Sandbox | undefined;
afterEach(async () => {
  await t?.sb.close();
  t = undefined;
  closeLater?.close();
  closeLater = undefined;
  vi.useRealTimers();
});

/** A sandbox with a hand-driven clock. */
async function withClock(opts: { holdMs?: number; paymentProcessingMs?: number } = {}) {
  const clock = { now: Date.parse('2026-11-22T10:00:00Z') };
  t = await startTestSandbox({ ...opts, now: () => clock.now });
  return { t, clock };
}
async function start(c: TestClient, body = summerCheckout(), key?: string) {
  const res = await c.post('/checkout', body, { idem: idem(), ...(key ? { key } : {}) });
  return CheckoutResponse.parse(await res.json());
}
const status = async (c: TestClient, id: string) =>
  CheckoutResponse.parse(await (await c.api(`/checkout/${id}`)).json());
const dayLeft = async (c: TestClient) =>
  EventDetail.parse(await (await c.api('/events/summer-fest')).json()).tiers.find(
    (x) => x.id === 'day',
  )?.available;
const act = (url: string, action: string) =>
  fetch(url, { method: 'POST', body: new URLSearchParams({ action }), redirect: 'manual' });

describe('payment page', () => {
  it('shows event, amount, a test-mode banner and Pay/Decline/Cancel under a strict CSP', async () => {
    const { t } = await withClock();
    const co = await start(t);
    const res = await fetch(co.paymentUrl ?? '');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self' http://localhost:5173");
    const page = await res.text();
    expect(page).toContain('Summer Fest 2027');
    expect(page).toContain('€102.00');
    expect(page).toContain('Test mode');
    for (const v of ['pay', 'decline', 'cancel']) expect(page).toContain(`value="${v}"`);
    expect(page).not.toMatch(/<script|style="/i);
    const css = await fetch(`${t.url}/sandbox/pay.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
    const icon = await fetch(`${t.url}/sandbox/favicon.svg`);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('Pay → 303 to returnUrl (query and hash kept, bo_checkout added) → completed, order and e-mail', async () => {
    const { t } = await withClock();
    const co = await start(t);
    const res = await act(co.paymentUrl ?? '', 'pay');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `http://localhost:5173/shop?x=1&bo_checkout=${co.id}#tickets`,
    );
    const done = await status(t, co.id);
    expect(done.status).toBe('completed');
    expect(done.paymentUrl ?? null).toBeNull();
    const order = Order.parse(await (await t.api(`/orders/${done.orderId}`)).json());
    expect(order).toMatchObject({
      checkoutId: co.id,
      amount: 102,
      currency: 'EUR',
      status: 'paid',
    });
    expect(order.tickets.map((x) => x.tier)).toEqual(['day', 'day']);
    const mails = await (await fetch(`${t.url}/sandbox/outbox?to=ada@example.com`)).json();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ orderId: order.id, checkoutId: co.id });
    expect(await dayLeft(t)).toBe(398);
  });

  it('Pay goes through processing for paymentProcessingMs before completing', async () => {
    const { t, clock } = await withClock({ paymentProcessingMs: 1500 });
    const co = await start(t);
    await act(co.paymentUrl ?? '', 'pay');
    expect((await status(t, co.id)).status).toBe('processing');
    expect(await (await fetch(`${t.url}/sandbox/outbox`)).json()).toEqual([]);
    clock.now += 1500;
    const done = await status(t, co.id);
    expect(done.status).toBe('completed');
    expect(done.orderId).toMatch(/^ord_/);
  });

  it('Decline → failed and the held tickets are released', async () => {
    const { t } = await withClock();
    const co = await start(t);
    expect(await dayLeft(t)).toBe(398);
    const res = await act(co.paymentUrl ?? '', 'decline');
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('location') ?? '').searchParams.get('bo_checkout')).toBe(co.id);
    expect((await status(t, co.id)).status).toBe('failed');
    expect(await dayLeft(t)).toBe(400);
    expect((await (await t.api('/orders')).json()).data).toEqual([]);
  });

  it('Cancel → canceled and released; a final checkout cannot be paid afterwards', async () => {
    const { t } = await withClock();
    const co = await start(t);
    await act(co.paymentUrl ?? '', 'cancel');
    expect((await status(t, co.id)).status).toBe('canceled');
    expect(await dayLeft(t)).toBe(400);
    const again = await act(co.paymentUrl ?? '', 'pay');
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('canceled');
    expect((await status(t, co.id)).status).toBe('canceled');
    expect((await fetch(co.paymentUrl ?? '')).status).toBe(409);
  });

  it('the hold lapses after holdMs: expired, tickets back, payment page says so', async () => {
    const { t, clock } = await withClock({ holdMs: 60_000 });
    const co = await start(t);
    clock.now += 59_999;
    expect((await status(t, co.id)).status).toBe('requires_payment');
    clock.now += 1;
    expect((await status(t, co.id)).status).toBe('expired');
    expect(await dayLeft(t)).toBe(400);
    const page = await fetch(co.paymentUrl ?? '');
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('expired');
    expect((await act(co.paymentUrl ?? '', 'pay')).status).toBe(410);
  });

  it('the hold also lapses on its own timer, without any request', async () => {
    vi.useFakeTimers();
    const { sandbox, post } = inProcessSandbox({ holdMs: 30_000 });
    closeLater = sandbox;
    const co = CheckoutResponse.parse(
      await (await post('/checkout', summerCheckout(), idem())).json(),
    );
    const rec = sandbox.core.state.checkouts.get(co.id);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(rec?.status).toBe('requires_payment');
    await vi.advanceTimersByTimeAsync(10);
    expect(rec?.status).toBe('expired');
    expect(sandbox.core.state.findEvent('summer-fest')?.tierAvailable.get('day')).toBe(400);
  });

  it('live-mode keys get a different banner; unknown ids get a 404 page', async () => {
    const { t } = await withClock();
    const co = await start(t, summerCheckout(), 'pk_live_demo');
    expect(await (await fetch(co.paymentUrl ?? '')).text()).toContain('live-mode key');
    expect((await fetch(`${t.url}/sandbox/pay/co_nope`)).status).toBe(404);
  });
});
