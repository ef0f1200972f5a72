/**
 * Iframe mode (docs/embedding.md): the frame sizes itself to its content, the sandbox lets only the
 * key's frame origins frame it, host events are relayed to the container, and payment
 * navigates the top window and comes back to the host page.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  hostEvents,
  hostHtml,
  ORIGIN,
  OTHER_ORIGIN,
  OUTSIDER_ORIGIN,
  recordHostEvents,
  servePage,
  test,
} from './fixtures';

/**
 * Fills the frame's form, pays on the sandbox page in the top window, and checks the buyer is
 * back on /iframe.html, paid: the frame says so, the address lost `bo_checkout`, and the host
 * page got `boxoffice:complete`.
 */
async function payAndReturn(page: Page) {
  const frame = page.frameLocator('iframe');
  await frame.getByRole('textbox', { name: /Name/ }).fill('Ada Lovelace');
  await frame.getByRole('textbox', { name: /E-mail/ }).fill('ada@example.com');
  await frame.getByRole('textbox', { name: /Emergency contact/ }).fill('Charles, +44 20 7946 0958');
  await frame.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/iframe\.html/);
  await expect(
    page.frameLocator('iframe').getByRole('heading', { name: /Payment received/ }),
  ).toBeVisible({ timeout: 15_000 });
  expect(new URL(page.url()).searchParams.has('bo_checkout')).toBe(false);
  await expect
    .poll(async () => (await hostEvents(page)).find((e) => e.name === 'boxoffice:complete')?.detail)
    .toMatchObject({ status: 'completed' });
}

test('the iframe follows its content height', async ({ page }) => {
  await page.goto('/iframe.html');
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
  const iframe = page.locator('#frame-tickets iframe');
  await expect(iframe).toHaveAttribute('title', /ticket/i);
  await expect(iframe).toHaveAttribute('allow', 'payment');
  await expect(iframe).toHaveAttribute('loading', 'lazy');

  const heights = async () => {
    const outer = await iframe.evaluate((el) => Math.round(el.getBoundingClientRect().height));
    const inner = await frame
      .locator('html')
      .evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
    return { outer, inner };
  };
  await expect
    .poll(async () => {
      const h = await heights();
      return Math.abs(h.outer - h.inner) <= 1;
    })
    .toBe(true);
  const before = (await heights()).outer;

  // Choosing a ticket adds the summary and the form: the frame must grow with it.
  await frame.getByRole('button', { name: 'Day Ticket: add one' }).click();
  await expect(frame.getByRole('textbox', { name: /Name/ })).toBeVisible();
  await expect.poll(async () => (await heights()).outer).toBeGreaterThan(before + 100);
  await expect
    .poll(async () => {
      const h = await heights();
      return Math.abs(h.outer - h.inner) <= 1;
    })
    .toBe(true);
  // No inner scrollbar: the frame shows all of its content. Polled: content that grows after
  // the heights matched (the form's texts, a status line) scrolls until the frame's next
  // "resized" message has been applied, which on a loaded machine can take a moment.
  await expect
    .poll(() => frame.locator('html').evaluate((el) => el.scrollHeight > el.clientHeight + 1))
    .toBe(false);
});

test('with data-lang="de" the iframe and the page inside it are named in German', async ({
  page,
}) => {
  const script =
    '<script src="/boxoffice.js" async data-mode="iframe" data-event="summer-fest" data-key="pk_test_demo" data-lang="de"></script>';
  await page.goto(await servePage(page, '/test/iframe-de.html', hostHtml(script)));
  const iframe = page.locator('iframe');
  await expect(iframe).toHaveAttribute('title', 'Ticketkauf');
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
  const inner = page.frames().find((f) => f.url().includes('/embed.html'));
  expect(await inner?.title()).toBe('Ticketkauf');
  expect(await inner?.evaluate(() => document.documentElement.lang)).toBe('de');
});

test('the demo frames the checkout at both addresses npm start may print; another site is refused by frame-ancestors', async ({
  page,
  context,
  problems,
}) => {
  for (const origin of [ORIGIN, OTHER_ORIGIN]) {
    await page.goto(`${origin}/iframe.html`);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
    // Sellable there: a quote (a POST, which carries the page's origin) comes back.
    await frame.getByRole('button', { name: 'Day Ticket: add one' }).click();
    await expect(frame.getByRole('region', { name: 'Order summary' })).toContainText('49.50');
  }
  expect(problems.consoleErrors.filter((e) => e.includes('frame-ancestors'))).toEqual([]);

  // Another site's page with the same tag (pages of that site come from a route). Chromium's
  // Local Network Access asks the user before such a page may load the test server's files.
  await context.grantPermissions(['local-network-access']);
  const script = `<script src="${ORIGIN}/boxoffice.js" async data-mode="iframe" data-event="summer-fest" data-key="pk_test_demo"></script>`;
  const refused = page.waitForEvent('console', (m) => m.text().includes('frame-ancestors'));
  await page.goto(await servePage(page, '/test/outsider.html', hostHtml(script), OUTSIDER_ORIGIN));
  await refused;
  await expect(page.frameLocator('iframe').getByRole('heading')).toHaveCount(0);
});

test('host events from the frame are re-dispatched on the container', async ({ page }) => {
  await recordHostEvents(page);
  await page.goto('/iframe.html');
  const frame = page.frameLocator('iframe');
  await frame.getByRole('button', { name: 'Day Ticket: add one' }).click();
  await expect
    .poll(async () => (await hostEvents(page)).map((e) => `${e.name}@${e.target}`))
    .toEqual(
      expect.arrayContaining([
        'boxoffice:ready@frame-tickets',
        'boxoffice:basket@frame-tickets',
        'boxoffice:quote@frame-tickets',
      ]),
    );
  const events = await hostEvents(page);
  expect(events.find((e) => e.name === 'boxoffice:ready')?.detail).toMatchObject({
    event: { slug: 'summer-fest', title: 'Summer Fest 2027' },
  });
  expect(events.find((e) => e.name === 'boxoffice:basket')?.detail).toEqual({
    items: [{ tier: 'day', name: 'Day Ticket', price: 49.5, quantity: 1 }],
    quantity: 1,
    currency: 'EUR',
    value: 49.5,
  });
  // The demo page's own listener saw them too (text only).
  await expect(page.locator('#event-log')).toContainText('boxoffice:ready');
});

test('payment from the frame navigates the top window and the buyer returns to the host page, paid', async ({
  page,
}) => {
  await recordHostEvents(page);
  // A real page: the sandbox's redirect back must reach a page the server knows.
  await page.goto('/iframe.html');
  const frame = page.frameLocator('iframe');
  await frame.getByRole('button', { name: 'Day Ticket: add one' }).click();
  await payAndReturn(page);
});

test('when the frame may no longer navigate the top window, the host page navigates for it', async ({
  page,
}) => {
  // The buyer's click activation has expired (a slow checkout): the frame asks its parent.
  await page.addInitScript(() => {
    if (window !== window.top) {
      Object.defineProperty(navigator, 'userActivation', {
        get: () => ({ isActive: false, hasBeenActive: true }),
      });
    }
  });
  await recordHostEvents(page);
  // A real page: the sandbox's redirect back must reach a page the server knows.
  await page.goto('/iframe.html');
  const frame = page.frameLocator('iframe');
  await frame.getByRole('button', { name: 'Day Ticket: add one' }).click();
  const inner = page.frames().find((f) => f.url().includes('/embed.html'));
  expect(await inner?.evaluate(() => navigator.userActivation.isActive)).toBe(false);
  await payAndReturn(page);
});
