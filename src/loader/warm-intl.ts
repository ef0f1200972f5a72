/**
 * The first `Intl` formatter a page builds loads the browser's locale data (ICU): one costly
 * step, whatever the locale, zone or currency, and longer than everything else the first
 * render does (`npm run bench` shows it). Each further kind of data (an event's date range,
 * a zone's name) costs its own first load. Left to the app, all of it falls between the
 * event's answer and the tiers' paint. The loader builds the same kinds of formatter as the
 * event's header and tiers, in the buyer's locale, instead, while the page waits for the
 * network; the app's own formatters then cost little. Once per page.
 *
 * It starts at once, one task per step right after the loader's own task (a frame may come
 * between them, so the page never waits on one long task): the app chunk arrives about
 * 300 ms after the loader ran and must then be evaluated and mounted before the answer can
 * be read, so the main thread has to be free by then. Started after the placeholder's
 * frame instead, the steps were still running when the chunk came (`npm run bench`).
 *
 * A page in another language waits for its language's file first: the loader asks for it only
 * once the catalogues' list is in, and the list's turn on the main thread comes after every
 * task queued before it. Steps queued at once put the language's request about 200 ms later
 * at CPU ×4, and the tiers with it (`npm run bench -- --lang ar`, docs/performance.md).
 */
import { wallOptions, zoneOptions } from '../shared/intl-options';

let warmed = false;

/**
 * Loads the locale data of `locale` (a canonical tag) soon, before the app chunk can arrive:
 * once `after` settled, when given (the language's file asked for).
 */
export function warmIntl(locale: string, after?: Promise<unknown>): void {
  if (warmed) return;
  warmed = true;
  const hour = 3_600_000;
  const steps = [
    // A price.
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1),
    // The event's date line: a start–end range.
    () => new Intl.DateTimeFormat(locale, wallOptions()).formatRange(0, 2 * hour),
    // The zone's offset and name (the buyer's own zone: the event's is not known yet).
    () =>
      new Intl.DateTimeFormat(
        locale,
        zoneOptions(Intl.DateTimeFormat().resolvedOptions().timeZone, 'long'),
      ).formatToParts(0),
  ];
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
  const start = () => setTimeout(next);
  if (after) after.then(start, start);
  else start();
}
