// `npm run test:package` (in `npm test`, after the build): the npm package as integrators
// install it (docs/deploy.md, "The npm package"). Packs the built repository with `npm pack`,
// then checks the tarball:
// - it holds the build and nothing else: every file of dist/ but source maps and the type
//   test's leftovers, plus package.json and README.md (no sources, tests, fixtures, sandbox);
// - no file names a source map it does not ship (a map would carry our sources);
// - publint finds nothing, suggestions included;
// - Are the Types Wrong finds nothing for an ES module package (`--profile esm-only`: the
//   package is ESM only, on purpose; `require()` of it is not supported).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const problems = [];
const dir = mkdtempSync(join(tmpdir(), 'boxoffice-package-'));
try {
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', dir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const tarball = join(dir, packed.filename);
  const files = packed.files.map((file) => file.path).sort();

  const expected = [
    'README.md',
    'package.json',
    ...readdirSync('dist', { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((path) => !path.endsWith('.map') && !path.startsWith('dist/.type-test')),
  ].sort();
  const missing = expected.filter((file) => !files.includes(file));
  const extra = files.filter((file) => !expected.includes(file));
  if (missing.length > 0) problems.push(`the tarball lacks ${missing.join(', ')}`);
  if (extra.length > 0)
    problems.push(`the tarball holds what is not the build: ${extra.join(', ')}`);
  for (const file of files.filter((name) => /\.(m?js|html)$/.test(name))) {
    if (/[#@] sourceMappingURL=/.test(readFileSync(file, 'utf8')))
      problems.push(`${file} names a source map the package does not ship`);
  }

  /** Runs a tool of node_modules/.bin on the tarball: its output, and whether it passed. */
  const check = (tool, args) => {
    try {
      return {
        ok: true,
        out: execFileSync(join('node_modules/.bin', tool), args, { encoding: 'utf8' }),
      };
    } catch (error) {
      return { ok: false, out: `${error.stdout ?? ''}${error.stderr ?? ''}` };
    }
  };
  // publint exits 0 on suggestions: its "All good!" is the only clean answer.
  const lint = check('publint', ['run', tarball, '--strict']);
  process.stdout.write(lint.out);
  if (!lint.ok || !lint.out.includes('All good!'))
    problems.push('publint reported a problem (above)');
  const types = check('attw', [tarball, '--profile', 'esm-only', '--format', 'table-flipped']);
  process.stdout.write(types.out);
  if (!types.ok) problems.push('attw reported a problem (above)');
} catch (error) {
  problems.push(String(error instanceof Error ? error.message : error));
} finally {
  rmSync(dir, { recursive: true, force: true });
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`[package] ${problem}`);
  process.exit(1);
}
console.log('[package] the tarball is the build, and publint and attw find no problem');
