/**
 * Delivery (docs/architecture.md): the loader paints at once and starts the event's
 * requests, the app takes those requests over instead of sending them again, every chunk
 * is checked against the sha384 the loader carries (a tampered file never runs), button
 * mode paints before any app chunk, and calls made before the app arrives behave as after.
 */
import type { Page, Request, Route } from '@playwright/test';
import { expect, hostHtml, servePage, test } from './fixtures';

const tag = (attributes: string) => `<script src="/boxoffice.js" async ${attributes}></script>`;
const isChunk = (url: string) => /\/bo-[\w-]+\.js$/.test(new URL(url).pathname);

/** Every request the page makes, in order. */
function record(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return seen;
}

/** Holds every chunk request until `release()`. */
async function holdChunks(page: Page) {
  const held: Route[] = [];
  let open = false;
  await page.route(
    (url) => isChunk(url.href),
    (route) => {
      if (open) return route.continue();
      held.push(route);
    },
  );
  return {
    held,
    release: async () => {
      open = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

test('a chunk changed by one byte is never run: the buyer sees the notice, the console says why', async ({
  page,
  problems,
}) => {
  const requests = record(page);
  let tampered = '';
  await page.route(/\/bo-app-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    tampered = route.request().url();
    // One byte: a harmless-looking change that would run if nothing checked it.
    const changed = body.replace('Loading', 'Loadinh');
    expect(changed).not.toBe(body);
    await route.fulfill({ response, body: changed });
  });
  await page.goto(
    await servePage(
      page,
      '/test/tampered.html',
      hostHtml(tag('data-event="summer-fest" data-key="pk_test_demo"')),
    ),
  );
  await expect(page.getByRole('alert')).toHaveText(/can't be shown right now/);
  // The browser's own report of the blocked file, and exactly one of ours.
  expect(problems.consoleErrors).toEqual([
    expect.stringMatching(/^Failed to find a valid digest in the 'integrity' attribute .*bo-app-/),
    expect.stringMatching(/^\[boxoffice\] The widget's code did not load \(.*integrity check/),
  ]);
  expect(problems.pageErrors).toEqual([]);
  // Nothing of the app ran: no tiers, and the file was fetched once (by the checked
  // preload), never again by an unchecked import().
  await expect(page.locator('.bo-tier')).toHaveCount(0);
  expect(requests.filter((r) => r.url() === tampered)).toHaveLength(1);
});

test('a tampered purchase chunk is never run: the tiers stay, buying says why and offers another try', async ({
  page,
  problems,
}) => {
  const requests = record(page);
  let tampered = '';
  await page.route(/\/bo-purchase-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    tampered = route.request().url();
    await route.fulfill({ response, body: `${await response.text()}\n` });
  });
  await page.goto(
    await servePage(
      page,
      '/test/tampered-purchase.html',
      hostHtml(tag('data-event="summer-fest" data-key="pk_test_demo"')),
    ),
  );
  await expect(page.locator('.bo-tier')).toHaveCount(4);
  await expect(page.getByRole('alert')).toContainText(/can't|could not|unavailable/i);
  await expect(page.getByRole('button', { name: /try again/i })).toBeVisible();
  expect(problems.consoleErrors).toEqual([
    expect.stringMatching(
      /^Failed to find a valid digest in the 'integrity' attribute .*bo-purchase-/,
    ),
    expect.stringMatching(/^\[boxoffice\] The purchase code did not load \(.*integrity check/),
  ]);
  expect(problems.pageErrors).toEqual([]);
  await expect(page.getByRole('textbox', { name: /e-mail/i })).toHaveCount(0);
  // Fetched once, by the checked preload; never by an unchecked import().
  expect(requests.filter((r) => r.url() === tampered)).toHaveLength(1);
});

test("each mount sends one GET /events/{ref}: the app takes over the loader's request", async ({
  page,
  problems,
}) => {
  const requests = record(page);
  await page.goto(
    await servePage(
      page,
      '/test/one-request.html',
      hostHtml(
        `<section id="a"></section><section id="b"></section><section id="c"></section>
        ${tag('data-target="#a" data-event="summer-fest" data-key="pk_test_demo"')}
        ${tag('data-target="#b" data-event="community-meetup" data-key="pk_test_demo" data-mode="button"')}
        ${tag('data-target="#c" data-key="pk_test_demo"')}`,
      ),
    ),
  );
  await expect(page.locator('#a').getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
  await expect(page.locator('#b').getByRole('button', { name: /Buy tickets/ })).toBeVisible();
  await expect(page.locator('#c').getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
  // Button mode's app loads when the page is idle; its widget renders in the (closed) dialog.
  await page
    .locator('#b')
    .getByRole('button', { name: /Buy tickets.*Free/ })
    .waitFor();
  const get = (path: RegExp) =>
    requests.filter(
      (r) => r.method() === 'GET' && path.test(new URL(r.url()).pathname + new URL(r.url()).search),
    );
  expect(get(/^\/api\/v1\/sell\/events\/summer-fest$/)).toHaveLength(1);
  expect(get(/^\/api\/v1\/sell\/events\/community-meetup$/)).toHaveLength(1);
  expect(get(/^\/api\/v1\/sell\/events\?limit=10$/)).toHaveLength(1);
  expect(get(/^\/api\/v1\/sell\/config$/)).toHaveLength(3);
  expect(problems.pageErrors).toEqual([]);
});

test('button mode paints its button before any app chunk is requested', async ({
  page,
  problems,
}) => {
  const requests = record(page);
  const chunks = await holdChunks(page);
  await page.goto(
    await servePage(
      page,
      '/test/button-first.html',
      hostHtml(tag('data-event="summer-fest" data-key="pk_test_demo" data-mode="button"')),
    ),
  );
  // With every chunk held back the button is there, named and usable.
  const button = page.getByRole('button', { name: 'Buy tickets' });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  // Pressing it before the app has arrived opens the dialog once it does.
  await button.click();
  await chunks.release();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Summer Fest 2027' }),
  ).toBeVisible();
  const firstChunk = requests.findIndex((r) => isChunk(r.url()));
  expect(firstChunk).toBeGreaterThan(-1);
  expect(problems.pageErrors).toEqual([]);
});

test('mount(), update() and unmount() called before the app chunk arrives behave as after', async ({
  page,
  problems,
}) => {
  const chunks = await holdChunks(page);
  await page.goto(
    await servePage(
      page,
      '/test/early-calls.html',
      hostHtml(`<section id="kept"></section><section id="gone"></section>${tag('')}`),
    ),
  );
  await page.waitForFunction(() => typeof window.BoxOffice?.mount === 'function');
  await page.evaluate(() => {
    const api = window.BoxOffice;
    if (!api) throw new Error('no BoxOffice');
    const kept = api.mount('#kept', { key: 'pk_test_demo', event: 'summer-fest' });
    kept.update({ event: 'tokyo-jazz-night', theme: 'dark' });
    const gone = api.mount('#gone', { key: 'pk_test_demo', event: 'community-meetup' });
    gone.unmount();
  });
  // The kept widget's placeholder shows before the app; the unmounted one is gone.
  await expect(page.locator('#kept [data-boxoffice] .bo-skeleton')).toBeVisible();
  await expect(page.locator('#kept').getByRole('status')).toHaveText('Loading tickets…');
  await expect(page.locator('#gone [data-boxoffice]')).toHaveCount(0);
  await chunks.release();
  await expect(
    page.locator('#kept').getByRole('heading', { name: 'Tokyo Jazz Night' }),
  ).toBeVisible();
  await expect(page.locator('#kept [data-boxoffice]')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('#gone')).toBeEmpty();
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});
