/// <reference types="vitest/config" />
import { defineConfig, type UserConfig } from 'vite';
import { listenFromEnv } from './src/sandbox/env-options.ts';
import { sandboxPlugin } from './src/sandbox/vite-plugin.ts';

/**
 * One config, used by `npm start` (vite preview: demo pages + sandbox API), by Vitest, and
 * by `scripts/build.mjs`, which runs builds in three modes:
 * - `chunks` → dist/bo-*.js: the chunks of src/registry.ts as content-hashed ES modules
 *   (scripts/build-chunks.mjs, several builds);
 * - `loader` → dist/boxoffice.js: the classic-script loader (IIFE), with the chunks' sha384
 *   table defined in by the build script;
 * - `esm`    → dist/boxoffice.mjs (+ dist/esm/): the ES module for bundlers.
 */
export default defineConfig(({ mode }) => ({
  plugins: [sandboxPlugin()],
  // The automatic JSX runtime imports `preact/jsx-runtime` only into modules with JSX (an
  // injected classic `h` import would reach every module, catalogues included).
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  publicDir: false,
  // Each language's first half is built with its own value (scripts/build-chunks.mjs).
  define: { __BOXOFFICE_PURCHASE_HALF__: 'undefined' },
  build: {
    // Constructable stylesheets need Safari 16.4 / Chrome 73 / Firefox 101 anyway; es2022
    // syntax (class fields, `??=`, `#private`) ships untranspiled.
    target: 'es2022',
    // The stylesheets' oldest features set the supported versions (docs/browsers.md): with
    // these targets the minifier writes `light-dark()` as it is, not as a polyfill of custom
    // properties twice its size.
    cssTarget: ['chrome123', 'firefox128', 'safari17.5'],
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    ...buildFor(mode),
  },
  // This machine only unless HOST says otherwise (see listenFromEnv).
  preview: { ...listenFromEnv(process.env), strictPort: true },
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

/** The `build` options of one of the three builds (see above). */
function buildFor(mode: string): UserConfig['build'] {
  if (mode === 'loader') {
    return {
      lib: {
        entry: 'src/loader/main.ts',
        name: 'BoxOffice',
        formats: ['iife'],
        fileName: () => 'boxoffice.js',
      },
      // V8's compile hint (as on the app chunk, scripts/build-chunks.mjs): the loader's
      // functions nearly all run in its first task, so compile them while it downloads.
      rolldownOptions: { output: { postBanner: '//# allFunctionsCalledOnLoad' } },
    };
  }
  if (mode === 'esm') {
    return {
      lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'boxoffice.mjs' },
      rolldownOptions: { output: { chunkFileNames: 'esm/[name]-[hash].mjs' } },
    };
  }
  return {};
}
