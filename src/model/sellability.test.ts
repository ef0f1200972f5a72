import { describe, expect, it } from 'vitest';
import { sellability } from './sellability';
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
