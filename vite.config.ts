/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sandboxPlugin } from './src/sandbox/vite-plugin.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The bundle ships two small stand-ins, each checked against the library it replaces:
 * - `zod/mini` → `src/api/zod-lite.ts` (~0.8 KB gzip instead of ~5.6 KB): the same schemas
 *   and parse rules; `zod-lite.test.ts` compares both engines on mutated payloads;
 * - `@preact/signals` → `src/ui/signals-lite.ts` (~0.3 KB instead of ~1.4 KB): the same
 *   signals (signals-core) and the render tracking the components use.
 * Source, types, unit tests and the sandbox use the real libraries; the `lite-*` test
 * projects below run the widget's tests again on the stand-ins. Delete an alias to ship
 * the library itself.
 */
const lite = [
  { find: /^zod\/mini$/, replacement: here('./src/api/zod-lite.ts') },
  { find: /^@preact\/signals$/, replacement: here('./src/ui/signals-lite.ts') },
];
const liteExclude = ['src/sandbox/**', 'src/api/zod-lite.test.ts', 'src/api/schemas.test.ts'];

/**
 * One config, three jobs:
 * - `vite build`            → dist/boxoffice.js (IIFE, CSS inside, the script-tag build)
 * - `vite build --mode esm` → dist/boxoffice.mjs (ES module for bundlers)
 * - `vite preview`          → demo pages + sandbox API (npm start)
 */
export default defineConfig(({ command, mode }) => ({
  plugins: [sandboxPlugin()],
  resolve: { alias: command === 'build' ? lite : [] },
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
      // The widget's tests again, on the stand-ins the bundle ships (see `lite`). Left out:
      // the sandbox (never bundled), zod-lite's own differential test, and schemas.test.ts
      // (it prints zod's `prettifyError`; zod-lite.test.ts covers the same schemas).
      {
        extends: true,
        resolve: { alias: lite },
        test: { name: 'lite-node', include: ['src/**/*.test.ts'], exclude: liteExclude },
      },
      {
        extends: true,
        resolve: { alias: lite },
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
