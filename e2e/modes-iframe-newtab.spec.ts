/**
 * Iframe mode (issue 4.1), the fallback: where the frame can neither navigate the top window
 * (a host's `sandbox` without `allow-top-navigation`) nor reach a confirmed parent (the host
 * framed `embed.html` directly, without our script), the payment page opens in a new tab and
 * the frame keeps polling until the checkout is paid.
 */
import { expect, hostHtml, ORIGIN, test } from './fixtures';

const HOST_PATH = '/sandboxed-host.html';

test('a sandboxed frame opens the payment page in a new tab and keeps polling until paid', async ({
  page,
  context,
  problems,
}) => {
  const returnUrl = `${ORIGIN}${HOST_PATH}`;
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
  let hostLoads = 0;
  page.on('load', () => hostLoads++);

  const frame = page.frameLocator('iframe');
  await frame.getByRole('button', { name: 'Add one Day Ticket ticket' }).click();
  await frame.getByRole('textbox', { name: /Name/ }).fill('Ada Lovelace');
  await frame.getByRole('textbox', { name: /E-mail/ }).fill('ada@example.com');
  await frame.getByRole('textbox', { name: /Emergency contact/ }).fill('Charles, +44 20 7946 0958');
  const opened = context.waitForEvent('page');
  await frame.getByRole('button', { name: /^Pay / }).click();

  const tab = await opened;
  await expect(tab).toHaveURL(/\/sandbox\/pay\//);
  // The host page stays where it was; the frame says it is waiting for the payment.
  expect(page.url()).toBe(returnUrl);
  await expect(frame.getByRole('status')).toContainText('Checking your payment');

  // The sandbox then sends that tab to the returnUrl (a redirect: routes do not serve it).
  const sentBack = tab.waitForRequest((r) => r.url().startsWith(`${returnUrl}?bo_checkout=co_`));
  await tab.getByRole('button', { name: /^Pay / }).click();
  await sentBack;

  // The frame's own polling sees the payment: no reload of the host page, no return id.
  await expect(frame.getByRole('heading', { name: /Payment received/ })).toBeVisible({
    timeout: 15_000,
  });
  expect(page.url()).toBe(returnUrl);
  expect(hostLoads).toBe(0);
  expect(problems.pageErrors).toEqual([]);
});
