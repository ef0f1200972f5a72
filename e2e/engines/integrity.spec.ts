/**
 * A tampered chunk never runs, in every engine: each kind of file the loader checks (the app,
 * the purchase half, a catalogue's purchase half) gets one line appended by the test site
 * (e2e/engines/site.ts), a line that would mark the page if it ran. WebKit does not check a
 * modulepreload's integrity, so this is the test that holds the loader's way in for each
 * engine (src/loader/chunk-loader.ts). And on the strict-CSP page, where WebKit's only checked
 * way (a script element) is a Trusted Types sink the page forbids, nothing runs unchecked.
 */
import { type Buyer, expect, hostPage, test } from './fixtures';
import type { Site } from './site';

const widget = (attributes: string) =>
  hostPage(`<div id="shop"><script src="/boxoffice.js" async ${attributes}></script></div>`);

/** Whether the appended line ever ran on the page. */
const ran = (buyer: Buyer) => buyer.run(() => document.documentElement.dataset.tampered ?? null);
/** How often the page asked for each tampered file. */
const fetches = (site: Site, paths: string[]) =>
  paths.map((path) => site.requests.filter((r) => r === `GET ${path}`).length);
/** The widget's own console messages of one level. */
const ours = async (buyer: Buyer, level: string) =>
  (await buyer.probe()).console
    .filter((m) => m.level === level && m.text.startsWith('[boxoffice]'))
    .map((m) => m.text);

test('a tampered app chunk never runs: the buyer sees the notice, the console says why', async ({
  buyer,
  site,
}) => {
  const tampered = site.tamper(/\/bo-app-[\w-]+\.js$/);
  await buyer.goto(
    site.page('/shop.html', widget('data-event="summer-fest" data-key="pk_test_demo"')),
  );
  await buyer.sees("Tickets can't be shown right now.");
  expect(await ran(buyer)).toBeNull();
  expect(await buyer.run((lib) => lib.all('.bo-tier').length)).toBe(0);
  expect(await ours(buyer, 'error')).toEqual([
    expect.stringMatching(/^\[boxoffice\] The widget's code did not load \(.*integrity check/),
  ]);
  // Fetched once, by the checked request; never again by an unchecked import().
  expect(tampered).toHaveLength(1);
  expect(fetches(site, tampered)).toEqual([1]);
});

test('a tampered purchase chunk never runs: the tiers stay, buying says why and offers another try', async ({
  buyer,
  site,
}) => {
  const tampered = site.tamper(/\/bo-purchase-[\w-]+\.js$/);
  await buyer.goto(
    site.page('/shop.html', widget('data-event="summer-fest" data-key="pk_test_demo"')),
  );
  await buyer.sees('Day Ticket');
  await buyer.until('the notice with "Try again"', () =>
    buyer.has({ css: 'button', text: 'Try again' }),
  );
  expect(await ran(buyer)).toBeNull();
  expect(await buyer.has({ css: 'input[name="customer.email"]' })).toBe(false);
  expect(await ours(buyer, 'error')).toEqual([
    expect.stringMatching(/^\[boxoffice\] The purchase code did not load \(.*integrity check/),
  ]);
  expect(fetches(site, tampered)).toEqual([1]);
});

test("a tampered catalogue's purchase half never runs: the form falls back to English, with one warning", async ({
  buyer,
  site,
}) => {
  // Its hash comes from the German first half (checked by the loader), not the loader's table.
  const tampered = site.tamper(/\/bo-de-purchase-[\w-]+\.js$/);
  await buyer.goto(
    site.page(
      '/shop.html',
      widget('data-event="summer-fest" data-key="pk_test_demo" data-lang="de"'),
    ),
  );
  await buyer.until('the form', () => buyer.has({ css: 'input[name="customer.email"]' }));
  // The tiers stay German (their half was sound); the form is English.
  expect(await buyer.has({ css: 'button', text: 'Day Ticket: ein Ticket mehr' })).toBe(true);
  await buyer.sees('E-mail');
  expect(await ran(buyer)).toBeNull();
  expect(await ours(buyer, 'warn')).toEqual([
    '[boxoffice] The "de" purchase texts could not be loaded: showing English.',
  ]);
  expect(await ours(buyer, 'error')).toEqual([]);
  expect(fetches(site, tampered)).toEqual([1]);
});

test('on the strict-CSP page the widget runs only code it could check, with zero violations where it runs', async ({
  buyer,
  site,
}) => {
  await buyer.goto(`${site.origin}/csp.html`);
  if (buyer.engine === 'webkit') {
    // WebKit checks only a script element's integrity, and `trusted-types 'none'` forbids
    // adding one: no chunk may run, and the buyer and the integrator are told. A reload
    // would not help, so the buyer is not asked to reload.
    await buyer.sees("Tickets can't be bought on this page.");
    expect(await buyer.text()).not.toMatch(/reload/i);
    expect(await buyer.run((lib) => lib.all('.bo-tier').length)).toBe(0);
    expect(await ours(buyer, 'error')).toEqual([
      expect.stringMatching(
        /^\[boxoffice\] The widget's code did not run: .*Trusted Types.*trusted-types boxoffice/,
      ),
    ]);
    expect(site.requests.filter((r) => /\/bo-app-/.test(r))).toEqual([]);
    return;
  }
  await buyer.sees('Day Ticket');
  await buyer.click({ css: 'button', text: 'Day Ticket: add one' });
  await buyer.sees('Total');
  await buyer.until('the form', () => buyer.has({ css: 'input[name="customer.email"]' }));
  await buyer.expectClean();
});

test("on a strict-CSP page, the buyer's way out is the event's own checkout page, in every engine", async ({
  buyer,
  site,
}) => {
  // The page's own policy, as csp.html's; the event's answer names its hosted checkout.
  const strict =
    "script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; require-trusted-types-for 'script'; trusted-types 'none'";
  await buyer.goto(
    site.page('/strict.html', widget('data-event="opera-gala" data-key="pk_test_demo"'), {
      'Content-Security-Policy': strict,
    }),
  );
  const hosted = `${site.origin}/sandbox/hosted/opera-gala`;
  // WebKit may not run the widget here (above) and says so; the others run it, and it says
  // the event is sold on its hosted checkout. Either way the link is that page.
  await buyer.sees(
    buyer.engine === 'webkit' ? "Tickets can't be bought on this page." : 'reserved seating',
  );
  await buyer.until('the way out', () =>
    buyer.run(
      (lib, href) => lib.all('a').some((a) => (a as HTMLAnchorElement).href === href),
      hosted,
    ),
  );
  expect(await buyer.run((lib) => lib.all('.bo-tier').length)).toBe(0);
});
