/**
 * Promo codes and quoted prices: SUMMER10 gives a discount line and a lower total that the
 * payment page charges; unknown and expired codes say so inline; a tier whose quoted price
 * differs from its listed price is pointed out (the quote is the price).
 */
import type { Page } from '@playwright/test';
import {
  buyerFields,
  expect,
  openWidget,
  stepper,
  test,
  totalRow,
  uniqueEmail,
} from './widget-fixtures';

/** Opens summer-fest with two Day Tickets quoted (€99.00 + €3.00 fees). */
async function twoDayTickets(page: Page, extra = '') {
  await openWidget(page, { event: 'summer-fest', extra });
  const day = stepper(page, 'Day Ticket');
  await day.plus.click();
  await day.plus.click();
  await expect(day.input).toHaveValue('2');
}

const promoInput = (page: Page) => page.getByRole('textbox', { name: 'Promo code' });

async function applyCode(page: Page, code: string) {
  await promoInput(page).fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

test('SUMMER10 adds a discount line, lowers the total, and the payment page charges it', async ({
  page,
}) => {
  await twoDayTickets(page);
  await expect(totalRow(page)).toContainText('€102.00');
  await applyCode(page, 'summer10');

  await expect(page.getByText('Code SUMMER10 applied.')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order summary' });
  // 10 % of €99.00, then the €3.00 fees on top.
  await expect(summary.getByText('Discount')).toBeVisible();
  await expect(summary).toContainText('−€9.90');
  await expect(totalRow(page)).toContainText('€92.10');
  await expect(promoInput(page)).not.toHaveAttribute('aria-invalid', 'true');

  const fields = buyerFields(page);
  await fields.name.fill('Promo Buyer');
  await fields.email.fill(uniqueEmail('promo'));
  await fields.emergency.fill('Someone');
  await page.getByRole('button', { name: 'Pay €92.10' }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/co_/);
  await expect(page.getByRole('button', { name: 'Pay €92.10' })).toBeVisible();
});

test('an unknown code says it is not valid and leaves the total alone', async ({ page }) => {
  await twoDayTickets(page);
  await expect(totalRow(page)).toContainText('€102.00');
  await applyCode(page, 'NOPE');
  await expect(page.getByText('This code is not valid.')).toBeVisible();
  await expect(promoInput(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(promoInput(page)).toHaveAccessibleDescription('This code is not valid.');
  await expect(totalRow(page)).toContainText('€102.00');
  await expect(page.getByText('Discount')).toHaveCount(0);
});

test('an expired code says it has expired', async ({ page }) => {
  await twoDayTickets(page);
  await applyCode(page, 'EARLYBIRD');
  await expect(page.getByText('This code has expired.')).toBeVisible();
  await expect(promoInput(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(totalRow(page)).toContainText('€102.00');
});

test('a code pre-filled with data-promo is applied to the first quote', async ({ page }) => {
  await twoDayTickets(page, 'data-promo="SUMMER10"');
  await expect(promoInput(page)).toHaveValue('SUMMER10');
  await expect(page.getByText('Code SUMMER10 applied.')).toBeVisible();
  await expect(totalRow(page)).toContainText('€92.10');
});

test('a tier quoted above its listed price is pointed out, and the quote is the total', async ({
  page,
}) => {
  await openWidget(page, { event: 'summer-fest' });
  // Listed at €89.00 in the tier list.
  const weekendRow = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Weekend Pass' }),
  });
  await expect(weekendRow).toContainText('€89.00');
  await stepper(page, 'Day Ticket').plus.click();
  await stepper(page, 'Weekend Pass').plus.click();

  await expect(
    page.getByText('Price updated for Weekend Pass: was €89.00, now €94.50.'),
  ).toBeVisible();
  // Only the tier whose price moved is named.
  await expect(page.getByText(/^Price updated for/)).toHaveCount(1);
  // €49.50 + €94.50 + 2 × €1.50 fees.
  await expect(totalRow(page)).toContainText('€147.00');
  await expect(page.getByRole('button', { name: 'Pay €147.00' })).toBeVisible();
});

test('Enter in the promo field applies the code instead of submitting the order', async ({
  page,
}) => {
  await twoDayTickets(page);
  await promoInput(page).fill('fiveoff');
  await promoInput(page).press('Enter');
  await expect(page.getByText('Code FIVEOFF applied.')).toBeVisible();
  // €99.00 − €5.00 + €3.00 fees.
  await expect(totalRow(page)).toContainText('€97.00');
  // The (empty) buyer form was not submitted: no error summary, no field marked invalid.
  await expect(page.getByText(/^Please correct/)).toHaveCount(0);
  await expect(buyerFields(page).name).not.toHaveAttribute('aria-invalid', 'true');
});
