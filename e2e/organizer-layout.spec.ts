/**
 * What the widget shows: in a container narrower than 480 px the event's header is compact
 * (a small poster beside the title, the long description folded behind "More"), so a buyer
 * on a phone sees the first tier's controls without scrolling a screen, and the page below
 * still moves once; wide layouts keep the whole header. `hide` takes the header, the poster,
 * the description or the promo field away, as a script tag, an element and `mount()`.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, hostHtml, servePage, test } from './fixtures';

const tag = (extra = '') =>
  `<script src="/boxoffice.js" async data-event="summer-fest" data-key="pk_test_demo"${extra}></script>`;

/** Bottom of `selector`'s first match, from the top of the widget. */
async function bottomInWidget(page: Page, selector: string): Promise<number> {
  const widget = await page.locator('[data-boxoffice]').boundingBox();
  const box = await page.locator(selector).first().boundingBox();
  if (!widget || !box) throw new Error(`${selector}: not laid out`);
  return box.y + box.height - widget.y;
}

test('at 390 px the first tier’s controls are within the first 700 px of the widget', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(await servePage(page, '/layout/390.html', hostHtml(tag())));
  await expect(page.getByRole('button', { name: /: add one$/ }).first()).toBeVisible();
  // The first tier's own controls (summer-fest's first tier is sold out: its label says so),
  // and the first − / + a buyer can press.
  const first = await bottomInWidget(page, '[part~="tier"] :is(.bo-stepper, .bo-tier__soldout)');
  const plus = await bottomInWidget(page, '[part~="tier"] .bo-stepper');
  test.info().annotations.push({ type: 'measured', description: `${first} / ${plus} px` });
  expect(first).toBeLessThanOrEqual(700);
  expect(plus).toBeLessThanOrEqual(700);
});

test('at 390 px the long description unfolds with the keyboard behind an accessible "More"', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(await servePage(page, '/layout/more.html', hostHtml(tag())));
  const more = page.getByRole('button', { name: 'More' });
  const last = page.getByText('Food trucks, water refill points');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(last).toBeHidden();
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(last).toBeVisible();
  const box = await more.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(24);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Space');
  await expect(last).toBeHidden();
});

test('wide, the header stays whole: poster beside the text, every paragraph, no "More"', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1000, height: 900 });
  await page.goto(await servePage(page, '/layout/wide.html', hostHtml(tag())));
  await expect(page.getByText('Food trucks, water refill points')).toBeVisible();
  await expect(page.getByRole('button', { name: 'More' })).toBeHidden();
  const poster = await page.locator('.bo-event__poster').boundingBox();
  expect(poster?.width).toBe(148);
});

test('at 390 px the page moves once: the placeholder has the compact layout’s height', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const heights: number[] = [];
    Object.assign(window, { __heights: heights });
    const frame = () => {
      const host = document.querySelector('[data-boxoffice]');
      const height = host ? Math.round(host.getBoundingClientRect().height) : 0;
      if (height > 0 && heights.at(-1) !== height) heights.push(height);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/v1\/sell\/events\/summer-fest(\?|$)/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(await servePage(page, '/layout/once.html', hostHtml(tag())));
  await expect(page.locator('.bo-skeleton')).toBeVisible();
  release();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toBeVisible();
  const heights = await page.evaluate(
    () => (window as unknown as { __heights: number[] }).__heights,
  );
  test.info().annotations.push({ type: 'measured', description: heights.join(' → ') });
  expect(heights).toHaveLength(1);
});

test('data-hide on a script tag takes the poster and the description away', async ({ page }) => {
  await page.goto(
    await servePage(page, '/layout/hide.html', hostHtml(tag(' data-hide="poster,description"'))),
  );
  await expect(page.getByRole('heading', { name: 'Summer Fest 2027', level: 2 })).toBeVisible();
  await expect(page.locator('.bo-event__poster')).toHaveCount(0);
  await expect(page.getByText('Two days of open-air music')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'More' })).toHaveCount(0);
});

test('hide="header" on <box-office>: the tiers come first', async ({ page }) => {
  await page.goto(
    await servePage(
      page,
      '/layout/element.html',
      hostHtml(
        '<box-office event="summer-fest" key="pk_test_demo" hide="header"></box-office><script src="/boxoffice.js" async></script>',
      ),
    ),
  );
  await expect(page.getByRole('heading', { name: 'Tickets', level: 3 })).toBeVisible();
  await expect(page.locator('[part~="event"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('mount() with hide: "promo": no field, and the promo code still applies', async ({ page }) => {
  await page.goto(
    await servePage(
      page,
      '/layout/mount.html',
      hostHtml('<div id="slot"></div><script src="/boxoffice.js" async></script>'),
    ),
  );
  await page.waitForFunction(() => 'BoxOffice' in window);
  await page.evaluate(() =>
    window.BoxOffice?.mount('#slot', {
      key: 'pk_test_demo',
      event: 'summer-fest',
      hide: 'promo',
      promo: 'SUMMER10',
    }),
  );
  await page.getByRole('button', { name: 'Day Ticket: add one' }).click();
  // The discount of SUMMER10 (10 %) is in the total without a field to type it in.
  await expect(page.locator('[part~="summary"]')).toContainText('Discount−€4.95');
  await expect(page.getByRole('textbox', { name: /^Name/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveCount(0);
});
