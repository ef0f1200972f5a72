// The project built with source maps (BUILD_SOURCEMAP=1) in a scratch copy in the system's temp
// folder, so dist/ stays what `npm run build` made of it (a build with maps and without
// embed.html and the types would break iframe mode and a deploy). The same code as dist/, from
// the same sources, each file with a sourceMappingURL comment at its end. Used by
// scripts/size-report.mjs and by `npm run bench -- --profile`.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's folder (this script's parent). */
const root = fileURLToPath(new URL('..', import.meta.url));
/** What the build does not read: outputs, test results, git, and the dependencies (linked). */
const SKIP = new Set([
  '.git',
  'node_modules',
  'dist',
  'test-results',
  'playwright-report',
  'blob-report',
]);

/**
 * Copies the project to a new folder named `prefix…` and runs each of `steps` (node scripts)
 * there with BUILD_SOURCEMAP=1, their output to `stdio`. Returns the copy's folder (its dist/
 * is the build); the caller removes it. On a failure the copy is removed and the error thrown.
 * @param {string} prefix
 * @param {string[]} steps
 * @param {import('node:child_process').StdioOptions} stdio
 */
export function buildWithMaps(prefix, steps, stdio) {
  const scratch = mkdtempSync(join(tmpdir(), prefix));
  try {
    cpSync(root, scratch, {
      recursive: true,
      filter: (path) => !SKIP.has(relative(root, path).split(sep)[0] ?? ''),
    });
    symlinkSync(realpathSync(join(root, 'node_modules')), join(scratch, 'node_modules'), 'dir');
    const env = { ...process.env, BUILD_SOURCEMAP: '1' };
    for (const step of steps) execFileSync('node', [step], { cwd: scratch, env, stdio });
  } catch (e) {
    rmSync(scratch, { recursive: true, force: true });
    throw e;
  }
  return scratch;
}
