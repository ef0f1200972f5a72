/**
 * Iframe mode (docs/embedding.md), the fallback: where the frame can neither navigate the top window
 * (a host's `sandbox` without `allow-top-navigation`) nor reach a confirmed parent (the host
 * framed `embed.html` directly, without our script), the payment page opens in a new tab and
 * the frame keeps polling until the checkout is paid. When the browser blocks that tab, the
 * frame offers a link to the payment page instead and polls once the buyer has used it.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { expect, hostHtml, ORIGIN, test } from './fixtures';

const HOST_PATH = '/sandboxed-host.html';
const returnUrl = `${ORIGIN}${HOST_PATH}`;

/** Opens a host page that frames embed.html in a sandbox, fills the form; returns the frame. */
async function readyToPay(page: Page) {
  const src = `/embed.html?${new URLSearchParams({ event: 'summer-fest', key: 'pk_test_demo', returnUrl })}`;
  const html = hostHtml(
    `<iframe src="${src.replace(/&/g, '&amp;')}" title="Tickets" width="600" height="1400"
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"></iframe>`,
  );
  await page.route(
    (url) => url.origin === ORIGIN && url.pathname === HOST_PATH,
    (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto(HOST_PATH);
  const frame = page.frameLocator('iframe');
  await frame.getByRole('button', { name: 'Day Ticket: add one' }).click();
  await frame.getByRole('textbox', { name: /Name/ }).fill('Ada Lovelace');
  await frame.getByRole('textbox', { name: /E-mail/ }).fill('ada@example.com');
  await frame.getByRole('textbox', { name: /Emergency contact/ }).fill('Charles, +44 20 7946 0958');
  return frame;
}

/** Pays in the payment tab; the sandbox then sends that tab to the returnUrl (a redirect: routes do not serve it). */
async function payIn(tab: Page) {
  await expect(tab).toHaveURL(/\/sandbox\/pay\//);
  const sentBack = tab.waitForRequest((r) => r.url().startsWith(`${returnUrl}?bo_checkout=co_`));
  await tab.getByRole('button', { name: /^Pay / }).click();
  await sentBack;
}

/**
 * With the payment tab open: the frame says it is waiting, the tab cannot reach back into it,
 * and once paid in the tab the frame's own polling shows the payment (the host page stays put).
 */
async function payWhileFramePolls(page: Page, frame: FrameLocator, tab: Page) {
  await expect(frame.getByRole('status')).toContainText('Checking your payment');
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await payIn(tab);
  await expect(frame.getByRole('heading', { name: /Payment received/ })).toBeVisible({
    timeout: 15_000,
  });
  expect(page.url()).toBe(returnUrl);
}

test('a sandboxed frame opens the payment page in a new tab and keeps polling until paid', async ({
  page,
  context,
  problems,
}) => {
  const frame = await readyToPay(page);
  let hostLoads = 0;
  page.on('load', () => hostLoads++);
  const opened = context.waitForEvent('page');
  await frame.getByRole('button', { name: /^Pay / }).click();

  const tab = await opened;
  await expect(tab).toHaveURL(/\/sandbox\/pay\//);
  // The host page stays where it was.
  expect(page.url()).toBe(returnUrl);
  await payWhileFramePolls(page, frame, tab);
  // No reload of the host page, no return id.
  expect(hostLoads).toBe(0);
  expect(problems.pageErrors).toEqual([]);
});

test('when the browser blocks the payment tab, the frame links to it and polls once it is opened', async ({
  page,
  context,
  problems,
}) => {
  // A popup blocker inside the frame only: its first window.open returns null.
  await page.addInitScript(() => {
    if (!location.pathname.endsWith('/embed.html')) return;
    const open = window.open.bind(window);
    let blocked = false;
    window.open = (...args) => {
      if (blocked) return open(...args);
      blocked = true;
      return null;
    };
  });
  const frame = await readyToPay(page);
  let tabs = 0;
  context.on('page', () => tabs++);
  await frame.getByRole('button', { name: /^Pay / }).click();

  await expect(frame.getByRole('status')).toContainText('Your browser blocked the payment window.');
  const link = frame.getByRole('link', { name: 'Continue to payment' });
  await expect(link).toHaveAttribute('href', /\/sandbox\/pay\//);
  await expect(link).toBeFocused();
  expect(tabs).toBe(0);

  const opened = context.waitForEvent('page');
  await link.click();
  await payWhileFramePolls(page, frame, await opened);
  expect(problems.pageErrors).toEqual([]);
});
