/**
 * Locale tags, shared by the loader (which picks the widget's language) and the app (which
 * formats in it): no catalogue here, so importing these costs either half a few bytes.
 */

/**
 * The canonical form of a BCP 47 tag (`de-at` → `de-AT`), or undefined when it is malformed
 * (`Intl` throws RangeError on bad tags; the widget must never throw).
 */
export function canonicalLocale(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/**
 * A well-formed, canonical BCP 47 tag for `Intl`: `lang` read leniently (spaces around it,
 * `de_AT` for `de-AT`), or `'en'` when it is malformed.
 */
export function resolveLocale(lang: string): string {
  return canonicalLocale(lang.trim().replace(/_/g, '-')) ?? 'en';
}

/**
 * Tags (lower case) whose readers read another catalogue than the one their language subtag
 * names, and that catalogue; the first that matches wins. Chinese by its script, else by its
 * region: Traditional in Taiwan, Hong Kong and Macao, Simplified elsewhere. Portuguese as
 * Portugal writes it in Portugal and the regions whose CLDR parent locale is `pt_PT`
 * (`parentLocales` in CLDR's supplementalData.xml, https://cldr.unicode.org); Brazil's, `pt`,
 * elsewhere. Norwegian (`no`) and Nynorsk (`nn`) in Bokmål, which every reader of Nynorsk
 * reads. In a canonical tag the script and the region come right after the language, so an
 * extension (`-u-…`, `-x-…`) never matches. docs/languages.md gives the table.
 */
const READS_AS: readonly [tag: RegExp, catalogue: string][] = [
  [/^zh-(hant|tw|hk|mo)\b/, 'zh-Hant'],
  [/^zh\b/, 'zh-Hans'],
  [/^pt(-[a-z]{4})?-(pt|ao|ch|cv|gq|gw|lu|mo|mz|st|tl)\b/, 'pt-PT'],
  [/^n[on]\b/, 'nb'],
];

/**
 * The catalogue a locale's text comes from: the longest of its prefixes that is one of
 * `languages` (with `pt` and `pt-BR` there, `pt-BR` → `pt-BR`), else the one its readers read
 * if it is one of `languages` (`zh-TW` → `zh-Hant`, `pt-AO` → `pt-PT`, `nn` → `nb`: see
 * `READS_AS`), else its language subtag, lower case (`de-AT` → `de`), which is also the answer
 * without `languages`.
 */
export function catalogueOf(locale: string, languages: readonly string[] = []): string {
  const subtags = locale.split('-');
  for (let length = subtags.length; length > 1; length--) {
    const prefix = subtags.slice(0, length).join('-');
    if (languages.includes(prefix)) return prefix;
  }
  const lower = locale.toLowerCase();
  const read = READS_AS.find(([tag]) => tag.test(lower))?.[1];
  return read && languages.includes(read) ? read : subtags[0]?.toLowerCase() || 'en';
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

/**
 * The language text is really written in: `locale` when its catalogue's texts are there (or
 * it is English), else English, whose texts stand in for a catalogue that did not load.
 */
export const writtenIn = (locale: string, loaded: boolean): string =>
  loaded || catalogueOf(locale) === 'en' ? locale : 'en';
