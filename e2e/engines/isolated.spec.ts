/**
 * A cross-origin isolated host page in every engine (docs/deploy.md, "Cross-origin isolated
 * sites"): sent with `Cross-Origin-Opener-Policy: same-origin` and
 * `Cross-Origin-Embedder-Policy: require-corp`, so `crossOriginIsolated` is true in it, a
 * script tag with `crossorigin` sells a ticket inline and in iframe mode (the frame is
 * embed-isolated.html, which the sandbox serves with the embedder policy a frame there needs).
 * On an ordinary page the frame is embed.html, which takes on no embedder policy: a poster
 * from an image host that sends no `Cross-Origin-Resource-Policy` shows in it. Chromium's run
 * of e2e/isolated.spec.ts adds another origin for the files and a paid purchase.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Buyer, expect, hostPage, test } from './fixtures';
import type { Site } from './site';

const ISOLATING = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-embedder-policy': 'require-corp',
};

/** The path of the widget's iframe document ('' when there is no iframe). */
const framePath = (buyer: Buyer) =>
  buyer.run((lib) => {
    const frame = lib.all('iframe')[0];
    return frame instanceof HTMLIFrameElement ? new URL(frame.src).pathname : '';
  });

/** Opens an isolated page with the free event's widget in `mode`, and buys a ticket there. */
async function buyFreeTicket(buyer: Buyer, site: Site, mode: 'inline' | 'iframe') {
  const shop = site.page(
    `/isolated-${mode}.html`,
    hostPage(
      `<div id="shop"><script src="/boxoffice.js" async crossorigin="anonymous" data-mode="${mode}" data-event="community-meetup" data-key="pk_test_demo"></script></div>`,
    ),
    ISOLATING,
  );
  await buyer.goto(shop);
  expect(await buyer.run(() => window.crossOriginIsolated)).toBe(true);
  await buyer.sees('Community Meetup');
  if (mode === 'iframe') expect(await framePath(buyer)).toBe('/embed-isolated.html');
  await buyer.click({ css: 'button', text: ': add one' });
  await buyer.fill({ css: 'input[name="customer.name"]' }, 'Ada Lovelace');
  await buyer.fill(
    { css: 'input[name="customer.email"]' },
    `engines-isolated-${Date.now().toString(36)}@example.com`,
  );
  await buyer.click({ css: '[part~="submit"]' });
  await buyer.sees('You’re going!');
  await buyer.until('boxoffice:complete on the host page', async () =>
    (await buyer.probe()).events.some((e) => e.name === 'boxoffice:complete'),
  );
  await buyer.expectClean();
}

test('inline on an isolated page: the free tickets are confirmed', async ({ buyer, site }) => {
  await buyFreeTicket(buyer, site, 'inline');
});

test('iframe on an isolated page: the free tickets are confirmed', async ({ buyer, site }) => {
  await buyFreeTicket(buyer, site, 'iframe');
});

test('iframe on an ordinary page: embed.html, where a poster without CORP shows', async ({
  buyer,
  site,
}) => {
  // The organizer's image host: another origin than the frame's, and no CORP header.
  const images = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' });
    res.end(
      '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="80"><rect width="60" height="80" fill="#f80"/></svg>',
    );
  });
  await new Promise<void>((done) => images.listen(0, done));
  const poster = `http://localhost:${(images.address() as AddressInfo).port}/poster.svg`;
  try {
    // The event as the organizer's API would give it, with its poster on that host.
    site.rewrite(/^\/api\/v1\/sell\/events\/summer-fest$/, (body) =>
      JSON.stringify({ ...JSON.parse(body), posterImageUrl: poster }),
    );
    const shop = site.page(
      '/ordinary-iframe.html',
      hostPage(
        `<div id="shop"><script src="/boxoffice.js" async crossorigin="anonymous" data-mode="iframe" data-event="summer-fest" data-key="pk_test_demo"></script></div>`,
      ),
    );
    await buyer.goto(shop);
    expect(await buyer.run(() => window.crossOriginIsolated)).toBe(false);
    await buyer.sees('Summer Fest 2027');
    expect(await framePath(buyer)).toBe('/embed.html');
    await buyer.until('the poster from the image host, loaded', () =>
      buyer.run(
        // An element of the frame's document: no instance of this window's classes.
        (lib, src) =>
          lib
            .all('img')
            .some(
              (img) =>
                img.getAttribute('src') === src && (img as HTMLImageElement).naturalWidth > 0,
            ),
        poster,
      ),
    );
    await buyer.expectClean();
  } finally {
    images.closeAllConnections();
    await new Promise<void>((done) => images.close(() => done()));
  }
});
