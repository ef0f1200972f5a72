/**
 * Settings → BoxOffice: a valid key is saved and "Test the key" reports what the API and the
 * script say; a bad key is refused with a message and the saved one kept; an address that is
 * not https (or http on this computer) is refused; the actions need the nonce and the right.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, SANDBOX, test } from './fixtures';

const SETTINGS = '/wp-admin/options-general.php?page=boxoffice';

/** Types `key` into the key field and saves. */
async function saveKey(page: Page, key: string): Promise<void> {
  await page.getByLabel('Publishable key').fill(key);
  await page.getByRole('button', { name: 'Save Changes' }).click();
}

/** Presses "Test the key" and returns the result it shows. */
async function testKey(page: Page) {
  await page.getByRole('button', { name: 'Test the key' }).click();
  const result = page.locator('#boxoffice-test-result');
  await expect(result).toBeVisible();
  return result;
}

test('the settings page saves a key, tests it, and refuses a bad one with a message', async ({
  admin: page,
}) => {
  await page.goto(SETTINGS);
  const key = page.getByLabel('Publishable key');
  await expect(key).toHaveValue('pk_test_demo');
  await expect(page.getByLabel('Script URL')).toHaveValue(`${SANDBOX}/boxoffice.js`);
  await expect(page.getByLabel('Script integrity')).toHaveValue(
    readFileSync('dist/boxoffice.js.sri', 'utf8').trim(),
  );
  try {
    await saveKey(page, 'pk_test_limited');
    await expect(page.getByText('Settings saved.')).toBeVisible();
    await expect(key).toHaveValue('pk_test_limited');
    const good = await testKey(page);
    await expect(good).toContainText('The API accepts the key: test mode, no real payments.');
    await expect(good).toContainText(
      `The script at ${SANDBOX}/boxoffice.js matches its integrity.`,
    );
    await expect(good).toHaveClass(/notice-success/);

    await saveKey(page, '"><script>window.boxofficePwned=1</script>');
    await expect(
      page.getByText(
        'Publishable key was not saved: use your publishable key, e.g. "pk_test_demo".',
      ),
    ).toBeVisible();
    await expect(key).toHaveValue('pk_test_limited');
    expect(await page.evaluate(() => 'boxofficePwned' in window)).toBe(false);

    await saveKey(page, 'pk_test_unknown');
    await expect(key).toHaveValue('pk_test_unknown');
    const refused = await testKey(page);
    await expect(refused).toContainText('The API refused the key (401 unauthorized)');
    await expect(refused).toHaveClass(/notice-error/);

    await page.getByLabel('Script URL').fill('http://cdn.example/boxoffice.js');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(/^Script URL was not saved: use the https: address/)).toBeVisible();
    await expect(page.getByLabel('Script URL')).toHaveValue(`${SANDBOX}/boxoffice.js`);
  } finally {
    await saveKey(page, 'pk_test_demo');
    await expect(key).toHaveValue('pk_test_demo');
  }
});

test('the settings and their test need the right and the nonce', async ({ admin, page }) => {
  // A visitor is sent to the login form.
  await page.goto(SETTINGS);
  await expect(page).toHaveURL(/\/wp-login\.php/);
  // Without the page's nonce, WordPress refuses both forms' actions.
  const test = await admin.request.post('/wp-admin/admin-post.php', {
    form: { action: 'boxoffice_test_key' },
  });
  expect(test.status()).toBe(403);
  const save = await admin.request.post('/wp-admin/options.php', {
    form: { option_page: 'boxoffice', action: 'update', 'boxoffice_settings[key]': 'pk_x' },
  });
  expect(save.status()).toBe(403);
  await admin.goto(SETTINGS);
  await expect(admin.getByLabel('Publishable key')).toHaveValue('pk_test_demo');
});

test("the privacy policy guide offers the plugin's text", async ({ admin }) => {
  await admin.goto('/wp-admin/options-privacy.php?tab=policyguide');
  await admin.getByRole('heading', { name: 'BoxOffice' }).getByRole('button').click();
  await expect(
    admin.getByText('Pages where we sell tickets load the BoxOffice ticket widget from 127.0.0.1.'),
  ).toBeVisible();
});
