import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, EventDetail, QuoteResponse } from '../api/schemas.ts';
import { startTestSandbox, type TestClient } from './test-helpers.ts';

let t: TestClient;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.sb.close());

async function quote(body: unknown) {
  const res = await t.post('/quote', body);
  expect(res.status).toBe(200);
  return QuoteResponse.parse(await res.json());
}

const summer = (promoCode?: string) => ({
  event: 'summer-fest',
  items: [
    { tier: 'day', quantity: 2 },
    { tier: 'weekend', quantity: 1 },
  ],
  ...(promoCode === undefined ? {} : { promoCode }),
});

describe('POST /quote', () => {
  it('prices lines with the quoted (not the listed) unit price, fees per paid ticket, no promo', async () => {
    const q = await quote(summer());
    expect(q.lines).toEqual([
      { tier: 'day', name: 'Day Ticket', quantity: 2, unitPrice: 49.5, amount: 99 },
      { tier: 'weekend', name: 'Weekend Pass', quantity: 1, unitPrice: 94.5, amount: 94.5 },
    ]);
    const listed = EventDetail.parse(await (await t.api('/events/summer-fest')).json());
    expect(listed.tiers.find((x) => x.id === 'weekend')?.price).toBe(89);
    expect(q).toMatchObject({
      currency: 'EUR',
      subtotal: 193.5,
      discount: 0,
      fees: 4.5,
      total: 198,
      promo: null,
    });
  });

  it('SUMMER10 takes 10% off the subtotal in exact cents (case-insensitive)', async () => {
    const q = await quote(summer('summer10'));
    expect(q.promo).toMatchObject({ code: 'SUMMER10', status: 'applied' });
    expect(q.discount).toBe(19.35);
    expect(q.total).toBe(178.65);
  });

  it('FIVEOFF takes a fixed 5.00 off', async () => {
    const q = await quote(summer('FIVEOFF'));
    expect(q.promo?.status).toBe('applied');
    expect([q.discount, q.total]).toEqual([5, 193]);
  });

  it('a fixed discount never exceeds the subtotal', async () => {
    const q = await quote({ event: 'summer-fest', items: [], promoCode: 'FIVEOFF' });
    expect([q.subtotal, q.discount, q.fees, q.total]).toEqual([0, 0, 0, 0]);
  });

  it('EARLYBIRD is expired, an unknown code invalid: no discount either way', async () => {
    const expired = await quote(summer('EARLYBIRD'));
    expect(expired.promo).toMatchObject({ code: 'EARLYBIRD', status: 'expired' });
    expect(expired.promo?.message).toBeTruthy();
    expect([expired.discount, expired.total]).toEqual([0, 198]);
    const unknown = await quote(summer('NOPE'));
    expect(unknown.promo?.status).toBe('invalid');
    expect(unknown.total).toBe(198);
  });

  it('an empty promo code counts as none', async () => {
    expect((await quote(summer(''))).promo).toBeNull();
  });

  it('JPY has no minor digits: yen amounts stay whole', async () => {
    const base = {
      event: 'tokyo-jazz-night',
      items: [
        { tier: 'standard', quantity: 3 },
        { tier: 'premium', quantity: 1 },
      ],
    };
    const plain = await quote(base);
    expect(plain).toMatchObject({ currency: 'JPY', subtotal: 21500, fees: 1200, total: 22700 });
    const pct = await quote({ ...base, promoCode: 'SUMMER10' });
    expect([pct.discount, pct.total]).toEqual([2150, 20550]);
    const fixed = await quote({ ...base, promoCode: 'FIVEOFF' });
    expect([fixed.discount, fixed.total]).toEqual([500, 22200]);
  });

  it('free tickets cost nothing and carry no fee; promo codes are refused where not accepted', async () => {
    const q = await quote({
      event: 'community-meetup',
      items: [{ tier: 'general', quantity: 3 }],
      promoCode: 'SUMMER10',
    });
    expect([q.subtotal, q.fees, q.total]).toEqual([0, 0, 0]);
    expect(q.promo?.status).toBe('invalid');
  });

  it('400 invalid_request for an unknown tier or a string quantity, 404 for an unknown event', async () => {
    const tier = await t.post('/quote', {
      event: 'summer-fest',
      items: [{ tier: 'nope', quantity: 1 }],
    });
    expect(tier.status).toBe(400);
    expect(ErrorBody.parse(await tier.json()).error.fields).toEqual([
      { field: 'items.0.tier', message: expect.any(String) },
    ]);
    const qty = await t.post('/quote', {
      event: 'summer-fest',
      items: [{ tier: 'day', quantity: '1' }],
    });
    expect(ErrorBody.parse(await qty.json()).error.fields?.[0]?.field).toBe('items.0.quantity');
    expect((await t.post('/quote', { event: 'nope', items: [] })).status).toBe(404);
  });
});

describe('priceBasket (minor units)', () => {
  it('sums prices that float arithmetic gets wrong exactly', async () => {
    const { priceBasket, toQuoteResponse } = await import('./pricing');
    const event = EventDetail.parse({
      ...(await (await t.api('/events/bare-event')).json()),
      tiers: [
        { id: 'a', name: 'A', price: 0.1, available: 9, soldOut: false },
        { id: 'b', name: 'B', price: 0.2, available: 9, soldOut: false },
      ],
    });
    const p = { event, serviceFee: 0.07 };
    const priced = priceBasket(
      p,
      [
        { tier: 'a', quantity: 3 },
        { tier: 'b', quantity: 1 },
      ],
      undefined,
      Date.now(),
    );
    if (Array.isArray(priced)) throw new Error('unexpected field errors');
    const q = toQuoteResponse(p, priced);
    expect([q.subtotal, q.fees, q.total]).toEqual([0.5, 0.28, 0.78]);
  });
});
