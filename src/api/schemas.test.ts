import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  CheckoutRequest,
  CheckoutResponse,
  EventDetail,
  EventSummary,
  QuoteResponse,
} from './schemas';

const minimalEvent = {
  id: 'e1',
  slug: 'e',
  title: 'E',
  startsAt: '2027-01-01T10:00',
  timezone: 'UTC',
  venueName: 'Hall',
  seating: 'general_admission',
  currency: 'EUR',
  status: 'on_sale',
  maxTicketsPerOrder: 4,
  capacity: 10,
  sold: 0,
  available: 10,
  tiers: [{ id: 't', name: 'T', price: 10, available: 10, soldOut: false }],
  questions: [],
  paymentsEnabled: true,
  acceptsPromoCodes: false,
};

/** The readable summary zod gives for a failed parse. */
function problems(schema: z.ZodMiniType, value: unknown): string {
  const r = schema.safeParse(value);
  expect(r.success).toBe(false);
  return r.success ? '' : z.prettifyError(r.error);
}

describe('EventDetail', () => {
  it('accepts an event with every optional field absent', () => {
    expect(EventDetail.safeParse(minimalEvent).success).toBe(true);
  });

  it('accepts null for every optional field', () => {
    const nulls = Object.fromEntries(
      [
        'description',
        'category',
        'ageRestriction',
        'endsAt',
        'address',
        'lat',
        'lng',
        'coverImageUrl',
        'posterImageUrl',
        'organizerName',
        'checkoutUrl',
      ].map((k) => [k, null]),
    );
    const tiers = [{ ...minimalEvent.tiers[0], description: null, color: null }];
    expect(EventDetail.safeParse({ ...minimalEvent, ...nulls, tiers }).success).toBe(true);
  });

  it('fails on missing tiers and names the field', () => {
    const { tiers: _, ...noTiers } = minimalEvent;
    expect(problems(EventDetail, noTiers)).toContain('tiers');
  });

  it('fails on a string quantity (available) and names the path', () => {
    const tiers = [{ ...minimalEvent.tiers[0], available: '10' }];
    expect(problems(EventDetail, { ...minimalEvent, tiers })).toContain('tiers[0].available');
  });

  it('fails on a negative price', () => {
    const tiers = [{ ...minimalEvent.tiers[0], price: -1 }];
    expect(problems(EventDetail, { ...minimalEvent, tiers })).toContain('tiers[0].price');
  });

  it('fails on two tiers or two questions with one id (they would be counted as one)', () => {
    const tier = minimalEvent.tiers[0];
    const tiers = [tier, { ...tier, name: 'Other' }];
    expect(problems(EventDetail, { ...minimalEvent, tiers })).toContain('tiers');
    const question = { id: 'size', label: 'Size', required: false };
    const questions = [question, { ...question, label: 'Colour' }];
    expect(problems(EventDetail, { ...minimalEvent, questions })).toContain('questions');
    // Distinct ids, same names: fine.
    const named = [tier, { ...tier, id: 't2' }];
    expect(EventDetail.safeParse({ ...minimalEvent, tiers: named }).success).toBe(true);
  });

  it('fails on a startsAt with an offset (it is wall-clock time)', () => {
    expect(problems(EventDetail, { ...minimalEvent, startsAt: '2027-01-01T10:00Z' })).toContain(
      'startsAt',
    );
  });

  it('maps unknown status and seating to "unknown" instead of failing', () => {
    const r = EventDetail.parse({ ...minimalEvent, status: 'postponed', seating: 'tables' });
    expect(r.status).toBe('unknown');
    expect(r.seating).toBe('unknown');
  });

  it('strips unknown extra fields', () => {
    const r = EventDetail.parse({
      ...minimalEvent,
      secret: 'x',
      tiers: [{ ...minimalEvent.tiers[0], extra: 1 }],
    });
    expect(r).not.toHaveProperty('secret');
    expect(r.tiers[0]).not.toHaveProperty('extra');
  });
});

describe('other resources', () => {
  it('CheckoutRequest rejects string quantities, empty baskets, bad e-mail and non-E.164 phones', () => {
    const base = {
      event: 'e',
      items: [{ tier: 't', quantity: 1 }],
      customer: { name: 'A', email: 'a@example.com' },
    };
    expect(CheckoutRequest.safeParse(base).success).toBe(true);
    expect(problems(CheckoutRequest, { ...base, items: [{ tier: 't', quantity: '1' }] })).toContain(
      'items[0].quantity',
    );
    expect(problems(CheckoutRequest, { ...base, items: [] })).toContain('items');
    expect(
      problems(CheckoutRequest, { ...base, customer: { name: 'A', email: 'nope' } }),
    ).toContain('customer.email');
    expect(
      problems(CheckoutRequest, { ...base, customer: { ...base.customer, phone: '0151 123' } }),
    ).toContain('customer.phone');
    expect(
      CheckoutRequest.safeParse({
        ...base,
        customer: { ...base.customer, phone: '+4915112345678' },
      }).success,
    ).toBe(true);
  });

  it('CheckoutResponse accepts an unknown status as "unknown"', () => {
    const r = CheckoutResponse.parse({
      id: 'co',
      status: 'on_hold',
      paymentMethod: 'card',
      eventId: 'e',
      currency: 'EUR',
      amount: 1,
      quantity: 1,
      livemode: false,
    });
    expect(r.status).toBe('unknown');
  });

  it('QuoteResponse rejects a negative total and EventSummary a lowercase currency', () => {
    const q = {
      event: 'e',
      currency: 'EUR',
      lines: [],
      subtotal: 0,
      discount: 0,
      fees: 0,
      total: -1,
      promo: null,
    };
    expect(problems(QuoteResponse, q)).toContain('total');
    const s = {
      id: 'e',
      slug: 'e',
      title: 'E',
      startsAt: '2027-01-01T10:00',
      timezone: 'UTC',
      venueName: 'V',
      status: 'on_sale',
      priceFrom: null,
      currency: 'eur',
      available: 0,
    };
    expect(problems(EventSummary, s)).toContain('currency');
  });

  it('reads any value outside a tolerant enum, even a non-string, as "unknown"', () => {
    for (const status of ['on_hold', 42, null]) {
      expect(EventDetail.parse({ ...minimalEvent, status }).status).toBe('unknown');
    }
    expect(EventDetail.parse({ ...minimalEvent, status: 'sold_out' }).status).toBe('sold_out');
  });

  it('counts are safe whole numbers', () => {
    for (const available of [1.5, 2 ** 53, Number.POSITIVE_INFINITY]) {
      const tiers = [{ ...minimalEvent.tiers[0], available }];
      expect(problems(EventDetail, { ...minimalEvent, tiers })).toContain('tiers[0].available');
    }
    expect(problems(EventDetail, { ...minimalEvent, maxTicketsPerOrder: 0 })).toContain(
      'maxTicketsPerOrder',
    );
  });

  it('CheckoutRequest checks answers, returnUrl and the e-mail format', () => {
    const base = {
      event: 'e',
      items: [{ tier: 't', quantity: 1 }],
      customer: { name: 'A', email: 'a@example.com' },
    };
    const ok = { ...base, answers: { q1: 'Vegan' }, returnUrl: 'https://fest.example/back?x=1' };
    expect(CheckoutRequest.parse(ok)).toEqual(ok);
    for (const answers of [{ q1: 1 }, ['Vegan'], 'Vegan', null]) {
      expect(problems(CheckoutRequest, { ...base, answers })).toContain('answers');
    }
    for (const returnUrl of ['/back', 'fest.example/back', 'https://']) {
      expect(problems(CheckoutRequest, { ...base, returnUrl })).toContain('returnUrl');
    }
    for (const email of ['a b@example.com', 'a@example', '@example.com', 'a@@example.com']) {
      const customer = { name: 'A', email };
      expect(problems(CheckoutRequest, { ...base, customer })).toContain('customer.email');
    }
  });
});
