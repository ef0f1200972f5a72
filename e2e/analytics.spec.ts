/**
 * Conversion tracking (docs/analytics.md): `data-analytics="datalayer"` pushes GA4 e-commerce
 * events, every one checked against the GA4 schema of src/chunks/analytics/testing/ga4.ts, through a
 * paid purchase and back (one purchase, at the quote's value, not again after a reload, a
 * replayed return link or a second tab; campaign parameters kept), a free purchase, iframe
 * mode (pushed in the host page), a page without the option (no dataLayer at all), and the
 * page's examples for gtag.js, Matomo, Plausible and a Meta pixel against their tools' queues.
 * No push and no host event carries the buyer's name, e-mail, phone or answers.
 */
import type { Page } from '@playwright/test';
import { namedBlock, withOrigins } from '../scripts/docs-markdown.ts';
import { type Ga4Event, ga4Events } from '../src/chunks/analytics/testing/ga4';
import { expectNoAxeViolations, hostHtml, servePage } from './fixtures';
import {
  buyerFields,
  everyField,
  expect,
  fillFields,
  openWidget,
  type Recorded,
  recordedEvents,
  recordHostEventsAcrossPages,
  stepper,
  test,
  totalRow,
  uniqueEmail,
} from './widget-fixtures';

/** An example of docs/analytics.md, its script tags pointed at this server. */
const example = (name: string) => withOrigins(namedBlock('analytics.md', name), { cdn: '' });

/**
 * Keeps every dataLayer push of this tab in sessionStorage, across pages: the page's
 * dataLayer exists before the widget (as Tag Manager's would) and records what is pushed.
 */
async function recordPushesAcrossPages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    layer.push = (...entries: unknown[]) => {
      const list = JSON.parse(sessionStorage.getItem('__dl') ?? '[]');
      list.push(...entries);
      sessionStorage.setItem('__dl', JSON.stringify(list));
      return Array.prototype.push.apply(layer, entries);
    };
    Object.assign(window, { dataLayer: layer });
  });
}

/** Every push recorded in this tab so far, checked as GA4 pushes; returns the events. */
async function pushed(page: Page): Promise<Ga4Event[]> {
  return ga4Events(await page.evaluate(() => JSON.parse(sessionStorage.getItem('__dl') ?? '[]')));
}

/** The buyer's own data, as `everyField` types it: none of it may reach a push or an event. */
function expectNothingOfTheBuyer(data: unknown, values: Record<string, string>) {
  const text = JSON.stringify(data);
  for (const value of Object.values(values)) {
    for (const part of value.split(/[\s,]+/).filter((p) => p.length > 3))
      expect(text, `"${part}" leaked`).not.toContain(part);
  }
}

/** Pays on the sandbox payment page and follows its redirect back to `url` (query kept). */
async function payAndReturnTo(page: Page, url: string): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/pay\/co_/);
  // A redirect is invisible to Playwright's routes: it is turned into a page that goes on.
  await page.route(
    (u) => u.pathname.startsWith('/sandbox/pay/'),
    async (route, request) => {
      if (request.method() !== 'POST') return route.fallback();
      const response = await route.fetch({ maxRedirects: 0 });
      const location = response.headers().location ?? '';
      if (!location.startsWith(`${url}&bo_checkout=co_`)) return route.fulfill({ response });
      const html = `<!doctype html><title>Back</title><meta http-equiv="refresh" content="0;url=${location}">`;
      return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
    },
  );
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL((u) => u.href.startsWith(`${url}&bo_checkout=co_`));
}

test('a paid purchase pushes view_item, add_to_cart, begin_checkout and one purchase at the quote; nothing again after a reload, the return link or another tab', async ({
  page,
  context,
  problems,
}) => {
  test.slow();
  await recordHostEventsAcrossPages(page);
  await recordPushesAcrossPages(page);
  const html = hostHtml(example('datalayer'));
  const served = await servePage(page, '/analytics-host.html', html);
  // A campaign landing: its parameters must survive the payment round trip.
  const url = `${served}?utm_source=newsletter&utm_campaign=summer`;
  await page.goto(url);
  const day = stepper(page, 'Day Ticket');
  await day.plus.click();
  await day.plus.click();
  await expect(totalRow(page)).toContainText('€102.00');
  const values = everyField(uniqueEmail('analytics'));
  await fillFields(page, values);
  await page.getByRole('button', { name: 'Pay €102.00' }).click();
  await payAndReturnTo(page, url);
  await expect(page.getByRole('heading', { name: 'Payment received – you’re going!' })).toBeVisible(
    { timeout: 15_000 },
  );
  // The campaign is still in the address; only the checkout id was taken off it.
  const back = new URL(page.url());
  expect(back.searchParams.get('utm_source')).toBe('newsletter');
  expect(back.searchParams.get('utm_campaign')).toBe('summer');
  expect(back.searchParams.has('bo_checkout')).toBe(false);

  await expect.poll(async () => (await pushed(page)).map((e) => e.event)).toContain('purchase');
  const events = await pushed(page);
  expect(events.map((e) => e.event)).toEqual([
    'view_item',
    'add_to_cart',
    'add_to_cart',
    'begin_checkout',
    // Back from paying: the event is shown again, the restored basket is not a new add.
    'view_item',
    'purchase',
  ]);
  const host = await recordedEvents(page);
  const quote = host.filter((e) => e.name === 'boxoffice:quote').at(-1)?.detail;
  const complete = host.find((e) => e.name === 'boxoffice:complete')?.detail;
  const purchase = events.find((e) => e.event === 'purchase')?.ecommerce;
  expect(quote?.total).toBe(102);
  expect(purchase).toMatchObject({
    value: quote?.total,
    currency: 'EUR',
    transaction_id: complete?.orderId,
    items: [{ item_name: 'Day Ticket', item_category: 'Summer Fest 2027', quantity: 2 }],
  });
  expect(complete).toMatchObject({ status: 'completed', amount: 102, event: 'summer-fest' });
  expectNothingOfTheBuyer([events, host], values);

  // A reload of the confirmation: no second purchase, no second boxoffice:complete.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Day Ticket: add one' })).toBeVisible();
  const checkoutId = String(complete?.id);
  // The return link again (Back into the payment page and Pay, or the link pasted anew).
  await page.goto(`${url}&bo_checkout=${checkoutId}`);
  await expect(page.getByRole('heading', { name: 'Payment received – you’re going!' })).toBeVisible(
    { timeout: 15_000 },
  );
  // Another tab of this browser, given the same link.
  const tab = await context.newPage();
  await recordPushesAcrossPages(tab);
  await recordHostEventsAcrossPages(tab);
  await servePage(tab, '/analytics-host.html', html);
  await tab.goto(`${url}&bo_checkout=${checkoutId}`);
  await expect(tab.getByRole('heading', { name: 'Payment received – you’re going!' })).toBeVisible({
    timeout: 15_000,
  });
  // The confirmation is shown before the outcome would be reported: give it the same chance.
  await expect.poll(async () => (await pushed(tab)).map((e) => e.event)).toContain('view_item');
  const completes = (list: Recorded[]) => list.filter((e) => e.name === 'boxoffice:complete');
  expect(completes(await recordedEvents(page))).toHaveLength(1);
  expect((await pushed(page)).filter((e) => e.event === 'purchase')).toHaveLength(1);
  expect(completes(await recordedEvents(tab))).toHaveLength(0);
  expect((await pushed(tab)).filter((e) => e.event === 'purchase')).toHaveLength(0);
  expect(problems.pageErrors).toEqual([]);
});

test('a free purchase pushes its purchase at once, with the order id and value 0', async ({
  page,
}) => {
  await recordPushesAcrossPages(page);
  await openWidget(page, { event: 'community-meetup', extra: 'data-analytics="datalayer"' });
  await stepper(page, 'Community Ticket').plus.click();
  const fields = buyerFields(page);
  await fields.name.fill('Ada Lovelace');
  await fields.email.fill(uniqueEmail('analytics-free'));
  await page.getByRole('textbox', { name: /^Which topic/ }).fill('Web components');
  await page.getByRole('button', { name: 'Get free tickets' }).click();
  await expect(page.getByRole('heading', { name: 'You’re going!' })).toBeVisible();
  const reference = (await page.getByText(/^Order reference: /).textContent()) ?? '';
  await expect.poll(async () => (await pushed(page)).map((e) => e.event)).toContain('purchase');
  const events = await pushed(page);
  expect(events.map((e) => e.event)).toEqual([
    'view_item',
    'add_to_cart',
    'begin_checkout',
    'purchase',
  ]);
  const purchase = events.at(-1)?.ecommerce;
  expect(purchase).toMatchObject({
    value: 0,
    items: [
      { item_name: 'Community Ticket', item_category: 'Web Community Meetup #42', quantity: 1 },
    ],
  });
  expect(reference).toContain(purchase && 'transaction_id' in purchase && purchase.transaction_id);
  expectNothingOfTheBuyer(events, { name: 'Ada Lovelace', topic: 'Web components' });
});

test('iframe mode pushes into the host page, from the relayed events; the frame has no dataLayer', async ({
  page,
}) => {
  const url = await servePage(
    page,
    '/analytics-iframe.html',
    hostHtml(
      '<script src="/boxoffice.js" data-key="pk_test_demo" data-event="community-meetup" data-mode="iframe" data-analytics="datalayer" async></script>',
    ),
  );
  await page.goto(url);
  const frame = page.frameLocator('iframe');
  await frame.getByRole('button', { name: 'Community Ticket: add one' }).click();
  await frame.getByRole('textbox', { name: /^Name/ }).fill('Ada Lovelace');
  await frame.getByRole('textbox', { name: /^E-mail/ }).fill(uniqueEmail('analytics-frame'));
  await frame.getByRole('textbox', { name: /^Which topic/ }).fill('Web components');
  await frame.getByRole('button', { name: 'Get free tickets' }).click();
  await expect(frame.getByRole('heading', { name: 'You’re going!' })).toBeVisible();
  const layer = () => page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []);
  await expect
    .poll(async () => ga4Events(await layer()).map((e) => e.event))
    .toEqual(['view_item', 'add_to_cart', 'begin_checkout', 'purchase']);
  const child = page.frames().find((f) => f.url().includes('/embed.html'));
  expect(child).toBeDefined();
  expect(await child?.evaluate(() => 'dataLayer' in window)).toBe(false);
  expect(new URL(child?.url() ?? '').searchParams.has('analytics')).toBe(false);
});

test('without data-analytics the page never gets a window.dataLayer', async ({ page }) => {
  await recordHostEventsAcrossPages(page);
  await openWidget(page, { event: 'summer-fest' });
  await stepper(page, 'Day Ticket').plus.click();
  await expect(totalRow(page)).toContainText('€51.00');
  await expect
    .poll(async () => (await recordedEvents(page)).map((e) => e.name))
    .toContain('boxoffice:quote');
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  // And the bridge's code was never fetched.
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  expect(scripts.some((name) => name.includes('bo-analytics-'))).toBe(false);
});

test("the gtag.js, Matomo, Plausible and Meta pixel examples feed their tools' queues", async ({
  page,
}) => {
  // Each tool's own queue, as its snippet defines it before its script has loaded.
  const queues = `<script>
    window.dataLayer = window.dataLayer || [];
    function gtag() { dataLayer.push(arguments); }
    var _paq = (window._paq = window._paq || []);
    window.plausible = window.plausible || function () { (window.plausible.q = window.plausible.q || []).push(arguments); };
    window.fbq = function () { (window.fbq.queue = window.fbq.queue || []).push(arguments); };
  </script>`;
  const examples = ['gtag', 'matomo', 'plausible', 'meta'].map(example).join('\n');
  const url = await servePage(
    page,
    '/analytics-examples.html',
    hostHtml(
      `${queues}${examples}<script src="/boxoffice.js" data-key="pk_test_demo" data-event="community-meetup" async></script>`,
    ),
  );
  await page.goto(url);
  await stepper(page, 'Community Ticket').plus.click();
  await stepper(page, 'Community Ticket').plus.click();
  const fields = buyerFields(page);
  await fields.name.fill('Ada Lovelace');
  await fields.email.fill(uniqueEmail('analytics-examples'));
  await page.getByRole('textbox', { name: /^Which topic/ }).fill('Web components');
  await page.getByRole('button', { name: 'Get free tickets' }).click();
  await expect(page.getByRole('heading', { name: 'You’re going!' })).toBeVisible();
  const reference = (await page.getByText(/^Order reference: /).textContent()) ?? '';
  const order = reference.match(/\S+$/)?.[0] ?? '';
  const calls = () =>
    page.evaluate(() => {
      const w = window as unknown as Record<string, unknown> & {
        dataLayer: IArguments[];
        _paq: unknown[];
        plausible: { q?: IArguments[] };
        fbq: { queue?: IArguments[] };
      };
      const list = (q: IArguments[] | undefined) => (q ?? []).map((args) => Array.from(args));
      return {
        gtag: list(w.dataLayer),
        matomo: w._paq,
        plausible: list(w.plausible.q),
        meta: list(w.fbq.queue),
      };
    });
  await expect.poll(async () => (await calls()).gtag.length).toBe(2);
  const { gtag, matomo, plausible, meta } = await calls();
  const item = { item_id: 'general', item_name: 'Community Ticket', price: 0, quantity: 2 };
  expect(gtag).toEqual([
    ['event', 'begin_checkout', { currency: 'EUR', value: 0, items: [item] }],
    ['event', 'purchase', { transaction_id: order, currency: 'EUR', value: 0, items: [item] }],
  ]);
  expect(matomo).toEqual([
    ['addEcommerceItem', 'general', 'Community Ticket', 'community-meetup', 0, 2],
    ['trackEcommerceOrder', order, 0],
  ]);
  expect(plausible).toEqual([
    ['Purchase', { revenue: { amount: 0, currency: 'EUR' }, props: { event: 'community-meetup' } }],
  ]);
  expect(meta).toEqual([
    ['track', 'InitiateCheckout', { value: 0, currency: 'EUR' }],
    [
      'track',
      'Purchase',
      {
        value: 0,
        currency: 'EUR',
        content_type: 'product',
        content_ids: ['general'],
        num_items: 2,
      },
    ],
  ]);
});

test('the analytics demo page shows each dataLayer push as it arrives, axe-clean', async ({
  page,
  problems,
}) => {
  await page.goto('/analytics.html');
  const pushes = page.locator('#datalayer-log li');
  await expect(pushes.filter({ hasText: '"event":"view_item"' })).toHaveCount(1);
  await stepper(page, 'Day Ticket').plus.click();
  await expect(pushes.filter({ hasText: '"event":"add_to_cart"' })).toHaveCount(1);
  await expect(pushes.first()).toHaveText('{"ecommerce":null}');
  await expectNoAxeViolations(page);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test('the configurator offers data-analytics: the snippet carries it and the live preview pushes', async ({
  page,
}) => {
  await page.goto('/configurator.html');
  const preview = page.locator('#preview');
  await expect(preview.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  await page.getByRole('checkbox', { name: /^Analytics/ }).check();
  await expect(page.locator('#snippet')).toContainText('data-analytics="datalayer"');
  const layer = () => page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []);
  await expect
    .poll(async () => ga4Events(await layer()).map((e) => e.event))
    .toEqual(['view_item']);
});
