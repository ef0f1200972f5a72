/**
 * Button mode (docs/embedding.md) on a 320 px phone: "Buy tickets · from €X" opens the widget in a
 * modal dialog; focus moves in and stays in, Esc closes, focus returns to the button.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  hostEvents,
  hostHtml,
  recordHostEvents,
  servePage,
  test,
} from './fixtures';

test.use({ viewport: { width: 320, height: 640 }, hasTouch: true });

/** Describes the deeply focused element (through shadow roots). */
const focused = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      name: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '',
      inDialog: !!el?.closest('dialog'),
    };
  });

test('the dialog takes focus, keeps it, closes on Esc and gives focus back to the button', async ({
  page,
  problems,
}) => {
  await recordHostEvents(page);
  await page.goto('/button.html');
  const open = page.getByRole('button', { name: /Buy tickets.*from €\d/ });
  await expect(open).toBeVisible();
  const box = await open.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(320);

  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Buy tickets' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
  expect((await focused(page)).inDialog).toBe(true);

  // The page behind is inert: tabbing around never leaves the dialog.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect((await focused(page)).inDialog).toBe(true);
  }
  // Fits the phone: no horizontal scrolling, dialog inside the viewport.
  const dialogBox = await dialog.boundingBox();
  expect(dialogBox && dialogBox.x >= 0 && dialogBox.x + dialogBox.width <= 320).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await focused(page)).toMatchObject({ tag: 'button', inDialog: false });
  expect((await focused(page)).name).toMatch(/Buy tickets/);

  // The close button works too.
  await open.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect((await focused(page)).name).toMatch(/Buy tickets/);

  const events = await hostEvents(page);
  expect(events.find((e) => e.name === 'boxoffice:ready')?.target).toBe('button-tickets');
  expect(problems.pageErrors).toEqual([]);
});

test('host events of the widget in the dialog reach the host page', async ({ page }) => {
  await recordHostEvents(page);
  await page.goto('/button.html');
  await page.getByRole('button', { name: /Buy tickets/ }).click();
  await page.getByRole('button', { name: 'Day Ticket: add one' }).click();
  await expect
    .poll(async () => (await hostEvents(page)).map((e) => `${e.name}@${e.target}`))
    .toEqual(
      expect.arrayContaining(['boxoffice:basket@button-tickets', 'boxoffice:quote@button-tickets']),
    );
});

test('back from the payment page, the dialog opens by itself and the address is cleaned', async ({
  page,
}) => {
  await page.goto('/button.html?bo_checkout=co_unknown_for_test&keep=1');
  await expect(page.getByRole('dialog', { name: 'Buy tickets' })).toBeVisible();
  await expect.poll(() => new URL(page.url()).search).toBe('?keep=1');
});

test('with data-lang="de" the button, the dialog and its close button speak German', async ({
  page,
}) => {
  // An English host page: the widget's language comes from data-lang alone.
  const script =
    '<script src="/boxoffice.js" async data-mode="button" data-event="summer-fest" data-key="pk_test_demo" data-lang="de"></script>';
  await page.goto(await servePage(page, '/test/button-de.html', hostHtml(script)));
  const open = page.getByRole('button', { name: /^Tickets kaufen/ });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Tickets kaufen' });
  await expect(dialog).toBeVisible();
  const close = dialog.getByRole('button', { name: 'Schließen' });
  await expect(close).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  // Read in German by screen readers, though the page around it is English.
  expect(await close.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('de');
  await close.click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});
