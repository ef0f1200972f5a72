/**
 * A way out: every notice that ends the buyer's path links `data-fallback-url` (else the
 * event's own `checkoutUrl`): the code that does not load or fails its integrity check, the
 * API that stays unreachable, the event not sold in the widget, no tier left to show. Each
 * way in (script tag, element, `mount()`, iframe) carries it; embedding.md's example runs.
 */
import type { Page } from '@playwright/test';
import { namedBlock, withOrigins } from '../scripts/docs-markdown.ts';
import { expect, expectNoAxeViolations, hostHtml, servePage, test } from './fixtures';

const WAY_OUT = 'https://shop.example/tickets';
const LABEL = 'Get tickets on the organizer’s website';

/** embedding.md's example of the organizer's display options, on this server. */
const example = () => withOrigins(namedBlock('embedding.md', 'organizer-display'), { cdn: '' });

/** Serves `body` and opens it. */
async function open(page: Page, path: string, body: string) {
  await page.goto(await servePage(page, path, hostHtml(body)));
}

test('the docs example: its tiers, without poster and promo field, and a <noscript> link', async ({
  page,
  problems,
}) => {
  await open(page, '/fallback/docs.html', example());
  await expect(page.getByRole('button', { name: 'Weekend Pass: add one' })).toBeVisible();
  await expect(page.locator('[part~="tier"] h4')).toHaveText(['Day Ticket', 'Weekend Pass']);
  await expect(page.locator('.bo-event__poster')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Name/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveCount(0);
  expect(await page.locator('noscript').innerHTML()).toContain(`href="${WAY_OUT}"`);
  expect(problems.consoleErrors).toEqual([]);
});

test('code that fails its integrity check: the loader’s notice links the way out', async ({
  page,
}) => {
  await page.route(/\/bo-app-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n` });
  });
  await open(page, '/fallback/tampered.html', example());
  const notice = page.getByRole('alert');
  await expect(notice).toContainText("can't be shown right now");
  await expect(notice.getByRole('link', { name: LABEL })).toHaveAttribute('href', WAY_OUT);
  await expectNoAxeViolations(page);
});

test('an API that stays unreachable: "Try again" and the way out (<box-office>)', async ({
  page,
}) => {
  await page.route(/\/api\/v1\/sell\/events\/summer-fest(\?|$)/, (route) => route.abort());
  await open(
    page,
    '/fallback/offline.html',
    `<box-office event="summer-fest" key="pk_test_demo" fallback-url="${WAY_OUT}"></box-office><script src="/boxoffice.js" async></script>`,
  );
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(alert.getByRole('link', { name: LABEL })).toHaveAttribute('href', WAY_OUT);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert').getByRole('link', { name: LABEL })).toBeVisible();
});

test('an event not sold here links its own checkout, or the fallback given to mount()', async ({
  page,
}) => {
  await open(
    page,
    '/fallback/opera.html',
    '<div id="a"></div><div id="b"></div><script src="/boxoffice.js" async></script>',
  );
  await page.waitForFunction(() => 'BoxOffice' in window);
  await page.evaluate((url) => {
    window.BoxOffice?.mount('#a', { key: 'pk_test_demo', event: 'opera-gala' });
    window.BoxOffice?.mount('#b', { key: 'pk_test_demo', event: 'opera-gala', fallbackUrl: url });
  }, WAY_OUT);
  const own = page.locator('#a [part~="notice"]').getByRole('link');
  await expect(own).toHaveText('Buy on the organizer’s checkout');
  await expect(own).toHaveAttribute('href', /\/sandbox\/hosted\/opera-gala$/);
  const given = page.locator('#b [part~="notice"]').getByRole('link');
  await expect(given).toHaveText(LABEL);
  await expect(given).toHaveAttribute('href', WAY_OUT);
});

test('iframe mode: no tier left, and the link leaves the frame', async ({ page }) => {
  await open(
    page,
    '/fallback/iframe.html',
    `<script src="/boxoffice.js" async data-mode="iframe" data-event="summer-fest" data-key="pk_test_demo" data-tiers="gold" data-fallback-url="${WAY_OUT}"></script>`,
  );
  const link = page.frameLocator('iframe').getByRole('link', { name: LABEL });
  await expect(link).toHaveAttribute('href', WAY_OUT);
  await expect(link).toHaveAttribute('target', '_top');
});
