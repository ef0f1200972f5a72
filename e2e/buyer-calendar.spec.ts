/**
 * The buyer's calendar and map (docs/embedding.md, "What the widget shows"): in the event's
 * header and on the confirmation, "Add to calendar" offers an `.ics` file in the event's own
 * time zone (downloaded under the strict CSP page, without a violation) and links to Google
 * Calendar and Outlook; "Map" opens the venue. Nothing of the buyer's goes into any of them,
 * and `data-hide` takes them away.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { buyerFields, openWidget, stepper, uniqueEmail } from './widget-fixtures';

/** The `.ics` text the buyer downloads from "Calendar file (.ics)". */
async function downloadIcs(page: Page): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Calendar file (.ics)' }).first().click();
  const file = await download;
  return {
    name: file.suggestedFilename(),
    text: await readFile((await file.path()) ?? '', 'utf8'),
  };
}

test('under the strict CSP, Add to calendar downloads the event’s .ics in its own zone, no violation', async ({
  page,
  problems,
}) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { __violations: violations });
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto('/csp.html');
  const widget = page.locator('[data-boxoffice]');
  await expect(widget.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
  const add = widget.getByRole('button', { name: 'Add to calendar' });
  await expect(add).toHaveAttribute('aria-expanded', 'false');
  await add.click();
  await expect(add).toHaveAttribute('aria-expanded', 'true');
  const { name, text } = await downloadIcs(page);
  expect(name).toBe('summer-fest.ics');
  expect(text).toContain('\r\nDTSTART;TZID=Europe/Berlin:20270717T140000\r\n');
  expect(text).toContain('\r\nDTEND;TZID=Europe/Berlin:20270718T233000\r\n');
  expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n');
  expect(text).toContain('SUMMARY:Summer Fest 2027');
  const google = new URL(
    (await widget.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')) ?? '',
  );
  expect(google.searchParams.get('ctz')).toBe('Europe/Berlin');
  await expect(widget.getByRole('link', { name: /Outlook/ })).toHaveAttribute('target', '_blank');
  const map = widget.getByRole('link', { name: 'Map (opens in a new tab)' });
  await expect(map).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=52\.4731&mlon=13\.4017/);
  await expectNoAxeViolations(page);
  expect(
    await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
  ).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('the confirmation of a free purchase offers the calendar and the map, with nothing of the buyer’s', async ({
  page,
}) => {
  await openWidget(page, { event: 'community-meetup' });
  const community = stepper(page, 'Community Ticket');
  const fields = buyerFields(page);
  const email = uniqueEmail('calendar');
  await community.plus.click();
  await fields.name.fill('Ada Lovelace');
  await fields.email.fill(email);
  await page.getByRole('button', { name: 'Get free tickets' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'You’re going!' });
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole('button', { name: 'Add to calendar' }).click();
  const links = [
    await confirmation.getByRole('link', { name: /Google Calendar/ }).getAttribute('href'),
    await confirmation.getByRole('link', { name: /Outlook/ }).getAttribute('href'),
    await confirmation.getByRole('link', { name: /Map/ }).getAttribute('href'),
  ];
  const { text } = await downloadIcs(page);
  expect(text).toContain('DTSTART;TZID=Europe/Amsterdam:20270211T183000');
  // Without coordinates, the map searches the address.
  expect(links[2]).toContain('openstreetmap.org/search?query=Pakhuis+de+Zwijger');
  for (const carried of [...links, text]) {
    expect(carried).not.toContain('Ada');
    expect(carried).not.toContain(email.split('@')[0]);
  }
});

test('data-hide takes away the map and Add to calendar', async ({ page }) => {
  await openWidget(page, { event: 'summer-fest', extra: 'data-hide="map,add-to-calendar"' });
  await expect(page.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Day Ticket: add one' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Map/ })).toHaveCount(0);
});
