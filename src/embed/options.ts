/**
 * data-* attributes, `<box-office>` attributes, `mount()` options and the embed.html query
 * → validated `Options` with the defaults of SPEC §1.1. A problem is a value naming the
 * attribute and the fix, never an exception.
 */
import * as z from 'zod/mini';
import { isUrl, lengthAtMost, oneOf } from '../api/checks';
import type { Options } from './options-types';
import { withoutCheckoutParam } from './page';
import type { MountOptions } from './public-types';

/** What an integrator may pass: the mount() options plus the script tag's `target`. */
export interface OptionsInput extends MountOptions {
  target?: string;
}

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
  /** `navigator.language`, may be empty. */
  navigatorLang: string;
}

/** Parse result: options, or the one problem to log and show. */
export type ParsedOptions =
  | { ok: true; options: Options }
  | { ok: false; attribute: string; message: string };

const canonicalLocale = (tag: string): string | undefined => {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
};

const HttpUrl = z.string().check(z.refine((value) => isUrl(value, true)));
const Fields = z.object({
  key: z.optional(z.string().check(z.regex(/^[\w-]{1,200}$/))),
  token: z.optional(z.string().check(z.regex(/^[\w.~+/=-]{1,4096}$/))),
  event: z.optional(z.string().check(z.regex(/^[\w-]{1,200}$/))),
  api: z.optional(HttpUrl),
  lang: z.optional(z.string().check(z.refine((tag) => canonicalLocale(tag) !== undefined))),
  target: z.optional(z.string()),
  mode: z.optional(oneOf(['inline', 'iframe', 'button'])),
  returnUrl: z.optional(HttpUrl),
  theme: z.optional(oneOf(['light', 'dark', 'auto'])),
  accent: z.optional(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/))),
  promo: z.optional(z.string().check(lengthAtMost(64))),
} satisfies Record<keyof OptionsInput, unknown>);

/** Every option name, in the order problems are reported (the schema's order). */
export const OPTION_NAMES = Object.keys(Fields.shape) as (keyof typeof Fields.shape)[];

/** The fix for each option, written for the integrator reading the console. */
const FIXES: Record<(typeof OPTION_NAMES)[number], string> = {
  key: 'use the publishable key from your BoxOffice dashboard, e.g. "pk_test_demo"',
  token: 'use the access token exactly as issued (letters, digits and -._~+/=)',
  event: 'use the event slug from your dashboard, e.g. "summer-fest"',
  api: 'use an absolute http(s) URL such as "https://api.example.com", or leave it out',
  lang: 'use a BCP 47 language tag such as "en" or "de-AT"',
  target: 'use a CSS selector of an element on the page, e.g. "#tickets"',
  mode: 'use "inline", "iframe" or "button"',
  returnUrl: 'use an absolute http(s) URL of your page, or leave it out',
  theme: 'use "light", "dark" or "auto"',
  accent: 'use a colour of the form #rrggbb, e.g. "#0057b8"',
  promo: 'use a promo code of at most 64 characters',
};

/** The attribute as the integrator wrote it: `data-return-url`, `return-url` or `returnUrl`. */
export function attributeName(name: string, source: OptionsSource): string {
  const kebab = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return source === 'script' ? `data-${kebab}` : source === 'element' ? kebab : name;
}

/** Keeps the known options whose value is a non-blank string; blank means "not given". */
function present(input: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof input !== 'object' || input === null) return out;
  for (const name of OPTION_NAMES) {
    const value: unknown = Reflect.get(input, name);
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    out[name] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

/** Validates `input` and applies the defaults of SPEC §1.1. Never throws. */
export function parseOptions(
  input: unknown,
  source: OptionsSource,
  context: OptionsContext,
): ParsedOptions {
  const fail = (name: string, problem: string, fix: string): ParsedOptions => {
    const attribute = attributeName(name, source);
    return { ok: false, attribute, message: `${attribute} ${problem}: ${fix}.` };
  };
  const result = Fields.safeParse(present(input));
  if (!result.success) {
    const name = String(result.error.issues[0]?.path[0] ?? 'key');
    const fix = FIXES[name as keyof typeof FIXES] ?? FIXES.key;
    return fail(name, 'is invalid', fix);
  }
  const given = result.data;
  if (!given.key && !given.token) {
    const token = attributeName('token', source);
    return fail('key', 'is missing', `add it with your publishable key ("pk_…"), or use ${token}`);
  }
  const scriptOrigin = context.scriptUrl ? originOf(context.scriptUrl) : undefined;
  const api = given.api ?? scriptOrigin;
  if (!api) return fail('api', 'is missing', FIXES.api);
  let returnUrl: string;
  try {
    returnUrl = withoutCheckoutParam(given.returnUrl ?? context.pageUrl);
  } catch {
    return fail('returnUrl', 'is missing', FIXES.returnUrl);
  }
  // `given` holds only the options that were given (blank ones are dropped before parsing).
  const options: Options = {
    ...given,
    api: api.replace(/\/+$/, ''),
    lang:
      (given.lang && canonicalLocale(given.lang)) ??
      canonicalLocale(context.documentLang) ??
      canonicalLocale(context.navigatorLang) ??
      'en',
    mode: given.mode ?? 'inline',
    theme: given.theme ?? 'auto',
    returnUrl,
  };
  return { ok: true, options };
}

function originOf(url: string): string | undefined {
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : undefined;
  } catch {
    return undefined;
  }
}

/** The page facts of the current document, for `parseOptions`. */
export function pageContext(scriptUrl: string | null): OptionsContext {
  return {
    scriptUrl,
    pageUrl: location.href,
    documentLang: document.documentElement.lang,
    navigatorLang: typeof navigator === 'undefined' ? '' : navigator.language,
  };
}
