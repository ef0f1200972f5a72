/**
 * Test data (never imported by the widget): the messages each language may share with
 * English, word for word, and why. Anything else equal to the English text is an
 * untranslated string. Read by `src/i18n/catalogues.test.ts` (which also fails when an entry
 * is no longer equal, so the list stays exact) and by `e2e/languages.spec.ts` (no English
 * string left on screen but these).
 */
export const SHARED_WITH_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  // `summary.line` is "3 × X": a number, a sign and the ticket's name, no words to translate
  // (Japanese alone puts the name first and a counter after the number).
  de: ['summary.line', 'tiers.heading', 'form.name', 'form.optional'], // German words too.
  fr: ['summary.line', 'summary.total'], // « Total » is the French word.
  // Spanish and Portuguese words, same spelling (“Total: 50,00 €”).
  es: ['summary.line', 'summary.subtotal', 'summary.total', 'checkout.total'],
  it: ['summary.line'],
  nl: ['summary.line', 'tiers.heading', 'form.email'], // Dutch shops say “Tickets”; “E-mail” is Dutch.
  pt: ['summary.line', 'summary.subtotal', 'summary.total', 'checkout.total', 'form.email'],
  pl: ['summary.line'],
  sv: ['summary.line'],
  da: ['summary.line', 'summary.subtotal', 'form.email'], // Danish words (Den Danske Ordbog).
  cs: ['summary.line', 'form.email'], // “E-mail” is the Czech word.
  ja: [],
  ar: ['summary.line'],
  he: ['summary.line'],
  // Catalan, Galician and Indonesian words, same spelling (“Total: 50,00 €”).
  ca: ['summary.line', 'summary.subtotal', 'summary.total', 'checkout.total'],
  el: ['summary.line'],
  eu: ['summary.line'],
  fi: ['summary.line'],
  gl: ['summary.line', 'summary.subtotal', 'summary.total', 'checkout.total'],
  hr: ['summary.line'],
  id: ['summary.line', 'summary.subtotal', 'summary.total', 'checkout.total'],
  // Korean and Chinese put the name first and a counter after the number, as Japanese does.
  ko: [],
  lv: ['summary.line'],
  nb: ['summary.line'],
  // As in Brazil (`pt`); «E-mail» is what shops in Portugal write.
  'pt-PT': ['summary.line', 'summary.subtotal', 'summary.total', 'checkout.total', 'form.email'],
  // Romanian words (DEX); «E-mail» is the Romanian spelling.
  ro: ['summary.line', 'summary.subtotal', 'summary.total', 'checkout.total', 'form.email'],
  ru: ['summary.line'],
  sk: ['summary.line', 'form.email'], // “E-mail” is the Slovak word.
  tr: ['summary.line'],
  uk: ['summary.line'],
  'zh-Hans': [],
  'zh-Hant': [],
};
