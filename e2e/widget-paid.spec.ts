/**
 * A paid purchase on the demo tickets page, keyboard only: two Day Tickets,
 * the quoted total, the buyer form, the sandbox payment page and back to a "paid"
 * confirmation with the order; then a declined payment that keeps the basket, and Cancel or
 * Back on the payment page, which bring back the basket and everything the buyer typed.
 */
import {
  buyerFields,
  everyField,
  expect,
  expectFields,
  fillFields,
  recordedEvents,
  recordHostEventsAcrossPages,
  recordPageShows,
  shownFromCache,
  stepper,
  tabTo,
  test,
  totalRow,
  uniqueEmail,
} from './widget-fixtures';

// 2 × €49.50 + 2 × €1.50 service fee.
const TOTAL = '€102.00';

test('a buyer pays for two Day Tickets with the keyboard alone and comes back to "paid"', async ({
  page,
  problems,
}) => {
  await recordHostEventsAcrossPages(page);
  await page.goto('/tickets.html');
  const day = stepper(page, 'Day Ticket');
  const fields = buyerFields(page);
  const email = uniqueEmail('paid');

  await tabTo(page, day.plus);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(day.input).toHaveValue('2');
  await expect(totalRow(page)).toContainText(TOTAL);
  await expect(page.getByRole('button', { name: `Pay ${TOTAL}` })).toBeVisible();

  await tabTo(page, fields.name);
  await page.keyboard.type('Grace Hopper');
  await tabTo(page, fields.email);
  await page.keyboard.type(email);
  await tabTo(page, fields.emergency);
  await page.keyboard.type('Alan, +49 30 1234567');
  // Back up once to check Shift+Tab is not trapped, then on to the submit button.
  await tabTo(page, fields.email, { backwards: true });
  const pay = page.getByRole('button', { name: `Pay ${TOTAL}` });
  await tabTo(page, pay);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/sandbox\/pay\/co_/);
  await expect(page.getByText(TOTAL).first()).toBeVisible();
  const payButton = page.getByRole('button', { name: /^Pay / });
  await tabTo(page, payButton);
  await page.keyboard.press('Enter');

  const paid = page.getByRole('heading', { name: 'Payment received – you’re going!' });
  await expect(paid).toBeVisible({ timeout: 15_000 });
  // The outcome takes focus, so a keyboard or screen-reader user lands on it.
  await expect(paid).toBeFocused();
  await expect(page.getByText(/^Order reference: \S+/)).toBeVisible();
  await expect(page.getByText(`A confirmation e-mail is on its way to ${email}.`)).toBeVisible();
  await expect(page.getByText('2 × Day Ticket')).toBeVisible();
  const url = new URL(page.url());
  expect(url.pathname).toBe('/tickets.html');
  expect(url.searchParams.has('bo_checkout')).toBe(false);

  const events = (await recordedEvents(page)).filter((e) =>
    ['boxoffice:checkout', 'boxoffice:complete'].includes(e.name),
  );
  expect(events.map((e) => e.name)).toEqual(['boxoffice:checkout', 'boxoffice:complete']);
  const [checkout, complete] = events;
  expect(checkout?.detail).toMatchObject({
    status: 'requires_payment',
    amount: 102,
    currency: 'EUR',
  });
  expect(complete?.detail).toMatchObject({
    id: checkout?.detail.id,
    status: 'completed',
    amount: 102,
    currency: 'EUR',
    items: [{ tier: 'day', name: 'Day Ticket', quantity: 2 }],
    event: 'summer-fest',
  });
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test('a declined payment shows "Payment failed" with Try again, and the basket is kept', async ({
  page,
}) => {
  await page.goto('/tickets.html');
  const day = stepper(page, 'Day Ticket');
  const fields = buyerFields(page);
  await day.plus.click();
  await day.plus.click();
  await expect(totalRow(page)).toContainText(TOTAL);
  await fields.name.fill('Grace Hopper');
  await fields.email.fill(uniqueEmail('declined'));
  await fields.emergency.fill('Alan');
  await page.getByRole('button', { name: `Pay ${TOTAL}` }).click();

  await expect(page).toHaveURL(/\/sandbox\/pay\/co_/);
  await page.getByRole('button', { name: 'Decline' }).click();

  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  expect(new URL(page.url()).searchParams.has('bo_checkout')).toBe(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(day.input).toHaveValue('2');
  await expect(fields.name).toHaveValue('Grace Hopper');
  await expect(totalRow(page)).toContainText(TOTAL);
  await expect(page.getByRole('button', { name: `Pay ${TOTAL}` })).toBeEnabled();
});

test('Cancel on the payment page shows "Payment cancelled"; Try again has the basket and form back', async ({
  page,
}) => {
  await page.goto('/tickets.html');
  const weekend = stepper(page, 'Weekend Pass');
  await weekend.plus.click();
  const typed = everyField(uniqueEmail('cancel'));
  await fillFields(page, typed);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/co_/);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(weekend.input).toHaveValue('1');
  await expectFields(page, typed);
});

test('Back from the payment page without paying (page loaded afresh) has the basket and form back', async ({
  page,
}) => {
  await recordPageShows(page);
  await page.goto('/tickets.html');
  const day = stepper(page, 'Day Ticket');
  await day.plus.click();
  await day.plus.click();
  const typed = everyField(uniqueEmail('back'));
  await fillFields(page, typed);
  await page.getByRole('button', { name: `Pay ${TOTAL}` }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/co_/);

  await page.goBack();
  await expect(day.input).toHaveValue('2');
  // Playwright's Chromium runs without the back/forward cache: the shop was loaded again
  // (widget-back-forward.spec.ts covers the cache).
  expect(await shownFromCache(page)).toBe(false);
  await expectFields(page, typed);
  await expect(page.getByRole('button', { name: `Pay ${TOTAL}` })).toBeEnabled();
});
