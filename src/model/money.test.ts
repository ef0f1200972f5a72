import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exponent, fromMinor, multiply, sum, toMinor } from './money';

const currencies = fc.constantFrom('EUR', 'USD', 'JPY', 'BHD', 'KWD', 'CLF');

describe('money', () => {
  it('knows currencies without cents and with mills', () => {
    expect(exponent('EUR')).toBe(2);
    expect(exponent('JPY')).toBe(0);
    expect(exponent('BHD')).toBe(3);
  });

  it('rounds half away from zero at the currency precision', () => {
    expect(toMinor(1.005, 'EUR')).toBe(101);
    expect(toMinor(25.5, 'EUR')).toBe(2550);
    expect(toMinor(1500, 'JPY')).toBe(1500);
    expect(toMinor(1.2345, 'BHD')).toBe(1235);
    expect(toMinor(-1.005, 'EUR')).toBe(-101);
    expect(toMinor(1e-7, 'EUR')).toBe(0);
  });

  it('stays a number for amounts too large for plain decimal text (no NaN on screen)', () => {
    expect(fromMinor(1e23, 'EUR')).toBe(1e21);
    expect(multiply(1e21, 2, 'EUR')).toBe(2e21);
    expect(sum([1e300, 1e300], 'KWD')).toBe(2e300);
    expect(fromMinor(Number.POSITIVE_INFINITY, 'EUR')).toBe(Number.POSITIVE_INFINITY);
  });

  it('adds 0.1 + 0.2 to exactly 0.3', () => {
    expect(sum([0.1, 0.2], 'EUR')).toBe(0.3);
    expect(multiply(80.1, 3, 'EUR')).toBe(240.3);
  });

  it('round-trips any minor amount: toMinor(fromMinor(m)) === m', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), currencies, (m, c) => {
        return toMinor(fromMinor(m, c), c) === m;
      }),
    );
  });

  it('sums any list of decimal prices exactly (as integer minor units would)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 200 }),
        currencies,
        (minors, c) => {
          const prices = minors.map((m) => fromMinor(m, c));
          const exact = minors.reduce((a, b) => a + b, 0);
          return toMinor(sum(prices, c), c) === exact && sum(prices, c) === fromMinor(exact, c);
        },
      ),
    );
  });

  it('multiplies a price by a quantity exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.nat(1000), currencies, (m, q, c) => {
        return toMinor(multiply(fromMinor(m, c), q, c), c) === m * q;
      }),
    );
  });
});
