// Served by the cross-engine test site as /__probe.js, first in every page's head (a same-origin
// script, so it runs under the strict-CSP page too). It records, in `window.__bo`, what a test
// must see in every engine alike: console errors and warnings, uncaught errors and rejections,
// CSP violations, and the widget's host events. Test code only: it never ships.
(() => {
  const seen = { console: [], errors: [], violations: [], events: [] };
  window.__bo = seen;
  for (const level of ['error', 'warn']) {
    const original = console[level];
    console[level] = function (...args) {
      seen.console.push({ level, text: args.map(String).join(' ') });
      return original.apply(this, args);
    };
  }
  addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) seen.errors.push(String(event.message));
  });
  addEventListener('unhandledrejection', (event) => seen.errors.push(`unhandled: ${event.reason}`));
  document.addEventListener(
    'securitypolicyviolation',
    (event) => seen.violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    true,
  );
  const names = ['ready', 'basket', 'quote', 'checkout', 'complete', 'error', 'open', 'close'];
  for (const name of names) {
    document.addEventListener(`boxoffice:${name}`, (event) =>
      seen.events.push({
        name: event.type,
        detail: JSON.parse(JSON.stringify(event.detail ?? null)),
      }),
    );
  }
})();
