import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDayFormat, warmDayFormat } from './day-format';
import { createFormat } from './format';

/** Counts the `Intl.DateTimeFormat`s built while it is installed. */
function countBuilt() {
  const real = Intl.DateTimeFormat;
  const counter = { built: 0, restore: () => Object.assign(Intl, { DateTimeFormat: real }) };
  Object.assign(Intl, {
    DateTimeFormat: new Proxy(real, {
      construct(target, args) {
        counter.built++;
        return Reflect.construct(target, args);
      },
    }),
  });
  return counter;
}

describe('the list’s day formats', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('take over the formats the warm-up built: the first render builds none', () => {
    warmDayFormat(' en-gb ');
    vi.runAllTimers();
    const f = createFormat('en-GB');
    const counter = countBuilt();
    try {
      const days = createDayFormat(f);
      expect(days.day('2027-02-12')).toMatch(/^Friday,? 12 February 2027$/);
      expect(days.time('2027-02-12T19:30')).toBe('19:30');
      expect(counter.built).toBe(0);
    } finally {
      counter.restore();
    }
  });

  it('build their own when the widget’s digits are not the locale’s', () => {
    warmDayFormat('en-US');
    vi.runAllTimers();
    const days = createDayFormat({ locale: 'en-US', numberingSystem: 'arab', digits: (s) => s });
    expect(days.time('2027-02-12T19:30')).toMatch(/^٧:٣٠\sPM$/);
  });
});
