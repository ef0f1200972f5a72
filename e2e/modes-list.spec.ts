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
  // Small pages so that the real sandbox cursor is used (9 demo events).
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
  await more.click();
  await expect(cards).toHaveCount(8);
  await more.click();
  await expect(cards).toHaveCount(9);
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
