/**
 * Zero axe-core violations (WCAG 2.2 AA tags) in every state a buyer can reach, a visible
 * focus ring on the stepper, and stepper targets of at least 24×24 CSS px.
 */
import type { Page } from '@playwright/test';
import {
  buyerFields,
  expect,
  expectNoAxeViolations,
  openWidget,
  stepper,
  tabTo,
  test,
  totalRow,
  uniqueEmail,
} from './widget-fixtures';

/**
 * A Day Ticket and a filled form on the demo tickets page, sent to the payment page. (A real page:
 * `page.route` does not see the navigation that follows the payment page's 303.)
 */
async function toPaymentPage(page: Page) {
  await page.goto('/tickets.html');
  await stepper(page, 'Day Ticket').plus.click();
  const fields = buyerFields(page);
  await fields.name.fill('Axe Buyer');
  await fields.email.fill(uniqueEmail('a11y'));
  await fields.emergency.fill('Someone');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/co_/);
}

test('loaded event', async ({ page }) => {
  await openWidget(page, { event: 'summer-fest' });
  await expect(stepper(page, 'Day Ticket').plus).toBeVisible();
  await expectNoAxeViolations(page);
});

test('basket with a quote, promo status and price-changed notice', async ({ page }) => {
  await openWidget(page, { event: 'summer-fest' });
  await stepper(page, 'Day Ticket').plus.click();
  await stepper(page, 'Weekend Pass').plus.click();
  await page.getByRole('textbox', { name: 'Promo code' }).fill('SUMMER10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Code SUMMER10 applied.')).toBeVisible();
  await expect(page.getByText(/^Price updated for Weekend Pass/)).toBeVisible();
  await expect(totalRow(page)).toContainText('Total');
  await expectNoAxeViolations(page);
});

test('order limit reached (disabled + with its reason)', async ({ page }) => {
  await openWidget(page, { event: 'summer-fest' });
  const day = stepper(page, 'Day Ticket');
  await day.input.fill('6');
  await day.input.press('Tab');
  await expect(day.plus).toHaveAttribute('aria-disabled', 'true');
  await expectNoAxeViolations(page);
});

test('form errors shown', async ({ page }) => {
  await openWidget(page, { event: 'summer-fest' });
  await stepper(page, 'Day Ticket').plus.click();
  await buyerFields(page).email.fill('nope');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(buyerFields(page).name).toBeFocused();
  await expectNoAxeViolations(page);
});

test('free confirmation', async ({ page }) => {
  await openWidget(page, { event: 'community-meetup' });
  await stepper(page, 'Community Ticket').plus.click();
  await buyerFields(page).name.fill('Axe Buyer');
  await buyerFields(page).email.fill(uniqueEmail('a11y-free'));
  await page.getByRole('button', { name: 'Get free tickets' }).click();
  await expect(page.getByRole('heading', { name: 'You’re going!' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('paid confirmation', async ({ page }) => {
  await toPaymentPage(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment received – you’re going!' })).toBeVisible(
    { timeout: 15_000 },
  );
  await expectNoAxeViolations(page);
});

test('failed payment', async ({ page }) => {
  await toPaymentPage(page);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an error notice (checkout refused)', async ({ page }) => {
  await page.route(
    (url) => url.pathname.endsWith('/api/v1/sell/checkout'),
    (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'forbidden', message: 'no' } }),
      }),
  );
  await openWidget(page, { event: 'community-meetup' });
  await stepper(page, 'Community Ticket').plus.click();
  await buyerFields(page).name.fill('Axe Buyer');
  await buyerFields(page).email.fill(uniqueEmail('a11y-err'));
  await page.getByRole('button', { name: 'Get free tickets' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('cancelled event notice', async ({ page }) => {
  await openWidget(page, { event: 'harbour-lights' });
  await expect(page.getByText('This event has been cancelled.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('reserved seating notice with a link to the organizer’s checkout', async ({ page }) => {
  await openWidget(page, { event: 'opera-gala' });
  await expect(page.getByText(/reserved seating/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy on the organizer’s checkout' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('event list', async ({ page }) => {
  await openWidget(page);
  await expect(page.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
  await expect(page.getByText('New Year Opera Gala').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the keyboard-focused + shows a visible focus outline', async ({ page }) => {
  await openWidget(page, { event: 'summer-fest' });
  const plus = stepper(page, 'Day Ticket').plus;
  await tabTo(page, plus);
  const ring = await plus.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      focusVisible: el.matches(':focus-visible'),
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
    };
  });
  expect(ring.focusVisible).toBe(true);
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
});

test('stepper buttons are at least 24×24 px targets', async ({ page }) => {
  await openWidget(page, { event: 'summer-fest' });
  await expect(stepper(page, 'Day Ticket').plus).toBeVisible();
  const buttons = page.getByRole('button', { name: /: (add|remove) one$/ });
  expect(await buttons.count()).toBeGreaterThanOrEqual(6);
  for (const button of await buttons.all()) {
    const box = await button.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
  }
});
