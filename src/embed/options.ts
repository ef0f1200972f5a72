/**
 * The integrator's options, declared once: data-* attributes, `<box-office>` attributes,
 * `mount()` options and the embed.html query all become a validated `Options` with the
 * defaults below. The element's observed attributes, the frame URL, the public
 * `MountOptions` type and every console hint derive from `OPTIONS`.
 *
 * This runs in the loader, before any chunk: every option is a string checked by a
 * pattern, a list or a URL parse (the loader cannot carry zod/mini, which alone is larger
 * than the loader's budget). A problem is a value naming the attribute and the fix,
 * never an exception. See docs/embedding.md for the attributes.
 */
import { HEX_COLOR } from '../api/color';
import { canonicalLocale, catalogueOf } from '../i18n/locale';
import { safeNavigationUrl } from '../model/url';
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
  <const T extends string>(...values: T[]): Check<T> =>
  (value): value is T =>
    (values as string[]).includes(value);

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
const selector: Check = (value): value is string => {
  try {
    if (typeof document !== 'undefined') document.createDocumentFragment().querySelector(value);
    return value.length <= 999;
  } catch {
    return false;
  }
};

const SLUG = matches(/^[\w-]{1,200}$/);
/** A pre-filled field of the buyer's form (the form checks it as typed input). */
const PREFILLED = { check: atMost(500), fix: 'use at most 500 characters' };
const A_KEY = 'use your publishable key, e.g. "pk_test_demo"';
const AN_URL = 'use an absolute http(s) URL, or leave it out';

/** The option declaration: each option's check and the fix a bad value needs (docs/embedding.md). */
export const OPTIONS = {
  /** Publishable key, sent as `X-Sell-Key`. This or `token` is required. */
  key: { check: SLUG, fix: A_KEY },
  /**
   * `key` under another name, for `<box-office>` in frameworks that keep `key` for themselves
   * (React, Preact, Vue); `mount()` and the script tag read it too, as every option.
   */
  sellKey: { check: SLUG, fix: A_KEY },
  /** Access token, sent as `Authorization: Bearer …` instead of the key. */
  token: { check: matches(/^[\w.~+/=-]{1,4096}$/), fix: 'use the access token as issued' },
  /** Event slug; without it the widget lists the key's events. */
  event: { check: SLUG, fix: 'use the event slug, e.g. "summer-fest"' },
  /** API base URL; default: the origin the script was loaded from. */
  api: { check: webUrl, fix: AN_URL },
  /** UI language (BCP 47); default: `<html lang>`, then the browser's languages, then `en`. */
  lang: {
    check: (value: string): value is string => canonicalLocale(value) !== undefined,
    fix: 'use a language tag such as "de-AT"',
  },
  /** CSS selector of the element to mount into (script tag only). */
  target: { check: atMost(999), fix: 'use a CSS selector, e.g. "#tickets"' },
  /** `inline` (default), `iframe` or `button`. */
  mode: { check: oneOf('inline', 'iframe', 'button'), fix: 'use inline, iframe or button' },
  /** Where the buyer comes back after paying; default: the current page URL. */
  returnUrl: { check: webUrl, fix: AN_URL },
  /** `light`, `dark` or `auto` (default: follows `prefers-color-scheme`). */
  theme: { check: oneOf('light', 'dark', 'auto'), fix: 'use light, dark or auto' },
  /** Accent colour `#rrggbb`; default: the key's palette, else built-in. */
  accent: { check: matches(HEX_COLOR), fix: 'use #rrggbb, e.g. "#0057b8"' },
  /** Promo code to pre-fill. */
  promo: { check: atMost(64), fix: 'use at most 64 characters' },
  /** Button mode: the painted button's text instead of "Buy tickets". */
  label: { check: atMost(100), fix: 'use at most 100 characters' },
  /** Button mode: CSS selector of the page's own elements that open the dialog (no painted button). */
  trigger: { check: selector, fix: 'use a CSS selector, e.g. ".buy-tickets"' },
  /** `datalayer`: push GA4 e-commerce events into `window.dataLayer` (docs/analytics.md). */
  analytics: { check: oneOf('datalayer'), fix: 'use datalayer, or leave it out' },
  /** Tier ids, comma-separated: only these tiers are shown (one event; the list ignores it). */
  tiers: {
    check: (value: string): value is string =>
      value.length <= 2000 && value.split(',').every((id) => id.trim() !== ''),
    fix: 'use tier ids separated by commas, e.g. "day,weekend"',
  },
  /** Parts of the widget not to show: `header`, `poster`, `description`, `promo`. */
  hide: {
    check: matches(/^(header|poster|description|promo)([\s,]+(header|poster|description|promo))*$/),
    fix: 'use a list of header, poster, description and promo, e.g. "poster,description"',
  },
  /**
   * Where every notice that ends the buyer's path links; default: the event's `checkoutUrl`.
   * A link the buyer follows: `https:`, or `http:` on localhost only (`src/model/url.ts`).
   */
  fallbackUrl: {
    check: (value: string): value is string => webUrl(value) && safeNavigationUrl(value) !== null,
    fix: 'use an absolute https: URL, or leave it out',
  },
  /** The buyer's name, pre-filled (editable; checked like typed input when they submit). */
  name: PREFILLED,
  /** The buyer's e-mail, pre-filled. */
  email: PREFILLED,
  /** The buyer's phone, pre-filled. */
  phone: PREFILLED,
  /**
   * One answer per question, pre-filled: `data-answer-<question id>` (any case), each value
   * checked here; `mount()` takes `answers: { [questionId]: string }`.
   */
  answers: PREFILLED,
  /**
   * Tickets the basket starts with: `tier:quantity` pairs, `day:2,vip:1` (a tier id holding
   * `,`, `:`, `%` or a space is percent-encoded); `mount()` also takes `[{ tier, quantity }]`.
   */
  items: {
    check: matches(/^[^\s,:]+:\d{1,3}(,[^\s,:]+:\d{1,3}){0,99}$/),
    fix: 'use tier:quantity pairs, e.g. "day:2,vip:1"',
  },
};

/** Name of one option. */
export type OptionName = keyof typeof OPTIONS;

/** The value type an option's check admits. */
type ValueOf<K extends OptionName> =
  (typeof OPTIONS)[K]['check'] extends Check<infer T> ? T : never;

/** One line of `items` as `mount()` takes it. */
export interface ItemInput {
  tier: string;
  quantity: number;
}

/** The options whose values are not one string. */
type Structured = 'answers' | 'items';

/** Options as given: every one optional (the script tag's `target` included). */
export type OptionsInput = { [K in Exclude<OptionName, Structured>]?: ValueOf<K> } & {
  /** Question id → answer. */
  answers?: Readonly<Record<string, string>>;
  /** `tier:quantity,…`, or its lines. */
  items?: string | readonly ItemInput[];
};

/** Validated options with the defaults applied (what the widget and its chunks receive). */
export type Options = Omit<OptionsInput, Structured> &
  Required<Pick<OptionsInput, 'api' | 'lang' | 'mode' | 'returnUrl' | 'theme'>> & {
    /** Pre-filled answers by question id in lower case (ids are matched in any case). */
    answers?: ReadonlyMap<string, string>;
    /** `tier:quantity,…` with percent-encoded tier ids (the `presets` chunk reads it). */
    items?: string;
  };

/** The options that pre-fill the buyer's form: personal data, never in a URL, log or event. */
export const PREFILL = ['name', 'email', 'phone', 'answers'] as const satisfies OptionName[];

/** How the widget is embedded. */
export type Mode = Options['mode'];
/** Colour scheme; `auto` follows `prefers-color-scheme`. */
export type Theme = Options['theme'];

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

/** `mount()`'s item lines as `items` text (a line that is not one fails its check). */
const itemsText = (lines: Partial<ItemInput>[]): string =>
  lines.map((line) => `${encodeURIComponent(String(line?.tier))}:${line?.quantity}`).join(',');

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
    fix = OPTIONS[name].fix,
  ): ParsedOptions => {
    const attribute = attributeName(name, source) + id;
    return { ok: false, attribute, message: `${attribute} ${problem}: ${fix}.` };
  };
  const given: Record<string, unknown> = {};
  const answers = new Map<string, string>();
  if (typeof input === 'object' && input !== null) {
    for (const name of OPTION_NAMES) {
      const raw: unknown = Reflect.get(input, name);
      if (raw === undefined || raw === null) continue;
      // `answers` holds one value per question id (own properties only: an id is never
      // looked up on an object); `mount()` may give `items` as lines.
      const values: [string, unknown][] =
        name !== 'answers'
          ? [['', Array.isArray(raw) && name === 'items' ? itemsText(raw) : raw]]
          : Object.entries(typeof raw === 'object' ? raw : { '': raw });
      for (const [id, entry] of values) {
        const value = typeof entry === 'string' ? entry.trim() : entry;
        if (value === '') continue;
        if (typeof value !== 'string' || !OPTIONS[name].check(value) || (!id && name === 'answers'))
          return fail(name, 'is invalid', id);
        if (name === 'answers') answers.set(id.toLowerCase(), value);
        else given[name] = value;
      }
    }
  }
  if (answers.size > 0) given.answers = answers;
  const { sellKey, ...options } = given as Partial<Options> & { sellKey?: string };
  if (sellKey) {
    // Two different keys: which account sells is the integrator's call, not a guess of ours.
    if (options.key && options.key !== sellKey)
      return fail(
        'sellKey',
        `differs from ${attributeName('key', source)}`,
        '',
        'keep one of them',
      );
    options.key = sellKey;
  }
  if (!options.key && !options.token) {
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
  if (options.trigger && options.mode && options.mode !== 'button') {
    const mode = attributeName('mode', source);
    return fail('trigger', 'needs button mode', '', `set ${mode}="button", or leave ${mode} out`);
  }
  const api = options.api ?? webOrigin(context.scriptUrl);
  if (!api) return fail('api', 'is missing');
  let returnUrl: string;
  try {
    returnUrl = withoutCheckoutParam(options.returnUrl ?? context.pageUrl);
  } catch {
    return fail('returnUrl', 'is missing');
  }
  return {
    ok: true,
    options: {
      ...options,
      api: api.replace(/\/+$/, ''),
      lang: preferredLang(options.lang, context),
      mode: modeOf(options),
      theme: options.theme ?? 'auto',
      returnUrl,
    },
  };
}

/**
 * The widget's locale, a canonical BCP 47 tag whose readers have a catalogue (`catalogueOf`:
 * `zh-TW` reads `zh-Hant`): `lang` when given (`de-AT` stays `de-AT`; a language without a
 * catalogue, such as `hu`, becomes `en`), else the first of `<html lang>` and the browser's
 * languages that has one, else `en`. Text comes from the catalogue; numbers, money and dates
 * use the whole tag.
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
    navigatorLangs: typeof navigator === 'undefined' ? [] : (navigator.languages ?? []),
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
