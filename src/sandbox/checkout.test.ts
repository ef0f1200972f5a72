import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CheckoutResponse, Order, QuoteResponse } from '../api/schemas.ts';
import {
  checkoutHelpers,
  expectError,
  freeCheckout,
  idem,
  startTestSandbox,
  summerCheckout,
  type TestClient,
} from './test-helpers.ts';

let t: TestClient;
beforeAll(async () => {
  t = await startTestSandbox();
});
beforeEach(() => t.sb.sandbox.reset());
afterAll(() => t.sb.close());

const fail = expectError;
const { checkout, summer, tierLeft } = checkoutHelpers(() => t);

describe('POST /checkout validation', () => {
  it('400 idempotency_key_required without the header', async () => {
    await fail(await t.post('/checkout', summerCheckout()), 400, 'idempotency_key_required');
  });

  it('400 invalid_request with dotted field paths', async () => {
    const body = summerCheckout({
      items: [{ tier: 'day', quantity: '2' }],
      customer: { name: 'A', email: 'not-an-email', phone: '0151' },
    });
    const error = await fail(await checkout(body), 400, 'invalid_request');
    expect(error.fields?.map((f) => f.field).sort()).toEqual([
      'customer.email',
      'customer.phone',
      'items.0.quantity',
    ]);
    for (const f of error.fields ?? []) expect(f.message).not.toBe('Invalid input');
  });

  it('400 invalid_request for a body that is not JSON', async () => {
    const res = await t.api('/checkout', {
      method: 'POST',
      body: '{oops',
      headers: { 'Idempotency-Key': idem() },
    });
    await fail(res, 400, 'invalid_request');
  });

  it('400 invalid_request when a required question is unanswered', async () => {
    const error = await fail(
      await checkout(summerCheckout({ answers: { emergency_contact: '  ' } })),
      400,
      'invalid_request',
    );
    expect(error.fields).toEqual([{ field: 'answers.emergency_contact', message: 'Required.' }]);
  });

  it('returnUrl is required when payment is needed, optional for free baskets, http(s) only', async () => {
    const error = await fail(
      await checkout(summerCheckout({ returnUrl: undefined })),
      400,
      'invalid_request',
    );
    expect(error.fields?.[0]?.field).toBe('returnUrl');
    expect((await checkout(freeCheckout())).status).toBe(200);
    await fail(
      await checkout(summerCheckout({ returnUrl: 'javascript:alert(1)' })),
      400,
      'invalid_request',
    );
  });

  it('400 basket_limit over maxTicketsPerOrder, also when split across tiers', async () => {
    await fail(
      await checkout(summerCheckout({ items: [{ tier: 'day', quantity: 7 }] })),
      400,
      'basket_limit',
    );
    const split = [
      { tier: 'day', quantity: 4 },
      { tier: 'weekend', quantity: 3 },
    ];
    await fail(await checkout(summerCheckout({ items: split })), 400, 'basket_limit');
    expect((await checkout(summerCheckout({ items: [{ tier: 'day', quantity: 6 }] }))).status).toBe(
      200,
    );
  });

  it('409 inventory_changed when a tier has too few left or is sold out', async () => {
    await fail(
      await checkout(summerCheckout({ items: [{ tier: 'backstage', quantity: 4 }] })),
      409,
      'inventory_changed',
    );
    await fail(
      await checkout(summerCheckout({ items: [{ tier: 'early-bird', quantity: 1 }] })),
      409,
      'inventory_changed',
    );
    expect(tierLeft(await summer(), 'backstage')).toBe(3);
  });

  it('404 for an unknown event, 403 when the key may not sell it', async () => {
    await fail(await checkout(summerCheckout({ event: 'nope' })), 404, 'not_found');
    await fail(await checkout(summerCheckout(), idem(), 'pk_test_limited'), 403, 'forbidden');
  });

  it('400 for events not on sale, reserved seating, and paid tiers without payments', async () => {
    const at = (event: string, tier: string) =>
      summerCheckout({ event, items: [{ tier, quantity: 1 }], answers: { shirt_size: 'M' } });
    for (const [event, tier] of [
      ['harbour-lights', 'standing'],
      ['autumn-lecture', 'seat'],
      ['spring-run', 'runner'],
      ['opera-gala', 'stalls'],
    ]) {
      const error = await fail(
        await checkout(at(event as string, tier as string)),
        400,
        'invalid_request',
      );
      expect(error.fields?.[0]?.field, event).toBe('event');
    }
    const paid = await fail(
      await checkout(
        freeCheckout({
          items: [{ tier: 'supporter', quantity: 1 }],
          returnUrl: 'http://localhost/x',
        }),
      ),
      400,
      'invalid_request',
    );
    expect(paid.fields?.[0]?.field).toBe('items.0.tier');
  });

  it('400 for an invalid or expired promo code; an applied one lowers the amount', async () => {
    for (const code of ['NOPE', 'EARLYBIRD']) {
      const error = await fail(
        await checkout(summerCheckout({ promoCode: code })),
        400,
        'invalid_request',
      );
      expect(error.fields?.[0]?.field).toBe('promoCode');
    }
    const q = QuoteResponse.parse(
      await (await t.post('/quote', { ...summerCheckout(), promoCode: 'SUMMER10' })).json(),
    );
    const res = CheckoutResponse.parse(
      await (await checkout(summerCheckout({ promoCode: 'SUMMER10' }))).json(),
    );
    expect(res.amount).toBe(q.total);
    expect(res.amount).toBe(92.1); // 99.00 − 9.90 + 2 × 1.50 fee
  });
});

describe('POST /checkout outcomes', () => {
  it('paid basket → requires_payment with an absolute paymentUrl and the tickets held', async () => {
    const before = await summer();
    const res = await checkout(summerCheckout());
    expect(res.status).toBe(200);
    const co = CheckoutResponse.parse(await res.json());
    expect(co).toMatchObject({
      status: 'requires_payment',
      paymentMethod: 'card',
      eventId: 'evt_summer_fest',
      currency: 'EUR',
      amount: 102,
      quantity: 2,
      livemode: false,
    });
    expect(co.paymentUrl).toBe(`${t.url}/sandbox/pay/${co.id}`);
    expect(co.orderId ?? null).toBeNull();
    const after = await summer();
    expect(tierLeft(after, 'day')).toBe((tierLeft(before, 'day') ?? 0) - 2);
    expect(after.available).toBe(before.available - 2);
    const status = CheckoutResponse.parse(await (await t.api(`/checkout/${co.id}`)).json());
    expect(status).toEqual(co);
  });

  it('free basket → completed at once with an order and a confirmation e-mail', async () => {
    const co = CheckoutResponse.parse(
      await (await checkout(freeCheckout({ items: [{ tier: 'general', quantity: 2 }] }))).json(),
    );
    expect(co).toMatchObject({
      status: 'completed',
      paymentMethod: 'free',
      amount: 0,
      quantity: 2,
    });
    const order = Order.parse(await (await t.api(`/orders/${co.orderId}`)).json());
    expect(order).toMatchObject({
      checkoutId: co.id,
      eventId: 'evt_community_meetup',
      status: 'paid',
      amount: 0,
    });
    expect(order.tickets).toHaveLength(2);
    expect(new Set(order.tickets.map((x) => x.code)).size).toBe(2);
    const mails = await (await fetch(`${t.url}/sandbox/outbox`)).json();
    expect(mails).toEqual([
      expect.objectContaining({
        to: 'grace@example.com',
        orderId: order.id,
        checkoutId: co.id,
        subject: expect.stringContaining('Web Community Meetup'),
      }),
    ]);
    const list = await (await t.api('/orders')).json();
    expect(list.data.map((o: { id: string }) => o.id)).toEqual([order.id]);
  });

  it('pk_live_demo checkouts are livemode and invisible to test keys', async () => {
    const co = CheckoutResponse.parse(
      await (await checkout(freeCheckout(), idem(), 'pk_live_demo')).json(),
    );
    expect(co.livemode).toBe(true);
    await fail(await t.api(`/checkout/${co.id}`), 404, 'not_found');
    await fail(await t.api(`/orders/${co.orderId}`), 404, 'not_found');
    expect((await t.api(`/orders/${co.orderId}`, { key: 'pk_live_demo' })).status).toBe(200);
  });

  it('404 not_found for unknown checkouts and orders', async () => {
    await fail(await t.api('/checkout/co_nope'), 404, 'not_found');
    await fail(await t.api('/orders/ord_nope'), 404, 'not_found');
  });
});
