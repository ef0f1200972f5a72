/**
 * Builds the framework host apps of the `framework-*` specs with Vite, the way an integrator's
 * project would: React 19 with the automatic JSX runtime of Vite's own transform (oxc; no
 * @vitejs/plugin-react needed), Vue 3 single-file components with @vitejs/plugin-vue, told
 * that `box-office` is a custom element. Both import the package as integrators install it:
 * each app is copied into a project folder of its own, where `npm pack` of the built
 * repository is `npm install`ed, so `boxoffice` resolves by its name through the package's
 * `exports` map to the files of the tarball (never `src/` or `dist/`). The frameworks are
 * linked in from the repository's node_modules (no registry needed). Each app is built with
 * `base` `/hosts/<name>/`, into a folder the spec serves with `page.route` (`serveHost`), so
 * the test server stays as it is.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import vue from '@vitejs/plugin-vue';
import { build, type InlineConfig } from 'vite';

/** A host app of e2e/hosts/. */
export type HostName = 'react' | 'vue';

const HOSTS = resolve(import.meta.dirname);
const ROOT = resolve(HOSTS, '../..');

/** The frameworks the apps import, linked into each project from the repository. */
const FRAMEWORKS = ['react', 'react-dom', 'vue'];

/**
 * A project folder with host `name`'s app in `app/` and, in its node_modules, the package as
 * `npm pack` of the repository (what `npm publish` would upload) installed by `npm install`,
 * and the frameworks. The package has no dependencies (its code is bundled), so installing it
 * needs no registry. Returns the project folder.
 */
function projectOf(name: HostName): string {
  const project = mkdtempSync(join(tmpdir(), `boxoffice-project-${name}-`));
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', project], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  ) as { filename: string }[];
  if (!packed) throw new Error('npm pack wrote no tarball');
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'host', private: true }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', `./${packed.filename}`], {
    cwd: project,
    stdio: 'ignore',
  });
  for (const framework of FRAMEWORKS)
    symlinkSync(join(ROOT, 'node_modules', framework), join(project, 'node_modules', framework));
  cpSync(join(HOSTS, name), join(project, 'app'), { recursive: true });
  return project;
}

function configOf(name: HostName, outDir: string, project: string): InlineConfig {
  const common: InlineConfig = {
    configFile: false,
    envDir: false,
    root: join(project, 'app'),
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
    plugins: [
      vue({ template: { compilerOptions: { isCustomElement: (tag) => tag === 'box-office' } } }),
    ],
  };
}

/** Builds host `name` into a new temporary folder; returns the folder. */
export async function buildHost(name: HostName): Promise<string> {
  if (!existsSync(join(ROOT, 'dist/boxoffice.mjs')))
    throw new Error('dist/ is missing: run npm run build');
  const outDir = mkdtempSync(join(tmpdir(), `boxoffice-host-${name}-`));
  const project = projectOf(name);
  try {
    await build(configOf(name, outDir, project));
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
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
