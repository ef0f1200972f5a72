/**
 * The first `Intl` formatter a page builds loads the browser's locale data (ICU): one costly
 * step, whatever the locale, zone or currency, and longer than everything else the first
 * render does (`npm run bench` shows it). Each further kind of data (an event's date range,
 * a zone's name) costs its own first load. Left to the app, all of it falls between the
 * event's answer and the tiers' paint. The loader builds the same kinds of formatter as the
 * event's header and tiers, in the buyer's locale, instead: each in a task of its own after
 * the placeholder's frame, while the page still waits for the network; the app's own
 * formatters then cost little. Once per page.
 */
import { wallOptions, zoneOptions } from '../i18n/format';

let warmed = false;

/** Loads the locale data of `locale` (a canonical tag) soon, off the path to the first render. */
export function warmIntl(locale: string): void {
  if (warmed || typeof requestAnimationFrame !== 'function') return;
  warmed = true;
  const hour = 3_600_000;
  const steps = [
    // A price.
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1),
    // The event's date line: a start–end range.
    () => new Intl.DateTimeFormat(locale, wallOptions('long')).formatRange(0, 2 * hour),
    // The zone's offset and name (the buyer's own zone: the event's is not known yet).
    () =>
      new Intl.DateTimeFormat(
        locale,
        zoneOptions(Intl.DateTimeFormat().resolvedOptions().timeZone, 'long'),
      ).formatToParts(0),
  ];
  // One task per step, each after the last, so that a frame can come between them.
  const next = () => {
    const step = steps.shift();
    if (!step) return;
    try {
      step();
    } catch {
      // A locale or zone the engine refuses: the app says so when it formats.
    }
    setTimeout(next);
  };
  requestAnimationFrame(() => setTimeout(next));
}
