/**
 * Hostile but valid API answers, in the built widget (the cases the fuzzing of
 * `widget-fuzz.spec.ts` found, pinned): ids that are `Object.prototype` names are ordinary
 * tiers and questions, and a quote in another currency than the event's is not shown: the
 * summary and the Pay button show one amount in one currency.
 */
import type { Page } from '@playwright/test';
import { expect, interceptApi, isApi, openWidget, stepper, test } from './widget-fixtures';

const PROTO_NAMES = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'];

/** Answers `GET /events/summer-fest` with the sandbox's event changed by `change`. */
async function eventAnswer(page: Page, change: (event: Record<string, unknown>) => object) {
  const posted: { path: string; body: unknown }[] = [];
  await interceptApi(page, async (route, request) => {
    if (request.method() === 'POST') {
      posted.push({ path: new URL(request.url()).pathname, body: request.postDataJSON() });
    }
    if (isApi(request, 'POST', '/checkout')) {
      await route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'x' } } });
      return true;
    }
    if (!isApi(request, 'GET', '/events/summer-fest')) return false;
    const response = await route.fetch();
    await route.fulfill({ response, json: change(await response.json()) });
    return true;
  });
  return posted;
}

test('tiers and questions whose ids are Object.prototype names can be bought and answered', async ({
  page,
  problems,
}) => {
  const posted = await eventAnswer(page, (event) => ({
    ...event,
    maxTicketsPerOrder: 50,
    tiers: PROTO_NAMES.map((id) => ({
      id,
      name: `Tier ${id}`,
      price: 0,
      available: 20,
      soldOut: false,
    })),
    questions: PROTO_NAMES.map((id) => ({ id, label: `Question ${id}`, required: true })),
  }));
  await openWidget(page, { event: 'summer-fest' });
  for (const id of PROTO_NAMES) {
    const tier = stepper(page, `Tier ${id}`);
    await expect(tier.input).toHaveValue('0');
    await tier.plus.click();
    await expect(tier.input).toHaveValue('1');
    await tier.input.fill('2');
    await expect(tier.input).toHaveValue('2');
  }
  await page.getByRole('textbox', { name: /^Name/ }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('ada@example.com');
  for (const id of PROTO_NAMES) {
    const field = page.getByRole('textbox', { name: new RegExp(`^Question ${id}`) });
    await expect(field).toHaveValue('');
  }
  // Pay with the questions unanswered: each one says so, nothing is thrown, nothing sent.
  await page.getByRole('button', { name: 'Get free tickets' }).click();
  await expect(page.getByText('Please correct 5 fields:')).toBeVisible();
  for (const id of PROTO_NAMES) {
    await page.getByRole('textbox', { name: new RegExp(`^Question ${id}`) }).fill(`a-${id}`);
  }
  await page.getByRole('button', { name: 'Get free tickets' }).click();
  await expect(page.getByRole('alert')).toContainText('temporarily unavailable');
  const checkout = posted.find((p) => p.path.endsWith('/checkout'))?.body as {
    items: unknown;
    answers: unknown;
  };
  expect(checkout.items).toEqual(PROTO_NAMES.map((tier) => ({ tier, quantity: 2 })));
  expect(Object.entries(checkout.answers as object)).toEqual(
    PROTO_NAMES.map((id) => [id, `a-${id}`]),
  );
  expect(problems.pageErrors).toEqual([]);
});

test('a quote in another currency is not shown: the estimate, and the button says the same amount', async ({
  page,
  problems,
}) => {
  await interceptApi(page, async (route, request) => {
    if (!isApi(request, 'POST', '/quote')) return false;
    const response = await route.fetch();
    const quote = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...quote, currency: 'JPY', total: 133 } });
    return true;
  });
  await openWidget(page, { event: 'summer-fest' });
  await stepper(page, 'Day Ticket').plus.click();
  const total = page.locator('.bo-summary__total');
  await expect(total).toContainText('Estimated total');
  await expect(page.getByText(/This estimate uses the listed prices/)).toBeVisible();
  const amount = (await total.locator('dd').textContent()) ?? '';
  expect(amount).toMatch(/^€\d+\.\d\d$/);
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveText(`Pay ${amount}`);
  await expect(page.locator('[part="summary"]')).not.toContainText('¥');
  expect(problems.pageErrors).toEqual([]);
});
