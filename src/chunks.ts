/**
 * Everything the widget loads after the loader, by name. `npm run build` makes each entry
 * a chunk of its own (a content-hashed file next to boxoffice.js whose sha384 the loader
 * carries: see docs/architecture.md); the ES module build and the unit tests import the
 * same modules through these functions. A language chunk is named by its language code
 * and imports nothing, so a page loads only the catalogue it shows.
 *
 * The build reads the names and paths from this file's text: keep one `name: () => import('path')` per line.
 */
export const CHUNKS = {
  app: () => import('./ui/app'),
  list: () => import('./ui/list-app'),
  purchase: () => import('./ui/purchase'),
  button: () => import('./embed/button-mode'),
  'frame-parent': () => import('./embed/frame-parent'),
  'frame-child': () => import('./embed/frame-child'),
  de: () => import('./i18n/de'),
  'de-purchase': () => import('./i18n/de-purchase'),
  fr: () => import('./i18n/fr'),
  'fr-purchase': () => import('./i18n/fr-purchase'),
  es: () => import('./i18n/es'),
  'es-purchase': () => import('./i18n/es-purchase'),
  it: () => import('./i18n/it'),
  'it-purchase': () => import('./i18n/it-purchase'),
  nl: () => import('./i18n/nl'),
  'nl-purchase': () => import('./i18n/nl-purchase'),
  pt: () => import('./i18n/pt'),
  'pt-purchase': () => import('./i18n/pt-purchase'),
  pl: () => import('./i18n/pl'),
  'pl-purchase': () => import('./i18n/pl-purchase'),
  sv: () => import('./i18n/sv'),
  'sv-purchase': () => import('./i18n/sv-purchase'),
  da: () => import('./i18n/da'),
  'da-purchase': () => import('./i18n/da-purchase'),
  cs: () => import('./i18n/cs'),
  'cs-purchase': () => import('./i18n/cs-purchase'),
  ja: () => import('./i18n/ja'),
  'ja-purchase': () => import('./i18n/ja-purchase'),
  ar: () => import('./i18n/ar'),
  'ar-purchase': () => import('./i18n/ar-purchase'),
  he: () => import('./i18n/he'),
  'he-purchase': () => import('./i18n/he-purchase'),
};

/** Each chunk's module. */
export type Chunks = { [K in keyof typeof CHUNKS]: Awaited<ReturnType<(typeof CHUNKS)[K]>> };
/** The name of one chunk. */
export type ChunkName = keyof Chunks;
