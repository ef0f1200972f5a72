/**
 * Right to left, tested: Arabic and Hebrew at a phone's width (390 px) and a desktop's
 * (1280 px) on a left-to-right English page. The widget's root says `dir="rtl"`, the page
 * keeps its own `lang` and `dir`, the layout mirrors (each tier's name on the right, its
 * stepper on the left or, stacked on a phone, right-aligned below it with "−" on the right),
 * and a screenshot of each pins the look. The iframe page, the dialog and the list's way
 * back mirror too.
 *
 * Screenshots: `npx playwright test e2e/rtl.spec.ts --update-snapshots` after a deliberate
 * change of the look; they are taken with the fonts of the machine (Debian Chromium, DejaVu),
 * animations off, the buyer in the event's zone. Pixels depend on the browser build and the
 * fonts installed, so they are compared only against Debian's Chromium on Linux (CI, this
 * machine); elsewhere the layout assertions above them still run.
 */
import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { LANGUAGES } from '../src/registry';
import { dirOf } from '../src/shared/locale';
import { servePage } from './fixtures';
import { expect, test, tierControls } from './widget-fixtures';

/** The machine the screenshots were taken on: Linux with Debian's Chromium in use. */
const REFERENCE_LOOK =
  process.platform === 'linux' &&
  !process.env.BOXOFFICE_SYSTEM_CHROMIUM &&
  existsSync('/usr/bin/chromium');

test.use({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });

/** A left-to-right English page around one widget (script tag, `data-lang`). */
function host(attrs: string): string {
  return `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>An English page</title>
<link rel="icon" href="data:,"></head>
<body><main><h1>An English page</h1><p>Tickets below.</p>
<div id="shop"><script src="/boxoffice.js" async data-key="pk_test_demo" ${attrs}></script></div>
</main></body></html>`;
}

/** The page's own `lang` and `dir`, and the direction its body computes. */
const pageDirection = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.getAttribute('lang'),
    dir: document.documentElement.getAttribute('dir'),
    direction: getComputedStyle(document.body).direction,
  }));

const widget = (page: Page) => page.locator('#shop [data-boxoffice]');

for (const lang of LANGUAGES.filter((code) => dirOf(code) === 'rtl')) {
  for (const width of [390, 1280]) {
    test(`${lang} at ${width} px mirrors the widget and leaves the page left to right`, async ({
      page,
      problems,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(
        await servePage(
          page,
          `/rtl/${lang}-${width}.html`,
          host(`data-event="summer-fest" data-lang="${lang}"`),
        ),
      );
      const day = tierControls(page, 'Day Ticket');
      await day.plus.click();
      await expect(day.input).toHaveValue('1');
      await expect(page.locator('[part~="summary"] dd[aria-busy]')).toHaveCount(0);
      await expect(page.locator('[part~="form"]')).toBeVisible();

      const root = await widget(page).evaluate((el) => {
        const bo = el.shadowRoot?.querySelector('.bo');
        return {
          lang: bo?.getAttribute('lang'),
          dir: bo?.getAttribute('dir'),
          direction: bo && getComputedStyle(bo).direction,
        };
      });
      expect(root).toEqual({ lang, dir: 'rtl', direction: 'rtl' });
      expect(await pageDirection(page)).toEqual({ lang: 'en', dir: 'ltr', direction: 'ltr' });

      // The event's (Latin) title lines up on the right too, in its own direction: at the
      // body's edge, or beside the poster where a narrow widget floats it there.
      const title = await widget(page).evaluate((host) => {
        const heading = host.shadowRoot?.querySelector('.bo-event__title');
        const body = host.shadowRoot?.querySelector('.bo-event__body');
        const poster = host.shadowRoot?.querySelector('.bo-event__poster');
        if (!heading || !body) return null;
        const range = document.createRange();
        range.selectNodeContents(heading);
        const text = range.getBoundingClientRect();
        const beside = poster?.getBoundingClientRect();
        const edge =
          poster && beside && getComputedStyle(poster).float !== 'none' && beside.bottom > text.top
            ? beside.left - Number.parseFloat(getComputedStyle(poster).marginInlineEnd)
            : body.getBoundingClientRect().right;
        return { gap: edge - text.right, direction: getComputedStyle(heading).direction };
      });
      expect(title?.direction).toBe('ltr');
      expect(title?.gap, 'the title at the right').toBeLessThan(2);

      // Each tier: its name starts on the right; the stepper reads − (right), count, + (left).
      for (const tier of ['Backstage VIP', 'Day Ticket', 'Weekend Pass']) {
        const { row, minus, input, plus } = tierControls(page, tier);
        const box = async (locator: typeof row) => {
          const b = await locator.boundingBox();
          if (!b) throw new Error(`${tier}: not laid out`);
          return { left: b.x, right: b.x + b.width, top: b.y, bottom: b.y + b.height };
        };
        // The name's text itself, not its block (which spans the row whatever the alignment).
        const name = await row.getByRole('heading').evaluate((heading) => {
          const range = document.createRange();
          range.selectNodeContents(heading);
          const b = range.getBoundingClientRect();
          return { left: b.left, right: b.right, top: b.top, bottom: b.bottom };
        });
        const card = await box(row);
        const [m, n, p] = [await box(minus), await box(input), await box(plus)];
        expect(m.left, `${tier}: − right of the count`).toBeGreaterThanOrEqual(n.right);
        expect(n.left, `${tier}: the count right of +`).toBeGreaterThanOrEqual(p.right);
        // The name (a Latin one) starts at the card's right edge, its padding aside.
        expect(card.right - name.right, `${tier}: name at the right`).toBeLessThan(24);
        if (width >= 1280) {
          expect(name.left, `${tier}: name right of its controls`).toBeGreaterThanOrEqual(m.right);
          expect(p.left - card.left, `${tier}: controls at the left`).toBeLessThan(24);
        } else {
          // Stacked: the controls below the name, starting on the right as the name does.
          expect(m.top, `${tier}: controls below the name`).toBeGreaterThanOrEqual(name.bottom);
          expect(card.right - m.right, `${tier}: controls at the right`).toBeLessThan(24);
        }
      }

      await page.mouse.move(0, 0);
      const poster = page.locator('.bo-event__poster');
      await expect(poster).toHaveJSProperty('complete', true);
      if (REFERENCE_LOOK) {
        await expect(widget(page)).toHaveScreenshot(`${lang}-${width}.png`, {
          animations: 'disabled',
          caret: 'hide',
          maxDiffPixelRatio: 0.002,
        });
      } else {
        test
          .info()
          .annotations.push({ type: 'screenshot', description: 'not the reference browser' });
      }
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });
  }
}

test('the iframe page is right to left for Arabic; the framing page is not', async ({ page }) => {
  await page.goto(
    await servePage(
      page,
      '/rtl/iframe.html',
      host('data-event="summer-fest" data-lang="ar" data-mode="iframe"'),
    ),
  );
  const frame = page.frameLocator('#shop iframe');
  await expect(frame.locator('[part~="tier"]').first()).toBeVisible();
  const inside = await frame.locator('html').evaluate((html) => ({
    lang: html.getAttribute('lang'),
    dir: html.getAttribute('dir'),
  }));
  expect(inside).toEqual({ lang: 'ar', dir: 'rtl' });
  expect(await frame.locator('.bo').getAttribute('dir')).toBe('rtl');
  expect(await pageDirection(page)).toEqual({ lang: 'en', dir: 'ltr', direction: 'ltr' });
});

test('the dialog of button mode is right to left for Hebrew', async ({ page }) => {
  await page.goto(
    await servePage(
      page,
      '/rtl/button.html',
      host('data-event="summer-fest" data-lang="he" data-mode="button"'),
    ),
  );
  const button = page.locator('#shop .bo-buy');
  await expect(button.locator('.bo-buy__price')).not.toBeEmpty();
  expect(await button.getAttribute('dir')).toBe('rtl');
  await button.click();
  const dialog = page.locator('#shop dialog');
  await expect(dialog.locator('[part~="tier"]').first()).toBeVisible();
  expect(await dialog.getAttribute('dir')).toBe('rtl');
  expect(await dialog.getAttribute('lang')).toBe('he');
  // The close button sits at the dialog's inline end: on the left.
  const close = await dialog.locator('.bo-close').boundingBox();
  const box = await dialog.boundingBox();
  expect(close && box && close.x - box.x).toBeLessThan(24);
  expect(await pageDirection(page)).toEqual({ lang: 'en', dir: 'ltr', direction: 'ltr' });
});

test('the way back to the event list points right in Arabic', async ({ page }) => {
  await page.goto(await servePage(page, '/rtl/list.html', host('data-lang="ar"')));
  const shop = widget(page);
  await shop.locator('.bo-card__open').first().click();
  const back = shop.locator('.bo-back');
  await expect(back).toBeVisible();
  const arrow = await back.locator('.bo-back__arrow').evaluate((el) => {
    const { transform } = getComputedStyle(el);
    return transform === 'none' ? 1 : new DOMMatrix(transform).a;
  });
  expect(arrow, 'the arrow is mirrored').toBe(-1);
  // The arrow comes first in reading order: at the button's right.
  const [a, b] = [await back.locator('.bo-back__arrow').boundingBox(), await back.boundingBox()];
  expect(a && b && b.x + b.width - (a.x + a.width)).toBeLessThan(20);
});

test('a widget in English inside a right-to-left page is left to right', async ({ page }) => {
  await page.goto(
    await servePage(
      page,
      '/rtl/en-in-rtl.html',
      `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>صفحة</title>
<link rel="icon" href="data:,"></head><body><main><h1>صفحة عربية</h1><div id="shop">
<script src="/boxoffice.js" async data-key="pk_test_demo" data-event="summer-fest" data-lang="en"></script>
</div></main></body></html>`,
    ),
  );
  await expect(tierControls(page, 'Day Ticket').plus).toBeVisible();
  const root = await widget(page).evaluate((el) => {
    const bo = el.shadowRoot?.querySelector('.bo');
    return bo && { dir: bo.getAttribute('dir'), direction: getComputedStyle(bo).direction };
  });
  expect(root).toEqual({ dir: 'ltr', direction: 'ltr' });
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
});

test('the Arabic demo page: an Arabic, right-to-left page, and the widget in Arabic', async ({
  page,
  problems,
}) => {
  await page.goto('/arabic.html');
  const shop = page.locator('#tickets [data-boxoffice]');
  await expect(tierControls(page, 'Day Ticket').plus).toBeVisible();
  const root = await shop.evaluate((host) => {
    const bo = host.shadowRoot?.querySelector('.bo');
    return { lang: bo?.getAttribute('lang'), dir: bo?.getAttribute('dir') };
  });
  expect(root).toEqual({ lang: 'ar', dir: 'rtl' });
  expect(await pageDirection(page)).toEqual({ lang: 'ar', dir: 'rtl', direction: 'rtl' });
  // Text from the Arabic catalogue, not English.
  await expect(shop.getByRole('heading', { name: 'التذاكر', exact: true })).toBeVisible();
  expect(problems.consoleErrors).toEqual([]);
});

test('the configurator offers every language, each by its own name', async ({ page }) => {
  await page.goto('/configurator.html');
  const select = page.getByLabel('Language');
  const options = await select
    .locator('option')
    .evaluateAll((all) =>
      all.map((o) => [(o as HTMLOptionElement).value, o.getAttribute('lang'), o.textContent]),
    );
  expect(options.map(([value]) => value)).toEqual(['', 'en', ...LANGUAGES]);
  for (const [value, lang] of options.slice(1)) expect(lang).toBe(value);
  expect(options.find(([value]) => value === 'ar')?.[2]).toBe('العربية');

  const preview = page.locator('#preview');
  await expect(preview.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
  await select.selectOption('he');
  await expect(preview.getByRole('heading', { name: 'כרטיסים', exact: true })).toBeVisible();
  const dir = await preview
    .locator('[data-boxoffice]')
    .evaluate((host) => host.shadowRoot?.querySelector('.bo')?.getAttribute('dir'));
  expect(dir).toBe('rtl');
  await expect(page.locator('#snippet')).toContainText('data-lang="he"');
});
