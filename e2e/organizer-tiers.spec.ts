/**
 * `data-tiers`: only the named tiers are shown, in the event's order, as a script tag, an
 * element, `mount()` and in iframe mode; an id the event lacks logs one hint listing its tier
 * ids; none left is a notice with the way out, never an empty widget.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, hostHtml, servePage, test } from './fixtures';

/** The tier names shown, in order. */
const tierNames = (page: Page) => page.locator('[part~="tier"] h4').allTextContents();

/** A page with the loader only (no widget of its own), for `<box-office>` and `mount()`. */
async function loaderPage(page: Page, body = '<div id="slot"></div>') {
  await page.goto(
    await servePage(
      page,
      '/tiers/loader.html',
      hostHtml(`${body}<script src="/boxoffice.js" async></script>`),
    ),
  );
  await page.waitForFunction(() => 'BoxOffice' in window);
}

test('a script tag shows only the named tiers, in the event’s order, and sells them', async ({
  page,
  problems,
}) => {
  const tag =
    '<script src="/boxoffice.js" async data-event="summer-fest" data-key="pk_test_demo" data-tiers="weekend, day"></script>';
  await page.goto(await servePage(page, '/tiers/script.html', hostHtml(tag)));
  await expect(page.getByRole('button', { name: 'Day Ticket: add one' })).toBeVisible();
  expect(await tierNames(page)).toEqual(['Day Ticket', 'Weekend Pass']);
  await page.getByRole('button', { name: 'Weekend Pass: add one' }).click();
  await expect(page.locator('[part~="summary"]')).toContainText('Weekend Pass');
  await expectNoAxeViolations(page);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('an id the event lacks logs one hint, naming the option as written and the event’s tier ids', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.text().startsWith('[boxoffice]')) warnings.push(`${m.type()}: ${m.text()}`);
  });
  await loaderPage(
    page,
    '<box-office event="summer-fest" key="pk_test_demo" tiers="day,gold"></box-office>',
  );
  await expect(page.getByRole('button', { name: 'Day Ticket: add one' })).toBeVisible();
  expect(await tierNames(page)).toEqual(['Day Ticket']);
  expect(warnings).toEqual([
    'warning: [boxoffice] tiers names tiers that summer-fest does not have: gold. Its tier ids: early-bird, backstage, day, weekend.',
  ]);
});

test('mount() takes tiers, and an update to other tiers shows those', async ({ page }) => {
  await loaderPage(page);
  await page.evaluate(() => {
    const handle = window.BoxOffice?.mount('#slot', {
      key: 'pk_test_demo',
      event: 'summer-fest',
      tiers: 'backstage',
    });
    Object.assign(window, { handle });
  });
  await expect(page.getByRole('button', { name: 'Backstage VIP: add one' })).toBeVisible();
  expect(await tierNames(page)).toEqual(['Backstage VIP']);
  await page.evaluate(() => {
    const { handle } = window as unknown as { handle: { update(o: object): void } };
    handle.update({ key: 'pk_test_demo', event: 'summer-fest', tiers: 'day,weekend' });
  });
  await expect(page.getByRole('button', { name: 'Weekend Pass: add one' })).toBeVisible();
  expect(await tierNames(page)).toEqual(['Day Ticket', 'Weekend Pass']);
});

test('iframe mode passes tiers to the frame', async ({ page }) => {
  const tag =
    '<script src="/boxoffice.js" async data-mode="iframe" data-event="summer-fest" data-key="pk_test_demo" data-tiers="day"></script>';
  await page.goto(await servePage(page, '/tiers/iframe.html', hostHtml(tag)));
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('button', { name: 'Day Ticket: add one' })).toBeVisible();
  await expect(frame.locator('[part~="tier"]')).toHaveCount(1);
});

test('none left: a notice with the way out, never an empty widget', async ({ page }) => {
  const tag =
    '<script src="/boxoffice.js" async data-event="summer-fest" data-key="pk_test_demo" data-tiers="gold" data-fallback-url="https://fest.example/tickets"></script>';
  await page.goto(await servePage(page, '/tiers/none.html', hostHtml(tag)));
  const notice = page.locator('[part~="notice"]');
  await expect(notice).toContainText('No tickets for this event are offered here.');
  await expect(
    notice.getByRole('link', { name: 'Get tickets on the organizer’s website' }),
  ).toHaveAttribute('href', 'https://fest.example/tickets');
  await expect(page.locator('[part~="tiers"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the configurator offers tiers, hide and a fallback link, with a live preview', async ({
  page,
  problems,
}) => {
  await page.goto('/configurator.html');
  const preview = page.locator('#preview');
  await expect(preview.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
  await page
    .getByRole('group', { name: /Tickets to show/ })
    .getByLabel('Day Ticket', { exact: true })
    .check();
  await expect(preview.locator('[part~="tier"]')).toHaveCount(1);
  await page.getByRole('group', { name: 'Hide' }).getByLabel('Poster').check();
  await expect(preview.locator('.bo-event__poster')).toHaveCount(0);
  await page.getByLabel(/Fallback link/).fill('https://fest.example/tickets');
  await page.getByLabel(/Fallback link/).press('Enter');
  const snippet = page.locator('#snippet');
  await expect(snippet).toContainText('data-tiers="day"');
  await expect(snippet).toContainText('data-hide="poster"');
  await expect(snippet).toContainText('data-fallback-url="https://fest.example/tickets"');
  await expectNoAxeViolations(page);
  expect(problems.consoleErrors).toEqual([]);
});
