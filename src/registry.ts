/**
 * Everything the widget loads after the loader, by name: the one registry of chunks. `npm run
 * build` makes each entry a chunk of its own (a content-hashed file next to boxoffice.js whose
 * sha384 the loader carries: see docs/architecture.md); the ES module build and the unit tests
 * import the same modules through these functions.
 *
 * The build reads this module as code: it runs it with every module a loader imports stood in
 * for by that module's path, and calls each loader (scripts/build-chunks.mjs). So this module
 * imports nothing at run time but through its loaders.
 */

import type { CoreMessages } from './i18n/en';
import type { PurchaseMessages } from './i18n/en-purchase';
import type { AnalyticsChunk, CatalogueChunk, ModeChunk, TriggerChunk } from './shared/contract';

/** A language's purchase half (`src/i18n/de-purchase.ts`). */
export interface PurchaseCatalogueChunk {
  messages: PurchaseMessages;
}

/**
 * Every language with a catalogue besides English (built in), by its BCP 47 tag, with its two
 * halves: the first-render texts (the chunk named by the tag, loaded with the widget) and the
 * purchase texts (loaded with the purchase chunk). Each imports nothing at run time, so a page
 * loads only the catalogue it shows. This is the only list of languages: the build, the
 * loader, the size budgets, the docs checks and the tests all take theirs from it, whatever a
 * tag looks like (`pt-BR`, `fil`).
 */
const CATALOGUES = {
  de: [() => import('./i18n/de'), () => import('./i18n/de-purchase')],
  fr: [() => import('./i18n/fr'), () => import('./i18n/fr-purchase')],
  es: [() => import('./i18n/es'), () => import('./i18n/es-purchase')],
  it: [() => import('./i18n/it'), () => import('./i18n/it-purchase')],
  nl: [() => import('./i18n/nl'), () => import('./i18n/nl-purchase')],
  pt: [() => import('./i18n/pt'), () => import('./i18n/pt-purchase')],
  pl: [() => import('./i18n/pl'), () => import('./i18n/pl-purchase')],
  sv: [() => import('./i18n/sv'), () => import('./i18n/sv-purchase')],
  da: [() => import('./i18n/da'), () => import('./i18n/da-purchase')],
  cs: [() => import('./i18n/cs'), () => import('./i18n/cs-purchase')],
  ja: [() => import('./i18n/ja'), () => import('./i18n/ja-purchase')],
  ar: [() => import('./i18n/ar'), () => import('./i18n/ar-purchase')],
  he: [() => import('./i18n/he'), () => import('./i18n/he-purchase')],
  ca: [() => import('./i18n/ca'), () => import('./i18n/ca-purchase')],
  el: [() => import('./i18n/el'), () => import('./i18n/el-purchase')],
  eu: [() => import('./i18n/eu'), () => import('./i18n/eu-purchase')],
  fi: [() => import('./i18n/fi'), () => import('./i18n/fi-purchase')],
  gl: [() => import('./i18n/gl'), () => import('./i18n/gl-purchase')],
  hr: [() => import('./i18n/hr'), () => import('./i18n/hr-purchase')],
  id: [() => import('./i18n/id'), () => import('./i18n/id-purchase')],
  ko: [() => import('./i18n/ko'), () => import('./i18n/ko-purchase')],
  lv: [() => import('./i18n/lv'), () => import('./i18n/lv-purchase')],
  nb: [() => import('./i18n/nb'), () => import('./i18n/nb-purchase')],
  'pt-PT': [() => import('./i18n/pt-PT'), () => import('./i18n/pt-PT-purchase')],
  ro: [() => import('./i18n/ro'), () => import('./i18n/ro-purchase')],
  ru: [() => import('./i18n/ru'), () => import('./i18n/ru-purchase')],
  sk: [() => import('./i18n/sk'), () => import('./i18n/sk-purchase')],
  tr: [() => import('./i18n/tr'), () => import('./i18n/tr-purchase')],
  uk: [() => import('./i18n/uk'), () => import('./i18n/uk-purchase')],
  'zh-Hans': [() => import('./i18n/zh-Hans'), () => import('./i18n/zh-Hans-purchase')],
  'zh-Hant': [() => import('./i18n/zh-Hant'), () => import('./i18n/zh-Hant-purchase')],
} satisfies Record<
  string,
  [() => Promise<CatalogueChunk<CoreMessages>>, () => Promise<PurchaseCatalogueChunk>]
>;

/** A language with a catalogue besides English. */
export type Language = keyof typeof CATALOGUES;

/** Every language with a catalogue besides English, in the order above. */
export const LANGUAGES = Object.keys(CATALOGUES) as Language[];

/** The name of language `code`'s purchase half chunk (its first half's is `code`). */
export const purchaseChunk = <L extends string>(code: L): `${L}-purchase` => `${code}-purchase`;

/** Each language's two halves as chunks: `de` and `de-purchase`, … */
type CatalogueLoaders = { [L in Language]: () => Promise<CatalogueChunk<CoreMessages>> } & {
  [L in Language as `${L}-purchase`]: () => Promise<PurchaseCatalogueChunk>;
};

/** Every chunk's module, by chunk name. */
export const CHUNKS = {
  app: () => import('./chunks/app/app'),
  list: () => import('./chunks/list/list'),
  calendar: () => import('./chunks/calendar/calendar'),
  purchase: () => import('./chunks/purchase/purchase'),
  presets: () => import('./chunks/presets/presets'),
  button: () => import('./chunks/button/button'),
  trigger: () => import('./chunks/trigger/trigger'),
  'frame-parent': () => import('./chunks/frame-parent/frame-parent'),
  'frame-child': () => import('./chunks/frame-child/frame-child'),
  analytics: () => import('./chunks/analytics/analytics'),
  // Built from the list above: TypeScript cannot type `Object.fromEntries` by its keys.
  ...(Object.fromEntries(
    LANGUAGES.flatMap((code) => [
      [code, CATALOGUES[code][0]],
      [purchaseChunk(code), CATALOGUES[code][1]],
    ]),
  ) as CatalogueLoaders),
} satisfies Record<string, () => Promise<unknown>> & {
  // What the loader expects of the chunks it loads itself (the others are checked where
  // they are loaded, against the interface their loader declares).
  [K in 'app' | 'list' | 'button' | 'frame-parent' | 'frame-child']: () => Promise<ModeChunk>;
} & { analytics: () => Promise<AnalyticsChunk>; trigger: () => Promise<TriggerChunk> };

/** Each chunk's module. */
export type Chunks = { [K in keyof typeof CHUNKS]: Awaited<ReturnType<(typeof CHUNKS)[K]>> };

declare module './shared/contract' {
  /** Every chunk of the registry, for `ChunkSource.load` (see `ChunkModules`). */
  interface ChunkModules extends Chunks {}
}
