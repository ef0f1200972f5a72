/**
 * The key's palette is cosmetic and read leniently: a palette whose radius is a CSS length
 * (`"4px"`) instead of a number still applies, its accent included, and a malformed field
 * is left out while the others apply.
 */
import type { Page } from '@playwright/test';
import { expect, interceptApi, isApi, openWidget, test } from './widget-fixtures';

/** Answers `GET /config` with the sandbox's config, its palette fields replaced by `palette`. */
async function paletteAnswer(page: Page, palette: Record<string, unknown>): Promise<void> {
  await interceptApi(page, async (route, request) => {
    if (!isApi(request, 'GET', '/config')) return false;
    const response = await route.fetch();
    const config = (await response.json()) as { palette: Record<string, unknown> };
    await route.fulfill({
      response,
      json: { ...config, palette: { ...config.palette, ...palette } },
    });
    return true;
  });
}

/** What the buyer sees of the palette: the pay button's colour, the widget's corners and colours. */
async function looks(page: Page) {
  const root = page.locator('[data-boxoffice] .bo').first();
  const pay = page.getByRole('button', { name: /^(Pay|Choose your tickets)/ });
  await expect(pay).toBeVisible();
  const style = (locator: typeof root) =>
    locator.evaluate((el) => {
      const s = getComputedStyle(el);
      return { background: s.backgroundColor, color: s.color, radius: s.borderTopLeftRadius };
    });
  const [widget, button] = [await style(root), await style(pay)];
  return { accent: button.background, ...widget };
}

test('a palette with radius "4px" applies, accent included', async ({ page, problems }) => {
  await paletteAnswer(page, { accent: '#7c3aed', radius: '4px' });
  await openWidget(page, { event: 'summer-fest' });
  await expect
    .poll(() => looks(page))
    .toMatchObject({ accent: 'rgb(124, 58, 237)', radius: '4px' });
  expect(problems.pageErrors).toEqual([]);
});

test('a malformed palette field is left out, the others apply', async ({ page }) => {
  // Over the demo key's palette (foreground #1c1917): a bad radius and background.
  await paletteAnswer(page, { accent: '#7c3aed', radius: 'large', background: 'white' });
  await openWidget(page, { event: 'summer-fest' });
  await expect.poll(async () => (await looks(page)).accent).toBe('rgb(124, 58, 237)');
  // The others apply; the malformed ones leave the built-in radius and light background.
  expect(await looks(page)).toEqual({
    accent: 'rgb(124, 58, 237)',
    color: 'rgb(28, 25, 23)',
    radius: '12px',
    background: 'rgb(255, 255, 255)',
  });
});
