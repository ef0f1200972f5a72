import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventDetail } from '../api/schemas';
import {
  adjustToInventory,
  type Basket,
  basketFromRecord as b,
  basketItems,
  canAdd,
  maxFor,
  setQuantity,
  totalQuantity,
} from './basket';
import { paidEvent } from './testing/fixtures';

const add = (event: EventDetail, basket: Basket, tier: string) =>
  setQuantity(event, basket, tier, (basket.get(tier) ?? 0) + 1);

describe('basket rules', () => {
  const event = paidEvent();

  it('stops a tier at its available count and says so', () => {
    let basket: Basket = b({});
    basket = add(event, add(event, add(event, basket, 'vip'), 'vip'), 'vip');
    expect(basket.get('vip')).toBe(2);
    expect(canAdd(event, basket, 'vip')).toEqual({ ok: false, reason: 'tier_limit' });
  });

  it('stops the whole basket at maxTicketsPerOrder', () => {
    const basket = setQuantity(event, b({ vip: 2 }), 'ga', 10);
    expect(basket).toEqual(b({ vip: 2, ga: 4 }));
    expect(canAdd(event, basket, 'ga')).toEqual({ ok: false, reason: 'order_limit' });
    expect(maxFor(event, basket, 'ga')).toBe(4);
  });

  it("stops at the event's available count when it is lower", () => {
    const scarce = paidEvent({ available: 3 });
    const basket = setQuantity(scarce, b({}), 'ga', 5);
    expect(basket.get('ga')).toBe(3);
    expect(canAdd(scarce, basket, 'ga')).toEqual({ ok: false, reason: 'event_limit' });
  });

  it('never adds a sold-out tier', () => {
    expect(canAdd(event, b({}), 'early')).toEqual({ ok: false, reason: 'sold_out' });
    expect(setQuantity(event, b({}), 'early', 1)).toEqual(b({}));
  });

  it('blocks paid tiers when payments are disabled, but not free ones', () => {
    const noPay = paidEvent({
      paymentsEnabled: false,
      tiers: [
        ...paidEvent().tiers,
        { id: 'kid', name: 'Kids', price: 0, available: 5, soldOut: false },
      ],
    });
    expect(canAdd(noPay, b({}), 'ga')).toEqual({ ok: false, reason: 'payments_disabled' });
    expect(setQuantity(noPay, b({}), 'ga', 2)).toEqual(b({}));
    expect(setQuantity(noPay, b({}), 'kid', 2)).toEqual(b({ kid: 2 }));
  });

  it('removes a line set to zero, floors fractions and ignores unknown tiers', () => {
    expect(setQuantity(event, b({ ga: 2 }), 'ga', 0)).toEqual(b({}));
    expect(setQuantity(event, b({}), 'ga', 2.7)).toEqual(b({ ga: 2 }));
    expect(setQuantity(event, b({}), 'ga', Number.NaN)).toEqual(b({}));
    expect(setQuantity(event, b({ ga: 1 }), 'nope', 3)).toEqual(b({ ga: 1 }));
  });

  it('lists items in tier order', () => {
    const basket = b({ vip: 1, ga: 3 });
    expect(basketItems(event, basket)).toEqual([
      { tier: 'ga', quantity: 3 },
      { tier: 'vip', quantity: 1 },
    ]);
  });

  it('adjusts a basket to fresh inventory and reports what changed', () => {
    const fresh = paidEvent({
      tiers: [
        { id: 'ga', name: 'General', price: 25.5, available: 1, soldOut: false },
        { id: 'vip', name: 'VIP', price: 80.1, available: 0, soldOut: true },
      ],
    });
    const result = adjustToInventory(b({ ga: 3, vip: 1, gone: 1 }), fresh);
    expect(result.basket).toEqual(b({ ga: 1 }));
    expect(result.changes).toEqual([
      { tier: 'ga', name: 'General', from: 3, to: 1 },
      { tier: 'vip', name: 'VIP', from: 1, to: 0 },
      { tier: 'gone', name: 'gone', from: 1, to: 0 },
    ]);
  });

  it('keeps a basket that still fits unchanged', () => {
    expect(adjustToInventory(b({ ga: 2 }), event)).toEqual({ basket: b({ ga: 2 }), changes: [] });
  });
});

// Tier ids are API data: `constructor` and `__proto__` are ids like any other.
const tierArb = fc.record({
  id: fc.constantFrom('a', 'b', 'constructor', '__proto__'),
  name: fc.string(),
  price: fc.constantFrom(0, 10, 25.5),
  available: fc.nat(12),
  soldOut: fc.boolean(),
});
const eventArb = fc
  .record({
    tiers: fc.uniqueArray(tierArb, { selector: (t) => t.id, maxLength: 4 }),
    maxTicketsPerOrder: fc.integer({ min: 1, max: 10 }),
    available: fc.nat(15),
    paymentsEnabled: fc.boolean(),
  })
  .map((o) => paidEvent(o));
const opArb = fc.record({
  kind: fc.constantFrom('add', 'remove', 'set'),
  tier: fc.constantFrom('a', 'b', 'constructor', '__proto__', 'x', 'toString'),
  n: fc.integer({ min: -3, max: 20 }),
});

/** Every basket limit (`basket.ts`) holds for `basket`. */
function withinLimits(event: EventDetail, basket: Basket): boolean {
  const total = totalQuantity(basket);
  if (total > event.maxTicketsPerOrder || total > event.available) return false;
  return [...basket].every(([id, qty]) => {
    const tier = event.tiers.find((t) => t.id === id);
    if (!tier || !Number.isInteger(qty) || qty <= 0) return false;
    if (tier.soldOut || qty > tier.available) return false;
    return !(tier.price > 0 && !event.paymentsEnabled);
  });
}

describe('basket invariants (property)', () => {
  it('no sequence of additions, removals and setQuantity ever breaks a limit', () => {
    fc.assert(
      fc.property(eventArb, fc.array(opArb, { maxLength: 40 }), (event, ops) => {
        let basket: Basket = b({});
        for (const op of ops) {
          const current = basket.get(op.tier) ?? 0;
          const before = basket;
          const allowed = canAdd(event, basket, op.tier).ok;
          if (op.kind === 'add') basket = setQuantity(event, basket, op.tier, current + 1);
          if (op.kind === 'remove') basket = setQuantity(event, basket, op.tier, current - 1);
          if (op.kind === 'set') basket = setQuantity(event, basket, op.tier, op.n);
          if (!withinLimits(event, basket)) return false;
          // canAdd tells the truth: "+" adds exactly when it says it may.
          if (op.kind === 'add' && allowed !== totalQuantity(basket) > totalQuantity(before))
            return false;
        }
        return true;
      }),
    );
  });

  it('adjustToInventory always yields a basket within the fresh limits', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('a', 'b', 'constructor', '__proto__', 'x', 'valueOf'),
          fc.integer({ min: 1, max: 9 }),
        ),
        eventArb,
        (basket, fresh) => withinLimits(fresh, adjustToInventory(b(basket), fresh).basket),
      ),
    );
  });
});
