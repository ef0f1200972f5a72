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

/** The private defaults the palette sets on the widget's host. */
function looks(page: Page) {
  return page.evaluate(() => {
    const host = document.querySelector('[data-boxoffice]');
    const style = host ? getComputedStyle(host) : null;
    return {
      accent: style?.getPropertyValue('--_bo-accent').trim(),
      radius: style?.getPropertyValue('--_bo-radius').trim(),
    };
  });
}

test('a palette with radius "4px" applies, accent included', async ({ page, problems }) => {
  await paletteAnswer(page, { accent: '#7c3aed', radius: '4px' });
  await openWidget(page, { event: 'summer-fest' });
  await expect(page.getByRole('button', { name: /^(Pay|Choose your tickets)/ })).toBeVisible();
  await expect.poll(() => looks(page)).toMatchObject({ accent: '#7c3aed', radius: '4px' });
  expect(problems.pageErrors).toEqual([]);
});

test('a malformed palette field is left out, the others apply', async ({ page }) => {
  await paletteAnswer(page, { accent: '#7c3aed', radius: 'large', background: 'white' });
  await openWidget(page, { event: 'summer-fest' });
  await expect(page.getByRole('button', { name: /^(Pay|Choose your tickets)/ })).toBeVisible();
  await expect.poll(async () => (await looks(page)).accent).toBe('#7c3aed');
  expect((await looks(page)).radius).toBe('');
});
