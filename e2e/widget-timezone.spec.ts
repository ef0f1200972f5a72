/**
 * Event times are the wall time of `startsAt` in the event's own zone, whatever the buyer's
 * zone; the zone is named only when the buyer's zone differs.
 */
import type { Page } from '@playwright/test';
import { expect, openWidget, test } from './widget-fixtures';

/** The event block's date line (`<time>` plus the zone, if named). */
const when = (page: Page) => page.locator('[part="event"] time');

test.describe('a buyer in Los Angeles', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('sees the Tokyo event at 19:30–23:00 Tokyo time, with the zone named', async ({ page }) => {
    await openWidget(page, { event: 'tokyo-jazz-night', extra: 'data-lang="en-GB"' });
    await expect(page.getByRole('heading', { name: 'Tokyo Jazz Night' })).toBeVisible();
    await expect(when(page)).toHaveAttribute('datetime', '2027-03-05T19:30+09:00');
    await expect(when(page)).toContainText('5 March 2027');
    await expect(when(page)).toContainText(/19:30\s*–\s*23:00/);
    // Not the buyer's clock (02:30 on the 5th in Los Angeles).
    await expect(when(page)).not.toContainText('02:30');
    await expect(page.getByText('(Japan Standard Time)')).toBeVisible();
  });

  test('in English by default, the same wall time reads 7:30 PM', async ({ page }) => {
    await openWidget(page, { event: 'tokyo-jazz-night' });
    await expect(when(page)).toContainText(/March 5, 2027/);
    // formatRange may share the PM between start and end: "7:30 – 11:00 PM".
    await expect(when(page)).toContainText(/7:30\s*(PM\s*)?–\s*11:00\sPM/);
    await expect(page.getByText('(Japan Standard Time)')).toBeVisible();
  });
});

test.describe('a buyer in Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('sees the Tokyo event at 19:30 without a zone name', async ({ page }) => {
    await openWidget(page, { event: 'tokyo-jazz-night', extra: 'data-lang="en-GB"' });
    await expect(when(page)).toContainText(/19:30\s*–\s*23:00/);
    await expect(page.locator('[part="event"]')).not.toContainText('Japan Standard Time');
    await expect(page.locator('[part="event"]')).not.toContainText(/\(.*Time\)/);
  });

  test('sees the Berlin festival at 14:00 Berlin time, with the zone named', async ({ page }) => {
    await openWidget(page, { event: 'summer-fest', extra: 'data-lang="en-GB"' });
    await expect(when(page)).toHaveAttribute('datetime', '2027-07-17T14:00+02:00');
    await expect(when(page)).toContainText('17 July 2027');
    await expect(when(page)).toContainText('14:00');
    // Ends 18 July 23:30 in Berlin (06:30 on the 19th in Tokyo).
    await expect(when(page)).toContainText('23:30');
    await expect(when(page)).not.toContainText('21:00');
    await expect(page.getByText('(Central European Summer Time)')).toBeVisible();
  });
});

test.describe('a buyer in Berlin', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('sees the Berlin festival without a zone name', async ({ page }) => {
    await openWidget(page, { event: 'summer-fest', extra: 'data-lang="en-GB"' });
    await expect(when(page)).toContainText('14:00');
    await expect(page.locator('[part="event"]')).not.toContainText('European');
  });
});
