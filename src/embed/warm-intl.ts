/**
 * The first `Intl` formatter a page builds loads the browser's locale data (ICU): one costly
 * step, whatever the locale, zone or currency, and longer than everything else the first
 * render does (`npm run bench` shows it). Left to the app, it falls between the event's answer
 * and the tiers' paint. The loader builds one number and one date formatter in the buyer's
 * locale instead, each in a task of its own after the placeholder's frame, while the page
 * still waits for the network; the app's own formatters then cost little. Once per page.
 */
let warmed = false;

/** Loads the locale data of `locale` soon, off the path to the first render. */
export function warmIntl(locale: string): void {
  if (warmed || typeof requestAnimationFrame !== 'function') return;
  warmed = true;
  const steps = [
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1),
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(0),
  ];
  // One task per formatter, each after the last, so that a frame can come between them.
  const next = () => {
    const step = steps.shift();
    if (!step) return;
    try {
      step();
    } catch {
      // A locale the engine refuses: the app says so when it formats.
    }
    setTimeout(next);
  };
  requestAnimationFrame(() => setTimeout(next));
}
