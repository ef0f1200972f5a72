/**
 * Locale tags, shared by the loader (which picks the widget's language) and the app (which
 * formats in it): no catalogue here, so importing these costs either half a few bytes.
 */

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

/** The catalogue a locale's text comes from: its language subtag, lower case (`de-AT` → `de`). */
export function catalogueOf(locale: string): string {
  return locale.split('-')[0]?.toLowerCase() || 'en';
}

/**
 * The writing direction of text in `lang`: right to left for the catalogues written so
 * (Arabic, Hebrew), else left to right. Give it the language the text is really in (English
 * when a catalogue failed), not the one asked for.
 */
export const dirOf = (lang: string): 'rtl' | 'ltr' =>
  /^(ar|he)$/.test(catalogueOf(lang)) ? 'rtl' : 'ltr';

/** Marks `element` as written in `lang`: its `lang` and its `dir`. */
export function setLang(element: HTMLElement, lang: string): void {
  element.lang = lang;
  element.dir = dirOf(lang);
}
