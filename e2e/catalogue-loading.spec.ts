/**
 * Catalogue files as the browser loads them: an English page never asks for one, through
 * a whole paid purchase and back; a language whose file fails falls back to English text in
 * that locale's formats, with one `[boxoffice]` warning.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, field, openWidget, test, tierControls, uniqueEmail } from './widget-fixtures';

/** Each chunk's files and which chunks are catalogues, as the build wrote them. */
interface BuiltChunks {
  chunks: Record<string, string[]>;
  catalogues: string[];
}
/** The path of chunk `name`'s own file, read when a test runs (the web server built dist/). */
function fileOf(name: string): string {
  const { chunks } = JSON.parse(readFileSync('dist/chunks.json', 'utf8')) as BuiltChunks;
  return `/${chunks[name]?.[0]}`;
}
/** The paths of every catalogue file of the script-tag build: each language's two halves. */
function catalogueFiles(): string[] {
  const built = JSON.parse(readFileSync('dist/chunks.json', 'utf8')) as BuiltChunks;
  return built.catalogues.map(fileOf);
}

/** The `[boxoffice]` warnings the page logs from now on. */
function ourWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('[boxoffice]'))
      warnings.push(message.text());
  });
  return warnings;
}

test('an English page requests no catalogue file through a whole purchase', async ({
  page,
  problems,
}) => {
  test.slow();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/tickets.html');
  const day = tierControls(page, 'Day Ticket');
  await day.plus.click();
  await expect(day.input).toHaveValue('1');
  await field(page, 'customer.name').fill('Grace Hopper');
  await field(page, 'customer.email').fill(uniqueEmail('no-catalogue'));
  await field(page, 'answers.emergency_contact').fill('Alan');
  await page.locator('[part~="submit"]').click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/co_/);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.locator('.bo-confirm--ok')).toBeVisible({ timeout: 15_000 });

  // The widget's own chunks did load (the check would be empty otherwise)…
  expect(requested).toEqual(expect.arrayContaining([fileOf('app'), fileOf('purchase')]));
  // …but no language's.
  const catalogues = catalogueFiles();
  expect(catalogues.length).toBeGreaterThan(1);
  expect(requested.filter((path) => catalogues.includes(path))).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test('a German catalogue that fails to load gives English text, Austrian formats and one warning', async ({
  page,
  problems,
}) => {
  const warnings = ourWarnings(page);
  const german = [fileOf('de'), fileOf('de-purchase')];
  await page.route(
    (url) => german.includes(url.pathname),
    (route) => route.fulfill({ status: 404, body: 'gone' }),
  );
  await openWidget(page, { event: 'summer-fest', extra: 'data-lang="de-AT"' });
  const day = tierControls(page, 'Day Ticket');
  await day.plus.click();
  await expect(day.input).toHaveValue('1');
  await expect(page.locator('[part~="form"]')).toBeVisible();

  const shadow = page.locator('[data-boxoffice]');
  // English text…
  await expect(shadow.getByRole('heading', { name: 'Tickets', exact: true })).toBeVisible();
  await expect(shadow.getByRole('button', { name: 'Day Ticket: add one' })).toBeVisible();
  // …in the requested locale's formats: German dates and Austrian money ("€ 49,50", the sign
  // first), the root saying the text is English, left to right.
  await expect(page.locator('.bo-event__when time')).toContainText('Juli 2027');
  await expect(day.row.locator('.bo-tier__price')).toContainText('€\u00a049,50');
  const root = await shadow.evaluate((host) => {
    const bo = host.shadowRoot?.querySelector('.bo');
    return { lang: bo?.getAttribute('lang'), dir: bo?.getAttribute('dir') };
  });
  expect(root).toEqual({ lang: 'en', dir: 'ltr' });

  expect(warnings).toEqual(['[boxoffice] The "de" texts could not be loaded: showing English.']);
  expect(problems.pageErrors).toEqual([]);
});

test('a German purchase half changed by one byte is never run: the form is in English, with one warning', async ({
  page,
  problems,
}) => {
  const warnings = ourWarnings(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  let tampered = '';
  // Its hash comes from the German first half (checked by the loader), not the loader's table.
  const half = fileOf('de-purchase');
  await page.route(
    (url) => url.pathname === half,
    async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      tampered = route.request().url();
      const changed = body.replace('E-Mail', 'E-Mali');
      expect(changed).not.toBe(body);
      await route.fulfill({ response, body: changed });
    },
  );
  await openWidget(page, { event: 'summer-fest', extra: 'data-lang="de"' });
  const day = tierControls(page, 'Day Ticket');
  await day.plus.click();
  await expect(day.input).toHaveValue('1');
  // The tiers stay German (their half was sound); the form falls back to English.
  const shadow = page.locator('[data-boxoffice]');
  await expect(shadow.getByRole('button', { name: 'Day Ticket: ein Ticket mehr' })).toBeVisible();
  await expect(shadow.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  await expect(shadow.getByRole('textbox', { name: /E-Mali|E-Mail/ })).toHaveCount(0);

  expect(problems.consoleErrors).toEqual([
    expect.stringMatching(
      /^Failed to find a valid digest in the 'integrity' attribute .*bo-de-purchase-/,
    ),
  ]);
  expect(warnings).toEqual([
    '[boxoffice] The "de" purchase texts could not be loaded: showing English.',
  ]);
  expect(problems.pageErrors).toEqual([]);
  // Fetched once, by the checked preload; never again by an unchecked import().
  expect(requested.filter((url) => url === tampered)).toHaveLength(1);
});
