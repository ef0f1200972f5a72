// Tests of scripts/size-report.mjs (`npm run test:scripts`, node's test runner): the report
// builds in a scratch folder of its own, so dist/ stays as `npm run build` left it (or absent),
// and the scratch folder is gone afterwards. It runs the real build (a few seconds).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');

/** Every file of dist/ with its size and modification time; null when there is no dist/. */
function snapshot() {
  if (!existsSync(dist)) return null;
  return readdirSync(dist, { recursive: true })
    .sort()
    .map((path) => {
      const stat = statSync(join(dist, path));
      return `${path} ${stat.size} ${stat.mtimeMs}`;
    });
}

test('a size report leaves dist/ as it was and no scratch folder behind', () => {
  const before = snapshot();
  const temp = mkdtempSync(join(tmpdir(), 'size-report-test-'));
  try {
    const out = execFileSync('node', ['scripts/size-report.mjs'], {
      cwd: root,
      env: { ...process.env, TMPDIR: temp },
      encoding: 'utf8',
    });
    // The loader and the app chunk, each split into its parts.
    assert.match(out, /^dist\/boxoffice\.js\n {2}gzip {2}minified {2}part$/m);
    assert.match(out, /^dist\/bo-app-[\w-]+\.js\n {2}gzip {2}minified {2}part$/m);
    assert.match(out, /src\/loader\/widget\.ts$/m);
    assert.equal(out.match(/the whole \(gzip -9\)/g)?.length, 2);
    assert.deepEqual(snapshot(), before);
    assert.deepEqual(readdirSync(temp), []);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
});
