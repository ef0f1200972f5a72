/**
 * Event list (docs/embedding.md): without data-event the widget lists what the key sells, pages with
 * `nextCursor`, shows each date in its own event's zone, opens an event and goes back.
 */
import { expect, test } from './fixtures';

// A buyer far from every event: dates must still be the events' own wall times.
test.use({ timezoneId: 'America/Los_Angeles' });

test('the list pages with nextCursor, opens an event and goes back to the list', async ({
  page,
  problems,
}) => {
  // Small pages so that the real sandbox cursor is used (21 demo events on sale or listed).
  await page.route('**/api/v1/sell/events?*', (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('limit', '4');
    return route.continue({ url: url.href });
  });
  await page.goto('/list.html');
  const widget = page.locator('[data-boxoffice]');
  await expect(widget.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
  const cards = widget.getByRole('listitem');
  await expect(cards).toHaveCount(4);

  const more = widget.getByRole('button', { name: 'Show more events' });
  for (const count of [8, 12, 16, 20, 21]) {
    await more.click();
    await expect(cards).toHaveCount(count);
  }
  await expect(more).toHaveCount(0);

  const tokyo = cards.filter({ hasText: 'Tokyo Jazz Night' });
  await expect(tokyo).toContainText('7:30');
  const summer = cards.filter({ hasText: 'Summer Fest 2027' });
  await expect(summer).toContainText('2:00');
  await expect(summer).toContainText(/from €/);

  await widget.getByRole('button', { name: 'Tokyo Jazz Night' }).click();
  await expect(widget.getByRole('heading', { name: 'Tokyo Jazz Night' })).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Standard: add one' })).toBeVisible();
  await widget.getByRole('button', { name: /All events/ }).click();
  await expect(widget.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
});

test('the list is in date order under a heading per day, each on its own date, without ended events', async ({
  page,
}) => {
  await page.goto('/list.html');
  const widget = page.locator('[data-boxoffice]');
  const days = widget.getByRole('heading', { level: 3 });
  // The first page of ten: the opera gala on New Year's Day, then the dates in order; two
  // performances on 13 February share one heading, the matinee first.
  await expect(days).toHaveText([
    'Friday, January 1, 2027',
    'Thursday, February 11, 2027',
    'Friday, February 12, 2027',
    'Saturday, February 13, 2027',
    'Friday, February 19, 2027',
    'Saturday, February 20, 2027',
    'Friday, February 26, 2027',
    'Saturday, February 27, 2027',
    'Friday, March 5, 2027',
  ]);
  const thirteenth = widget
    .locator('.bo-list__day')
    .filter({ has: page.getByText('Saturday, February 13, 2027') });
  await expect(thirteenth.getByRole('listitem')).toHaveCount(2);
  await expect(thirteenth.getByRole('listitem').first()).toContainText('2:30');
  await expect(thirteenth.getByRole('listitem').last()).toContainText('7:30');
  // The performance of October 2026 has ended: not listed, on any page.
  await widget.getByRole('button', { name: 'Show more events' }).click();
  await widget.getByRole('button', { name: 'Show more events' }).click();
  await expect(widget.getByRole('button', { name: 'Show more events' })).toHaveCount(0);
  await expect(widget.getByText(/October.*2026/)).toHaveCount(0);
  await expect(widget.getByRole('listitem')).toHaveCount(21);
  // Seen from Los Angeles, the Tokyo evening of 5 March is still on 5 March.
  const fifth = widget
    .locator('.bo-list__day')
    .filter({ has: page.getByText('Friday, March 5, 2027') });
  await expect(fifth.getByRole('button', { name: 'Tokyo Jazz Night' })).toBeVisible();
});
