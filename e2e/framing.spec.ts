/**
 * Iframe mode, clickjacking (hardening issue, item 1): `dist/` on a plain static server (a
 * CDN: no `frame-ancestors` header on `embed.html`), so the hosted page must check itself who
 * frames it. It confirms its parent's origin and checks it against the key's
 * `GET /config/frame-origins` before anything can be bought. The API stays the sandbox's at
 * the test server: pk_test_demo may be framed by this machine's pages (ORIGIN, OTHER_ORIGIN),
 * so a page of another site (OUTSIDER_ORIGIN) is refused.
 */
import type { ConsoleMessage, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  hostHtml,
  ORIGIN,
  OTHER_ORIGIN,
  OUTSIDER_ORIGIN,
  servePage,
  test,
} from './fixtures';
import { settled, watchTraffic } from './settled';
import { type StaticCdn, startStaticCdn } from './static-cdn';

// The host pages come from routes (no server address): Chromium's Local Network Access then
// blocks their requests to the CDN on loopback unless the user allows it, as here.
test.use({ permissions: ['local-network-access'] });

let cdn: StaticCdn;
test.beforeAll(async () => {
  cdn = await startStaticCdn();
});
test.afterAll(async () => {
  await cdn.close();
});

/** The buyer's notice when the frame's parent is not allowed (en.ts `embed.refused`). */
const REFUSED = /Tickets can't be bought on this page/;

/** A host page at `origin` whose script tag (from the CDN) frames summer-fest with `key`. */
async function openHost(page: Page, origin: string, key = 'pk_test_demo') {
  const script = `<script src="${cdn.origin}/boxoffice.js" async data-mode="iframe" data-event="summer-fest" data-key="${key}" data-api="${ORIGIN}"></script>`;
  await page.goto(await servePage(page, '/test/framing-host.html', hostHtml(script), origin));
}

/** Every `[boxoffice]` console error logged by a page of embed.html, as it comes. */
function frameErrors(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (
      message.type() === 'error' &&
      message.text().startsWith('[boxoffice]') &&
      message.location().url.startsWith(cdn.origin)
    )
      seen.push(message.text());
  });
  return seen;
}

/** The requests for the key's frame origins, wherever they come from. */
function frameOriginRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/config/frame-origins')) seen.push(request.url());
  });
  return seen;
}

test('an allowed parent gets the tickets, buyable, after one frame-origins request', async ({
  page,
  problems,
}) => {
  const errors = frameErrors(page);
  const checks = frameOriginRequests(page);
  await openHost(page, ORIGIN);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
  // Served by the CDN, without a framing header: the check was the frame's own.
  const framed = page.frames().find((f) => f.url().startsWith(`${cdn.origin}/embed.html?`));
  expect(new URL(framed?.url() ?? cdn.origin).searchParams.get('parentOrigin')).toBe(ORIGIN);

  await frame.getByRole('button', { name: 'Day Ticket: add one' }).click();
  await expect(frame.getByRole('spinbutton', { name: 'Day Ticket: quantity' })).toHaveValue('1');
  await expect(frame.getByRole('textbox', { name: /Name/ })).toBeVisible();
  await expect(frame.getByRole('button', { name: /^Pay / })).toBeEnabled();
  await expect(frame.getByText(REFUSED)).toHaveCount(0);
  // The loader's request, taken over by the check: exactly one.
  expect(checks).toEqual([`${ORIGIN}/api/v1/sell/config/frame-origins`]);
  expect(errors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('a refused parent gets no ticket controls, a notice, and one console error naming it', async ({
  page,
  problems,
}) => {
  const errors = frameErrors(page);
  const traffic = watchTraffic(page);
  await openHost(page, OUTSIDER_ORIGIN);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('alert')).toHaveText(REFUSED);
  await expect(frame.locator('.bo-tier')).toHaveCount(0);
  await expect(frame.locator('.bo-stepper__btn, .bo-stepper__input')).toHaveCount(0);
  await expect(frame.getByRole('button')).toHaveCount(0);
  await expect(frame.getByRole('heading', { name: 'Summer Fest 2027' })).toHaveCount(0);

  await expect.poll(() => errors.length).toBe(1);
  expect(errors[0]).toContain(OUTSIDER_ORIGIN);
  expect(errors[0]).toMatch(/add it to the key's frame origins in the dashboard/);
  // Nothing came later either: once the event and config the frame asked for at once have
  // arrived and been handled, still only the notice.
  expect([...traffic.started].map((request) => request.url())).toContain(
    `${ORIGIN}/api/v1/sell/events/summer-fest`,
  );
  await settled(traffic, frame.locator(':root'));
  expect(errors).toHaveLength(1);
  await expect(frame.locator('.bo-tier')).toHaveCount(0);
  await expect(frame.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(problems.pageErrors).toEqual([]);
});

test('pk_test_limited allows the same server under its other name', async ({ page }) => {
  const script = `<script src="${cdn.origin}/boxoffice.js" async data-mode="iframe" data-event="community-meetup" data-key="pk_test_limited" data-api="${ORIGIN}"></script>`;
  await page.goto(
    await servePage(page, '/test/framing-limited.html', hostHtml(script), OTHER_ORIGIN),
  );
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('.bo-tier').first()).toBeVisible();
  await expect(frame.getByText(REFUSED)).toHaveCount(0);
});

test('when the frame origins cannot be fetched, nothing is sold and the buyer is told why', async ({
  page,
}) => {
  const errors = frameErrors(page);
  await page.route('**/api/v1/sell/config/frame-origins', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"error":{"code":"unavailable","message":"down"}}',
    }),
  );
  await openHost(page, ORIGIN);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('alert')).toHaveText(/Tickets can't be shown right now/);
  await expect(frame.locator('.bo-tier')).toHaveCount(0);
  await expect.poll(() => errors.length).toBe(1);
  expect(errors[0]).toContain('503');
});

test('embed.html opened as a page of its own shows no tickets', async ({ page }) => {
  const errors = frameErrors(page);
  const query = new URLSearchParams({ event: 'summer-fest', key: 'pk_test_demo', api: ORIGIN });
  await page.goto(`${cdn.origin}/embed.html?${query}`);
  await expect(page.locator('.bo-notice')).toHaveText(REFUSED);
  await expect(page.locator('.bo-tier')).toHaveCount(0);
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect.poll(() => errors.length).toBe(1);
  expect(errors[0]).toMatch(/embed\.html/);
});
