import { effect } from '@preact/signals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { basketFromRecord } from './basket';
import type { PurchaseChunk } from './purchase-half';
import { QUOTE_DEBOUNCE_MS } from './quote';
import { writePending } from './storage';
import { defer, errorReply } from './testing/fake-fetch';
import { checkoutReply, paidEvent, quoteFor } from './testing/fixtures';
import { flush, harness, purchaseChunk, sessionOf } from './testing/harness';
import { memoryStorage } from './testing/memory-storage';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A storage holding a pending checkout `chk_1` of `event` (2 General tickets). */
const pendingStorage = (event = 'summer-fest') => {
  const storage = memoryStorage();
  writePending(storage, {
    id: 'chk_1',
    event,
    basket: basketFromRecord(event === 'summer-fest' ? { ga: 2 } : { free: 1 }),
    email: 'ada@example.com',
    name: 'Ada',
  });
  return storage;
};

describe('session: the purchase half', () => {
  it('is requested only once the first render of the loaded event is painted, and loaded once', async () => {
    const chunk = defer<PurchaseChunk>();
    const h = harness({ loadPurchase: () => chunk.promise });
    const session = sessionOf(h.start());
    // Rendering the placeholder while the event loads fetches nothing yet.
    session.rendered();
    await flush();
    expect(session.load.value).toEqual({ status: 'ready' });
    expect(h.loadPurchase).not.toHaveBeenCalled();
    expect(session.purchase.value).toBeNull();
    expect(session.resuming.value).toBe(false);

    session.rendered();
    session.rendered();
    // Not in the frame that paints the tiers: after it.
    expect(h.loadPurchase).not.toHaveBeenCalled();
    await flush();
    expect(h.loadPurchase).toHaveBeenCalledTimes(1);
    expect(session.purchase.value).toBeNull();
    chunk.resolve(purchaseChunk);
    await flush();
    const purchase = session.purchase.value;
    expect(purchase).not.toBeNull();
    expect(purchase?.quote.state.value).toBe('idle');
    expect(purchase?.submitting.value).toBe(false);
    session.rendered();
    await flush();
    expect(h.loadPurchase).toHaveBeenCalledTimes(1);
    expect(session.purchase.value).toBe(purchase);
  });

  it.each([
    ['a checkout id handed back by the payment page', { returnCheckoutId: 'chk_1' }],
    ['a pending record in sessionStorage', { storage: pendingStorage() }],
  ])('with %s, is loaded at once and the session resumes until it arrives', async (_, opts) => {
    const chunk = defer<PurchaseChunk>();
    const h = harness({ ...opts, loadPurchase: () => chunk.promise });
    h.fake.on('GET /checkout/chk_1', { body: checkoutReply({ status: 'completed' }) });
    h.fake.on('POST /quote', errorReply(503, 'unavailable'));
    const session = sessionOf(h.start());
    expect(h.loadPurchase).toHaveBeenCalledTimes(1);
    const seen: [resuming: boolean, attached: boolean][] = [];
    const stop = effect(() => {
      seen.push([session.resuming.value, session.purchase.value !== null]);
    });
    await flush();
    expect(session.load.value).toEqual({ status: 'ready' });
    expect(session.resuming.value).toBe(true);
    expect(session.phase.value).toEqual({ state: 'shopping' });
    expect(h.fake.callsTo('GET /checkout/chk_1')).toHaveLength(0);
    // The view's render does not ask for the chunk a second time.
    session.rendered();
    expect(h.loadPurchase).toHaveBeenCalledTimes(1);

    chunk.resolve(purchaseChunk);
    await flush();
    stop();
    // Never "not resuming" without the purchase half: the shop would flash before the outcome.
    expect(seen).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(h.fake.callsTo('GET /checkout/chk_1')).toHaveLength(1);
    expect(session.phase.value).toMatchObject({
      state: 'paid',
      checkout: { checkoutId: 'chk_1' },
    });
    expect(h.loadPurchase).toHaveBeenCalledTimes(1);
  });

  it("does not resume for a pending record of another event's widget", async () => {
    const h = harness({ storage: pendingStorage('community-meetup') });
    const session = sessionOf(h.start());
    expect(session.resuming.value).toBe(false);
    await flush();
    expect(h.loadPurchase).not.toHaveBeenCalled();
    expect(session.purchase.value).toBeNull();
  });

  it('prices a basket filled before the purchase half arrived once it does', async () => {
    const event = paidEvent();
    const chunk = defer<PurchaseChunk>();
    const h = harness({ loadPurchase: () => chunk.promise });
    h.fake.on('POST /quote', (call) => ({
      body: quoteFor(event, (call.body as { items: never }).items),
    }));
    const session = sessionOf(h.start());
    await flush();
    session.rendered();
    session.setQuantity('ga', 2);
    await flush(QUOTE_DEBOUNCE_MS * 4);
    expect(session.basket.value).toEqual(basketFromRecord({ ga: 2 }));
    expect(h.fake.callsTo('POST /quote')).toHaveLength(0);

    chunk.resolve(purchaseChunk);
    await flush();
    const quote = session.purchase.value?.quote;
    expect(quote?.state.value).toBe('pending');
    await flush(QUOTE_DEBOUNCE_MS);
    const calls = h.fake.callsTo('POST /quote');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ event: 'summer-fest', items: [{ tier: 'ga', quantity: 2 }] });
    expect(quote?.summary.value).toMatchObject({ total: 51, isEstimate: false, pending: false });
    expect(h.events('boxoffice:quote')).toMatchObject([{ total: 51, currency: 'EUR' }]);
  });

  it('reports a purchase half that failed to load and keeps the tiers usable', async () => {
    const h = harness({ loadPurchase: () => Promise.reject(new Error('chunk failed')) });
    const session = sessionOf(h.start());
    await flush();
    session.rendered();
    await flush();
    expect(h.loadPurchase).toHaveBeenCalledTimes(1);
    expect(session.purchase.value).toBeNull();
    expect(session.resuming.value).toBe(false);
    expect(session.purchaseFailed.value).toBe(true);
    expect(h.events('boxoffice:ready')).toHaveLength(1);
    expect(h.events('boxoffice:error')).toEqual([
      {
        code: 'unavailable',
        message:
          'The purchase code did not load (Error: chunk failed). Serve the whole dist/ folder, unchanged, next to boxoffice.js.',
      },
    ]);

    session.increment('ga');
    session.increment('vip');
    expect(session.basket.value).toEqual(basketFromRecord({ ga: 1, vip: 1 }));
    expect(session.tiers.value.map((t) => [t.id, t.quantity])).toEqual([
      ['ga', 1],
      ['vip', 1],
      ['early', 0],
    ]);
    expect(h.events('boxoffice:basket').at(-1)).toMatchObject({
      items: [
        { tier: 'ga', quantity: 1 },
        { tier: 'vip', quantity: 1 },
      ],
      quantity: 2,
    });
    await flush(QUOTE_DEBOUNCE_MS * 2);
    expect(h.fake.callsTo('POST /quote')).toHaveLength(0);
    // A basket change does not hide the failure: buying still needs the missing half.
    expect(session.purchaseFailed.value).toBe(true);
  });

  it('loads a failed purchase half again when the buyer asks, after the first render too', async () => {
    let attempts = 0;
    const h = harness({
      loadPurchase: () =>
        ++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(purchaseChunk),
    });
    const session = sessionOf(h.start());
    await flush();
    session.rendered();
    await flush();
    expect(session.purchaseFailed.value).toBe(true);
    session.rendered();
    await flush();
    expect(h.loadPurchase).toHaveBeenCalledTimes(1);
    session.retryPurchase();
    await flush();
    expect(h.loadPurchase).toHaveBeenCalledTimes(2);
    expect(session.purchase.value).not.toBeNull();
    expect(session.purchaseFailed.value).toBe(false);
    expect(session.error.value).toBeNull();
  });

  it('keeps showing the failure while a retry loads, and asks once however often it is asked', async () => {
    const retry = defer<PurchaseChunk>();
    let attempts = 0;
    const h = harness({
      loadPurchase: () => (++attempts === 1 ? Promise.reject(new Error('offline')) : retry.promise),
    });
    const session = sessionOf(h.start());
    await flush();
    session.rendered();
    await flush();
    expect(session.purchaseFailed.value).toBe(true);
    session.retryPurchase();
    session.retryPurchase();
    session.rendered();
    await flush();
    expect(h.loadPurchase).toHaveBeenCalledTimes(2);
    expect(session.purchaseFailed.value).toBe(true);
    expect(session.resuming.value).toBe(false);
    retry.resolve(purchaseChunk);
    await flush();
    expect(session.purchaseFailed.value).toBe(false);
    expect(session.purchase.value).not.toBeNull();
    session.retryPurchase();
    await flush();
    expect(h.loadPurchase).toHaveBeenCalledTimes(2);
  });

  it('back from paying, a purchase half that failed to load stops resuming, and the first render tries again', async () => {
    let attempts = 0;
    const h = harness({
      returnCheckoutId: 'chk_1',
      storage: pendingStorage(),
      loadPurchase: () =>
        ++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(purchaseChunk),
    });
    // The chunk fails before the event arrives.
    const slowEvent = defer<{ body: unknown }>();
    h.fake.on('GET /events/summer-fest', () => slowEvent.promise);
    h.fake.on('GET /checkout/chk_1', { body: checkoutReply({ status: 'completed' }) });
    h.fake.on('POST /quote', errorReply(503, 'unavailable'));
    const session = sessionOf(h.start());
    expect(session.resuming.value).toBe(true);
    await flush();
    expect(session.resuming.value).toBe(false);
    expect(session.purchase.value).toBeNull();
    expect(session.purchaseFailed.value).toBe(true);
    expect(h.events('boxoffice:error')).toHaveLength(1);

    slowEvent.resolve({ body: paidEvent() });
    await flush();
    session.rendered();
    await flush();
    expect(h.loadPurchase).toHaveBeenCalledTimes(2);
    expect(session.purchase.value).not.toBeNull();
    expect(session.purchaseFailed.value).toBe(false);
    expect(session.phase.value).toMatchObject({ state: 'paid' });
  });

  it('is not attached to a session disposed while it loads (nothing polls)', async () => {
    const chunk = defer<PurchaseChunk>();
    const h = harness({ returnCheckoutId: 'chk_1', loadPurchase: () => chunk.promise });
    h.fake.on('GET /checkout/chk_1', { body: checkoutReply({ status: 'processing' }) });
    const model = h.start();
    const session = sessionOf(model);
    await flush();
    model.dispose();
    chunk.resolve(purchaseChunk);
    await flush(10_000);
    expect(session.purchase.value).toBeNull();
    expect(h.fake.callsTo('GET /checkout/chk_1')).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('session: the basket', () => {
  it('turns an exception while changing it into the generic error and one line on the widget’s console', async () => {
    const h = harness();
    const broken = new Error('listener threw');
    h.throwOn('boxoffice:basket', broken);
    const session = sessionOf(h.start());
    await flush();
    session.increment('ga');
    expect(h.console.error.mock.calls).toEqual([
      ['[boxoffice] Unexpected error while changing the basket:', broken],
    ]);
    expect(session.error.value).toEqual({ code: 'unknown' });
    expect(h.events('boxoffice:error')).toEqual([
      { code: 'unknown', message: 'unexpected error while changing the basket' },
    ]);
  });
});
