/**
 * Catalogue helpers of the app. The loader picks the widget's language and loads its
 * catalogue chunk (docs/architecture.md, "Adding a language"); the app renders with that
 * catalogue, or with the English one built in.
 */

import { resolveLocale, writtenIn } from '../shared/locale';
import { type CoreMessages, type ErrorTextCode, en } from './en';

export type { CoreMessages, ErrorTextCode, Messages } from './en';

/** The catalogue to render with: the one given, else English (its first-render half). */
export const messagesOr = (messages: CoreMessages | undefined): CoreMessages => messages ?? en;

/**
 * The language the text is written in, for the root's `lang`: the widget's locale when its
 * catalogue was given (or it is English), else English (the fallback text).
 */
export const textLang = (lang: string, messages: CoreMessages | undefined): string =>
  writtenIn(resolveLocale(lang), Boolean(messages));

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
