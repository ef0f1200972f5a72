/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { sandboxPlugin } from './src/sandbox/vite-plugin.ts';

/**
 * One config, three jobs:
 * - `vite build`            → dist/boxoffice.js (IIFE, CSS inside, the script-tag build)
 * - `vite build --mode esm` → dist/boxoffice.mjs (ES module for bundlers)
 * - `vite preview`          → demo pages + sandbox API (npm start)
 */
export default defineConfig(({ mode }) => ({
  plugins: [sandboxPlugin()],
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
    ],
  },
}));
