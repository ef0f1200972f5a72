/**
 * What Chromium's accessibility tree tells assistive technology: the quantity spinbutton's
 * real maximum (not 0), and the order total announced once, after the quote settled (the
 * estimate standing in meanwhile is never in the live region).
 */
import type { Page } from '@playwright/test';
import { expect, interceptApi, isApi, openWidget, stepper, test } from './widget-fixtures';

/** The accessibility-tree value range of the spinbutton named `name` (CDP). */
async function spinRange(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: {
      role?: { value?: string };
      name?: { value?: string };
      value?: { value?: unknown };
      properties?: { name: string; value: { value?: unknown } }[];
    }[];
  };
  await cdp.detach();
  const node = nodes.find((n) => n.role?.value === 'spinbutton' && n.name?.value === name);
  const prop = (key: string) => node?.properties?.find((p) => p.name === key)?.value.value;
  return { value: node?.value?.value, min: prop('valuemin'), max: prop('valuemax') };
}

test('the quantity spinbutton exposes its real maximum, following the basket', async ({ page }) => {
  await openWidget(page, { event: 'summer-fest' });
  const day = stepper(page, 'Day Ticket');
  await expect(day.input).toHaveValue('0');
  // summer-fest sells at most 6 tickets per order.
  expect(await spinRange(page, 'Day Ticket: quantity')).toMatchObject({ min: 0, max: 6 });
  await day.plus.click();
  await day.plus.click();
  await expect(day.input).toHaveValue('2');
  expect(await spinRange(page, 'Day Ticket: quantity')).toMatchObject({ value: 2, max: 6 });
  await stepper(page, 'Weekend Pass').plus.click();
  await expect(stepper(page, 'Weekend Pass').input).toHaveValue('1');
  await expect(day.input).toHaveAttribute('max', '5');
  expect(await spinRange(page, 'Day Ticket: quantity')).toMatchObject({ value: 2, max: 5 });
});

test('the order total is announced once the quote settled, never the estimate before it', async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await interceptApi(page, async (route, request) => {
    if (!isApi(request, 'POST', '/quote')) return false;
    await held;
    const response = await route.fetch();
    const quote = (await response.json()) as { total: number };
    // A quoted total unlike the estimate, so the two can be told apart.
    await route.fulfill({ response, json: { ...quote, total: quote.total + 3.1 } });
    return true;
  });
  await openWidget(page, { event: 'summer-fest' });
  const day = stepper(page, 'Day Ticket');
  await day.plus.click();
  await expect(page.locator('.bo-summary__total')).toBeVisible();
  const live = page.locator('[part="summary"] [aria-live]');
  await expect(live).toHaveCount(1);
  const visible = (await page.locator('.bo-summary__total dd').textContent()) ?? '';
  expect(visible).toMatch(/€/);
  // While the quote is on its way the live region says nothing (the estimate is on screen).
  await expect(live).toHaveText('');
  release();
  await expect(live).toHaveText(/^Total €\d+\.\d\d$/);
  expect(await live.textContent()).not.toContain(visible);
  await expect(page.locator('.bo-summary__total dd')).toHaveText(
    ((await live.textContent()) ?? '').replace('Total ', ''),
  );
});
