import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUOTE_DEBOUNCE_MS } from './quote';
import { defer, errorReply, type Reply } from './testing/fake-fetch';
import { paidEvent, quoteFor } from './testing/fixtures';
import { flush, harness, purchaseOf, sessionOf, testOptions } from './testing/harness';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const event = paidEvent();

describe('quote', () => {
  it('prices the basket once after the changes settle (debounced)', async () => {
    const h = harness();
    h.fake.on('POST /quote', (call) => ({
      body: quoteFor(event, (call.body as { items: never }).items),
    }));
    const session = sessionOf(h.start());
    await flush();
    const { quote } = await purchaseOf(session);
    session.increment('ga');
    session.increment('ga');
    await flush(QUOTE_DEBOUNCE_MS - 50);
    session.increment('vip');
    expect(quote.state.value).toBe('pending');
    await flush(QUOTE_DEBOUNCE_MS);
    const calls = h.fake.callsTo('POST /quote');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      event: 'summer-fest',
      items: [
        { tier: 'ga', quantity: 2 },
        { tier: 'vip', quantity: 1 },
      ],
    });
    expect(quote.summary.value).toMatchObject({
      total: 131.1,
      isEstimate: false,
      pending: false,
    });
    expect(h.events('boxoffice:quote')).toMatchObject([{ total: 131.1, currency: 'EUR' }]);
  });

  it('aborts an older slow quote so its late answer never overwrites the newer one', async () => {
    const h = harness();
    const slow = defer<Reply>();
    h.fake.on(
      'POST /quote',
      () => slow.promise,
      (call) => ({ body: quoteFor(event, (call.body as { items: never }).items) }),
    );
    const session = sessionOf(h.start());
    await flush();
    const { quote } = await purchaseOf(session);
    session.increment('ga');
    await flush(QUOTE_DEBOUNCE_MS);
    const first = h.fake.callsTo('POST /quote')[0];
    session.increment('ga');
    await flush(QUOTE_DEBOUNCE_MS);
    expect(first?.signal?.aborted).toBe(true);
    expect(quote.summary.value?.total).toBe(51);
    slow.resolve({ body: quoteFor(event, [{ tier: 'ga', quantity: 1 }], { total: 1 }) });
    await flush();
    expect(quote.summary.value?.total).toBe(51);
    expect(h.events('boxoffice:quote')).toMatchObject([{ total: 51, currency: 'EUR' }]);
  });

  it('falls back to the tier-price estimate, flagged, when the quote fails', async () => {
    const h = harness();
    h.fake.on('POST /quote', errorReply(503, 'unavailable'));
    const session = sessionOf(h.start());
    await flush();
    const { quote } = await purchaseOf(session);
    session.setQuantity('ga', 3);
    session.increment('vip');
    await flush(QUOTE_DEBOUNCE_MS);
    expect(quote.state.value).toBe('failed');
    expect(quote.summary.value).toMatchObject({
      total: 156.6,
      isEstimate: true,
      pending: false,
    });
    expect(quote.summary.value?.lines.map((l) => [l.name, l.quantity, l.amount])).toEqual([
      ['General', 3, 76.5],
      ['VIP', 1, 80.1],
    ]);
  });

  it('reports quoted unit prices that differ from the listed tier prices', async () => {
    const h = harness();
    h.fake.on('POST /quote', {
      body: quoteFor(event, [{ tier: 'ga', quantity: 1 }], { unitPrice: 30 }),
    });
    const session = sessionOf(h.start());
    await flush();
    const { quote } = await purchaseOf(session);
    session.increment('ga');
    await flush(QUOTE_DEBOUNCE_MS);
    expect(quote.summary.value?.priceChanges).toEqual([
      { tier: 'ga', name: 'General', was: 25.5, now: 30 },
    ]);
  });

  it('sends the pre-filled promo code and exposes what the server made of it', async () => {
    const h = harness({ options: { promo: 'SUMMER10' } });
    h.fake.on('POST /quote', (call) => {
      const code = (call.body as { promoCode?: string }).promoCode ?? '';
      const status = code === 'SUMMER10' ? 'applied' : 'invalid';
      return {
        body: quoteFor(event, [{ tier: 'ga', quantity: 1 }], {
          promo: { code, status, message: status },
        }),
      };
    });
    const session = sessionOf(h.start());
    await flush();
    const { quote } = await purchaseOf(session);
    session.increment('ga');
    expect(quote.promo.value).toEqual({ code: 'SUMMER10', status: 'checking' });
    await flush(QUOTE_DEBOUNCE_MS);
    expect(h.fake.callsTo('POST /quote')[0]?.body).toMatchObject({ promoCode: 'SUMMER10' });
    expect(quote.promo.value).toEqual({ code: 'SUMMER10', status: 'applied' });
    quote.setPromoCode(' NOPE ');
    await flush(QUOTE_DEBOUNCE_MS);
    expect(quote.promo.value).toEqual({ code: 'NOPE', status: 'invalid' });
  });

  it("matches the promo code case-insensitively and shows the server's spelling", async () => {
    const h = harness();
    h.fake.on('POST /quote', (call) => {
      const code = ((call.body as { promoCode?: string }).promoCode ?? '').toUpperCase();
      return {
        body: quoteFor(event, [{ tier: 'ga', quantity: 1 }], {
          promo: { code, status: 'applied', message: '10% off.' },
        }),
      };
    });
    const session = sessionOf(h.start());
    await flush();
    const { quote } = await purchaseOf(session);
    session.increment('ga');
    quote.setPromoCode('summer10');
    await flush(QUOTE_DEBOUNCE_MS);
    expect(quote.promo.value).toEqual({ code: 'SUMMER10', status: 'applied' });
  });

  it('re-prices when the host changes the promo option', async () => {
    const h = harness();
    h.fake.on('POST /quote', { body: quoteFor(event, [{ tier: 'ga', quantity: 1 }]) });
    const model = h.start();
    const session = sessionOf(model);
    await flush();
    await purchaseOf(session);
    session.increment('ga');
    await flush(QUOTE_DEBOUNCE_MS);
    model.setOptions(testOptions({ promo: 'VIP20' }));
    await flush(QUOTE_DEBOUNCE_MS);
    expect(
      h.fake.callsTo('POST /quote').map((c) => (c.body as { promoCode?: string }).promoCode),
    ).toEqual([undefined, 'VIP20']);
  });

  it('prices with a promo option the host changed before the purchase half arrived', async () => {
    const h = harness();
    h.fake.on('POST /quote', { body: quoteFor(event, [{ tier: 'ga', quantity: 1 }]) });
    const model = h.start();
    const session = sessionOf(model);
    await flush();
    session.increment('ga');
    model.setOptions(testOptions({ promo: 'VIP20' }));
    const { quote } = await purchaseOf(session);
    expect(quote.promoCode.value).toBe('VIP20');
    await flush(QUOTE_DEBOUNCE_MS);
    expect(
      h.fake.callsTo('POST /quote').map((c) => (c.body as { promoCode?: string }).promoCode),
    ).toEqual(['VIP20']);
  });

  it('does not ask for a quote for an empty basket', async () => {
    const h = harness();
    const session = sessionOf(h.start());
    await flush();
    const { quote } = await purchaseOf(session);
    session.increment('ga');
    session.decrement('ga');
    await flush(QUOTE_DEBOUNCE_MS * 2);
    expect(h.fake.callsTo('POST /quote')).toHaveLength(0);
    expect(quote.state.value).toBe('idle');
    expect(quote.summary.value).toBeNull();
  });

  it('treats a quote in another currency than the event as failed: the estimate, in the event currency', async () => {
    const h = harness();
    h.fake.on('POST /quote', (call) => ({
      body: {
        ...quoteFor(event, (call.body as { items: never }).items),
        currency: 'JPY',
        total: 133,
      },
    }));
    const session = sessionOf(h.start());
    await flush();
    const { quote } = await purchaseOf(session);
    session.increment('ga');
    session.increment('ga');
    await flush(QUOTE_DEBOUNCE_MS);
    expect(h.fake.callsTo('POST /quote')).toHaveLength(1);
    expect(quote.state.value).toBe('failed');
    expect(quote.quote.value).toBeNull();
    expect(quote.summary.value).toMatchObject({
      currency: 'EUR',
      total: 51,
      isEstimate: true,
      pending: false,
    });
    expect(h.events('boxoffice:quote')).toEqual([]);
    expect(h.console.warn).toHaveBeenCalledWith(expect.stringContaining('answered in JPY'));
  });

  it('logs an exception while pricing once, on the widget’s console', async () => {
    const h = harness();
    h.fake.on('POST /quote', (call) => ({
      body: quoteFor(event, (call.body as { items: never }).items),
    }));
    const broken = new Error('listener threw');
    h.throwOn('boxoffice:quote', broken);
    const session = sessionOf(h.start());
    await flush();
    await purchaseOf(session);
    session.increment('ga');
    await flush(QUOTE_DEBOUNCE_MS);
    expect(h.console.error.mock.calls).toEqual([
      ['[boxoffice] Unexpected error while pricing the basket:', broken],
    ]);
  });

  it('words the warning for a quote in another currency once, with the prefix', async () => {
    const h = harness();
    h.fake.on('POST /quote', (call) => ({
      body: { ...quoteFor(event, (call.body as { items: never }).items), currency: 'JPY' },
    }));
    const session = sessionOf(h.start());
    await flush();
    await purchaseOf(session);
    session.increment('ga');
    await flush(QUOTE_DEBOUNCE_MS);
    expect(h.console.warn.mock.calls).toEqual([
      [
        '[boxoffice] POST /quote answered in JPY for an event priced in EUR: showing the estimate from the listed prices instead.',
      ],
    ]);
  });
});
