/**
 * Picks a catalogue for a BCP 47 tag. Adding a language = one file (`xx.ts`, a `Messages`)
 * plus one line in `catalogues` below. Unknown or malformed tags fall back to English.
 */
import { de } from './de';
import { type ErrorTextCode, en, type Messages } from './en';

export type { ErrorTextCode, Messages } from './en';

/** Every shipped catalogue by lower-case language subtag (or full tag for regional variants). */
const catalogues: Readonly<Record<string, Messages>> = { en, de };

/**
 * A well-formed, canonical BCP 47 tag for `Intl`, or `'en'` when `lang` is malformed
 * (`Intl` constructors throw RangeError on bad tags; the widget must never throw).
 */
export function resolveLocale(lang: string): string {
  try {
    return Intl.getCanonicalLocales(lang.trim().replace(/_/g, '-'))[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/**
 * The language of the catalogue used for `lang`: the exact tag, then its language subtag,
 * then `en`. The widget root carries it as `lang`, so screen readers read the text in the
 * language it is actually written in.
 */
export function messagesLang(lang: string): string {
  const tag = resolveLocale(lang);
  const primary = tag.split('-')[0]?.toLowerCase() ?? '';
  if (Object.hasOwn(catalogues, tag.toLowerCase())) return tag;
  return Object.hasOwn(catalogues, primary) ? primary : 'en';
}

/** The catalogue for `lang`: exact tag, then its language subtag, then English. */
export function pickMessages(lang: string): Messages {
  return catalogues[messagesLang(lang).toLowerCase()] ?? en;
}

/** Whether `code` has its own error text. */
const hasText = (t: Messages, code: string): code is ErrorTextCode =>
  code !== 'retry' && Object.hasOwn(t.errors, code);

/**
 * Buyer-facing text for an error code: `errorCode(error)` of `src/api/errors.ts`
 * (API codes and the kinds `network`, `invalid_response`) or the widget's own codes
 * (`invalid_payment_url`, `empty_basket`, `config`). Unknown codes get generic text.
 */
export function errorText(t: Messages, code: string): string {
  return hasText(t, code) ? t.errors[code] : t.errors.unknown;
}
