/**
 * Back from the payment page through the back/forward cache, as most buyers' browsers do it:
 * the shop comes back as it was left ("redirecting"), checks the checkout, finds it unpaid and
 * offers the basket and everything the buyer typed again. Playwright turns the cache off by
 * default (`--disable-back-forward-cache`); this file turns it back on, so it runs in a
 * browser of its own. Back with the page loaded afresh is in widget-paid.spec.ts.
 */
import {
  everyField,
  expect,
  expectFields,
  fillFields,
  recordPageShows,
  shownFromCache,
  stepper,
  test,
  uniqueEmail,
} from './widget-fixtures';

test.use({
  launchOptions: async ({ launchOptions }, use) =>
    use({ ...launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] }),
});

test('Back through the back/forward cache has the basket and form back, ready to pay', async ({
  page,
  problems,
}) => {
  await recordPageShows(page);
  await page.goto('/tickets.html');
  const day = stepper(page, 'Day Ticket');
  await day.plus.click();
  const typed = everyField(uniqueEmail('bfcache'));
  await fillFields(page, typed);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/co_/);

  // A page from the cache fires no `load`: wait for the navigation only.
  await page.goBack({ waitUntil: 'commit' });
  await expect.poll(() => shownFromCache(page)).toBe(true);
  await expect(day.input).toHaveValue('1');
  await expectFields(page, typed);
  await expect(page.getByRole('button', { name: /^Pay / })).toBeEnabled();
  expect(problems.pageErrors).toEqual([]);
});
