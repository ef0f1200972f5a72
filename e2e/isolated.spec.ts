/**
 * Cross-origin isolated host pages (docs/deploy.md, "Cross-origin isolated sites"): a page
 * sent with `Cross-Origin-Opener-Policy: same-origin` and `Cross-Origin-Embedder-Policy:
 * require-corp` (so `crossOriginIsolated` is true in it) buys tickets in inline and iframe
 * mode. The widget's files come from a server on another origin that sends only the headers
 * of deploy.md's table (e2e/docs-cdn.ts), so those headers are shown to be enough; iframe
 * mode also runs from the test server itself, whose sandbox serves `npm start`'s headers.
 * The API is the sandbox of the test server (CORS), its posters carry CORP. There the frame is
 * `embed-isolated.html`, which takes on the embedder policy; on an ordinary page it is
 * `embed.html`, which takes on none, so a poster from a host that sends no CORP still shows.
 */
import type { Page } from '@playwright/test';
import { type DocsCdn, startDocsCdn } from './docs-cdn';
import {
  expect,
  hostEvents,
  hostHtml,
  ORIGIN,
  recordHostEvents,
  servePage,
  test,
} from './fixtures';
import { payAndReturn } from './widget-fixtures';

/** The two headers that make a page cross-origin isolated. */
const ISOLATING = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};
const HTML = { 'Content-Type': 'text/html; charset=utf-8' };
const PAID = /Payment received/;

// The iframe host pages come from routes (no server address): Chromium's Local Network
// Access then blocks their requests to servers on loopback unless the user allows it.
test.use({ permissions: ['local-network-access'] });

let cdn: DocsCdn;
/** The CDN's host pages by path (served as they are, with their own headers). */
const pages: Record<string, { body: string; headers: Record<string, string> }> = {};
test.beforeAll(async () => {
  cdn = await startDocsCdn(pages);
});
test.afterAll(async () => {
  await cdn.close();
});

/** Whether the page (its top document) is cross-origin isolated. */
const isolated = (page: Page) => page.evaluate(() => window.crossOriginIsolated);

/** The path of the widget's frame document on `page` ('' while there is none). */
const framePath = (page: Page) =>
  page
    .frames()
    .map((frame) => new URL(frame.url(), 'about:blank').pathname)
    .find((path) => path.startsWith('/embed')) ?? '';

/** The poster's `naturalWidth` in the frame's widget: 0 until it has loaded (or if refused). */
const framePosterWidth = (page: Page) =>
  page
    .frameLocator('iframe')
    .locator('img')
    .evaluate((img: HTMLImageElement) => img.naturalWidth);

/** A script tag of the CDN's loader (`attributes` added) for summer-fest, API at the test server. */
const scriptTag = (src: string, attributes: string) =>
  `<script src="${src}" async ${attributes} data-event="summer-fest" data-key="pk_test_demo" data-api="${ORIGIN}"></script>`;

/** In `scope` (the page, or the frame): adds a Day Ticket, fills the form and presses Pay. */
async function checkOut(page: Page, scope: ReturnType<Page['frameLocator']> | Page) {
  await scope.getByRole('button', { name: 'Day Ticket: add one' }).click();
  await scope.getByRole('textbox', { name: /^Name/ }).fill('Ada Lovelace');
  await scope.getByRole('textbox', { name: /^E-mail/ }).fill('ada@example.com');
  await scope.getByRole('textbox', { name: /^Emergency contact/ }).fill('Charles, +44 20 7946');
  await scope.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/co_/);
}

for (const [snippet, attributes] of [
  ['the pinned snippet (crossorigin)', 'crossorigin="anonymous"'],
  ['the plain snippet (no crossorigin: CORP on boxoffice.js)', ''],
] as const) {
  test(`inline, ${snippet}: a paid purchase on an isolated page of another origin`, async ({
    page,
    problems,
  }) => {
    const path = `/isolated-inline-${attributes ? 'pinned' : 'plain'}.html`;
    pages[path] = {
      headers: { ...HTML, ...ISOLATING },
      body: hostHtml(scriptTag(`${cdn.origin}/boxoffice.js`, attributes)),
    };
    // The page on 127.0.0.1, the widget's files on localhost: two origins, as on a real site.
    const url = `${cdn.otherOrigin}${path}`;
    await page.goto(url);
    expect(await isolated(page)).toBe(true);
    const widget = page.locator('[data-boxoffice]');
    await expect(widget.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
    // The poster, a plain <img> from the API's origin, loaded (it carries CORP).
    await expect
      .poll(() =>
        widget.evaluate(
          (host) =>
            (host.shadowRoot?.querySelector('img') as HTMLImageElement | null)?.naturalWidth ?? 0,
        ),
      )
      .toBeGreaterThan(0);

    await checkOut(page, page);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL((u) => u.href.startsWith(url));
    expect(await isolated(page)).toBe(true);
    await expect(widget.getByRole('heading', { name: PAID })).toBeVisible({ timeout: 15_000 });
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
}

/** Serves an isolated host page at `path` of the test server's origin, for this page only. */
async function serveIsolated(page: Page, path: string, body: string): Promise<string> {
  await page.route(
    (url) => url.origin === ORIGIN && url.pathname === path,
    (route) => route.fulfill({ status: 200, headers: { ...HTML, ...ISOLATING }, body }),
  );
  return `${ORIGIN}${path}`;
}

for (const from of ['a CDN with the headers of deploy.md', 'the sandbox (npm start)'] as const) {
  test(`iframe, files from ${from}: a paid purchase on an isolated page`, async ({
    page,
    problems,
  }) => {
    // pk_test_demo lets the test server's own origin frame its checkout: the page is there.
    const src = from === 'the sandbox (npm start)' ? '/boxoffice.js' : `${cdn.origin}/boxoffice.js`;
    const path = `/test/isolated-iframe-${from === 'the sandbox (npm start)' ? 'sandbox' : 'cdn'}.html`;
    await recordHostEvents(page);
    const url = await serveIsolated(
      page,
      path,
      hostHtml(scriptTag(src, 'crossorigin="anonymous" data-mode="iframe"')),
    );
    await page.goto(url);
    expect(await isolated(page)).toBe(true);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
    // The document with the embedder policy; the poster carries CORP, so it shows there.
    expect(framePath(page)).toBe('/embed-isolated.html');
    await expect.poll(() => framePosterWidth(page)).toBeGreaterThan(0);

    await checkOut(page, frame);
    await payAndReturn(page, url);
    expect(await isolated(page)).toBe(true);
    await expect(page.frameLocator('iframe').getByRole('heading', { name: PAID })).toBeVisible({
      timeout: 15_000,
    });
    await expect
      .poll(async () => (await hostEvents(page)).find((e) => e.name === 'boxoffice:complete'))
      .toMatchObject({ detail: { status: 'completed' } });
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
}

for (const from of ['a CDN with the headers of deploy.md', 'the sandbox (npm start)'] as const) {
  test(`iframe on an ordinary page, files from ${from}: embed.html, no embedder policy, a poster without CORP shows`, async ({
    page,
    problems,
  }) => {
    // The organizer's image host: another origin than the frame's, and no CORP header.
    pages['/poster-without-corp.svg'] = {
      headers: { 'Content-Type': 'image/svg+xml' },
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="80"><rect width="60" height="80" fill="#f80"/></svg>',
    };
    const poster = `${cdn.otherOrigin}/poster-without-corp.svg`;
    // The event as the organizer's API would give it, with its poster on that host.
    await page.route(
      (url) => url.origin === ORIGIN && url.pathname === '/api/v1/sell/events/summer-fest',
      async (route) => {
        const response = await route.fetch();
        const json = { ...(await response.json()), posterImageUrl: poster };
        await route.fulfill({ response, json });
      },
    );
    const frameDocument = page.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith('/embed'),
    );
    const sandbox = from === 'the sandbox (npm start)';
    const src = sandbox ? '/boxoffice.js' : `${cdn.origin}/boxoffice.js`;
    const url = await servePage(
      page,
      `/test/ordinary-iframe-${sandbox ? 'sandbox' : 'cdn'}.html`,
      hostHtml(scriptTag(src, 'crossorigin="anonymous" data-mode="iframe"')),
    );
    await page.goto(url);
    expect(await isolated(page)).toBe(false);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
    const served = await frameDocument;
    expect(new URL(served.url()).pathname).toBe('/embed.html');
    expect(await served.headerValue('cross-origin-embedder-policy')).toBeNull();
    await expect(frame.locator('img')).toHaveAttribute('src', poster);
    await expect.poll(() => framePosterWidth(page)).toBeGreaterThan(0);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
}
