/**
 * The integrator's options, declared once: data-* attributes, `<box-office>` attributes,
 * `mount()` options and the embed.html query all become a validated `Options`
 * (`src/shared/options.ts`) with the defaults below. Each row of `OPTIONS` carries the
 * option's check, the fix a bad value needs and its policy: whether a change restarts the
 * mount, whether it is the buyer's personal data, whether the hosted frame is told it,
 * whether `<box-office>` has it and whether the configurator offers it. The element's observed
 * attributes, the frame's query, the restart rule, the public `MountOptions` type, every
 * console hint and the build's `options.json` (the configurator's, the WordPress plugin's)
 * derive from these rows; no list elsewhere repeats them.
 *
 * This runs in the loader, before any chunk: every option is a string checked by a
 * pattern, a list or a URL parse (the loader cannot carry zod/mini, which alone is larger
 * than the loader's budget). A problem is a value naming the attribute and the fix,
 * never an exception. See docs/embedding.md for the attributes.
 */
import { HEX_COLOR } from '../shared/color';
import { parseItems } from '../shared/items';
import { canonicalLocale, catalogueOf } from '../shared/locale';
import {
  HIDEABLE,
  type ItemInput,
  MODES,
  type Mode,
  type OptionName,
  type Options,
  type OptionsInput,
  type Prefill,
  THEMES,
  VIEWS,
} from '../shared/options';
import { safeNavigationUrl } from '../shared/url';
import { query } from './dom';
import { withoutCheckoutParam } from './page';

/** A check of one option's (trimmed, non-blank) string value. */
type Check<T extends string = string> = (value: string) => value is T;

const matches =
  (pattern: RegExp): Check =>
  (value): value is string =>
    pattern.test(value);

const atMost =
  (length: number): Check =>
  (value): value is string =>
    value.length <= length;

const oneOf =
  <const T extends string>(...values: readonly T[]): Check<T> =>
  (value): value is T =>
    (values as readonly string[]).includes(value);

/** An absolute `http(s)://` URL the URL parser accepts (no tabs or newlines smuggled in). */
const webUrl: Check = (value): value is string => {
  try {
    return /^https?:\/\/[^\t\n\r]+$/i.test(value) && Boolean(new URL(value));
  } catch {
    return false;
  }
};

/**
 * A CSS selector the browser can query (an invalid one would throw at every query). Without
 * a document (Node: the docs' checks) only its length is checked: nothing would query it.
 */
const selector: Check = (value): value is string =>
  value.length <= 999 &&
  (typeof document === 'undefined' ||
    query(value, document.createDocumentFragment()) !== undefined);

// What an option's row says besides its check and fix: its policy, a sum of these flags (one
// small number per row, which the loader carries; the build's `options.json` spells them out).
/**
 * A change starts the mount again (its chunk, its requests or its language depend on it); a
 * change of any other option updates the mounted chunk in place.
 */
export const RESTARTS = 1;
/** The buyer's personal data (`Options.prefill`): never in a URL, a log line or an event. */
export const PERSONAL = 2;
/** The host page's own: the hosted frame's query never carries it. */
export const HOST = 4;
/** The script tag's own: `<box-office>` (which mounts into itself) has no such attribute. */
export const SCRIPT_ONLY = 8;
/** The configurator (`public/configurator.html`) offers it. */
export const OFFERED = 16;

/** One row of `OPTIONS`: the check of the option's text value, the fix a bad one needs, its policy. */
export interface Row<T extends string = string> {
  check: Check<T>;
  fix: string;
  /** The sum of its policy flags (`RESTARTS`, `PERSONAL`, …; 0: none). */
  policy: number;
}

/** The text value a row checks: the option's own, or each answer's, or the `items` text. */
type RowValue<K extends OptionName> = K extends 'answers'
  ? string
  : Extract<NonNullable<OptionsInput[K]>, string>;

const SLUG = matches(/^[\w-]{1,200}$/);
/** A pre-filled field of the buyer's form (the form checks it as typed input). */
const PREFILLED: Row = {
  check: atMost(500),
  fix: 'use at most 500 characters',
  policy: PERSONAL | OFFERED,
};
const A_KEY = 'use your publishable key, e.g. "pk_test_demo"';
const AN_URL = 'use an absolute http(s) URL, or leave it out';
const HIDE = HIDEABLE.join('|');

/** The option declaration: each option's check, fix and policy (docs/embedding.md), in the order problems are reported. */
export const OPTIONS: { readonly [K in OptionName]: Row<RowValue<K>> } = {
  key: { check: SLUG, fix: A_KEY, policy: RESTARTS | OFFERED },
  sellKey: { check: SLUG, fix: A_KEY, policy: 0 },
  token: {
    check: matches(/^[\w.~+/=-]{1,4096}$/),
    fix: 'use the access token as issued',
    policy: RESTARTS,
  },
  event: { check: SLUG, fix: 'use the event slug, e.g. "summer-fest"', policy: RESTARTS | OFFERED },
  api: { check: webUrl, fix: AN_URL, policy: RESTARTS },
  lang: {
    check: (value: string): value is string => canonicalLocale(value) !== undefined,
    fix: 'use a language tag such as "de-AT"',
    policy: RESTARTS | OFFERED,
  },
  target: {
    check: atMost(999),
    fix: 'use a CSS selector, e.g. "#tickets"',
    policy: HOST | SCRIPT_ONLY,
  },
  mode: {
    check: oneOf(...MODES),
    fix: 'use inline, iframe or button',
    policy: RESTARTS | HOST | OFFERED,
  },
  returnUrl: { check: webUrl, fix: AN_URL, policy: 0 },
  theme: { check: oneOf(...THEMES), fix: 'use light, dark or auto', policy: OFFERED },
  accent: { check: matches(HEX_COLOR), fix: 'use #rrggbb, e.g. "#0057b8"', policy: OFFERED },
  promo: { check: atMost(64), fix: 'use at most 64 characters', policy: 0 },
  label: { check: atMost(100), fix: 'use at most 100 characters', policy: RESTARTS | OFFERED },
  trigger: {
    check: selector,
    fix: 'use a CSS selector, e.g. ".buy-tickets"',
    policy: RESTARTS | OFFERED,
  },
  analytics: {
    check: oneOf('datalayer'),
    fix: 'use datalayer, or leave it out',
    policy: RESTARTS | HOST | OFFERED,
  },
  tiers: {
    check: (value: string): value is string =>
      value.length <= 2000 && value.split(',').every((id) => id.trim() !== ''),
    fix: 'use tier ids separated by commas, e.g. "day,weekend"',
    policy: RESTARTS | OFFERED,
  },
  hide: {
    check: matches(new RegExp(`^(${HIDE})([\\s,]+(${HIDE}))*$`)),
    fix: `use a list of ${HIDEABLE.slice(0, -1).join(', ')} and ${HIDEABLE.at(-1)}, e.g. "poster,description"`,
    policy: OFFERED,
  },
  view: {
    check: oneOf(...VIEWS),
    fix: 'use list, calendar or week',
    policy: RESTARTS | OFFERED,
  },
  fallbackUrl: {
    check: (value: string): value is string => webUrl(value) && safeNavigationUrl(value) !== null,
    fix: 'use an absolute https: URL, or leave it out',
    policy: OFFERED,
  },
  name: PREFILLED,
  email: PREFILLED,
  phone: PREFILLED,
  answers: PREFILLED,
  items: {
    check: (value: string): value is string => parseItems(value) !== null,
    fix: 'use tier:quantity pairs, e.g. "day:2,vip:1"',
    policy: OFFERED,
  },
};

/** Every option name, in the order problems are reported. */
export const OPTION_NAMES = Object.keys(OPTIONS) as OptionName[];

/** The mode of `options`: as given, else a trigger's button, else inline. */
export const modeOf = (options: Pick<OptionsInput, 'mode' | 'trigger'>): Mode =>
  options.mode ?? (options.trigger ? 'button' : 'inline');

/** How the options were written: decides how a problem names the attribute. */
export type OptionsSource = 'script' | 'element' | 'mount';

/** The page facts the defaults come from. */
export interface OptionsContext {
  /** URL of the widget script (`api` default: its origin); null when unknown. */
  scriptUrl: string | null;
  /** Current page URL (`returnUrl` default, without `bo_checkout`). */
  pageUrl: string;
  /** `<html lang>`, may be empty. */
  documentLang: string;
  /** The browser's languages in order of preference (`navigator.languages`). */
  navigatorLangs: readonly string[];
  /** Languages with a catalogue (`en` and each language chunk). */
  languages: readonly string[];
}

/** Parse result: options, or the one problem to log and show. */
export type ParsedOptions =
  | { ok: true; options: Options }
  | { ok: false; attribute: string; message: string };

/**
 * The attribute as the integrator wrote it: `data-return-url`, `return-url` or `returnUrl`.
 * For `answers`, the prefix a question id completes: `data-answer-`, `answer-`, `answers.`.
 */
export function attributeName(name: string, source: OptionsSource): string {
  if (name === 'answers') return source === 'mount' ? 'answers.' : attributeName('answer-', source);
  const kebab = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return source === 'script' ? `data-${kebab}` : source === 'element' ? kebab : name;
}

/** Each option given as one checked text value, by name (but the buyer's details). */
type TextValues = { [K in Exclude<keyof Options, 'items' | 'prefill'> | 'sellKey']?: RowValue<K> };

/** The values given, each checked and sorted; or the option (and question id) that is invalid. */
type Given =
  | { text: TextValues; prefill: Prefill; items?: ItemInput[] }
  | { invalid: OptionName; id?: string };

/** Whether a line of `mount()`'s `items` is a tier and a quantity of at most 999. */
const isLine = (line: unknown): line is ItemInput => {
  const { tier, quantity } = Object(line);
  return (
    tier !== '' &&
    typeof tier === 'string' &&
    Number.isInteger(quantity) &&
    quantity >= 0 &&
    quantity < 1000
  );
};

/** Copies of `mount()`'s item lines, or null unless each is one (100 at most). */
const itemLines = (raw: readonly unknown[]): ItemInput[] | null =>
  raw.length <= 100 && raw.every(isLine)
    ? raw.map(({ tier, quantity }) => ({ tier, quantity }))
    : null;

/**
 * `raw` as option `name`'s value: trimmed, undefined when blank or absent, null when its
 * check refuses it. Every option is read through it.
 */
export function optionValue<K extends OptionName>(
  name: K,
  raw: unknown,
): RowValue<K> | null | undefined {
  const value = typeof raw === 'string' ? raw.trim() : raw;
  if (value === '' || value === undefined || value === null) return undefined;
  return typeof value === 'string' && OPTIONS[name].check(value) ? value : null;
}

/**
 * Reads and checks every option `input` holds (an object's own values; blank ones count as
 * not given), the buyer's details apart (`personal` in `OPTIONS`).
 */
function readGiven(input: unknown): Given {
  const text: TextValues = {};
  const prefill: Prefill = {};
  const answers = new Map<string, string>();
  let items: ItemInput[] | undefined;
  if (typeof input !== 'object' || input === null) return { text, prefill };
  for (const name of OPTION_NAMES) {
    const raw: unknown = Reflect.get(input, name);
    if (name === 'items' && Array.isArray(raw)) {
      const lines = itemLines(raw);
      if (!lines) return { invalid: name };
      if (lines.length > 0) items = lines;
      continue;
    }
    // `answers` holds one value per question id (own properties only: an id is never
    // looked up on an object).
    const values: [string, unknown][] =
      name === 'answers' && typeof raw === 'object' && raw ? Object.entries(raw) : [['', raw]];
    for (const [id, entry] of values) {
      const value = optionValue(name, entry);
      if (value === undefined) continue;
      if (value === null || (!id && name === 'answers')) return { invalid: name, id };
      if (name === 'answers') answers.set(id.toLowerCase(), value);
      else if (name === 'items') items = parseItems(value) ?? undefined;
      else Object.assign(OPTIONS[name].policy & PERSONAL ? prefill : text, { [name]: value });
    }
  }
  if (answers.size > 0) prefill.answers = answers;
  return { text, prefill, ...(items && { items }) };
}

/** Validates `input` and applies the defaults. Blank values count as not given. Never throws. */
export function parseOptions(
  input: unknown,
  source: OptionsSource,
  context: OptionsContext,
): ParsedOptions {
  const fail = (
    name: OptionName,
    problem: string,
    id = '',
    fix: string = OPTIONS[name].fix,
  ): ParsedOptions => {
    const attribute = attributeName(name, source) + id;
    return { ok: false, attribute, message: `${attribute} ${problem}: ${fix}.` };
  };
  const given = readGiven(input);
  if ('invalid' in given) return fail(given.invalid, 'is invalid', given.id);
  const { sellKey, ...text } = given.text;
  // Two different keys: which account sells is the integrator's call, not a guess of ours.
  if (sellKey && text.key && text.key !== sellKey)
    return fail('sellKey', `differs from ${attributeName('key', source)}`, '', 'keep one of them');
  const key = sellKey ?? text.key;
  if (!key && !text.token) {
    const token = attributeName('token', source);
    // React, Preact and Vue drop a `key` attribute: point the element's users at the alias.
    const alias = source === 'element' ? ' as sell-key' : '';
    return fail(
      'key',
      'is missing',
      '',
      `add your publishable key ("pk_…")${alias}, or use ${token}`,
    );
  }
  // A trigger opens the dialog: it implies button mode, and means nothing in another one.
  if (text.trigger && text.mode && text.mode !== 'button') {
    const mode = attributeName('mode', source);
    return fail('trigger', 'needs button mode', '', `set ${mode}="button", or leave ${mode} out`);
  }
  const api = text.api ?? webOrigin(context.scriptUrl);
  if (!api) return fail('api', 'is missing');
  let returnUrl: string;
  try {
    returnUrl = withoutCheckoutParam(text.returnUrl ?? context.pageUrl);
  } catch {
    return fail('returnUrl', 'is missing');
  }
  const { prefill, items } = given;
  return {
    ok: true,
    options: {
      ...text,
      ...(key && { key }),
      api: api.replace(/\/+$/, ''),
      lang: preferredLang(text.lang, context),
      mode: modeOf(text),
      theme: text.theme ?? 'auto',
      returnUrl,
      ...(Object.keys(prefill).length > 0 && { prefill }),
      ...(items && { items }),
    },
  };
}

/**
 * Whether a hosted frame is told option `name` in its query: every option but the host page's
 * own and the buyer's personal data (`host` and `personal` in `OPTIONS`).
 */
export const toldToFrame = (name: string): boolean =>
  // `prefill` and `items` are not rows: the one is personal, the other goes as text.
  !(Object.hasOwn(OPTIONS, name) && OPTIONS[name as OptionName].policy & (HOST | PERSONAL));

/** The options whose change starts a mount again (`restart` in `OPTIONS`). */
const RESTART = OPTION_NAMES.filter((name) => OPTIONS[name].policy & RESTARTS);

/** Whether `next` keeps the mount of `current`: every option that restarts it is the same. */
export const keepsMount = (current: Options, next: Options): boolean =>
  RESTART.every((name) => Reflect.get(current, name) === Reflect.get(next, name));

/**
 * The widget's locale, a canonical BCP 47 tag whose readers have a catalogue (`catalogueOf`:
 * `zh-TW` reads `zh-Hant`): `lang` when given (`de-AT` stays `de-AT`; a language without a
 * catalogue, such as `hu`, becomes `en`), else the first of `<html lang>` and the browser's
 * languages that has one, else `en`.
 * Text comes from the catalogue; numbers, money and dates use the whole tag.
 */
function preferredLang(given: string | undefined, context: OptionsContext): string {
  const candidates = given ? [given] : [context.documentLang, ...context.navigatorLangs];
  for (const tag of candidates) {
    const canonical = tag && canonicalLocale(tag);
    if (canonical && context.languages.includes(catalogueOf(canonical, context.languages)))
      return canonical;
  }
  return 'en';
}

function webOrigin(url: string | null): string | undefined {
  return url && webUrl(url) ? new URL(url).origin : undefined;
}

/** The page facts of the current document, for `parseOptions`. */
export function pageContext(
  scriptUrl: string | null,
  languages: readonly string[],
): OptionsContext {
  return {
    scriptUrl,
    pageUrl: location.href,
    documentLang: document.documentElement.lang,
    navigatorLangs: navigator.languages ?? [],
    languages,
  };
}

/**
 * Reads the options an element carries as attributes (`prefix` is `data-` on a script tag);
 * every `data-answer-<id>` (`answer-<id>`) becomes one of `answers`.
 */
export function attributeInput(
  element: Pick<Element, 'getAttribute' | 'getAttributeNames'>,
  source: 'script' | 'element',
): OptionsInput {
  const input: Record<string, unknown> = {};
  for (const name of OPTION_NAMES) {
    const value = element.getAttribute(attributeName(name, source));
    if (value !== null && name !== 'answers') input[name] = value;
  }
  const prefix = attributeName('answers', source);
  const answers = element
    .getAttributeNames()
    .filter((name) => name.startsWith(prefix) && name.length > prefix.length)
    .map((name) => [name.slice(prefix.length), element.getAttribute(name)]);
  if (answers.length > 0) input.answers = Object.fromEntries(answers);
  return input;
}
