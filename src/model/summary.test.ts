import { describe, expect, it } from 'vitest';
import type { EventDetail, QuoteResponse, Tier } from '../api/schemas';
import { basketFromRecord } from './basket';
import { summarise } from './summary';

const tier = (id: string, price: number): Tier => ({
  id,
  name: id.toUpperCase(),
  price,
  available: 10,
  soldOut: false,
});

const event = (currency: string, tiers: Tier[]) =>
  ({ currency, tiers, maxTicketsPerOrder: 10, available: 100 }) as EventDetail;

const quote = (currency: string, lines: [tier: string, unitPrice: number][]): QuoteResponse => {
  const priced = lines.map(([t, unitPrice]) => ({
    tier: t,
    name: t.toUpperCase(),
    quantity: 1,
    unitPrice,
    amount: unitPrice,
  }));
  const total = priced.reduce((s, l) => s + l.amount, 0);
  return {
    event: 'e',
    currency,
    lines: priced,
    subtotal: total,
    discount: 0,
    fees: 0,
    total,
    promo: null,
  };
};

describe('summarise', () => {
  it('reports a quoted unit price that differs from the listed one, with both prices', () => {
    const s = summarise(
      event('EUR', [tier('std', 89), tier('vip', 150)]),
      basketFromRecord({ std: 1, vip: 1 }),
      quote('EUR', [
        ['std', 94.5],
        ['vip', 150],
      ]),
      false,
    );
    expect(s.isEstimate).toBe(false);
    expect(s.priceChanges).toEqual([{ tier: 'std', name: 'STD', was: 89, now: 94.5 }]);
  });

  it('compares in minor units: float noise is no change, one cent or one yen is', () => {
    const eur = (listed: number, quoted: number) =>
      summarise(
        event('EUR', [tier('a', listed)]),
        basketFromRecord({ a: 1 }),
        quote('EUR', [['a', quoted]]),
        false,
      ).priceChanges.length;
    expect(eur(0.3, 0.1 + 0.2)).toBe(0);
    expect(eur(10, 10.01)).toBe(1);
    const jpy = (listed: number, quoted: number) =>
      summarise(
        event('JPY', [tier('a', listed)]),
        basketFromRecord({ a: 1 }),
        quote('JPY', [['a', quoted]]),
        false,
      ).priceChanges.length;
    expect(jpy(5000, 5000)).toBe(0);
    expect(jpy(5000, 5001)).toBe(1);
  });

  it('never uses a quote in another currency than the event: one money value, one currency', () => {
    const s = summarise(
      event('EUR', [tier('a', 25)]),
      basketFromRecord({ a: 2 }),
      { ...quote('JPY', [['a', 66.5]]), total: 133 },
      false,
    );
    expect(s).toMatchObject({ currency: 'EUR', total: 50, isEstimate: true, priceChanges: [] });
  });

  it('without a quote: an estimate from tier prices, exact in minor units, with no price changes', () => {
    const s = summarise(
      event('EUR', [tier('a', 0.1), tier('b', 0.2)]),
      basketFromRecord({ a: 3, b: 1 }),
      null,
      true,
    );
    expect(s).toMatchObject({ isEstimate: true, pending: true, priceChanges: [] });
    expect(s.lines.map((l) => l.amount)).toEqual([0.3, 0.2]);
    expect(s.total).toBe(0.5);
  });
});
