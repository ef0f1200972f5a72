import { describe, expect, it } from 'vitest';
import type { Tier } from '../api/schemas';
import { sellability, sellableTiers, tierBlock } from './sellability';
import { paidEvent } from './testing/fixtures';

describe('sellability', () => {
  it('sells an on-sale general-admission event', () => {
    expect(sellability(paidEvent())).toEqual({ sellable: true });
  });

  it.each([
    [{ status: 'cancelled' as const }, 'cancelled'],
    [{ status: 'scheduled' as const }, 'scheduled'],
    [{ status: 'sales_ended' as const }, 'sales_ended'],
    [{ status: 'unknown' as const }, 'unknown_status'],
    [{ seating: 'reserved' as const }, 'reserved_seating'],
    [{ seating: 'unknown' as const }, 'unknown_seating'],
    [{ available: 0 }, 'sold_out'],
    [{ paymentsEnabled: false }, 'payments_disabled'],
  ])('refuses %o with reason %s and links the hosted checkout', (overrides, reason) => {
    expect(sellability(paidEvent(overrides))).toEqual({
      sellable: false,
      reason,
      checkoutUrl: 'https://tickets.example/summer-fest',
    });
  });

  it('never offers an unsafe checkoutUrl', () => {
    const result = sellability(
      paidEvent({ seating: 'reserved', checkoutUrl: 'javascript:alert(1)' }),
    );
    expect(result).toEqual({ sellable: false, reason: 'reserved_seating' });
  });
});

describe('tierBlock: whether a tier can be sold at all', () => {
  const free = { id: 'kid', name: 'Kids', price: 0, available: 5, soldOut: false };
  const [ga, vip, early] = paidEvent().tiers as [Tier, Tier, Tier];

  it.each([
    ['a tier on sale', null, paidEvent(), ga],
    ['a tier marked sold out', 'sold_out', paidEvent(), early],
    ['a tier with nothing left', 'sold_out', paidEvent(), { ...vip, available: 0 }],
    [
      'a paid tier while payments are off',
      'payments_disabled',
      paidEvent({ paymentsEnabled: false }),
      ga,
    ],
    ['a free tier while payments are off', null, paidEvent({ paymentsEnabled: false }), free],
  ] as const)('%s → %s', (_, block, event, tier) => {
    expect(tierBlock(event, tier)).toBe(block);
  });

  it('the event is sold out when every tier is, and not sold here when only paid ones are left', () => {
    const onlyEmpty = paidEvent({ tiers: [{ ...ga, available: 0 }, early] });
    expect(sellability(onlyEmpty)).toMatchObject({ sellable: false, reason: 'sold_out' });
    const noPay = paidEvent({ paymentsEnabled: false, tiers: [ga, early, free] });
    expect(sellability(noPay)).toEqual({ sellable: true });
  });
});

describe('sellableTiers: the tiers a buyer can add now', () => {
  const [ga, vip, early] = paidEvent().tiers as [Tier, Tier, Tier];
  const free = { id: 'kid', name: 'Kids', price: 0, available: 5, soldOut: false };

  it('lists every tier of a sellable event but the sold-out ones, in the event’s order', () => {
    expect(sellableTiers(paidEvent())).toEqual([ga, vip]);
  });

  it('leaves out paid tiers while payments are off', () => {
    expect(sellableTiers(paidEvent({ paymentsEnabled: false, tiers: [ga, free, early] }))).toEqual([
      free,
    ]);
  });

  it.each([
    ['cancelled', { status: 'cancelled' as const }],
    ['reserved seating', { seating: 'reserved' as const }],
    ['nothing left', { available: 0 }],
  ])('is empty for an event the widget does not sell (%s)', (_, overrides) => {
    expect(sellableTiers(paidEvent(overrides))).toEqual([]);
  });
});
