import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wallOptions, zoneOptions } from '../shared/intl-options';

// `warmIntl` warms once per page: each test loads a fresh copy of the module.
async function load() {
  vi.resetModules();
  return (await import('./warm-intl')).warmIntl;
}

// Spies that still build the real formatter, as the page would get it.
const RealNumberFormat = Intl.NumberFormat;
const RealDateTimeFormat = Intl.DateTimeFormat;
const spyNumbers = () =>
  vi.spyOn(Intl, 'NumberFormat').mockImplementation(function build(locale, options) {
    return new RealNumberFormat(locale, options);
  } as typeof Intl.NumberFormat);
const spyDates = () =>
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function build(locale, options) {
    return new RealDateTimeFormat(locale, options);
  } as typeof Intl.DateTimeFormat);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('warmIntl', () => {
  it('builds the formatter kinds of the first render, each in its own task, starting at once', async () => {
    const warmIntl = await load();
    const numbers = spyNumbers();
    const dates = spyDates();
    const ranges = vi.spyOn(RealDateTimeFormat.prototype, 'formatRange');
    warmIntl('de-CH');
    // Nothing in the caller's task (the loader's), and no frame to wait for: the next task.
    expect(numbers).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    // A price.
    expect(numbers).toHaveBeenCalledWith('de-CH', expect.objectContaining({ style: 'currency' }));
    expect(dates).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    // The event's date line: the app's own options, and a range, as an event with an end has.
    expect(dates).toHaveBeenCalledTimes(1);
    expect(dates).toHaveBeenLastCalledWith('de-CH', wallOptions());
    expect(ranges).toHaveBeenCalledTimes(1);
    vi.advanceTimersToNextTimer();
    // A zone's long name, in the buyer's own zone.
    const zone = new RealDateTimeFormat().resolvedOptions().timeZone;
    expect(dates).toHaveBeenLastCalledWith('de-CH', zoneOptions(zone, 'long'));
    const calls = dates.mock.calls.length;
    vi.runAllTimers();
    expect(dates).toHaveBeenCalledTimes(calls);
  });

  it('waits for the promise it is given (the language file asked for), settled either way', async () => {
    for (const outcome of ['resolve', 'reject'] as const) {
      const warmIntl = await load();
      const numbers = spyNumbers();
      let settle: (() => void) | undefined;
      const after = new Promise<void>((resolve, reject) => {
        settle = outcome === 'resolve' ? resolve : () => reject(new Error('list failed'));
      });
      warmIntl('ar', after);
      vi.runAllTimers();
      expect(numbers).not.toHaveBeenCalled();
      settle?.();
      await after.catch(() => {});
      await Promise.resolve();
      vi.advanceTimersToNextTimer();
      expect(numbers).toHaveBeenCalledWith('ar', expect.objectContaining({ style: 'currency' }));
      numbers.mockRestore();
    }
  });

  it('warms once per page, whatever the widgets on it ask', async () => {
    const warmIntl = await load();
    const numbers = spyNumbers();
    warmIntl('en');
    warmIntl('fr');
    vi.runAllTimers();
    expect(numbers.mock.calls.map(([locale]) => locale)).toEqual(['en']);
  });

  it('never throws into the page when the engine refuses the locale', async () => {
    const warmIntl = await load();
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function refuse() {
      throw new RangeError('Incorrect locale information provided');
    });
    const dates = spyDates();
    warmIntl('xx-invalid');
    expect(() => vi.runAllTimers()).not.toThrow();
    // The date formatters are still tried after the number formatter failed.
    expect(dates).toHaveBeenCalledWith('xx-invalid', wallOptions());
  });
});
