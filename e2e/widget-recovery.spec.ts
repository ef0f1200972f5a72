/**
 * Recovery from the API's bad moments, faked per page with `page.route` (the sandbox's
 * fault switch is global and would leak into the other worker): 409 inventory_changed,
 * 503 then success with the same Idempotency-Key, 429 with Retry-After, 503 until the
 * retries run out, and a failed quote falling back to an estimate.
 */
import type { Page } from '@playwright/test';
import {
  buyerFields,
  expect,
  fulfilError,
  interceptApi,
  isApi,
  openWidget,
  recordedEvents,
  recordHostEventsAcrossPages,
  stepper,
  test,
  totalRow,
  uniqueEmail,
} from './widget-fixtures';

/** Fills the buyer form of summer-fest; returns the values typed. */
async function fillForm(page: Page) {
  const values = { name: 'Kept Buyer', email: uniqueEmail('recovery'), emergency: 'Kim' };
  const fields = buyerFields(page);
  await fields.name.fill(values.name);
  await fields.email.fill(values.email);
  await fields.emergency.fill(values.emergency);
  return values;
}

/** Expects the form to still hold `values`. */
async function expectFormKept(page: Page, values: Awaited<ReturnType<typeof fillForm>>) {
  const fields = buyerFields(page);
  await expect(fields.name).toHaveValue(values.name);
  await expect(fields.email).toHaveValue(values.email);
  await expect(fields.emergency).toHaveValue(values.emergency);
}

/** Checkout requests as the widget sent them. */
interface Sent {
  key: string | null;
  at: number;
  body: string;
}

test('409 inventory_changed: the basket shrinks to what is left, the form is kept, the buyer is told', async ({
  page,
}) => {
  await recordHostEventsAcrossPages(page);
  const sent: Sent[] = [];
  let conflict = false;
  await interceptApi(page, async (route, request) => {
    if (isApi(request, 'POST', '/checkout')) {
      sent.push({ key: request.headers()['idempotency-key'] ?? null, at: Date.now(), body: '' });
      if (sent.length > 1) return false;
      conflict = true;
      await fulfilError(route, 409, 'inventory_changed');
      return true;
    }
    if (conflict && isApi(request, 'GET', '/events/summer-fest')) {
      // Meanwhile other buyers took all but one Day Ticket.
      const response = await route.fetch();
      const event = await response.json();
      for (const tier of event.tiers) if (tier.id === 'day') tier.available = 1;
      await route.fulfill({ response, json: event });
      return true;
    }
    return false;
  });
  await openWidget(page, { event: 'summer-fest' });
  const day = stepper(page, 'Day Ticket');
  const weekend = stepper(page, 'Weekend Pass');
  await day.input.fill('3');
  await day.input.press('Tab');
  await weekend.plus.click();
  await expect(day.input).toHaveValue('3');
  const values = await fillForm(page);
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Some tickets sold out' })).toBeVisible();
  // Which tier changed, and how.
  await expect(
    page.getByRole('status').filter({ hasText: 'Day Ticket: reduced from 3 to 1.' }),
  ).toBeVisible();
  await expect(page.getByText(/Weekend Pass: reduced/)).toHaveCount(0);
  await expect(day.input).toHaveValue('1');
  await expect(weekend.input).toHaveValue('1');
  await expect(day.plus).toHaveAccessibleDescription('Only 1 available');
  await expectFormKept(page, values);
  // €49.50 + €94.50 + 2 × €1.50 fees, re-quoted for the adjusted basket.
  await expect(totalRow(page)).toContainText('€147.00');
  const errors = (await recordedEvents(page)).filter((e) => e.name === 'boxoffice:error');
  expect(errors.map((e) => e.detail)).toEqual([
    expect.objectContaining({ code: 'inventory_changed', status: 409 }),
  ]);

  // The buyer checks and tries again: a new attempt with a new key reaches the payment page.
  await page.getByRole('button', { name: 'Pay €147.00' }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/co_/);
  expect(sent).toHaveLength(2);
  expect(sent[1]?.key).toBeTruthy();
  expect(sent[1]?.key).not.toBe(sent[0]?.key);
});

test('503 then success: the retry reuses the same Idempotency-Key and the buyer reaches payment', async ({
  page,
}) => {
  const sent: Sent[] = [];
  await interceptApi(page, async (route, request) => {
    if (!isApi(request, 'POST', '/checkout')) return false;
    sent.push({
      key: request.headers()['idempotency-key'] ?? null,
      at: Date.now(),
      body: request.postData() ?? '',
    });
    if (sent.length > 1) return false;
    await fulfilError(route, 503, 'unavailable');
    return true;
  });
  await openWidget(page, { event: 'summer-fest' });
  await stepper(page, 'Day Ticket').plus.click();
  await fillForm(page);
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/sandbox\/pay\/co_/);
  expect(sent).toHaveLength(2);
  expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent[1]?.key).toBe(sent[0]?.key);
  expect(sent[1]?.body).toBe(sent[0]?.body);
});

test('503 every time: bounded retries, then a clear error with everything kept', async ({
  page,
}) => {
  await recordHostEventsAcrossPages(page);
  const sent: Sent[] = [];
  await interceptApi(page, async (route, request) => {
    if (!isApi(request, 'POST', '/checkout')) return false;
    sent.push({ key: request.headers()['idempotency-key'] ?? null, at: Date.now(), body: '' });
    await fulfilError(route, 503, 'unavailable');
    return true;
  });
  await openWidget(page, { event: 'summer-fest' });
  const day = stepper(page, 'Day Ticket');
  await day.plus.click();
  const values = await fillForm(page);
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'temporarily unavailable' })).toBeVisible({
    timeout: 15_000,
  });
  expect(sent.length).toBeGreaterThan(1);
  expect(sent.length).toBeLessThanOrEqual(4);
  expect(new Set(sent.map((s) => s.key)).size).toBe(1);
  await expectFormKept(page, values);
  await expect(day.input).toHaveValue('1');
  await expect(page.getByRole('button', { name: /^Pay / })).toBeEnabled();
  const errors = (await recordedEvents(page)).filter((e) => e.name === 'boxoffice:error');
  expect(errors.map((e) => e.detail)).toEqual([
    expect.objectContaining({ code: 'unavailable', status: 503 }),
  ]);
});

test('429 with Retry-After: the widget waits that long, retries once with the same key, and succeeds', async ({
  page,
}) => {
  const sent: Sent[] = [];
  await interceptApi(page, async (route, request) => {
    if (!isApi(request, 'POST', '/checkout')) return false;
    sent.push({ key: request.headers()['idempotency-key'] ?? null, at: Date.now(), body: '' });
    if (sent.length > 1) return false;
    await fulfilError(route, 429, 'rate_limited', { headers: { 'Retry-After': '2' } });
    return true;
  });
  await openWidget(page, { event: 'summer-fest' });
  await stepper(page, 'Day Ticket').plus.click();
  await fillForm(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('button', { name: 'Processing…' })).toBeDisabled();

  await expect(page).toHaveURL(/\/sandbox\/pay\/co_/, { timeout: 10_000 });
  expect(sent).toHaveLength(2);
  expect(sent[1]?.key).toBe(sent[0]?.key);
  const [first, second] = sent;
  expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(1900);
});

test('429 twice: one retry only, then the buyer is asked to wait', async ({ page }) => {
  const sent: Sent[] = [];
  await interceptApi(page, async (route, request) => {
    if (!isApi(request, 'POST', '/checkout')) return false;
    sent.push({ key: request.headers()['idempotency-key'] ?? null, at: Date.now(), body: '' });
    await fulfilError(route, 429, 'rate_limited', { headers: { 'Retry-After': '1' } });
    return true;
  });
  await openWidget(page, { event: 'summer-fest' });
  await stepper(page, 'Day Ticket').plus.click();
  const values = await fillForm(page);
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Too many requests' })).toBeVisible();
  expect(sent).toHaveLength(2);
  expect((sent[1]?.at ?? 0) - (sent[0]?.at ?? 0)).toBeGreaterThanOrEqual(900);
  await expectFormKept(page, values);
});

test('one submission at a time: while checking out, the button is busy and nothing can change', async ({
  page,
}) => {
  const posted: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await interceptApi(page, async (route, request) => {
    if (!isApi(request, 'POST', '/checkout')) return false;
    posted.push(request.postData() ?? '');
    await held;
    await route.fallback();
    return true;
  });
  await openWidget(page, { event: 'summer-fest' });
  const day = stepper(page, 'Day Ticket');
  await day.plus.click();
  await fillForm(page);
  await page.getByRole('button', { name: /^Pay / }).click();

  const busy = page.getByRole('button', { name: 'Processing…' });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  await expect(buyerFields(page).name).toBeDisabled();
  await expect(day.input).toBeDisabled();
  await expect(day.plus).toHaveAttribute('aria-disabled', 'true');
  await busy.click({ force: true });
  await day.plus.click({ force: true });
  await expect(day.input).toHaveValue('1');
  expect(posted).toHaveLength(1);

  release();
  await expect(page).toHaveURL(/\/sandbox\/pay\/co_/);
  expect(posted).toHaveLength(1);
  expect(JSON.parse(posted[0] ?? '{}').items).toEqual([{ tier: 'day', quantity: 1 }]);
});

test('a failed quote shows the tier-price estimate and says it is an estimate', async ({
  page,
}) => {
  await interceptApi(page, async (route, request) => {
    if (!isApi(request, 'POST', '/quote')) return false;
    await fulfilError(route, 503, 'unavailable');
    return true;
  });
  await openWidget(page, { event: 'summer-fest' });
  const day = stepper(page, 'Day Ticket');
  await day.plus.click();
  await day.plus.click();

  await expect(totalRow(page)).toContainText('Estimated total');
  await expect(totalRow(page)).toContainText('€99.00');
  await expect(page.getByText(/This estimate uses the listed prices/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay €99.00' })).toBeEnabled();
});
