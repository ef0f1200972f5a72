import { describe, expect, it } from 'vitest';
import {
  CheckoutResponse,
  Config,
  EventDetail,
  EventSummary,
  QuoteResponse,
} from '../../api/schemas';
import { checkoutReply, config, freeEvent, paidEvent, quoteFor, summary } from './fixtures';

describe('test fixtures', () => {
  it('are valid against the API schemas, so tests exercise real shapes', () => {
    expect(EventDetail.safeParse(paidEvent()).success).toBe(true);
    expect(EventDetail.safeParse(freeEvent()).success).toBe(true);
    expect(Config.safeParse(config()).success).toBe(true);
    expect(
      QuoteResponse.safeParse(quoteFor(paidEvent(), [{ tier: 'ga', quantity: 2 }])).success,
    ).toBe(true);
    expect(CheckoutResponse.safeParse(checkoutReply()).success).toBe(true);
    expect(EventSummary.safeParse(summary('a', 'A')).success).toBe(true);
  });
});
