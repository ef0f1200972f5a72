/**
 * The sandbox payment page in a real browser: accessible (axe, keyboard), no CSP or console
 * errors, and Pay sends the buyer back to returnUrl with `bo_checkout` added.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, test } from '@playwright/test';

async function startCheckout(request: APIRequestContext, baseURL: string) {
  const res = await request.post('/api/v1/sell/checkout', {
    headers: {
      'X-Sell-Key': 'pk_test_demo',
      'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}`,
    },
    data: {
      event: 'tokyo-jazz-night',
      items: [{ tier: 'standard', quantity: 2 }],
      customer: { name: 'Ada Lovelace', email: 'ada-e2e@example.com' },
      returnUrl: `${baseURL}/sandbox/hosted/opera-gala?from=shop#tickets`,
    },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { id: string; paymentUrl: string };
}

test('the payment page is accessible and Pay returns the buyer with bo_checkout', async ({
  page,
  request,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const co = await startCheckout(request, baseURL ?? '');
  await page.goto(co.paymentUrl);
  await expect(page.getByRole('heading', { name: 'Pay for Tokyo Jazz Night' })).toBeVisible();
  await expect(page.getByText('Test mode')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay ¥9,600' })).toBeVisible(); // 2 × ¥4,500 + 2 × ¥300 fee
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations).toEqual([]);

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Pay / })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    /\/sandbox\/hosted\/opera-gala\?from=shop&bo_checkout=co_[0-9a-f]+#tickets$/,
  );
  expect(new URL(page.url()).searchParams.get('bo_checkout')).toBe(co.id);
  expect(errors).toEqual([]);

  await expect
    .poll(
      async () =>
        (
          await (
            await request.get(`/api/v1/sell/checkout/${co.id}`, {
              headers: { 'X-Sell-Key': 'pk_test_demo' },
            })
          ).json()
        ).status,
    )
    .toBe('completed');
});

test('Decline marks the checkout failed; the page then says it can no longer be paid', async ({
  page,
  request,
  baseURL,
}) => {
  const co = await startCheckout(request, baseURL ?? '');
  await page.goto(co.paymentUrl);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(new RegExp(`bo_checkout=${co.id}`));
  await page.goto(co.paymentUrl);
  await expect(page.getByRole('heading', { name: /declined/ })).toBeVisible();
});
