/**
 * A cross-origin isolated host page in every engine (docs/deploy.md, "Cross-origin isolated
 * sites"): sent with `Cross-Origin-Opener-Policy: same-origin` and
 * `Cross-Origin-Embedder-Policy: require-corp`, so `crossOriginIsolated` is true in it, a
 * script tag with `crossorigin` sells a ticket inline and in iframe mode (the sandbox serves
 * embed.html with the embedder policy a frame there needs). Chromium's run of
 * e2e/isolated.spec.ts adds another origin for the files and a paid purchase.
 */
import { type Buyer, expect, hostPage, test } from './fixtures';
import type { Site } from './site';

const ISOLATING = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-embedder-policy': 'require-corp',
};

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
