import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { basketFromRecord } from './basket';
import { errorReply } from './testing/fake-fetch';
import { checkoutReply, paidEvent } from './testing/fixtures';
import { flush, harness, purchaseOf, readyToBuy, sessionOf } from './testing/harness';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const keysSent = (h: ReturnType<typeof harness>) =>
  h.fake.callsTo('POST /checkout').map((c) => c.headers['idempotency-key']);

describe('submit', () => {
  it('blocks an invalid form on the client and sends nothing', async () => {
    const h = harness();
    const session = sessionOf(h.start());
    await flush();
    const purchase = await purchaseOf(session);
    session.increment('ga');
    purchase.form.setField('customer.email', 'not-an-email');
    await purchase.submit();
    expect(h.fake.callsTo('POST /checkout')).toHaveLength(0);
    expect(purchase.form.errors.value).toEqual({
      'customer.name': 'required',
      'customer.email': 'email_invalid',
      'answers.diet': 'required',
    });
  });

  it('completes a free order at once with a confirmation naming the buyer e-mail', async () => {
    const h = harness({ options: { event: 'community-meetup' } });
    h.fake.on('POST /checkout', {
      body: checkoutReply({
        id: 'chk_free',
        status: 'completed',
        paymentMethod: 'free',
        paymentUrl: null,
        amount: 0,
        orderId: 'ord_1',
      }),
    });
    h.fake.on('POST /quote', errorReply(503, 'unavailable'));
    const session = sessionOf(h.start());
    await flush();
    const purchase = await purchaseOf(session);
    session.setQuantity('free', 2);
    purchase.form.setField('customer.name', 'Ada');
    purchase.form.setField('customer.email', 'ada@example.com');
    await purchase.submit();
    expect(h.fake.callsTo('POST /checkout')[0]?.body).toEqual({
      event: 'community-meetup',
      items: [{ tier: 'free', quantity: 2 }],
      customer: { name: 'Ada', email: 'ada@example.com' },
      answers: {},
      returnUrl: 'https://host.example/page',
      lang: 'en',
    });
    const confirmation = {
      checkoutId: 'chk_free',
      orderId: 'ord_1',
      amount: 0,
    };
    const bought = {
      items: [{ tier: 'free', quantity: 2 }],
      email: 'ada@example.com',
      currency: 'EUR',
    };
    expect(session.phase.value).toEqual({
      state: 'completed',
      checkout: { ...confirmation, ...bought },
    });
    expect(h.events('boxoffice:checkout')).toMatchObject([
      { id: 'chk_free', status: 'completed', amount: 0, currency: 'EUR' },
    ]);
    expect(h.events('boxoffice:complete')).toMatchObject([{ id: 'chk_free', status: 'completed' }]);
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('retries a 503 with the same Idempotency-Key and bounded backoff', async () => {
    const h = harness();
    h.fake.on(
      'POST /checkout',
      errorReply(503, 'unavailable'),
      { networkError: true },
      { body: checkoutReply() },
    );
    const { purchase } = await readyToBuy(h);
    const done = purchase.submit();
    await flush();
    expect(purchase.submitting.value).toBe(true);
    await flush(10_000);
    await done;
    expect(keysSent(h)).toEqual(['key-1', 'key-1', 'key-1']);
    expect(h.navigate).toHaveBeenCalledWith('https://pay.example/chk_1');
    expect(purchase.submitting.value).toBe(false);
  });

  it('gives up after 3 tries keeping all input, reuses the key for the same order, and uses a new key after a change', async () => {
    const h = harness();
    h.fake.on('POST /checkout', errorReply(503, 'unavailable'));
    const { session, purchase } = await readyToBuy(h);
    const first = purchase.submit();
    await flush(10_000);
    await first;
    expect(keysSent(h)).toEqual(['key-1', 'key-1', 'key-1']);
    expect(session.error.value).toEqual({ code: 'unavailable', status: 503 });
    expect(h.events('boxoffice:error')).toEqual([
      { code: 'unavailable', status: 503, message: 'unavailable' },
    ]);
    expect(session.basket.value).toEqual(basketFromRecord({ ga: 2 }));
    expect(purchase.form.values.value.name).toBe('Ada Lovelace');

    const again = purchase.submit();
    await flush(10_000);
    await again;
    expect(keysSent(h).slice(3)).toEqual(['key-1', 'key-1', 'key-1']);

    purchase.form.setField('customer.name', 'Ada King');
    const changed = purchase.submit();
    await flush(10_000);
    await changed;
    expect(keysSent(h).slice(6)).toEqual(['key-2', 'key-2', 'key-2']);
  });

  it('honours Retry-After once on 429, then reports rate_limited', async () => {
    const h = harness();
    h.fake.on(
      'POST /checkout',
      errorReply(429, 'rate_limited', { headers: { 'Retry-After': '3' } }),
    );
    const { session, purchase } = await readyToBuy(h);
    const done = purchase.submit();
    await flush(2900);
    expect(h.fake.callsTo('POST /checkout')).toHaveLength(1);
    await flush(200);
    await flush(20_000);
    await done;
    expect(h.fake.callsTo('POST /checkout')).toHaveLength(2);
    expect(keysSent(h)).toEqual(['key-1', 'key-1']);
    expect(session.error.value).toEqual({ code: 'rate_limited', status: 429 });
  });

  it('caps a long Retry-After at 10 s', async () => {
    const h = harness();
    h.fake.on(
      'POST /checkout',
      errorReply(429, 'rate_limited', { headers: { 'Retry-After': '3600' } }),
      {
        body: checkoutReply(),
      },
    );
    const { purchase } = await readyToBuy(h);
    const done = purchase.submit();
    await flush(10_000);
    await done;
    expect(h.fake.callsTo('POST /checkout')).toHaveLength(2);
    expect(h.navigate).toHaveBeenCalled();
  });

  it('recovers from 409 inventory_changed: refetches, shrinks the basket, keeps the form, says what changed', async () => {
    const h = harness();
    const fresh = paidEvent({
      tiers: paidEvent().tiers.map((t) => (t.id === 'ga' ? { ...t, available: 1 } : t)),
    });
    h.fake.on('GET /events/summer-fest', { body: paidEvent() }, { body: fresh });
    h.fake.on('POST /checkout', errorReply(409, 'inventory_changed'), { body: checkoutReply() });
    const { session, purchase } = await readyToBuy(h);
    await purchase.submit();
    expect(session.basket.value).toEqual(basketFromRecord({ ga: 1 }));
    expect(session.inventoryChanges.value).toEqual([
      { tier: 'ga', name: 'General', from: 2, to: 1 },
    ]);
    expect(session.error.value).toEqual({ code: 'inventory_changed', status: 409 });
    expect(purchase.form.values.value).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
    expect(h.events('boxoffice:basket').at(-1)).toMatchObject({
      items: [{ tier: 'ga', quantity: 1 }],
      quantity: 1,
    });
    await purchase.submit();
    expect(keysSent(h)).toEqual(['key-1', 'key-2']);
  });

  it("maps a 400's fields back onto the form", async () => {
    const h = harness();
    h.fake.on(
      'POST /checkout',
      errorReply(400, 'invalid_request', {
        fields: [{ field: 'customer.email', message: 'undeliverable' }],
      }),
    );
    const { session, purchase } = await readyToBuy(h);
    await purchase.submit();
    expect(purchase.form.errors.value).toEqual({ 'customer.email': 'email_invalid' });
    expect(session.error.value).toEqual({ code: 'invalid_request', status: 400 });
  });

  it('sends one submission at a time', async () => {
    const h = harness();
    h.fake.on('POST /checkout', { body: checkoutReply() });
    const { purchase } = await readyToBuy(h);
    const a = purchase.submit();
    const b = purchase.submit();
    await Promise.all([a, b]);
    expect(h.fake.callsTo('POST /checkout')).toHaveLength(1);
  });
});
