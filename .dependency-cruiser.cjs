// The import directions of src/ (docs/architecture.md, "Layout"), checked by `npm run deps` in
// `npm test`. The folders say where code runs: src/loader/ is what boxoffice.js carries,
// src/chunks/<name>/ what one lazily loaded chunk alone carries, src/shared/ what several of
// them use; api/, model/, ui/ and i18n/ are the app's layers. Imports point one way:
//
//   index.ts → loader/ → shared/
//   registry.ts → chunks/ → ui/ → model/ → api/ → shared/
//                                  ui/ and chunks/ → i18n/ → shared/
//
// so no folder imports one above it, and a shared module never drags a chunk's code along.
// Type-only imports count too: the contract types live where both sides can import them.
// Tests and their helpers (`*.test.*`, `testing/`) may reach across; the sandbox is the
// local API and no widget code imports it.

/** A folder of src/ and the folders its modules may import (besides itself). */
const LAYERS = {
  shared: [],
  loader: ['shared'],
  i18n: ['shared'],
  api: ['shared'],
  model: ['api', 'shared'],
  ui: ['model', 'api', 'i18n', 'shared'],
  chunks: ['ui', 'model', 'api', 'i18n', 'shared'],
  sandbox: ['api', 'model', 'shared'],
};
const TESTS = '(\\.test\\.tsx?$|/testing/|/testing\\.tsx?$)';
const folders = Object.keys(LAYERS).join('|');

module.exports = {
  forbidden: [
    ...Object.entries(LAYERS).map(([folder, allowed]) => ({
      name: `${folder}-imports`,
      comment: `src/${folder}/ may import ${allowed.length ? allowed.map((f) => `src/${f}/`).join(', ') : 'nothing else of src/'} (and itself).`,
      severity: 'error',
      from: { path: `^src/${folder}/`, pathNot: TESTS },
      to: {
        path: '^src/',
        pathNot: [`^src/(${[folder, ...allowed].join('|')})/`],
      },
    })),
    {
      name: 'entries-imports',
      comment:
        'src/index.ts (the ES module) imports the loader, the registry and shared; src/registry.ts the chunks, the catalogues and shared.',
      severity: 'error',
      from: { path: '^src/(index|registry)\\.ts$' },
      to: { path: `^src/(${folders})/`, pathNot: '^src/(loader|chunks|i18n|shared)/' },
    },
    {
      name: 'no-entry-imports',
      comment:
        'Nothing imports the entry points (src/index.ts, src/registry.ts) but tests and the build.',
      severity: 'error',
      from: { path: '^src/', pathNot: [TESTS, '^src/index\\.ts$'] },
      to: { path: '^src/(index|registry)\\.ts$' },
    },
    {
      name: 'no-circular',
      comment: 'Modules do not import each other in a circle (within a folder either).',
      severity: 'error',
      from: { path: '^src/', pathNot: TESTS },
      to: { circular: true },
    },
    {
      name: 'loader-no-libraries',
      comment:
        'boxoffice.js carries no library (no framework, no zod): every byte of it reaches every buyer before anything else.',
      severity: 'error',
      from: { path: '^src/(loader|shared)/', pathNot: TESTS },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
