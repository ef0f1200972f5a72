import { describe, expect, it } from 'vitest';
import { exponent, fromMinor } from '../model/money.ts';
import { freeEvent, paidEvent } from '../model/testing/fixtures.ts';
import { EVENT_FIXTURES } from './fixtures.ts';
import { EXTRA_EVENTS } from './fixtures-extra.ts';
import { toMajor, toMinor } from './money.ts';

/**
 * Every currency an event of the sandbox or of the model's tests is priced in, and a few whose
 * minor unit is not two digits (or whose display differs from it).
 */
const CURRENCIES = [
  ...new Set([
    ...[...EVENT_FIXTURES, ...EXTRA_EVENTS].map((fixture) => fixture.event.currency),
    paidEvent().currency,
    freeEvent().currency,
    'JPY',
    'KWD',
    'CLP',
    'ISK',
    'HUF',
  ]),
];

describe('minor units: the sandbox and the widget', () => {
  it('know the ISO 4217 minor unit of the currencies that differ from two digits', () => {
    expect(
      Object.fromEntries(['JPY', 'KWD', 'CLP', 'ISK', 'HUF'].map((c) => [c, exponent(c)])),
    ).toEqual({
      JPY: 0,
      KWD: 3,
      CLP: 0,
      ISK: 0,
      HUF: 2,
    });
  });

  it.each(CURRENCIES)('count the same minor units in %s', (currency) => {
    for (const minor of [0, 1, 7, 99, 150, 2550, 123_456]) {
      const major = fromMinor(minor, currency);
      expect(toMinor(major, currency), `${minor} minor units of ${currency}`).toBe(minor);
      expect(toMajor(minor, currency), `${minor} minor units of ${currency}`).toBe(major);
    }
  });
});
