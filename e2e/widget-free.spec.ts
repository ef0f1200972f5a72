/**
 * A free purchase (community-meetup): no payment page, a confirmation naming the buyer's
 * e-mail at once, and that e-mail recorded in the sandbox outbox.
 */
import {
  buyerFields,
  expect,
  openWidget,
  outbox,
  recordedEvents,
  recordHostEventsAcrossPages,
  stepper,
  test,
  uniqueEmail,
} from './widget-fixtures';

test('free tickets are confirmed at once and the confirmation e-mail reaches the outbox', async ({
  page,
  request,
  problems,
}) => {
  await recordHostEventsAcrossPages(page);
  const url = await openWidget(page, { event: 'community-meetup' });
  const community = stepper(page, 'Community Ticket');
  const fields = buyerFields(page);
  const email = uniqueEmail('free');

  await community.plus.click();
  await community.plus.click();
  await expect(community.input).toHaveValue('2');
  await fields.name.fill('Ada Lovelace');
  await fields.email.fill(email);
  await page.getByRole('textbox', { name: /^Which topic/ }).fill('Web components');
  await page.getByRole('button', { name: 'Get free tickets' }).click();

  await expect(page.getByRole('heading', { name: 'You’re going!' })).toBeVisible();
  await expect(page.getByText(`A confirmation e-mail is on its way to ${email}.`)).toBeVisible();
  await expect(page.getByText('2 × Community Ticket')).toBeVisible();
  await expect(page.getByText(/^Order reference: \S+/)).toBeVisible();
  // No trip to a payment page.
  expect(page.url()).toBe(url);

  await expect.poll(async () => (await outbox(request, email)).length).toBe(1);
  const [mail] = await outbox(request, email);
  expect(mail?.to).toBe(email);
  const reference = (await page.getByText(/^Order reference: /).textContent()) ?? '';
  expect(reference).toContain(mail?.orderId);

  const completes = (await recordedEvents(page)).filter((e) => e.name === 'boxoffice:complete');
  expect(completes).toHaveLength(1);
  expect(completes[0]?.detail).toMatchObject({ status: 'completed' });
  expect(problems.pageErrors).toEqual([]);
});

test('the paid Supporter tier of an event without payments cannot be added', async ({ page }) => {
  await openWidget(page, { event: 'community-meetup' });
  const supporter = stepper(page, 'Supporter Ticket');
  await expect(supporter.plus).toHaveAttribute('aria-disabled', 'true');
  await expect(supporter.plus).toHaveAccessibleDescription('Not available for online payment');
  // aria-disabled keeps it focusable; pressing it must do nothing.
  await supporter.plus.focus();
  await page.keyboard.press('Enter');
  await expect(supporter.input).toHaveValue('0');
  await expect(page.getByRole('button', { name: 'Choose your tickets' })).toBeDisabled();
});
