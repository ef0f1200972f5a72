/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sandboxPlugin } from './src/sandbox/vite-plugin.ts';

/**
 * The bundle parses with `src/api/zod-lite.ts` (~1 KB gzip) instead of zod/mini (~6 KB):
 * the same schemas and parse rules, checked against real zod by `zod-lite.test.ts` and by
 * the `lite` test project below. Source, types, unit tests and the sandbox use real zod.
 * Delete this alias to ship zod/mini itself.
 */
const zodLite = {
  find: /^zod\/mini$/,
  replacement: fileURLToPath(new URL('./src/api/zod-lite.ts', import.meta.url)),
};

/**
 * One config, three jobs:
 * - `vite build`            → dist/boxoffice.js (IIFE, CSS inside, the script-tag build)
 * - `vite build --mode esm` → dist/boxoffice.mjs (ES module for bundlers)
 * - `vite preview`          → demo pages + sandbox API (npm start)
 */
const liteExclude = ['src/sandbox/**', 'src/api/zod-lite.test.ts', 'src/api/schemas.test.ts'];

export default defineConfig(({ command, mode }) => ({
  plugins: [sandboxPlugin()],
  resolve: { alias: command === 'build' ? [zodLite] : [] },
  // Classic JSX (`_h(type, props, ...children)`) instead of the automatic runtime
  // (`jsx(type, { ...props, children: [...] })`): the same vnodes, ~0.3 KB gzip smaller.
  // The alias names keep the injected import clear of any module's own bindings.
  oxc: {
    jsx: { runtime: 'classic', pragma: '_h', pragmaFrag: '_Fragment' },
    jsxInject: "import { h as _h, Fragment as _Fragment } from 'preact'",
  },
  publicDir: false,
  build: {
    // Constructable stylesheets need Safari 16.4 / Chrome 73 / Firefox 101 anyway; es2022
    // syntax (class fields, `??=`, `#private`) ships untranspiled and ~0.6 KB gzip smaller.
    target: 'es2022',
    outDir: 'dist',
    // Never wiped by a build: a plain `vite build` (the IIFE alone) keeps the ES module,
    // embed.html and the types of the last `npm run build` (which refreshes them all).
    emptyOutDir: false,
    copyPublicDir: false,
    lib:
      mode === 'esm'
        ? { entry: 'src/index.ts', formats: ['es'], fileName: () => 'boxoffice.mjs' }
        : {
            entry: 'src/main.ts',
            name: 'BoxOffice',
            formats: ['iife'],
            fileName: () => 'boxoffice.js',
          },
  },
  preview: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    host: true,
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'node', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'dom', include: ['src/**/*.test.tsx'], environment: 'happy-dom' },
      },
      // The widget's tests again, on the engine the bundle ships (see `zodLite`). Left out:
      // the sandbox (never bundled), zod-lite's own differential test, and schemas.test.ts
      // (it prints zod's `prettifyError`; zod-lite.test.ts covers the same schemas).
      {
        extends: true,
        resolve: { alias: [zodLite] },
        test: { name: 'lite-node', include: ['src/**/*.test.ts'], exclude: liteExclude },
      },
      {
        extends: true,
        resolve: { alias: [zodLite] },
        test: {
          name: 'lite-dom',
          include: ['src/**/*.test.tsx'],
          exclude: liteExclude,
          environment: 'happy-dom',
        },
      },
    ],
  },
}));
