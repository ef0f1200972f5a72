/**
 * `<box-office>` (docs/embedding.md): elements added later mount, attribute changes update,
 * removed elements unmount and leave no listeners, timers or observers behind.
 */
import { expect, hostEvents, hostHtml, recordHostEvents, servePage, test } from './fixtures';
import { instrument, live } from './hosts/live';

test('an element added later mounts; removed, it leaves no listeners, timers or observers', async ({
  page,
  problems,
}) => {
  await instrument(page);
  await recordHostEvents(page);
  await page.goto(
    await servePage(
      page,
      '/test/spa.html',
      hostHtml('<div id="app"></div><script src="/boxoffice.js" async></script>'),
    ),
  );
  await page.waitForFunction(() => customElements.get('box-office') !== undefined);
  await expect.poll(async () => (await live(page)).timers).toBe(0);
  const baseline = await live(page);

  await page.evaluate(() => {
    const el = document.createElement('box-office');
    el.id = 'spa-widget';
    el.setAttribute('event', 'tokyo-jazz-night');
    el.setAttribute('key', 'pk_test_demo');
    document.querySelector('#app')?.append(el);
  });
  const widget = page.locator('#spa-widget');
  await expect(widget.getByRole('heading', { name: 'Tokyo Jazz Night' })).toBeVisible();
  // Work the widget so that quotes, debounces and listeners are in flight.
  await widget.getByRole('button', { name: 'Standard: add one' }).click();
  await widget.getByRole('button', { name: 'Premium with a drink: add one' }).click();
  await expect
    .poll(async () =>
      (await hostEvents(page)).some(
        (e) => e.name === 'boxoffice:quote' && e.target === 'spa-widget',
      ),
    )
    .toBe(true);

  await page.evaluate(() => document.querySelector('#spa-widget')?.remove());
  await expect(page.locator('#spa-widget')).toHaveCount(0);
  await expect.poll(() => live(page), { timeout: 3_000 }).toEqual(baseline);
  expect(problems.pageErrors).toEqual([]);
});

test('attribute changes update the element; re-adding it mounts again', async ({ page }) => {
  await page.goto('/element.html');
  await page.getByRole('button', { name: 'Add a widget' }).click();
  await expect(page.locator('#spa-status')).toHaveText('Widget added.');
  const slot = page.locator('#spa-slot box-office');
  await expect(slot.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();

  await slot.evaluate((el) => el.setAttribute('theme', 'dark'));
  await expect(slot).toHaveAttribute('data-theme', 'dark');
  await slot.evaluate((el) => el.setAttribute('event', 'tokyo-jazz-night'));
  await expect(slot.getByRole('heading', { name: 'Tokyo Jazz Night' })).toBeVisible();

  await slot.evaluate((el) => el.setAttribute('accent', 'not-a-colour'));
  await expect(slot.getByRole('alert')).toContainText('accent');
  await slot.evaluate((el) => el.setAttribute('accent', '#0f766e'));
  await expect(slot.getByRole('heading', { name: 'Tokyo Jazz Night' })).toBeVisible();

  await page.getByRole('button', { name: 'Remove the widget' }).click();
  await expect(page.locator('#spa-slot box-office')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add a widget' }).click();
  await expect(
    page.locator('#spa-slot box-office').getByRole('heading', { name: 'Summer Fest 2027' }),
  ).toBeVisible();
});

test('a moved element (disconnect + connect) keeps working and events reach the page', async ({
  page,
}) => {
  await recordHostEvents(page);
  await page.goto('/element.html');
  const staticWidget = page.locator('box-office').first();
  await expect(
    staticWidget.getByRole('heading', { name: 'Web Community Meetup #42' }),
  ).toBeVisible();
  await page.evaluate(() => {
    const el = document.querySelector('box-office');
    if (el) document.querySelector('#spa-slot')?.append(el);
  });
  await expect(
    page.locator('#spa-slot box-office').getByRole('heading', { name: 'Web Community Meetup #42' }),
  ).toBeVisible();
  await expect
    .poll(async () => (await hostEvents(page)).filter((e) => e.name === 'boxoffice:ready').length)
    .toBeGreaterThanOrEqual(2);
});
