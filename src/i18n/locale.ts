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
 * Regions whose Portuguese is Portugal's: Portugal and the regions whose CLDR parent locale is
 * `pt_PT` (`parentLocales` in CLDR's supplementalData.xml, https://cldr.unicode.org).
 */
const PORTUGAL = /^(pt|ao|ch|cv|gq|gw|lu|mo|mz|st|tl)$/;

/**
 * The catalogue the readers of `locale` read when no catalogue is named by its prefixes:
 * Chinese by its script, else by its region (Traditional in Taiwan, Hong Kong and Macao,
 * Simplified elsewhere); Portuguese by its region (Portugal's where CLDR's parent locale is
 * `pt_PT`, Brazil's elsewhere); Norwegian (`no`) and Nynorsk (`nn`) in Bokmål, which every
 * reader of Nynorsk reads; any other language by its language subtag. docs/languages.md
 * gives the table.
 */
function readsAs(locale: string): string {
  // The subtags before any extension (`-u-…`, `-x-…`): language, script, region, variants.
  const [language = '', ...rest] =
    locale
      .toLowerCase()
      .split(/-[a-z\d]-/)[0]
      ?.split('-') ?? [];
  const script = rest.find((s) => /^[a-z]{4}$/.test(s));
  const region = rest.find((s) => /^([a-z]{2}|\d{3})$/.test(s)) ?? '';
  if (language === 'zh')
    return script === 'hant' || (!script && /^(tw|hk|mo)$/.test(region)) ? 'zh-Hant' : 'zh-Hans';
  if (language === 'pt') return PORTUGAL.test(region) ? 'pt-PT' : 'pt';
  return language === 'no' || language === 'nn' ? 'nb' : language;
}

/**
 * The catalogue a locale's text comes from: the longest of its prefixes that is one of
 * `languages` (with `pt` and `pt-BR` there, `pt-BR` → `pt-BR`), else the one its readers read
 * if it is one of `languages` (`zh-TW` → `zh-Hant`, `pt-AO` → `pt-PT`, `nn` → `nb`: see
 * `readsAs`), else its language subtag, lower case (`de-AT` → `de`), which is also the answer
 * without `languages`.
 */
export function catalogueOf(locale: string, languages: readonly string[] = []): string {
  const subtags = locale.split('-');
  for (let length = subtags.length; length > 1; length--) {
    const prefix = subtags.slice(0, length).join('-');
    if (languages.includes(prefix)) return prefix;
  }
  const language = subtags[0]?.toLowerCase() || 'en';
  const read = readsAs(locale);
  return languages.includes(read) ? read : language;
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
