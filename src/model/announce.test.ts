import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostEventMap } from '../shared/host-events';
import { QUOTE_DEBOUNCE_MS } from './quote';
import { readPending } from './storage';
import { checkoutReply, paidEvent, quoteFor } from './testing/fixtures';
import { fillForm, flush, harness, purchaseOf, sessionOf } from './testing/harness';
import { memoryStorage } from './testing/memory-storage';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const ga = (quantity: number, price = 25.5) => ({ tier: 'ga', name: 'General', price, quantity });

/** A started model with the paid event rendered and its purchase half attached. */
async function shop(h: ReturnType<typeof harness>) {
  const session = sessionOf(h.start());
  await flush();
  const purchase = await purchaseOf(session);
  return { session, purchase };
}

describe('host event payloads for analytics', () => {
  it('boxoffice:ready names the currency and the tiers a buyer can add, at their listed prices', async () => {
    const h = harness();
    await shop(h);
    expect(h.events('boxoffice:ready')).toEqual([
      {
        event: { id: 'evt_1', slug: 'summer-fest', title: 'Summer Fest' },
        currency: 'EUR',
        // The sold-out Early bird is not on sale.
        tiers: [
          { id: 'ga', name: 'General', price: 25.5 },
          { id: 'vip', name: 'VIP', price: 80.1 },
        ],
      },
    ]);
  });

  it('boxoffice:ready lists no tier of an event the widget does not sell', async () => {
    const h = harness();
    h.fake.on('GET /events/summer-fest', { body: paidEvent({ status: 'cancelled' }) });
    const session = sessionOf(h.start());
    await flush();
    session.rendered();
    expect(h.events('boxoffice:ready')).toMatchObject([{ currency: 'EUR', tiers: [] }]);
  });

  it('boxoffice:basket names and prices each line and gives the estimate in the currency', async () => {
    const h = harness();
    h.fake.on('POST /quote', { body: quoteFor(paidEvent(), [{ tier: 'ga', quantity: 2 }]) });
    const { session } = await shop(h);
    session.increment('ga');
    session.increment('vip');
    session.increment('ga');
    expect(h.events('boxoffice:basket').at(-1)).toEqual({
      items: [ga(2), { tier: 'vip', name: 'VIP', price: 80.1, quantity: 1 }],
      quantity: 3,
      currency: 'EUR',
      // 2 × 25.50 + 80.10, in minor units: not 131.10000000000002.
      value: 131.1,
    });
  });

  it('boxoffice:quote carries its lines and the promo status, without the API message', async () => {
    const h = harness({ options: { promo: 'summer10' } });
    const promo = { code: 'SUMMER10', status: 'applied' as const, message: 'Ten off' };
    h.fake.on('POST /quote', {
      body: quoteFor(paidEvent(), [{ tier: 'ga', quantity: 1 }], { promo, total: 22.95 }),
    });
    const { session } = await shop(h);
    session.increment('ga');
    await flush(QUOTE_DEBOUNCE_MS);
    expect(h.events('boxoffice:quote')).toEqual([
      {
        total: 22.95,
        currency: 'EUR',
        lines: [{ tier: 'ga', name: 'General', quantity: 1, unitPrice: 25.5, amount: 25.5 }],
        promo: { code: 'SUMMER10', status: 'applied' },
      },
    ]);
  });

  it('boxoffice:checkout prices its items at the quote, names the event and the applied code', async () => {
    const h = harness({ options: { promo: 'SUMMER10' } });
    const promo = { code: 'SUMMER10', status: 'applied' as const, message: '' };
    h.fake.on('POST /quote', {
      body: quoteFor(paidEvent(), [{ tier: 'ga', quantity: 2 }], { promo, unitPrice: 24 }),
    });
    h.fake.on('POST /checkout', { body: checkoutReply({ amount: 43.2 }) });
    const { session, purchase } = await shop(h);
    session.increment('ga');
    session.increment('ga');
    await flush(QUOTE_DEBOUNCE_MS);
    fillForm(purchase);
    await purchase.submit();
    expect(h.events('boxoffice:checkout')).toEqual([
      {
        id: 'chk_1',
        status: 'requires_payment',
        amount: 43.2,
        currency: 'EUR',
        items: [ga(2, 24)],
        event: 'summer-fest',
        promoCode: 'SUMMER10',
      },
    ]);
  });

  it('boxoffice:checkout without a quote prices at the listed prices, and a refused code is no promoCode', async () => {
    const h = harness({ options: { promo: 'NOPE' } });
    const promo = { code: 'NOPE', status: 'invalid' as const, message: '' };
    h.fake.on('POST /quote', {
      body: quoteFor(paidEvent(), [{ tier: 'ga', quantity: 2 }], { promo }),
    });
    h.fake.on('POST /checkout', { body: checkoutReply() });
    const { session, purchase } = await shop(h);
    session.increment('ga');
    session.increment('ga');
    await flush(QUOTE_DEBOUNCE_MS);
    fillForm(purchase);
    await purchase.submit();
    expect(h.events('boxoffice:checkout')).toMatchObject([{ items: [ga(2)], promoCode: null }]);
  });
});

describe('boxoffice:complete, once per checkout', () => {
  /** Buys 2 General tickets in a fresh page of this browser; the payment page is left. */
  async function buy(shared = memoryStorage(), storage = memoryStorage()) {
    const h = harness({ sharedStorage: shared, storage });
    h.fake.on('POST /quote', { body: quoteFor(paidEvent(), [{ tier: 'ga', quantity: 2 }]) });
    h.fake.on('POST /checkout', { body: checkoutReply() });
    const { session, purchase } = await shop(h);
    session.increment('ga');
    session.increment('ga');
    await flush(QUOTE_DEBOUNCE_MS);
    fillForm(purchase);
    purchase.form.setField('customer.phone', '+49 170 1234567');
    purchase.form.setField('answers.shirt', 'XXL-secret');
    await purchase.submit();
    expect(h.navigate).toHaveBeenCalled();
    return { h, shared, storage };
  }

  /** The page the payment page returns to (or a reload, another tab, another widget). */
  async function returnTo(
    shared: ReturnType<typeof memoryStorage> | null,
    storage: ReturnType<typeof memoryStorage> | null = memoryStorage(),
    returnCheckoutId: string | null = 'chk_1',
  ) {
    const h = harness({
      returnCheckoutId,
      ...(storage && { storage }),
      ...(shared && { sharedStorage: shared }),
    });
    h.fake.on('GET /checkout/chk_1', {
      body: checkoutReply({ status: 'completed', orderId: 'ord_9' }),
    });
    h.fake.on('POST /quote', { body: quoteFor(paidEvent(), [{ tier: 'ga', quantity: 2 }]) });
    const session = sessionOf(h.start());
    await flush(2000);
    return { h, session };
  }

  it('after the payment page: the order id, the amount and the lines the checkout reported', async () => {
    const { shared, storage } = await buy();
    expect(readPending(storage, 'summer-fest')?.sold).toEqual([ga(2)]);
    const { h, session } = await returnTo(shared, storage);
    expect(session.phase.value.state).toBe('paid');
    const expected: HostEventMap['boxoffice:complete'] = {
      id: 'chk_1',
      status: 'completed',
      orderId: 'ord_9',
      amount: 51,
      currency: 'EUR',
      items: [ga(2)],
      event: 'summer-fest',
    };
    expect(h.events('boxoffice:complete')).toEqual([expected]);
  });

  it('is not reported again by a reload, another tab or another widget of this browser', async () => {
    const { shared, storage } = await buy();
    const first = await returnTo(shared, storage);
    expect(first.h.events('boxoffice:complete')).toHaveLength(1);
    // Another tab (its own sessionStorage) given the same return link: shown, not reported.
    const other = await returnTo(shared, memoryStorage());
    expect(other.session.phase.value.state).toBe('paid');
    expect(other.h.events('boxoffice:complete')).toEqual([]);
    // The same tab again (reload, Back / forward into the return address).
    expect((await returnTo(shared, storage)).h.events('boxoffice:complete')).toEqual([]);
  });

  it('is reported by another browser (its own localStorage) with what it knows: no lines', async () => {
    await buy();
    const elsewhere = await returnTo(memoryStorage());
    expect(elsewhere.h.events('boxoffice:complete')).toMatchObject([
      { id: 'chk_1', orderId: 'ord_9', amount: 51, items: [] },
    ]);
  });

  it('falls back to sessionStorage when localStorage is refused: once per tab', async () => {
    const blocked = memoryStorage();
    blocked.getItem = () => {
      throw new Error('SecurityError');
    };
    const storage = memoryStorage();
    expect((await returnTo(blocked, storage)).h.events('boxoffice:complete')).toHaveLength(1);
    expect((await returnTo(blocked, storage)).h.events('boxoffice:complete')).toHaveLength(0);
    expect((await returnTo(blocked, memoryStorage())).h.events('boxoffice:complete')).toHaveLength(
      1,
    );
  });

  it('a free order is reported at once, with its order id, and once', async () => {
    const h = harness({ options: { event: 'community-meetup' } });
    h.fake.on('POST /checkout', {
      body: checkoutReply({
        id: 'chk_free',
        status: 'completed',
        amount: 0,
        paymentUrl: null,
        orderId: 'ord_1',
      }),
    });
    const { session, purchase } = await shop(h);
    session.increment('free');
    purchase.form.setField('customer.name', 'Ada Lovelace');
    purchase.form.setField('customer.email', 'ada@example.com');
    await purchase.submit();
    expect(h.events('boxoffice:complete')).toEqual([
      {
        id: 'chk_free',
        status: 'completed',
        orderId: 'ord_1',
        amount: 0,
        currency: 'EUR',
        items: [{ tier: 'free', name: 'Free entry', price: 0, quantity: 1 }],
        event: 'community-meetup',
      },
    ]);
  });

  it("no host event carries the buyer's name, e-mail, phone or answers", async () => {
    const { h, shared, storage } = await buy();
    const back = await returnTo(shared, storage);
    const all = JSON.stringify([...h.emitted, ...back.h.emitted]);
    expect(back.h.events('boxoffice:complete')).toHaveLength(1);
    for (const secret of ['Ada', 'Lovelace', 'ada@', '1234567', 'XXL-secret'])
      expect(all).not.toContain(secret);
  });
});
