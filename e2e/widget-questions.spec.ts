/**
 * The buyer form's errors: a required question left empty gets an inline error tied to its
 * field, focus goes to the first invalid field and nothing is posted; the server's 400
 * `fields` land on the fields they name.
 */
import type { Locator, Page } from '@playwright/test';
import {
  buyerFields,
  expect,
  fulfilError,
  interceptApi,
  isApi,
  openWidget,
  stepper,
  test,
  uniqueEmail,
} from './widget-fixtures';

/** Counts the widget's `POST /checkout` requests (and lets them through unless `answer`). */
async function countCheckouts(
  page: Page,
  answer?: (route: Parameters<Parameters<typeof interceptApi>[1]>[0]) => Promise<void>,
) {
  const posted: string[] = [];
  await interceptApi(page, async (route, request) => {
    if (!isApi(request, 'POST', '/checkout')) return false;
    posted.push(request.postData() ?? '');
    if (!answer) return false;
    await answer(route);
    return true;
  });
  return posted;
}

/** The field's inline error: invalid, described by the message, which is visible. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
  // One of the elements it is described by shows the message, visibly.
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/);
  const described = field
    .page()
    .locator(ids.map((id) => `[id="${id}"]`).join(', '))
    .filter({ hasText: message });
  await expect(described).toBeVisible();
}

test('a required question left empty: inline error on its field, focus there, nothing posted', async ({
  page,
}) => {
  const posted = await countCheckouts(page);
  await openWidget(page, { event: 'summer-fest' });
  await stepper(page, 'Day Ticket').plus.click();
  const fields = buyerFields(page);
  await fields.name.fill('Ada');
  await fields.email.fill(uniqueEmail('questions'));
  await page.getByRole('button', { name: /^Pay / }).click();

  await expectFieldError(fields.emergency, 'Please fill in this field.');
  await expect(fields.emergency).toBeFocused();
  await expect(fields.emergency).toHaveAttribute('aria-required', 'true');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please correct 1 field:' }),
  ).toBeVisible();
  // The optional question is not an error.
  await expect(fields.dietary).not.toHaveAttribute('aria-invalid', 'true');
  expect(posted).toEqual([]);

  // Answering clears the error; now it is sent, with the answer.
  await fields.emergency.fill('Grace, +49 30 111');
  await expect(fields.emergency).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/co_/);
  expect(posted).toHaveLength(1);
  expect(JSON.parse(posted[0] ?? '{}').answers).toEqual({ emergency_contact: 'Grace, +49 30 111' });
});

test('several problems: focus goes to the first one in form order', async ({ page }) => {
  const posted = await countCheckouts(page);
  await openWidget(page, { event: 'summer-fest' });
  await stepper(page, 'Day Ticket').plus.click();
  const fields = buyerFields(page);
  await fields.email.fill('not-an-address');
  await fields.phone.fill('12');
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(fields.name).toBeFocused();
  await expectFieldError(fields.name, 'Please fill in this field.');
  await expectFieldError(fields.email, 'Enter an e-mail address like name@example.com.');
  await expect(fields.phone).toHaveAttribute('aria-invalid', 'true');
  await expect(fields.phone).toHaveAccessibleDescription(/country code/);
  await expectFieldError(fields.emergency, 'Please fill in this field.');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please correct 4 fields:' }),
  ).toBeVisible();
  expect(posted).toEqual([]);
});

test("the server's 400 fields are shown on the fields they name, with focus on the first", async ({
  page,
}) => {
  const posted = await countCheckouts(page, (route) =>
    fulfilError(route, 400, 'invalid_request', {
      fields: [
        { field: 'customer.email', message: 'This mailbox does not exist.' },
        { field: 'answers.dietary', message: 'Too long.' },
      ],
    }),
  );
  await openWidget(page, { event: 'summer-fest' });
  await stepper(page, 'Day Ticket').plus.click();
  const fields = buyerFields(page);
  await fields.name.fill('Ada');
  await fields.email.fill(uniqueEmail('server-fields'));
  await fields.emergency.fill('Grace');
  await fields.dietary.fill('Vegan');
  await page.getByRole('button', { name: /^Pay / }).click();

  await expectFieldError(fields.email, 'Enter an e-mail address like name@example.com.');
  await expectFieldError(fields.dietary, 'Please check this field.');
  await expect(fields.email).toBeFocused();
  await expect(fields.name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Some details need correcting.' }),
  ).toBeVisible();
  // What the buyer typed is kept.
  await expect(fields.dietary).toHaveValue('Vegan');
  expect(posted).toHaveLength(1);
});
