/**
 * Every language, in the browser: the paid purchase of summer-fest (tickets, promo code, the
 * form's errors, the sandbox payment page, the confirmation) and the free confirmation of
 * community-meetup. At each step nothing English is left in the widget (visible text,
 * visually hidden text and accessible names; the organizer's text and the words each
 * language shares with English, `src/i18n/testing/shared.ts`, aside), the root carries the
 * language and direction it renders in, and axe-core finds no violation.
 *
 * Every locator here works in any language: tiers by their (organizer) names, fields by
 * their `name`, the rest by the widget's parts and classes.
 */
import type { Page } from '@playwright/test';
import { en } from '../src/i18n/en';
import { enPurchase } from '../src/i18n/en-purchase';
import { SHARED_WITH_ENGLISH } from '../src/i18n/testing/shared';
import { LANGUAGES } from '../src/registry';
import { EVENT_FIXTURES } from '../src/sandbox/fixtures';
import { dirOf } from '../src/shared/locale';
import {
  expect,
  expectNoAxeViolations,
  field,
  openWidget,
  payAndReturn,
  test,
  tierControls,
  uniqueEmail,
  widgetTexts,
} from './widget-fixtures';

const LANGS = ['en', ...LANGUAGES];

/** Text the organizer wrote (the sandbox's fixtures): never translated, so left out. */
const ORGANIZER = EVENT_FIXTURES.flatMap(({ event }) => [
  event.title,
  ...(event.description ?? '').split(/\n\s*\n/).map((p) => p.trim()),
  event.category ?? '',
  event.ageRestriction ?? '',
  event.venueName ?? '',
  event.address ?? '',
  event.organizerName ?? '',
  ...event.tiers.flatMap((tier) => [tier.name, tier.description ?? '']),
  ...(event.questions ?? []).map((q) => q.label),
])
  .filter((text) => text.length > 1)
  .sort((a, b) => b.length - a.length);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Markers standing for a message function's string arguments. */
const ARG = ['\uE000', '\uE001', '\uE002'];

/** Leaves of a catalogue: path → message (string or function). */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (typeof value === 'string' || typeof value === 'function') return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    leaves(v, path ? `${path}.${k}` : k),
  );
}

/**
 * Each English message as a pattern: a string as a whole word sequence, a function as its
 * output for sample arguments with each argument (and each count) matching anything.
 */
function englishPatterns(lang: string): { path: string; pattern: RegExp }[] {
  const shared = SHARED_WITH_ENGLISH[lang] ?? [];
  return leaves({ ...en, ...enPurchase })
    .filter(([path]) => lang === 'en' || !shared.includes(path))
    .flatMap(([path, message]) => {
      const texts =
        typeof message === 'string'
          ? [message]
          : [ARG, [1, ARG[1], ARG[2]], [ARG[0], 1, 0], [ARG[0], 5, 2]].map((args) =>
              String((message as (...a: unknown[]) => string)(...args)),
            );
      return (
        [...new Set(texts)]
          // "3 × X" has no words of its own: nothing English to look for.
          .filter((text) => /\p{L}/u.test(text.replace(/[\uE000-\uE002]/g, '')))
          .map((text) => {
            const source = escapeRegExp(text)
              .replace(/[\uE000-\uE002]/g, '.+?')
              .replace(/\d+/g, '\\d+');
            return { path, pattern: new RegExp(`(?<!\\p{L})${source}(?!\\p{L})`, 'u') };
          })
      );
    });
}

/** The widget's texts without the organizer's, and the buyer's e-mail replaced. */
async function buyerFacing(page: Page, email?: string): Promise<string[]> {
  return (await widgetTexts(page)).map((text) => {
    let rest = email ? text.replaceAll(email, '⟦email⟧') : text;
    for (const organizer of ORGANIZER) rest = rest.replaceAll(organizer, '⟦organizer⟧');
    return rest;
  });
}

/** Asserts that no English message (but the shared ones) is in the widget. */
async function expectNoEnglish(page: Page, lang: string, step: string, email?: string) {
  if (lang === 'en') return;
  const texts = await buyerFacing(page, email);
  const found = englishPatterns(lang).flatMap(({ path, pattern }) =>
    texts.filter((text) => pattern.test(text)).map((text) => `${path}: ${text}`),
  );
  expect(found, `${lang}, ${step}: English left`).toEqual([]);
}

/** The widget root's language and direction. */
async function rootLangDir(page: Page) {
  return page.locator('[data-boxoffice]').evaluate((host) => {
    const root = host.shadowRoot?.querySelector('.bo');
    return { lang: root?.getAttribute('lang'), dir: root?.getAttribute('dir') };
  });
}

for (const lang of LANGS) {
  const dir = dirOf(lang);

  test(`${lang}: the paid purchase reads in ${lang} from the tiers to the confirmation`, async ({
    page,
    problems,
  }) => {
    test.slow();
    const email = uniqueEmail(`lang-${lang}`);
    const url = await openWidget(page, {
      event: 'summer-fest',
      extra: `data-lang="${lang}"`,
      path: `/languages/${lang}-paid.html`,
    });
    const day = tierControls(page, 'Day Ticket');
    await expect(day.plus).toBeVisible();
    await expect(page.locator('[part~="form"]')).toBeVisible();
    expect(await rootLangDir(page)).toEqual({ lang, dir });
    await expectNoEnglish(page, lang, 'the tiers and the form');

    await day.plus.click();
    await expect(day.input).toHaveValue('1');
    await expect(page.locator('[part~="summary"] dd').last()).toBeVisible();
    await page.locator('.bo-promo__input').fill('SUMMER10');
    await page.locator('.bo-promo .bo-btn').click();
    await expect(page.locator('.bo-promo__status--ok')).not.toBeEmpty();
    // Submitting the empty form: the error summary and each field's error.
    await page.locator('[part~="submit"]').click();
    await expect(page.locator('.bo-error-summary')).toBeVisible();
    await expect(page.locator('.bo-error').first()).toBeVisible();
    await expectNoEnglish(page, lang, 'the basket, the promo code and the errors');
    await expectNoAxeViolations(page);

    await field(page, 'customer.name').fill('Grace Hopper');
    await field(page, 'customer.email').fill(email);
    await field(page, 'customer.phone').fill('+49 30 1234567');
    await field(page, 'answers.emergency_contact').fill('Alan, +49 30 7654321');
    await page.locator('[part~="submit"]').click();

    await payAndReturn(page, url);
    await expect(page.locator('.bo-confirm--ok')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('.bo-confirm__ref')).toBeVisible();
    expect(await rootLangDir(page)).toEqual({ lang, dir });
    await expectNoEnglish(page, lang, 'the confirmation', email);
    await expectNoAxeViolations(page);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test(`${lang}: the free confirmation reads in ${lang}`, async ({ page, problems }) => {
    const email = uniqueEmail(`lang-free-${lang}`);
    await openWidget(page, {
      event: 'community-meetup',
      extra: `data-lang="${lang}"`,
      path: `/languages/${lang}-free.html`,
    });
    const ticket = tierControls(page, 'Community Ticket');
    await ticket.plus.click();
    await expect(ticket.input).toHaveValue('1');
    // The supporter tier cannot be paid for here: its reason is shown.
    await expect(page.locator('.bo-stepper__reason')).toBeVisible();
    await field(page, 'customer.name').fill('Ada Lovelace');
    await field(page, 'customer.email').fill(email);
    await expectNoEnglish(page, lang, 'the free basket');
    await page.locator('[part~="submit"]').click();

    await expect(page.locator('.bo-confirm--ok')).toBeVisible();
    expect(await rootLangDir(page)).toEqual({ lang, dir });
    await expectNoEnglish(page, lang, 'the free confirmation', email);
    await expectNoAxeViolations(page);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
}
