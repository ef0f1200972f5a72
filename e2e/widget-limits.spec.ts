/**
 * The stepper enforces the basket rules in the browser: a tier's `available`, `maxTicketsPerOrder`
 * across tiers, the event's `available`, sold-out tiers, and typed quantities clamped;
 * whenever "+" can't add, the buyer sees why.
 */
import { API, expect, interceptApi, isApi, openWidget, stepper, test } from './widget-fixtures';

test("a nearly sold out tier's + stops at what is left and says so", async ({ page, request }) => {
  // Read the live stock: other workers share the sandbox (nobody buys Backstage, but be exact).
  const res = await request.get(`${API}/events/summer-fest`, {
    headers: { 'X-Sell-Key': 'pk_test_demo' },
  });
  const event = (await res.json()) as { tiers: { id: string; available: number }[] };
  const left = event.tiers.find((t) => t.id === 'backstage')?.available ?? 0;
  expect(left, 'the fixture starts Backstage VIP at 3 left').toBeGreaterThan(0);
  expect(left).toBeLessThanOrEqual(3);

  await openWidget(page, { event: 'summer-fest' });
  const vip = stepper(page, 'Backstage VIP');
  await expect(page.getByText(`Only ${left} left`)).toBeVisible();
  for (let i = 0; i < left; i++) {
    await expect(vip.plus).not.toHaveAttribute('aria-disabled', 'true');
    await vip.plus.click();
    await expect(vip.input).toHaveValue(String(i + 1));
  }
  await expect(vip.plus).toHaveAttribute('aria-disabled', 'true');
  const reason = left === 1 ? 'Only 1 available' : `Only ${left} available`;
  await expect(vip.plus).toHaveAccessibleDescription(reason);
  await expect(page.getByText(reason, { exact: true })).toBeVisible();
  // Pressing the disabled + by keyboard adds nothing.
  await vip.plus.focus();
  await page.keyboard.press('Enter');
  await expect(vip.input).toHaveValue(String(left));
  // Other tiers are still open.
  await expect(stepper(page, 'Day Ticket').plus).not.toHaveAttribute('aria-disabled', 'true');
});

test('maxTicketsPerOrder across tiers disables every + with a visible reason', async ({ page }) => {
  await openWidget(page, { event: 'summer-fest' });
  const day = stepper(page, 'Day Ticket');
  const weekend = stepper(page, 'Weekend Pass');
  for (let i = 0; i < 4; i++) await day.plus.click();
  await expect(day.input).toHaveValue('4');
  await weekend.plus.click();
  await weekend.plus.click();
  await expect(weekend.input).toHaveValue('2');

  for (const tier of [day, weekend, stepper(page, 'Backstage VIP')]) {
    await expect(tier.plus).toHaveAttribute('aria-disabled', 'true');
    await expect(tier.plus).toHaveAccessibleDescription('Maximum 6 tickets per order');
  }
  await expect(page.getByText('Maximum 6 tickets per order').first()).toBeVisible();
  await weekend.plus.focus();
  await page.keyboard.press('Enter');
  await expect(weekend.input).toHaveValue('2');

  // Removing one frees the limit again.
  await day.minus.click();
  await expect(day.input).toHaveValue('3');
  await expect(weekend.plus).not.toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText('Maximum 6 tickets per order')).toHaveCount(0);
});

test('a sold-out tier says "Sold out" and offers no enabled +', async ({ page }) => {
  await openWidget(page, { event: 'summer-fest' });
  const earlyBird = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Early Bird Day Ticket' }),
  });
  await expect(earlyBird).toContainText('Sold out');
  const plus = stepper(page, 'Early Bird Day Ticket').plus;
  await expect(plus.and(page.locator(':not([aria-disabled="true"]):not([disabled])'))).toHaveCount(
    0,
  );
});

test('a number typed into the quantity is clamped to what may be bought', async ({ page }) => {
  await openWidget(page, { event: 'summer-fest' });
  const day = stepper(page, 'Day Ticket');
  const weekend = stepper(page, 'Weekend Pass');
  await day.input.fill('99');
  await day.input.press('Tab');
  await expect(day.input).toHaveValue('6');
  await expect(day.plus).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: /^Pay / })).toBeVisible();

  // The rest of the order is what is left for another tier.
  await day.input.fill('4');
  await day.input.press('Tab');
  await weekend.input.fill('5');
  await weekend.input.press('Tab');
  await expect(weekend.input).toHaveValue('2');
  await expect(day.input).toHaveValue('4');
});

test("the event's own available caps the basket across tiers", async ({ page }) => {
  // An event with only 2 tickets left overall, though each tier lists more.
  await interceptApi(page, async (route, request) => {
    if (!isApi(request, 'GET', '/events/summer-fest')) return false;
    const response = await route.fetch();
    const event = await response.json();
    event.available = 2;
    await route.fulfill({ response, json: event });
    return true;
  });
  await openWidget(page, { event: 'summer-fest' });
  const day = stepper(page, 'Day Ticket');
  const weekend = stepper(page, 'Weekend Pass');
  await day.plus.click();
  await weekend.plus.click();
  await expect(weekend.input).toHaveValue('1');
  await expect(day.plus).toHaveAttribute('aria-disabled', 'true');
  await expect(day.plus).toHaveAccessibleDescription('No more tickets left for this event');
  await weekend.input.fill('5');
  await weekend.input.press('Tab');
  await expect(weekend.input).toHaveValue('1');
});
