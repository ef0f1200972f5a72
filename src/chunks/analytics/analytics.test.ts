import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { memoryStorage } from '../../model/testing/memory-storage';
import { dispatchHostEvent, type HostEventMap } from '../../shared/host-events';
import { KEYS, type StorageLike, storageOf } from '../../shared/record';
import { type AnalyticsPage, track } from './analytics';
import { ga4Events } from './testing/ga4';

const ready: HostEventMap['boxoffice:ready'] = {
  event: { id: 'evt_1', slug: 'summer-fest', title: 'Summer Fest' },
  currency: 'EUR',
  tiers: [
    { id: 'ga', name: 'General', price: 25.5 },
    { id: 'vip', name: 'VIP', price: 80.1 },
  ],
};
const line = (tier: string, quantity: number) =>
  tier === 'ga'
    ? { tier, name: 'General', price: 25.5, quantity }
    : { tier, name: 'VIP', price: 80.1, quantity };
const basket = (...items: ReturnType<typeof line>[]): HostEventMap['boxoffice:basket'] => ({
  items,
  quantity: items.reduce((n, i) => n + i.quantity, 0),
  currency: 'EUR',
  value: 0,
});
const checkout: HostEventMap['boxoffice:checkout'] = {
  id: 'chk_1',
  status: 'requires_payment',
  amount: 45.9,
  currency: 'EUR',
  items: [{ ...line('ga', 2), price: 22.95 }],
  event: 'summer-fest',
  promoCode: 'SUMMER10',
};
const complete: HostEventMap['boxoffice:complete'] = {
  id: 'chk_1',
  status: 'completed',
  orderId: 'ord_9',
  amount: 45.9,
  currency: 'EUR',
  items: checkout.items,
  event: 'summer-fest',
};

/** A page with a bridge on a fresh mount element; `storage` is its sessionStorage. */
function bridge(page: AnalyticsPage = {}, storage: StorageLike | null = memoryStorage()) {
  const target = new EventTarget();
  const stop = track(target, page, storage);
  const emit = <K extends keyof HostEventMap>(name: K, detail: HostEventMap[K]) =>
    dispatchHostEvent(target, name, detail);
  const events = () => ga4Events(page.dataLayer as unknown[]);
  return { page, emit, events, stop };
}

describe('the dataLayer bridge', () => {
  it('creates window.dataLayer and pushes view_item for the tiers on sale, after { ecommerce: null }', () => {
    const { page, emit, events } = bridge();
    emit('boxoffice:ready', ready);
    expect(page.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'view_item',
        ecommerce: {
          currency: 'EUR',
          value: 105.6,
          items: [
            {
              item_id: 'ga',
              item_name: 'General',
              item_category: 'Summer Fest',
              price: 25.5,
              quantity: 1,
            },
            {
              item_id: 'vip',
              item_name: 'VIP',
              item_category: 'Summer Fest',
              price: 80.1,
              quantity: 1,
            },
          ],
        },
      },
    ]);
    expect(events()).toHaveLength(1);
  });

  it('pushes add_to_cart and remove_from_cart with the tier and the quantity changed, at the quote price once known', () => {
    const { emit, events } = bridge();
    emit('boxoffice:ready', ready);
    emit('boxoffice:basket', basket(line('ga', 1)));
    emit('boxoffice:basket', basket(line('ga', 3)));
    emit('boxoffice:quote', {
      total: 76.5,
      currency: 'EUR',
      lines: [{ tier: 'ga', name: 'General', quantity: 3, unitPrice: 24, amount: 72 }],
      promo: null,
    });
    emit('boxoffice:basket', basket(line('ga', 1), line('vip', 1)));
    const [, add1, add2, addVip, removed] = events();
    expect(add1).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { value: 25.5, items: [{ item_id: 'ga', price: 25.5, quantity: 1 }] },
    });
    expect(add2).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { value: 51, items: [{ item_id: 'ga', quantity: 2 }] },
    });
    expect(removed).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { currency: 'EUR', value: 48, items: [{ item_id: 'ga', price: 24, quantity: 2 }] },
    });
    expect(addVip).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { value: 80.1, items: [{ item_id: 'vip', item_category: 'Summer Fest' }] },
    });
    expect(events()).toHaveLength(5);
  });

  it('pushes begin_checkout and one purchase with the order id, value, coupon and items', () => {
    const { emit, events } = bridge();
    emit('boxoffice:ready', ready);
    emit('boxoffice:checkout', checkout);
    emit('boxoffice:complete', complete);
    const item = {
      item_id: 'ga',
      item_name: 'General',
      item_category: 'Summer Fest',
      price: 22.95,
      quantity: 2,
    };
    expect(events().slice(1)).toEqual([
      {
        event: 'begin_checkout',
        ecommerce: { currency: 'EUR', value: 45.9, coupon: 'SUMMER10', items: [item] },
      },
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: 'ord_9',
          value: 45.9,
          currency: 'EUR',
          coupon: 'SUMMER10',
          items: [item],
        },
      },
    ]);
  });

  it('takes the checkout id as transaction_id without an order id, and pushes no purchase for a failed payment', () => {
    const { emit, events } = bridge();
    emit('boxoffice:complete', { ...complete, id: 'chk_2', status: 'failed' });
    emit('boxoffice:complete', { ...complete, id: 'chk_3', orderId: null });
    expect(events()).toMatchObject([{ event: 'purchase', ecommerce: { transaction_id: 'chk_3' } }]);
  });

  it('across the payment page (a new page, same tab): no add_to_cart for the restored basket; the coupon and title kept', () => {
    const sessionStorage = memoryStorage();
    const before = bridge({}, sessionStorage);
    before.emit('boxoffice:ready', ready);
    before.emit('boxoffice:basket', basket(line('ga', 2)));
    before.emit('boxoffice:checkout', checkout);
    // Back from paying, the basket is restored before the event is shown.
    const after = bridge({}, sessionStorage);
    after.emit('boxoffice:basket', basket(line('ga', 2)));
    after.emit('boxoffice:ready', ready);
    after.emit('boxoffice:complete', complete);
    expect(after.events()).toMatchObject([
      { event: 'view_item' },
      {
        event: 'purchase',
        ecommerce: { coupon: 'SUMMER10', items: [{ item_category: 'Summer Fest' }] },
      },
    ]);
    // Bought: the next visit's first ticket is an add again.
    const later = bridge({}, sessionStorage);
    later.emit('boxoffice:ready', ready);
    later.emit('boxoffice:basket', basket(line('ga', 1)));
    expect(later.events().map((e) => e.event)).toEqual(['view_item', 'add_to_cart']);
  });

  it('starts afresh from a damaged memory, and keeps API names as data, not keys', () => {
    for (const stored of [
      '{',
      '[]',
      '{"carts":[["summer-fest",[["ga",-1]]]],"titles":[],"coupons":[]}',
    ]) {
      // As the record is stored (src/shared/record-io.ts): the memory, and when it was saved.
      const sessionStorage = memoryStorage({
        [KEYS.analytics]: stored.startsWith('{"carts"')
          ? `{"value":${stored},"savedAt":${Date.now()}}`
          : stored,
      });
      const { emit, events } = bridge({}, sessionStorage);
      emit('boxoffice:ready', ready);
      emit('boxoffice:basket', basket(line('ga', 1)));
      expect(events().map((e) => e.event)).toEqual(['view_item', 'add_to_cart']);
    }
    const sessionStorage = memoryStorage();
    const first = bridge({}, sessionStorage);
    first.emit('boxoffice:ready', { ...ready, event: { ...ready.event, slug: '__proto__' } });
    first.emit('boxoffice:basket', basket(line('ga', 1)));
    const again = bridge({}, sessionStorage);
    again.emit('boxoffice:ready', { ...ready, event: { ...ready.event, slug: '__proto__' } });
    again.emit('boxoffice:basket', basket(line('ga', 1)));
    expect(again.events().map((e) => e.event)).toEqual(['view_item']);
  });

  it('reads back only a memory that passes its check: a count, at most 20 events, each text bounded', () => {
    const memory = (carts: unknown, titles: unknown = []) =>
      JSON.stringify({ value: { carts, titles, coupons: [] }, savedAt: Date.now() });
    const events = (n: number) => Array.from({ length: n }, (_, i) => [`e${i}`, 'E']);
    for (const stored of [
      memory([['summer-fest', [['ga', -1]]]]),
      memory([['summer-fest', [['ga', 1.5]]]]),
      memory([['summer-fest', [['ga', 1]]]], events(21)),
      memory([['summer-fest', [['ga', 1]]]], [['summer-fest', 'x'.repeat(2001)]]),
      memory({ 'summer-fest': [['ga', 1]] }),
    ]) {
      const sessionStorage = memoryStorage({ [KEYS.analytics]: stored });
      const { emit, events: pushed } = bridge({}, sessionStorage);
      emit('boxoffice:ready', ready);
      emit('boxoffice:basket', basket(line('ga', 2)));
      // Read afresh: both tickets are added, whatever the damaged memory said.
      expect(pushed()[1], stored).toMatchObject({
        event: 'add_to_cart',
        ecommerce: { items: [{ item_id: 'ga', quantity: 2 }] },
      });
    }
    // The same memory, whole: one ticket was reported already.
    const sessionStorage = memoryStorage({
      [KEYS.analytics]: memory([['summer-fest', [['ga', 1]]]], events(20)),
    });
    const { emit, events: pushed } = bridge({}, sessionStorage);
    emit('boxoffice:ready', ready);
    emit('boxoffice:basket', basket(line('ga', 2)));
    expect(pushed()[1]).toMatchObject({ ecommerce: { items: [{ item_id: 'ga', quantity: 1 }] } });
  });

  it('an event it cannot read (a page script’s own): one [boxoffice] warning, nothing pushed', () => {
    const warn = vi.fn();
    const page: AnalyticsPage = { console: { warn } };
    const target = new EventTarget();
    track(target, page, null);
    target.dispatchEvent(new CustomEvent('boxoffice:ready', { detail: null }));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe(
      '[boxoffice] Unexpected error while pushing to window.dataLayer:',
    );
    expect(page.dataLayer).toBeUndefined();
  });

  it('works without sessionStorage, remembering within the page', () => {
    // The page's sessionStorage, as a browser that blocks it refuses it.
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get(): never {
        throw new Error('SecurityError');
      },
    });
    onTestFinished(() => {
      Reflect.deleteProperty(globalThis, 'sessionStorage');
    });
    const { emit, events } = bridge({}, storageOf('sessionStorage'));
    emit('boxoffice:ready', ready);
    emit('boxoffice:basket', basket(line('ga', 1)));
    emit('boxoffice:basket', basket(line('ga', 1)));
    expect(events().map((e) => e.event)).toEqual(['view_item', 'add_to_cart']);
  });

  it("pushes through the page's own dataLayer (Tag Manager replaces its push)", () => {
    const seen: unknown[] = [];
    const dataLayer: unknown[] = [{ 'gtm.start': 1 }];
    dataLayer.push = (...entries: unknown[]) => seen.push(...entries);
    const page: AnalyticsPage = { dataLayer };
    bridge(page, null).emit('boxoffice:ready', ready);
    expect(page.dataLayer).toBe(dataLayer);
    expect(ga4Events(seen).map((e) => e.event)).toEqual(['view_item']);
  });

  it('a dataLayer that cannot be pushed to: one [boxoffice] warning, nothing thrown', () => {
    const warn = vi.fn();
    const page: AnalyticsPage = { dataLayer: 'oops', console: { warn } };
    const { emit } = bridge(page, null);
    emit('boxoffice:ready', ready);
    emit('boxoffice:checkout', checkout);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[boxoffice\] window\.dataLayer is not an array/);
    expect(page.dataLayer).toBe('oops');
  });

  it('stops listening when stopped', () => {
    const { page, emit, stop } = bridge();
    stop();
    emit('boxoffice:ready', ready);
    expect(page.dataLayer).toBeUndefined();
  });
});
