// Unit tests of scripts/ensure-browser.mjs (`npm run test:scripts`, node's test runner): the
// choice between the system Chromium, Playwright's and an install, with every path injected.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { browserPlan, ensureBrowser, systemChromiumPath } from './ensure-browser.mjs';

const PLAYWRIGHT = '/home/me/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

/** A run of `ensureBrowser` on a machine whose files are `files`; `installs` adds files. */
function run({ env = {}, files = [], installStatus = 0, installs = [] } = {}) {
  const present = new Set(files);
  const calls = { install: 0, log: [], error: [] };
  const code = ensureBrowser({
    env,
    exists: (path) => present.has(path),
    playwrightPath: PLAYWRIGHT,
    install: () => {
      calls.install++;
      for (const file of installs) present.add(file);
      return installStatus;
    },
    log: (line) => calls.log.push(line),
    error: (line) => calls.error.push(line),
  });
  return { code, ...calls };
}

describe('systemChromiumPath', () => {
  test("is Debian's path unless BOXOFFICE_SYSTEM_CHROMIUM names another", () => {
    assert.equal(systemChromiumPath({}), '/usr/bin/chromium');
    assert.equal(systemChromiumPath({ BOXOFFICE_SYSTEM_CHROMIUM: '' }), '/usr/bin/chromium');
    assert.equal(
      systemChromiumPath({ BOXOFFICE_SYSTEM_CHROMIUM: '/opt/c/chrome' }),
      '/opt/c/chrome',
    );
  });
});

describe('browserPlan', () => {
  const plan = (files) =>
    browserPlan({
      systemPath: '/usr/bin/chromium',
      playwrightPath: PLAYWRIGHT,
      exists: (path) => files.includes(path),
    });
  test('prefers the system Chromium, even when Playwright has its own', () => {
    assert.deepEqual(plan(['/usr/bin/chromium', PLAYWRIGHT]), {
      use: 'system',
      path: '/usr/bin/chromium',
    });
  });
  test("uses Playwright's Chromium when there is no system one", () => {
    assert.deepEqual(plan([PLAYWRIGHT]), { use: 'playwright', path: PLAYWRIGHT });
  });
  test('installs when there is neither', () => {
    assert.deepEqual(plan([]), { use: 'install', path: PLAYWRIGHT });
  });
});

describe('ensureBrowser', () => {
  test('with /usr/bin/chromium it installs nothing (CI, offline machines)', () => {
    const result = run({ files: ['/usr/bin/chromium'] });
    assert.equal(result.code, 0);
    assert.equal(result.install, 0);
  });
  test('BOXOFFICE_SYSTEM_CHROMIUM replaces /usr/bin/chromium', () => {
    const custom = run({
      env: { BOXOFFICE_SYSTEM_CHROMIUM: '/opt/c/chrome' },
      files: ['/opt/c/chrome'],
    });
    assert.deepEqual([custom.code, custom.install], [0, 0]);
    const hidden = run({
      env: { BOXOFFICE_SYSTEM_CHROMIUM: '/nonexistent' },
      files: ['/usr/bin/chromium'],
      installs: [PLAYWRIGHT],
    });
    assert.deepEqual([hidden.code, hidden.install], [0, 1]);
  });
  test("with Playwright's Chromium already installed it installs nothing", () => {
    const result = run({ files: [PLAYWRIGHT] });
    assert.deepEqual([result.code, result.install], [0, 0]);
  });
  test("on a fresh laptop it installs Playwright's Chromium once", () => {
    const result = run({ installs: [PLAYWRIGHT] });
    assert.deepEqual([result.code, result.install, result.error], [0, 1, []]);
    assert.match(result.log.join('\n'), /npx playwright install --no-shell chromium/);
  });
  test('a failed install fails the run and says what to do', () => {
    const result = run({ installStatus: 1 });
    assert.equal(result.code, 1);
    assert.match(result.error.join('\n'), /exited with 1/);
    assert.match(result.error.join('\n'), /apt-get install chromium/);
    assert.match(result.error.join('\n'), /BOXOFFICE_SYSTEM_CHROMIUM=/);
  });
  test('an install that leaves no browser fails too', () => {
    const result = run({ installStatus: 0 });
    assert.equal(result.code, 1);
    assert.match(result.error.join('\n'), /left no browser/);
  });
});
