/**
 * The buyer's work survives a reload: the basket, the promo code and the form are kept in
 * sessionStorage per key and event, restored after a reload or a visit to another page of
 * the site, re-checked against the event, and cleared once a purchase completes (free, or
 * paid through the sandbox's payment page). Storage that throws never breaks the widget.
 */
import { hostHtml, servePage } from './fixtures';
import {
  buyerFields,
  expect,
  openWidget,
  payAndReturn,
  stepper,
  test,
  totalRow,
  uniqueEmail,
} from './widget-fixtures';

test('a reload keeps the basket, the applied promo code and what the buyer typed', async ({
  page,
  problems,
}) => {
  await openWidget(page, { event: 'summer-fest' });
  const day = stepper(page, 'Day Ticket');
  const fields = buyerFields(page);
  await day.plus.click();
  await day.plus.click();
  await fields.name.fill('Grace Hopper');
  await fields.dietary.fill('Vegetarian');
  await page.getByRole('textbox', { name: 'Promo code' }).fill('SUMMER10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Code SUMMER10 applied.')).toBeVisible();

  await page.reload();
  await expect(day.input).toHaveValue('2');
  await expect(fields.name).toHaveValue('Grace Hopper');
  await expect(fields.dietary).toHaveValue('Vegetarian');
  await expect(fields.email).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveValue('SUMMER10');
  await expect(page.getByText('Code SUMMER10 applied.')).toBeVisible();
  await expect(totalRow(page)).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
});

test('a visit to another page of the site and back keeps the work; the buyer’s wins over the organizer’s', async ({
  page,
}) => {
  const other = await servePage(page, '/about.html', hostHtml('<p>About us</p>'));
  const url = await openWidget(page, {
    event: 'summer-fest',
    extra: 'data-items="day:1" data-name="Organizer Default"',
  });
  const weekend = stepper(page, 'Weekend Pass');
  const fields = buyerFields(page);
  await expect(stepper(page, 'Day Ticket').input).toHaveValue('1');
  await weekend.plus.click();
  await fields.name.fill('Ada Lovelace');

  await page.goto(other);
  await page.goto(url);
  await expect(weekend.input).toHaveValue('1');
  await expect(stepper(page, 'Day Ticket').input).toHaveValue('1');
  await expect(fields.name).toHaveValue('Ada Lovelace');

  await stepper(page, 'Day Ticket').minus.click();
  await page.reload();
  // The buyer removed the organizer's ticket: it does not come back.
  await expect(weekend.input).toHaveValue('1');
  await expect(stepper(page, 'Day Ticket').input).toHaveValue('0');
});

test('a restored quantity that no longer fits is lowered, and the buyer is told', async ({
  page,
}) => {
  await openWidget(page, { event: 'summer-fest' });
  const backstage = stepper(page, 'Backstage VIP');
  await backstage.plus.click();
  await backstage.plus.click();
  await backstage.plus.click();
  await expect(backstage.input).toHaveValue('3');
  // Meanwhile someone else bought two.
  await page.route('**/api/v1/sell/events/summer-fest', async (route) => {
    const response = await route.fetch();
    const event = await response.json();
    for (const tier of event.tiers) if (tier.id === 'backstage') tier.available = 1;
    await route.fulfill({ response, json: event });
  });
  await page.reload();
  await expect(backstage.input).toHaveValue('1');
  await expect(page.getByText('Backstage VIP: reduced from 3 to 1.')).toBeVisible();
});

test('a free purchase clears the kept work', async ({ page }) => {
  const url = await openWidget(page, { event: 'community-meetup' });
  const ticket = stepper(page, 'Community Ticket');
  const fields = buyerFields(page);
  await ticket.plus.click();
  await fields.name.fill('Ada Lovelace');
  await fields.email.fill(uniqueEmail('reload-free'));
  await page.reload();
  await expect(ticket.input).toHaveValue('1');
  await page.getByRole('button', { name: 'Get free tickets' }).click();
  await expect(page.getByRole('heading', { name: 'You’re going!' })).toBeVisible();

  await page.goto(url);
  await expect(ticket.input).toHaveValue('0');
  await expect(fields.name).toHaveValue('');
});

test('a paid purchase through the payment page clears the kept work', async ({ page }) => {
  const url = await openWidget(page, { event: 'summer-fest' });
  const day = stepper(page, 'Day Ticket');
  const fields = buyerFields(page);
  await day.plus.click();
  await fields.name.fill('Grace Hopper');
  await fields.email.fill(uniqueEmail('reload-paid'));
  await fields.emergency.fill('Alan, +49 30 1234567');
  await page.getByRole('button', { name: /^Pay / }).click();
  await payAndReturn(page, url);
  await expect(page.getByRole('heading', { name: 'Payment received – you’re going!' })).toBeVisible(
    { timeout: 15_000 },
  );

  await page.goto(url);
  await expect(day.input).toHaveValue('0');
  await expect(fields.name).toHaveValue('');
});

test('storage that throws (private mode, a sandboxed frame) never breaks the widget', async ({
  page,
  problems,
}) => {
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(window, 'sessionStorage', { get: refuse });
  });
  await openWidget(page, { event: 'summer-fest' });
  const day = stepper(page, 'Day Ticket');
  await day.plus.click();
  await buyerFields(page).name.fill('Grace Hopper');
  await expect(day.input).toHaveValue('1');
  await expect(totalRow(page)).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});
