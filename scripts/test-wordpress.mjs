// `npm run test:wordpress` (the last step of `npm test`): the WordPress plugin against a real
// WordPress (docs/wordpress.md, "How it is tested"), after `npm run build` and
// `npm run build:wordpress`:
// 1. `php -l` on every PHP file of wordpress/, and wordpress/tools/php74-check.php on the
//    plugin's (it supports PHP 7.4; Debian has only 8.2);
// 2. the translation template is what the sources give (scripts/wordpress/pot.mjs);
// 3. a throwaway WordPress with the built plugin (scripts/wordpress/site.mjs) on
//    127.0.0.1:E2E_WORDPRESS_PORT (8089), its settings naming the sandbox's boxoffice.js;
// 4. PHPUnit (wordpress/tests/) inside that WordPress;
// 5. Playwright's `wordpress` project (e2e/wordpress/) in Chromium, against that WordPress
//    and the sandbox of playwright.config.ts, which lets the site in (SANDBOX_EXTRA_ORIGINS).
// Without PHP, MariaDB or the other tools it says what is missing and passes; on CI it fails.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  ADMIN,
  listening,
  missingTools,
  startWordPress,
  TOOL_PACKAGES,
} from './wordpress/site.mjs';

const PLUGIN = 'dist-wordpress/boxoffice';
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const fail = (message) => {
  console.error(`[wordpress] ${message}`);
  process.exit(1);
};

const why = missingTools();
if (why) {
  // CI installs every tool (.ci/run): a missing one there is a broken set-up, not a laptop.
  if (process.env.CI) fail(`required on CI: ${why}`);
  console.log(
    `[wordpress] skipped: ${why}; the WordPress tests did not run (Debian: apt-get install ${TOOL_PACKAGES})`,
  );
  process.exit(0);
}
if (!existsSync(join(PLUGIN, 'includes/options.json')))
  fail(`${PLUGIN} is missing: run npm run build and npm run build:wordpress first`);

/** Every `.php` file below `dir`. */
const phpFiles = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.php'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();

const lint = phpFiles('wordpress').filter(
  (file) => spawnSync('php', ['-l', file], { stdio: ['ignore', 'ignore', 'inherit'] }).status !== 0,
);
if (lint.length > 0) fail(`php -l failed for ${lint.join(', ')}`);
const compat = spawnSync('php', ['wordpress/tools/php74-check.php', ...phpFiles(PLUGIN)], {
  stdio: 'inherit',
});
if (compat.status !== 0) fail('the plugin uses PHP newer than 7.4 (above)');
execFileSync('node', ['scripts/wordpress/pot.mjs', '--check'], { stdio: 'inherit' });

const e2ePort = Number(process.env.E2E_PORT ?? 5174);
const port = Number(process.env.E2E_WORDPRESS_PORT ?? 8089);
const origin = `http://127.0.0.1:${port}`;
// Playwright reuses a server already on the sandbox's port (outside CI): it must let the site in.
if (await listening(e2ePort)) {
  const answer = await fetch(`http://127.0.0.1:${e2ePort}/api/v1/sell/config/frame-origins`, {
    headers: { 'X-Sell-Key': 'pk_test_demo' },
  }).catch(() => null);
  const origins = answer?.ok ? ((await answer.json()).origins ?? []) : [];
  if (!origins.includes(origin))
    fail(
      `a server on port ${e2ePort} does not let ${origin} in: stop it, or start it with SANDBOX_EXTRA_ORIGINS=${origin}`,
    );
}

const site = await startWordPress({
  port,
  plugin: PLUGIN,
  settings: { key: 'pk_test_demo', script_url: `http://127.0.0.1:${e2ePort}/boxoffice.js` },
});
let status = 0;
const stop = async () => {
  await site.stop();
};
process.once('SIGINT', () => stop().then(() => process.exit(130)));
try {
  console.log(`[wordpress] WordPress with the plugin on ${site.url} (${seconds()})`);
  const env = {
    ...process.env,
    BOXOFFICE_WP_ROOT: site.root,
    E2E_WORDPRESS_URL: site.url,
    E2E_WORDPRESS_PASSWORD: ADMIN.password,
  };
  const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;
  status = run('phpunit', ['--configuration', 'wordpress/tests/phpunit.xml']);
  if (status === 0) {
    status = run('node', ['scripts/ensure-browser.mjs']);
    if (status === 0) status = run('npx', ['playwright', 'test', '--project=wordpress']);
  }
  if (status !== 0) console.error(site.logs());
} finally {
  await stop();
}
console.log(`[wordpress] ${status === 0 ? 'passed' : 'failed'} in ${seconds()}`);
process.exit(status);
