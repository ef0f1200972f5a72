/**
 * Catalogue helpers of the app. The loader picks the widget's language and loads its
 * catalogue chunk (docs/architecture.md, "Adding a language"); the app renders with that
 * catalogue, or with the English one built in.
 */
import { type CoreMessages, type ErrorTextCode, en, type Messages } from './en';

export type { CoreMessages, ErrorTextCode, Messages } from './en';

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

/** The catalogue to render with: the one given, else English (its first-render half). */
export const messagesOr = (messages: Messages | undefined): CoreMessages => messages ?? en;

/**
 * The language the text is written in, for the root's `lang`: the widget's locale when its
 * catalogue was given (or it is English), else English (the fallback text).
 */
export function textLang(lang: string, messages: Messages | undefined): string {
  const locale = resolveLocale(lang);
  return messages || locale.split('-')[0]?.toLowerCase() === 'en' ? locale : 'en';
}

/** Whether `code` has its own error text. */
const hasText = (t: CoreMessages, code: string): code is ErrorTextCode =>
  code !== 'retry' && Object.hasOwn(t.errors, code);

/**
 * Buyer-facing text for an error code: `errorCode(error)` of `src/api/errors.ts`
 * (API codes and the kinds `network`, `invalid_response`) or the widget's own codes
 * (`invalid_payment_url`, `empty_basket`, `config`). Unknown codes get generic text.
 */
export function errorText(t: CoreMessages, code: string): string {
  return hasText(t, code) ? t.errors[code] : t.errors.unknown;
}
