import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHUNKS, LANGUAGES, type Language } from '../registry';
import { messages as de } from './de';
import { messages as dePurchase } from './de-purchase';
import { en } from './en';
import { enPurchase } from './en-purchase';
import { type Count, createFormat } from './format';
import { digitSystems } from './testing/digits';
import { SHARED_WITH_ENGLISH } from './testing/shared';

/** A language with a catalogue besides English and German (see index.test.ts for those). */
type Lang = Exclude<Language, 'de'>;
const LANGS = LANGUAGES.filter((lang): lang is Lang => lang !== 'de');

/** Each language's two halves, loaded the way the widget loads them: through `CHUNKS`. */
const catalogues = Object.fromEntries(
  await Promise.all(
    LANGS.map(async (lang) => {
      const core = (await CHUNKS[lang]()).messages;
      const purchase = (await CHUNKS[`${lang}-purchase`]()).messages;
      return [lang, { core, purchase }] as const;
    }),
  ),
) as Record<Lang, { core: typeof en; purchase: typeof enPurchase }>;

const english = { ...en, ...enPurchase };
const whole = (lang: Lang) => ({ ...catalogues[lang].core, ...catalogues[lang].purchase });

/** Key paths of every leaf (a string or a function), recursively. */
function paths(value: unknown, path = ''): string[] {
  if (typeof value === 'string' || typeof value === 'function') return [path];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => paths(v, path ? `${path}.${k}` : k));
  return [`${path} (${typeof value})`];
}

/** Counts as the widget hands them to a catalogue, in Latin digits. */
const { count } = createFormat('en');

/**
 * Arguments every message function is called with; the first is the comparison sample. A
 * count reads as its text, so it stands in for a string argument too.
 */
const ARGS: unknown[][] = [
  [count(3), 'X', 'Y'],
  // `tiers.reduced(tier, from, to)` says something else when nothing is left.
  ['X', count(5), count(0)],
  [count(1), count(2), count(3)],
];

/** Every leaf as `path → text`, functions called with `args`. */
function leaves(value: unknown, args: unknown[] = ARGS[0] ?? [], path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(path, value);
  else if (typeof value === 'function') out.set(path, String(value(...args)));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value))
      for (const [p, s] of leaves(v, args, path ? `${path}.${k}` : k)) out.set(p, s);
  }
  return out;
}

/** The message at `path` (dot-separated) of a catalogue. */
const at = (catalogue: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], catalogue);

describe('every catalogue has the English keys', () => {
  it.each(LANGS)('%s: both halves have exactly the English key paths', (lang) => {
    const { core, purchase } = catalogues[lang];
    for (const [half, have, want] of [
      [`${lang}.ts`, paths(core), paths(en)],
      [`${lang}-purchase.ts`, paths(purchase), paths(enPurchase)],
    ] as const) {
      const missing = want.filter((path) => !have.includes(path));
      const extra = have.filter((path) => !want.includes(path));
      expect({ missing, extra }, half).toEqual({ missing: [], extra: [] });
    }
  });

  it.each(LANGS)('%s: no message is empty', (lang) => {
    for (const args of ARGS) {
      for (const [path, text] of leaves(whole(lang), args)) {
        expect(text.trim(), `${lang} ${path}`).not.toBe('');
        expect(text, `${lang} ${path}`).not.toMatch(/undefined|NaN|\[object/);
      }
    }
  });

  it.each(LANGS)('%s: each half imports nothing at run time (types only)', (lang) => {
    for (const file of [`${lang}.ts`, `${lang}-purchase.ts`]) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      const imports = source.match(/^import\b.*$/gm) ?? [];
      for (const line of imports) expect(line, file).toMatch(/^import type /);
      expect(source, file).not.toMatch(/\bimport\(/);
    }
  });
});

/**
 * Leaves a language may share with English, word for word, and why: `testing/shared.ts` (the
 * browser test of every language reads the same list). Anything else equal to the English
 * text is an untranslated string; an entry that is no longer equal must go.
 */
const SHARED: Readonly<Record<string, readonly string[]>> = SHARED_WITH_ENGLISH;

describe('no catalogue repeats English', () => {
  const englishLeaves = leaves(english);

  it.each(LANGS)('%s: every string is translated, bar the shared names listed', (lang) => {
    const same = [...leaves(whole(lang))]
      .filter(([path, text]) => englishLeaves.get(path) === text)
      .map(([path]) => path);
    expect(same.sort(), `${lang}: leaves equal to English`).toEqual(
      [...(SHARED[lang] ?? [])].sort(),
    );
  });
});

/** The count messages: each picks its form with `Intl.PluralRules`. */
const PLURALS = [
  'tiers.left',
  'tiers.limit.tier_limit',
  'tiers.limit.order_limit',
  'form.errorSummary',
];

/** One number per plural category of `lang`: integers first, then millions, then fractions. */
function samples(lang: string): Map<Intl.LDMLPluralRule, number> {
  const rules = new Intl.PluralRules(lang);
  const candidates = [...Array.from({ length: 201 }, (_, i) => i), 1_000_000, 0.5, 1.5, 2.5];
  const out = new Map<Intl.LDMLPluralRule, number>();
  for (const n of candidates) {
    const category = rules.select(n);
    if (!out.has(category)) out.set(category, n);
  }
  return out;
}

/**
 * Categories in which a language says the count in words rather than digits: Arabic's
 * singular and dual (تذكرة واحدة، تذكرتان) and Hebrew's «כרטיס אחד» carry the number
 * themselves. Their text must then hold no digit at all.
 */
const IN_WORDS: Partial<Record<Lang, Intl.LDMLPluralRule[]>> = {
  ar: ['one', 'two'],
  he: ['one'],
};

/**
 * Categories whose forms must differ in every count message, because the grammar always
 * tells them apart: Arabic's singular, dual, plural (3–10), accusative singular (11–99) and
 * genitive singular (100…); Polish 1 / 2–4 / 5+ («bilet / bilety / biletów»), and Russian and
 * Ukrainian alike («билет / билета / билетов», «квиток / квитки / квитків»); Czech and Slovak
 * 1 and 2–4 against 5+ («vstupenka / vstupenky / vstupeniek»); Romanian 1 / 2–19 / 20+
 * («bilet / bilete / de bilete»); Latvian 1 and 0, 10–20 against 2–9 («biļete / biļešu /
 * biļetes»). Czech and Slovak `many` is for fractions only («1,5 vstupenky»): its noun is
 * the genitive singular, which for most nouns is spelt like the `few` plural, so `few` and
 * `many` may coincide. Croatian 1 against 2–4 («ulaznica / ulaznice»): its 5+ («ulaznica»)
 * is spelt like the singular and only a verb, where there is one, tells them apart; Latvian's
 * «lauku» is both the singular (accusative) and the 0, 10–20 form (genitive plural).
 */
const pairs = (...c: Intl.LDMLPluralRule[]) =>
  c.flatMap((a, i) => c.slice(i + 1).map((b) => [a, b] as const));
const DISTINCT: Partial<Record<Lang, (readonly [Intl.LDMLPluralRule, Intl.LDMLPluralRule])[]>> = {
  ar: pairs('one', 'two', 'few', 'many', 'other'),
  pl: pairs('one', 'few', 'many'),
  cs: [
    ['one', 'other'],
    ['few', 'other'],
  ],
  sk: [
    ['one', 'other'],
    ['few', 'other'],
  ],
  ru: pairs('one', 'few', 'many'),
  uk: pairs('one', 'few', 'many'),
  ro: pairs('one', 'few', 'other'),
  lv: [
    ['one', 'other'],
    ['zero', 'other'],
  ],
  hr: [['one', 'few']],
};

/**
 * Languages whose noun keeps one form after any number, so none of their count messages
 * changes with it: those with a single plural category (`Intl.PluralRules` knows only
 * `other`: Japanese, Korean, Chinese, Indonesian), and Turkish, whose rules know `one` but
 * whose noun stays singular after a number («1 bilet», «3 bilet»).
 */
const ONE_FORM = LANGS.filter(
  (lang) =>
    new Intl.PluralRules(lang).resolvedOptions().pluralCategories.length === 1 || lang === 'tr',
);

describe('counts use the language’s plural rules', () => {
  it.each(LANGS)('%s: has a sample for every plural category', (lang) => {
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    expect([...samples(lang).keys()].sort()).toEqual([...categories].sort());
  });

  it.each(LANGS)('%s: each form shows its number (or says it in words)', (lang) => {
    for (const path of PLURALS) {
      const translated = at(whole(lang), path) as (n: Count) => string;
      const source = at(english, path) as (n: Count) => string;
      for (const [category, n] of samples(lang)) {
        const text = translated(count(n));
        const where = `${lang} ${path} (${category}, ${n}): ${text}`;
        if (IN_WORDS[lang]?.includes(category)) expect(text, where).not.toMatch(/\d/);
        else if (source(count(n)).includes(count(n).text))
          expect(text, where).toContain(count(n).text);
      }
    }
  });

  it.each(LANGS)('%s: forms differ where the grammar tells the categories apart', (lang) => {
    const n = samples(lang);
    for (const path of PLURALS) {
      const message = at(whole(lang), path) as (n: Count) => string;
      // Strip the number itself: the words must differ, not just the digits.
      const words = (category: Intl.LDMLPluralRule) => {
        const c = count(n.get(category) ?? Number.NaN);
        return message(c).replaceAll(c.text, '#');
      };
      for (const [a, b] of DISTINCT[lang] ?? [])
        expect(words(a), `${lang} ${path}: ${a} vs ${b}`).not.toBe(words(b));
    }
  });

  it.each(LANGS.filter((lang) => !ONE_FORM.includes(lang)))(
    '%s: the singular differs from the other form in some count message',
    (lang) => {
      const n = samples(lang);
      const differs = PLURALS.some((path) => {
        const message = at(whole(lang), path) as (n: Count) => string;
        const one = n.get('one');
        const other = n.get('other');
        const words = (c: Count) => message(c).replaceAll(c.text, '#');
        return (
          one !== undefined && other !== undefined && words(count(one)) !== words(count(other))
        );
      });
      expect(differs, lang).toBe(true);
    },
  );

  it('Japanese, Korean, Chinese and Indonesian have one plural category, so need no plural helper', () => {
    for (const lang of ['ja', 'ko', 'zh-Hans', 'zh-Hant', 'id'])
      expect(new Intl.PluralRules(lang).resolvedOptions().pluralCategories, lang).toEqual([
        'other',
      ]);
    expect([...ONE_FORM].sort()).toEqual(['id', 'ja', 'ko', 'tr', 'zh-Hans', 'zh-Hant']);
  });
});

/**
 * One numbering system per widget (src/i18n/format.ts): every number in a message is a
 * value the widget formatted, so a message shows the digits the widget's locale gives, be
 * they Latin or Arabic-Indic. English and German are checked too.
 */
describe('numbers read in the widget’s digits', () => {
  const every = [
    ['en', english],
    ['de', { ...de, ...dePurchase }],
    ...LANGS.map((lang) => [lang, whole(lang)] as const),
  ] as const;
  /** The phone number examples: the UI writes their digits in the widget's (`format.digits`). */
  const EXAMPLES = ['form.phoneHint', 'form.errors.phone_invalid'];

  it.each(every)('%s: the text has no digit of its own but the phone examples', (_, messages) => {
    // Called with words for every argument, counts included, a message shows no digit.
    for (const [path, text] of leaves(messages, ['X', 'Y', 'Z'])) {
      if (EXAMPLES.includes(path)) expect(text, path).toMatch(/\+\d/);
      else expect(text, path).not.toMatch(/\p{Nd}/u);
    }
  });

  /** How each count message is called with a count. */
  const COUNTED: Record<string, (n: Count) => unknown[]> = {
    'tiers.left': (n) => [n],
    'tiers.limit.tier_limit': (n) => [n],
    'tiers.limit.order_limit': (n) => [n],
    'form.errorSummary': (n) => [n],
    'summary.line': (n) => [n, 'X'],
    'tiers.reduced': (n) => ['X', n, n],
  };
  const arabic = createFormat('ar-u-nu-arab');

  it.each(every)('%s: a count in Arabic-Indic digits shows no Latin digit', (lang, messages) => {
    // Every plural category of the language, and of Arabic (the widget's digits are the
    // locale's, but a tag may name others: `de-u-nu-arab`).
    const values = new Set([...samples(lang).values(), ...samples('ar').values(), 0, 1_000_000]);
    for (const [path, call] of Object.entries(COUNTED)) {
      const message = at(messages, path) as (...args: unknown[]) => string;
      for (const value of values) {
        const n = arabic.count(value);
        const text = message(...call(n));
        expect(digitSystems(text), `${lang} ${path} (${value}): ${text}`).toEqual(
          digitSystems(text).length > 0 ? ['arab'] : [],
        );
        if (value > 2 && value % 1 === 0 && !(path === 'tiers.reduced' && value === 0))
          expect(text, `${lang} ${path} (${value})`).toContain(n.text);
      }
    }
  });
});
