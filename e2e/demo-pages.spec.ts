/**
 * Every demo page of public/ (served next to the sandbox): the widget renders inside an open
 * shadow root, nothing throws into the page, nothing logs an error, and axe-core finds zero
 * WCAG 2.2 AA violations (shadow roots and the iframe included).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

const widgetHeading = (page: Page, name: string | RegExp): Locator =>
  page.locator('[data-boxoffice], box-office').getByRole('heading', { name });

const pages: { path: string; ready: (page: Page) => Locator }[] = [
  { path: '/', ready: (page) => widgetHeading(page, 'Summer Fest 2027') },
  { path: '/tickets.html', ready: (page) => widgetHeading(page, 'Summer Fest 2027') },
  { path: '/csp.html', ready: (page) => widgetHeading(page, 'Summer Fest 2027') },
  {
    path: '/iframe.html',
    ready: (page) => page.frameLocator('iframe').getByRole('heading', { name: 'Summer Fest 2027' }),
  },
  {
    path: '/button.html',
    ready: (page) => page.getByRole('button', { name: /Buy tickets.*from/ }),
  },
  { path: '/element.html', ready: (page) => widgetHeading(page, 'Web Community Meetup #42') },
  { path: '/list.html', ready: (page) => widgetHeading(page, 'Tokyo Jazz Night') },
  {
    path: '/theming.html',
    ready: (page) => widgetHeading(page, 'Web Community Meetup #42').nth(2),
  },
  { path: '/configurator.html', ready: (page) => widgetHeading(page, 'Summer Fest 2027') },
  // An Arabic page, right to left: the widget takes Arabic from <html lang="ar">.
  { path: '/arabic.html', ready: (page) => widgetHeading(page, 'Summer Fest 2027') },
];

for (const { path, ready } of pages) {
  test(`${path} shows the widget in a shadow root with no errors and zero axe violations`, async ({
    page,
    problems,
  }) => {
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    const shadowHosts = await page.evaluate(
      () =>
        [...document.querySelectorAll('[data-boxoffice], box-office')].filter(
          (host) => host.shadowRoot !== null,
        ).length,
    );
    expect(shadowHosts).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
}

test('the demo pages link to each other from one nav', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Demo pages' });
  for (const { path } of pages) {
    const href = path === '/' ? '/index.html' : path;
    await expect(nav.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
});

test('the configurator remounts the live widget and copies the snippet with an announced "Copied"', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/configurator.html');
  const preview = page.locator('#preview');
  await expect(preview.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();

  await page.getByLabel('Event').selectOption('tokyo-jazz-night');
  await expect(preview.getByRole('heading', { name: 'Tokyo Jazz Night' })).toBeVisible();
  await page.getByLabel('Theme').selectOption('dark');
  await expect(preview.locator('[data-boxoffice]')).toHaveAttribute('data-theme', 'dark');
  await page.getByLabel('Mode').selectOption('button');
  await expect(preview.getByRole('button', { name: /Buy tickets/ })).toBeVisible();

  const snippet = page.locator('#snippet');
  await expect(snippet).toContainText('data-event="tokyo-jazz-night"');
  await expect(snippet).toContainText('data-mode="button"');
  await expect(snippet).toContainText('data-theme="dark"');
  await page.getByRole('button', { name: 'Copy snippet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await snippet.textContent());
});
