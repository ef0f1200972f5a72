/**
 * The pseudo-locale at 320 px: every text 40 % longer than English and accented
 * (`src/i18n/testing/pseudo.ts`), through a whole paid purchase and the event list. Nothing
 * scrolls sideways, no text is clipped or sticks out of the widget, and no two boxes overlap.
 *
 * How the pseudo catalogue reaches the widget: the page mounts the ES module build
 * (`dist/boxoffice.mjs`, which loads its chunks with plain `import()`, as a bundler would),
 * in German, and the two German catalogue files (`esm/de-*.mjs`, `esm/de-purchase-*.mjs`)
 * are answered with the pseudo catalogue's halves. The script-tag build could not be fooled
 * so: it checks every chunk against the sha384 its loader carries, and a replaced catalogue
 * fails that check (falling back to English, as it should).
 */
import type { Locator, Page } from '@playwright/test';
import { pseudoModule } from '../src/i18n/testing/pseudo';
import { hostHtml, servePage } from './fixtures';
import { layoutProblems } from './layout';
import {
  expect,
  field,
  payAndReturn,
  test,
  tierControls,
  uniqueEmail,
  widgetTexts,
} from './widget-fixtures';

test.use({ viewport: { width: 320, height: 720 } });

/** Mounts the widget with the pseudo catalogue through the ES module build. */
async function openPseudo(
  page: Page,
  options: Record<string, string>,
): Promise<{ shop: Locator; url: string }> {
  const module = (half: 'core' | 'purchase') => ({
    status: 200,
    contentType: 'text/javascript; charset=utf-8',
    body: pseudoModule(half),
  });
  await page.route(/\/esm\/de-purchase-[\w-]+\.mjs$/, (route) => route.fulfill(module('purchase')));
  await page.route(/\/esm\/de-(?!purchase-)[\w-]+\.mjs$/, (route) => route.fulfill(module('core')));
  const html = hostHtml(`<div id="shop"></div>
    <script type="module">
      import { mount } from '/boxoffice.mjs';
      mount('#shop', ${JSON.stringify({ key: 'pk_test_demo', lang: 'de', ...options })});
    </script>`);
  const url = await servePage(page, '/pseudo/shop.html', html);
  await page.goto(url);
  return { shop: page.locator('#shop [data-boxoffice]'), url };
}

test('the pseudo-locale fits 320 px through a paid purchase', async ({ page, problems }) => {
  test.slow();
  const { shop, url } = await openPseudo(page, { event: 'summer-fest' });
  const day = tierControls(page, 'Day Ticket');
  await expect(day.plus).toBeVisible();
  await expect(page.locator('[part~="form"]')).toBeVisible();
  // The pseudo texts are what the widget shows.
  expect((await widgetTexts(page)).some((text) => text.startsWith('[Ţîçķéţš'))).toBe(true);
  expect(await layoutProblems(shop), 'the shop').toEqual([]);

  await day.plus.click();
  await tierControls(page, 'Weekend Pass').plus.click();
  // The Weekend Pass quotes above its listed price: the change is explained.
  await expect(page.locator('.bo-summary__changed')).toBeVisible();
  await page.locator('.bo-promo__input').fill('SUMMER10');
  await page.locator('.bo-promo .bo-btn').click();
  await expect(page.locator('.bo-promo__status--ok')).not.toBeEmpty();
  await page.locator('[part~="submit"]').click();
  await expect(page.locator('.bo-error-summary')).toBeVisible();
  expect(await layoutProblems(shop), 'the basket with errors').toEqual([]);

  await field(page, 'customer.name').fill('Grace Hopper');
  await field(page, 'customer.email').fill(uniqueEmail('pseudo'));
  await field(page, 'answers.emergency_contact').fill('Alan');
  await page.locator('[part~="submit"]').click();
  await payAndReturn(page, url);
  await expect(page.locator('.bo-confirm--ok')).toBeVisible({ timeout: 15_000 });
  expect(await layoutProblems(shop), 'the confirmation').toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test('the pseudo-locale fits 320 px in the event list and its way back', async ({ page }) => {
  const { shop } = await openPseudo(page, {});
  await expect(page.locator('.bo-card').first()).toBeVisible();
  expect(await layoutProblems(shop), 'the list').toEqual([]);
  await page.locator('.bo-card__open').first().click();
  await expect(page.locator('.bo-back')).toBeVisible();
  await expect(page.locator('[part~="event"]')).toBeVisible();
  expect(await layoutProblems(shop), 'an event from the list').toEqual([]);
});

test('the pseudo-locale fits the button and its dialog at 320 px', async ({ page }) => {
  const { shop } = await openPseudo(page, { event: 'summer-fest', mode: 'button' });
  const button = page.locator('#shop .bo-buy');
  await expect(button.locator('.bo-buy__price')).not.toBeEmpty();
  const fits = await button.evaluate((b) => b.getBoundingClientRect().right <= innerWidth);
  expect(fits, 'the button fits the screen').toBe(true);
  await button.click();
  await expect(shop.locator('dialog [part~="tier"]').first()).toBeVisible();
  const dialog = await shop.locator('dialog').evaluate((d) => ({
    sideways: d.scrollWidth > d.clientWidth,
    right: d.getBoundingClientRect().right,
  }));
  expect(dialog.sideways, 'the dialog scrolls sideways').toBe(false);
  expect(dialog.right).toBeLessThanOrEqual(320);
});
