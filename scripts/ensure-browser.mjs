// Runs before Playwright in `npm run test:e2e` (so in `npm test`): makes sure there is a
// Chromium to drive, so that `npm install` + `npm test` are the whole set-up.
// - A system Chromium (`/usr/bin/chromium`, Debian's package, as on CI; or the file
//   BOXOFFICE_SYSTEM_CHROMIUM names) is used as it is: nothing is downloaded, so this works
//   offline. playwright.config.ts makes the same choice.
// - Otherwise Playwright's own Chromium: installed here, once, with
//   `npx playwright install --no-shell chromium` (the full browser only: the config runs it
//   headless through `channel: 'chromium'`, so the separate headless shell is not needed).
// A failed install ends the run with what to do instead.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Where the system Chromium is looked for: BOXOFFICE_SYSTEM_CHROMIUM, else Debian's path. */
export function systemChromiumPath(env) {
  return env.BOXOFFICE_SYSTEM_CHROMIUM || '/usr/bin/chromium';
}

/**
 * Which browser the e2e tests get: `system` (that file exists), `playwright` (Playwright's
 * Chromium is installed), or `install` (neither: install Playwright's).
 */
export function browserPlan({ systemPath, playwrightPath, exists }) {
  if (exists(systemPath)) return { use: 'system', path: systemPath };
  if (playwrightPath && exists(playwrightPath)) return { use: 'playwright', path: playwrightPath };
  return { use: 'install', path: playwrightPath };
}

/** The install command (`npx`, through a shell on Windows where npx is a .cmd). */
export const INSTALL = ['npx', ['playwright', 'install', '--no-shell', 'chromium']];

/**
 * Ensures a browser; returns the exit code. Everything it touches is passed in:
 * `env`, `exists(path)`, `playwrightPath` (where Playwright's Chromium is or goes),
 * `install()` (runs INSTALL, returns its exit status), `log` and `error`.
 */
export function ensureBrowser({ env, exists, playwrightPath, install, log, error }) {
  const systemPath = systemChromiumPath(env);
  const plan = browserPlan({ systemPath, playwrightPath, exists });
  if (plan.use === 'system') {
    log(`[e2e] Chromium: ${plan.path} (system)`);
    return 0;
  }
  if (plan.use === 'playwright') {
    log(`[e2e] Chromium: ${plan.path} (Playwright's)`);
    return 0;
  }
  log(`[e2e] No Chromium at ${systemPath}; installing Playwright's: ${INSTALL.flat().join(' ')}`);
  const status = install();
  if (status === 0 && playwrightPath && exists(playwrightPath)) {
    log(`[e2e] Chromium: ${playwrightPath} (Playwright's, just installed)`);
    return 0;
  }
  error(
    [
      `[e2e] Could not install Playwright's Chromium (${INSTALL.flat().join(' ')} ${
        status === 0 ? `left no browser at ${playwrightPath}` : `exited with ${status}`
      }).`,
      '[e2e] It downloads from the internet. Without access, use a Chromium of your own:',
      '[e2e]   Debian/Ubuntu: apt-get install chromium (then /usr/bin/chromium is used), or',
      '[e2e]   BOXOFFICE_SYSTEM_CHROMIUM=/path/to/chromium npm test',
    ].join('\n'),
  );
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { chromium } = await import('@playwright/test');
  const [command, args] = INSTALL;
  process.exitCode = ensureBrowser({
    env: process.env,
    exists: existsSync,
    playwrightPath: chromium.executablePath(),
    install: () =>
      spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' }).status ??
      1,
    log: console.log,
    error: console.error,
  });
}
