/**
 * Button mode under the organizer's control (docs/embedding.md, "Your own button or link"):
 * `data-trigger` makes the page's own elements open the dialog (as a script tag, a
 * `<box-office trigger>` and `mount()`), by mouse and keyboard, with focus back on the
 * element used; elements added later work and removed ones are let go; `open()` and
 * `close()` drive the dialog from the page's script; `data-label` names the painted button;
 * the festival page's hero link opens the dialog. axe checks the dialog opened by a trigger.
 */
import type { Page } from '@playwright/test';
import { namedBlock, withOrigins } from '../scripts/docs-markdown.ts';
import { expect, expectNoAxeViolations, hostHtml, servePage, test } from './fixtures';

/** An example of embedding.md as a host page of this server. */
const example = (name: string) => withOrigins(namedBlock('embedding.md', name), { cdn: '' });

/** Records `boxoffice:open` and `boxoffice:close` (their `via`) in `window.__dialogEvents`. */
async function recordDialogEvents(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __dialogEvents: seen });
    for (const name of ['boxoffice:open', 'boxoffice:close'])
      document.addEventListener(name, (event) =>
        seen.push(`${name}:${(event as CustomEvent<{ via: string }>).detail.via}`),
      );
  });
}
const dialogEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { __dialogEvents: string[] }).__dialogEvents);

/** Whether the page's element `css` has focus (not something inside a shadow root). */
const hasFocus = (page: Page, css: string) =>
  page.evaluate((css) => document.activeElement === document.querySelector(css), css);

const buyDialog = (page: Page) => page.getByRole('dialog', { name: 'Buy tickets' });

test('script tag: the page’s link opens the dialog without navigating, Esc closes it, focus returns to the link', async ({
  page,
  problems,
}) => {
  await recordDialogEvents(page);
  await page.goto(await servePage(page, '/test/trigger.html', hostHtml(example('trigger'))));
  const link = page.getByRole('link', { name: 'Get your tickets' });
  await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(link).toHaveAttribute('aria-expanded', 'false');
  // No painted button: the page's link is the way in.
  await expect(page.getByRole('button', { name: /Buy tickets/ })).toHaveCount(0);

  await link.click();
  const dialog = buyDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/test/trigger.html');
  await expect(link).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toHaveAttribute('aria-expanded', 'false');
  expect(await hasFocus(page, 'a.buy-tickets')).toBe(true);
  expect(await dialogEvents(page)).toEqual(['boxoffice:open:trigger', 'boxoffice:close:escape']);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('the trigger is live before the dialog’s code loads, which waits for interest', async ({
  page,
}) => {
  // The page never gets idle here: only interest loads the dialog's code.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const chunks: string[] = [];
  page.on('request', (request) => {
    // `bo-<name>-<6-character hash>.js`; the hash may hold a `-` too.
    const file = new URL(request.url()).pathname.match(/^\/bo-([a-z-]+)-[\w-]{6}\.js$/)?.[1];
    if (file) chunks.push(file);
  });
  await page.goto(await servePage(page, '/test/trigger-weight.html', hostHtml(example('trigger'))));
  const link = page.getByRole('link', { name: 'Get your tickets' });
  await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
  expect(chunks).toEqual(['trigger']);
  await link.hover();
  await expect.poll(() => chunks).toEqual(expect.arrayContaining(['button', 'app']));
});

test('keyboard only: Enter and Space on a button trigger open the dialog; Esc gives focus back', async ({
  page,
  problems,
}) => {
  const html = hostHtml(`<p><a href="#top">Top</a></p>
<button class="open-tickets" type="button">Tickets</button>
<script src="/boxoffice.js" async data-trigger=".open-tickets" data-event="summer-fest" data-key="pk_test_demo"></script>`);
  await page.goto(await servePage(page, '/test/trigger-keys.html', html));
  const own = page.getByRole('button', { name: 'Tickets' });
  await expect(own).toHaveAttribute('aria-haspopup', 'dialog');
  for (const key of ['Enter', 'Space']) {
    // From the link before it, Tab reaches the trigger.
    await page.getByRole('link', { name: 'Top' }).focus();
    await page.keyboard.press('Tab');
    expect(await hasFocus(page, '.open-tickets'), `${key}: focus on the trigger`).toBe(true);
    await page.keyboard.press(key);
    const dialog = buyDialog(page);
    await expect(dialog.getByRole('button', { name: 'Day Ticket: add one' })).toBeVisible();
    // Focus moved into the dialog, and stays there.
    await page.keyboard.press('Tab');
    expect(await hasFocus(page, '.open-tickets')).toBe(false);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await hasFocus(page, '.open-tickets'), `${key}: focus back`).toBe(true);
  }
  expect(problems.consoleErrors).toEqual([]);
});

test('<box-office trigger>: a <div> becomes a keyboard button; the element’s open() and close() work', async ({
  page,
  problems,
}) => {
  await recordDialogEvents(page);
  const html = hostHtml(`<div class="tickets-card">Summer Fest: tickets</div>
<box-office trigger=".tickets-card" event="summer-fest" key="pk_test_demo"></box-office>
<script src="/boxoffice.js" async></script>`);
  await page.goto(await servePage(page, '/test/trigger-element.html', html));
  const card = page.getByRole('button', { name: 'Summer Fest: tickets' });
  await expect(card).toHaveAttribute('tabindex', '0');
  await card.focus();
  await page.keyboard.press('Enter');
  const dialog = buyDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();

  await page.evaluate(() => document.querySelector('box-office')?.open());
  await expect(dialog).toBeVisible();
  await page.evaluate(() => document.querySelector('box-office')?.close());
  await expect(dialog).toBeHidden();
  expect(await dialogEvents(page)).toEqual([
    'boxoffice:open:trigger',
    'boxoffice:close:close-button',
    'boxoffice:open:api',
    'boxoffice:close:api',
  ]);
  // Removed, the element lets the card go.
  await page.evaluate(() => document.querySelector('box-office')?.remove());
  await expect(page.locator('.tickets-card')).not.toHaveAttribute('role', /./);
  expect(
    await page.locator('.tickets-card').evaluate((element) => element.getAttributeNames()),
  ).toEqual(['class']);
  expect(problems.consoleErrors).toEqual([]);
});

test('mount(): the docs’ example opens the dialog with open() from the page’s own button; data-label names the painted one', async ({
  page,
  problems,
}) => {
  await recordDialogEvents(page);
  await page.goto(await servePage(page, '/test/open.html', hostHtml(example('open'))));
  await expect(page.getByRole('button', { name: /^Tickets from the box office/ })).toBeVisible();
  const opener = page.getByRole('button', { name: 'Tickets', exact: true });
  await opener.click();
  const dialog = buyDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await dialogEvents(page)).toEqual(['boxoffice:open:api', 'boxoffice:close:escape']);
  expect(problems.consoleErrors).toEqual([]);
});

test('elements added later open the dialog; removed ones are let go', async ({
  page,
  problems,
}) => {
  const html = hostHtml(`<div id="app"></div>
<script src="/boxoffice.js" async data-trigger="#app .buy" data-event="summer-fest" data-key="pk_test_demo"></script>`);
  await page.goto(await servePage(page, '/test/trigger-spa.html', html));
  // The app renders its link after the widget started, as a single-page app would.
  await page.waitForFunction(() => document.querySelector('[data-boxoffice]')?.shadowRoot);
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.className = 'buy';
    link.href = '/tickets';
    link.textContent = 'Buy now';
    document.getElementById('app')?.append(link);
  });
  const link = page.getByRole('link', { name: 'Buy now' });
  await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
  await link.click();
  const dialog = buyDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Removed: nothing of the widget's stays on it, and put elsewhere without the class it is inert.
  const left = await page.evaluate(async () => {
    const element = document.querySelector('#app .buy') as HTMLElement;
    element.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return element.getAttributeNames();
  });
  expect(left).toEqual(['class', 'href']);
  expect(problems.consoleErrors).toEqual([]);
});

test('an invalid selector logs one hint naming data-trigger and the fix', async ({
  page,
  problems,
}) => {
  const html = hostHtml(
    '<script src="/boxoffice.js" async data-trigger="..buy" data-event="summer-fest" data-key="pk_test_demo"></script>',
  );
  await page.goto(await servePage(page, '/test/trigger-bad.html', html));
  await expect(page.getByRole('alert')).toBeVisible();
  expect(problems.consoleErrors).toEqual([
    '[boxoffice] data-trigger is invalid: use a CSS selector, e.g. ".buy-tickets".',
  ]);
  expect(problems.pageErrors).toEqual([]);
});

test('the festival page: the hero’s "Get your tickets" opens the dialog, the inline widget stays', async ({
  page,
  problems,
}) => {
  await page.goto('/');
  await expect(
    page.locator('#tickets [data-boxoffice]').getByRole('heading', { name: 'Summer Fest 2027' }),
  ).toBeVisible();
  const hero = page.getByRole('link', { name: 'Get your tickets' });
  await expect(hero).toHaveAttribute('aria-haspopup', 'dialog');
  await hero.click();
  const dialog = buyDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(hero).toBeFocused();
  expect(problems.consoleErrors).toEqual([]);
});

test('the festival page: paid through the inline widget, the buyer comes back to one outcome', async ({
  page,
  problems,
}) => {
  await page.goto('/');
  const inline = page.locator('#tickets [data-boxoffice]');
  await inline.getByRole('button', { name: 'Day Ticket: add one' }).click();
  await inline.locator('input[name="customer.name"]').fill('Two Widgets');
  await inline.locator('input[name="customer.email"]').fill(`two-${Date.now()}@example.com`);
  await inline.locator('input[name="answers.emergency_contact"]').fill('Someone');
  await inline.locator('[part~="submit"]').click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/co_/);
  await page.getByRole('button', { name: /^Pay / }).click();
  const outcome = page.getByRole('heading', { name: 'Payment received – you’re going!' });
  await expect(outcome).toBeVisible({ timeout: 15_000 });
  // One widget of the event takes the return; the other still shows the tiers.
  await expect(outcome).toHaveCount(1);
  await expect(page.getByText(/Order reference/)).toHaveCount(1);
  expect(problems.consoleErrors).toEqual([]);
});

test('the configurator offers a label and a trigger for button mode, live in the preview and in the snippet', async ({
  page,
  problems,
}) => {
  await page.goto('/configurator.html');
  const preview = page.locator('#preview');
  await expect(preview.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
  const snippet = page.locator('#snippet');
  // Only button mode has a button: inline, a label goes nowhere.
  await page.getByLabel('Button text').fill('Get your tickets');
  await page.getByLabel('Button text').press('Enter');
  await expect(snippet).not.toContainText('data-label');

  await page.getByLabel('Mode').selectOption('button');
  await expect(preview.getByRole('button', { name: /^Get your tickets/ })).toBeVisible();
  await expect(snippet).toContainText('data-label="Get your tickets"');

  const trigger = page.getByLabel('Your own button or link (CSS selector)');
  await trigger.fill('.buy-tickets');
  await trigger.press('Enter');
  await expect(snippet).toContainText('data-trigger=".buy-tickets"');
  // The organizer's element is on their site: the preview's stand-in opens the dialog.
  await expect(preview.getByRole('button', { name: /Get your tickets/ })).toHaveCount(0);
  const standIn = page.getByRole('button', { name: 'Your own button' });
  await expect(standIn).toHaveAttribute('aria-haspopup', 'dialog');
  await standIn.click();
  await expect(buyDialog(page).getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(standIn).toBeFocused();

  await trigger.fill('');
  await trigger.press('Enter');
  await expect(standIn).toBeHidden();
  await expect(preview.getByRole('button', { name: /^Get your tickets/ })).toBeVisible();
  expect(problems.consoleErrors).toEqual([]);
});
