/**
 * Every language fits a phone: the paid purchase of summer-fest, each step at 390 px and at
 * 320 px, from the tiers through the form's errors to the confirmation, with nothing sticking
 * out of the widget, clipped or overlapping (`layoutProblems`), and Chinese, Japanese and
 * Korean lines broken only where those scripts allow (styles.css): Korean at the spaces
 * between words, Chinese and Japanese never before closing punctuation or small kana. Each
 * step's screenshots are saved in the test's output folder (test-results/), to be looked at.
 */
import type { Page, TestInfo } from '@playwright/test';
import { LANGUAGES } from '../src/registry';
import { layoutProblems, lineBreaks } from './layout';
import {
  expect,
  field,
  openWidget,
  payAndReturn,
  test,
  tierControls,
  uniqueEmail,
} from './widget-fixtures';

/** The phone widths every step is checked at. */
const WIDTHS = [390, 320];

/** Hangul syllables: Korean is set with its words whole, broken at the spaces between them. */
const HANGUL = /[\uAC00-\uD7A3]/;
/**
 * What no line of Chinese or Japanese starts with (the strict rule of CSS Text 3, §5.3):
 * closing punctuation, small kana and the prolonged sound mark.
 */
const NO_LINE_START =
  /[、。，．：；！？）〕］｝〉》」』】ー々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ]/;

/** Line breaks in `lang` that its script forbids. */
async function badBreaks(page: Page, lang: string): Promise<string[]> {
  const breaks = await lineBreaks(page.locator('[data-boxoffice]'));
  return breaks
    .filter(([before, after]) =>
      /^ko/.test(lang)
        ? HANGUL.test(before) && HANGUL.test(after)
        : /^(ja|zh)/.test(lang) && NO_LINE_START.test(after),
    )
    .map(([before, after]) => `${before}|${after}`);
}

/**
 * At each of `WIDTHS`, expects no layout problem in the widget and no line broken where its
 * language does not break, and saves its screenshot in the test's output folder as
 * `<step>-<width>.png`; ends at the first width.
 */
async function expectFits(page: Page, lang: string, testInfo: TestInfo, step: string) {
  const shop = page.locator('[data-boxoffice]');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    expect(await layoutProblems(shop), `${step} at ${width} px`).toEqual([]);
    expect(
      await badBreaks(page, lang),
      `${step} at ${width} px: lines broken where ${lang} does not`,
    ).toEqual([]);
    await shop.screenshot({ path: testInfo.outputPath(`${step}-${width}.png`) });
  }
  await page.setViewportSize({ width: WIDTHS[0] ?? 390, height: 800 });
}

test.use({ viewport: { width: WIDTHS[0] ?? 390, height: 800 } });

for (const lang of LANGUAGES) {
  test(`${lang}: the paid purchase fits 390 and 320 px`, async ({ page, problems }, testInfo) => {
    test.slow();
    const url = await openWidget(page, {
      event: 'summer-fest',
      extra: `data-lang="${lang}"`,
      path: `/layout/${lang}.html`,
    });
    const day = tierControls(page, 'Day Ticket');
    await expect(day.plus).toBeVisible();
    await expect(page.locator('[part~="form"]')).toBeVisible();
    await expect(page.locator('[data-boxoffice] .bo')).toHaveAttribute('lang', lang);
    await expectFits(page, lang, testInfo, 'tiers');

    // The price change note, the promo code and the form's errors.
    await day.plus.click();
    await tierControls(page, 'Weekend Pass').plus.click();
    await expect(page.locator('.bo-summary__changed')).toBeVisible();
    await page.locator('.bo-promo__input').fill('SUMMER10');
    await page.locator('.bo-promo .bo-btn').click();
    await expect(page.locator('.bo-promo__status--ok')).not.toBeEmpty();
    await page.locator('[part~="submit"]').click();
    await expect(page.locator('.bo-error-summary')).toBeVisible();
    await expectFits(page, lang, testInfo, 'basket');

    await field(page, 'customer.name').fill('Grace Hopper');
    await field(page, 'customer.email').fill(uniqueEmail(`layout-${lang}`));
    await field(page, 'answers.emergency_contact').fill('Alan');
    await page.locator('[part~="submit"]').click();
    await payAndReturn(page, url);
    await expect(page.locator('.bo-confirm--ok')).toBeVisible({ timeout: 15_000 });
    await expectFits(page, lang, testInfo, 'confirmation');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
}
