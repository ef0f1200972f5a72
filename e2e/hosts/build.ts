/**
 * Builds the framework host apps of the `framework-*` specs with Vite, the way an integrator's
 * project would: React 19 with the automatic JSX runtime of Vite's own transform (oxc; no
 * @vitejs/plugin-react needed), Vue 3 single-file components with @vitejs/plugin-vue, told
 * that `box-office` is a custom element. Each app is built with `base` `/hosts/<name>/`, into
 * a folder the spec serves with `page.route` (`serveHost`), so the test server stays as it is.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import vue from '@vitejs/plugin-vue';
import { build, type InlineConfig } from 'vite';

/** A host app of e2e/hosts/. */
export type HostName = 'react' | 'vue';

const HOSTS = resolve(import.meta.dirname);
const DIST = resolve(HOSTS, '../../dist');

function configOf(name: HostName, outDir: string): InlineConfig {
  const common: InlineConfig = {
    configFile: false,
    envDir: false,
    root: join(HOSTS, name),
    base: `/hosts/${name}/`,
    publicDir: false,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022', minify: false },
  };
  if (name === 'react') {
    return { ...common, oxc: { jsx: { runtime: 'automatic', importSource: 'react' } } };
  }
  return {
    ...common,
    // The package's ES module, as `npm install`ed: `boxoffice` resolves to the build.
    resolve: { alias: [{ find: /^boxoffice$/, replacement: join(DIST, 'boxoffice.mjs') }] },
    plugins: [
      vue({ template: { compilerOptions: { isCustomElement: (tag) => tag === 'box-office' } } }),
    ],
  };
}

/** Builds host `name` into a new temporary folder; returns the folder. */
export async function buildHost(name: HostName): Promise<string> {
  if (!existsSync(join(DIST, 'boxoffice.mjs')))
    throw new Error('dist/ is missing: run npm run build');
  const outDir = mkdtempSync(join(tmpdir(), `boxoffice-host-${name}-`));
  await build(configOf(name, outDir));
  return outDir;
}

/** Removes a folder `buildHost` made. */
export function removeHost(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Serves the built host `name` from `dir` at `/hosts/<name>/` of the test server, for `page`. */
export async function serveHost(page: Page, name: HostName, dir: string): Promise<string> {
  const base = `/hosts/${name}/`;
  await page.route(
    (url) => url.pathname.startsWith(base),
    (route) => {
      const path = new URL(route.request().url()).pathname.slice(base.length) || 'index.html';
      const file = resolve(dir, path);
      if (!file.startsWith(dir) || !existsSync(file)) return route.fulfill({ status: 404 });
      return route.fulfill({ path: file });
    },
  );
  return base;
}
