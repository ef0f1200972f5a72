// A throwaway WordPress for the plugin's tests (npm run test:wordpress, docs/wordpress.md),
// on this machine only and gone when stopped:
// - MariaDB (Debian's mariadb-server-core): a data folder made by mariadb-install-db in a
//   temporary folder, the server on a Unix socket there (`--skip-networking`: no port), its
//   accounts authenticated by the socket's peer (the user running the tests);
// - WordPress from Debian's package files, not the package: installing `wordpress` pulls
//   Apache in and starts it on port 80 of every interface. `apt-get download` fetches it, its
//   default theme and the libraries its files link to (kept in node_modules/.cache), and
//   `dpkg -x` unpacks them into the temporary folder;
// - PHP's built-in server on 127.0.0.1 with wordpress/tools/router.php, and
//   wordpress/tools/install.php, which installs WordPress, activates the built plugin,
//   saves its settings and writes the test posts.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { delimiter, join, resolve } from 'node:path';

/** Debian's packages WordPress's files come from. */
export const WORDPRESS_PACKAGES = [
  'wordpress',
  'wordpress-theme-twentytwentythree',
  // The files of `wordpress` link into these three.
  'libjs-underscore',
  'libjs-cropper',
  'php-getid3',
];
/** The Debian packages the tests need installed (.ci/run installs them). */
export const TOOL_PACKAGES =
  'php-cli php-mysql mariadb-server-core mariadb-client-core phpunit php-parser gettext';
/** Where the downloaded packages are kept between runs. */
export const CACHE = 'node_modules/.cache/boxoffice-wordpress';
/** The administrator the install creates. */
export const ADMIN = {
  user: 'admin',
  password: 'boxoffice-test-admin',
  email: 'admin@example.com',
};

const TOOLS = 'wordpress/tools';

/** The path of `command` on PATH (or in /usr/sbin, where Debian puts mariadbd), or null. */
export function which(command) {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/sbin'];
  for (const dir of dirs) {
    if (dir && existsSync(join(dir, command))) return join(dir, command);
  }
  return null;
}

/** The cached .deb of each package, or null for each one not downloaded yet. */
function cachedPackages() {
  const files = existsSync(CACHE) ? readdirSync(CACHE) : [];
  return WORDPRESS_PACKAGES.map((name) => {
    const file = files.find((candidate) => candidate.startsWith(`${name}_`));
    return file ? join(CACHE, file) : null;
  });
}

/**
 * Why the WordPress tests cannot run here (what is missing and the packages that bring it),
 * or null when they can.
 */
export function missingTools() {
  const need = [];
  if (!which('php')) need.push('php (php-cli)');
  else if (spawnSync('php', ['-r', 'exit(extension_loaded("mysqli") ? 0 : 1);']).status !== 0)
    need.push("PHP's mysqli (php-mysql)");
  if (!which('mariadbd') || !which('mariadb-install-db'))
    need.push('mariadbd (mariadb-server-core)');
  if (!which('my_print_defaults')) need.push('my_print_defaults (mariadb-client-core)');
  if (!which('phpunit')) need.push('phpunit');
  if (!existsSync('/usr/share/php/PhpParser/autoload.php')) need.push('PHP-Parser (php-parser)');
  if (!which('xgettext')) need.push('xgettext (gettext)');
  if (cachedPackages().includes(null) && (!which('apt-get') || !which('dpkg')))
    need.push("WordPress's Debian packages (apt-get and dpkg to fetch them)");
  return need.length > 0 ? `${need.join(', ')} missing` : null;
}

/** The .deb files of WordPress and what it links to, downloaded into the cache if needed. */
export function wordpressPackages() {
  let debs = cachedPackages();
  const missing = WORDPRESS_PACKAGES.filter((_, i) => debs[i] === null);
  if (missing.length > 0) {
    mkdirSync(CACHE, { recursive: true });
    console.log(`[wordpress] downloading Debian's ${missing.join(', ')}`);
    // As root, apt hands the download to its own unprivileged user, which cannot write here.
    const sandbox = process.getuid?.() === 0 ? ['-o', 'APT::Sandbox::User=root'] : [];
    execFileSync('apt-get', [...sandbox, 'download', ...missing], { cwd: CACHE, stdio: 'inherit' });
    debs = cachedPackages();
  }
  return debs;
}

/** Resolves when `check()` is true, polling every 100 ms; rejects after `ms` with `what`. */
async function until(check, what, ms = 30_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`[wordpress] timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Whether something accepts connections on 127.0.0.1:`port`. */
export function listening(port) {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

/** Waits for a child process to exit (at most `ms`), then kills it outright. */
async function stopProcess(child, signal, group, ms = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  const kill = (sig) => {
    try {
      process.kill(group ? -child.pid : child.pid, sig);
    } catch {
      // Already gone.
    }
  };
  kill(signal);
  const timer = setTimeout(() => kill('SIGKILL'), ms);
  await exited;
  clearTimeout(timer);
}

/** `wp-config.php` of the test site. */
function wpConfig({ url, socket, user }) {
  const salt = () => randomBytes(32).toString('hex');
  const keys = ['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE']
    .flatMap((name) => [`${name}_KEY`, `${name}_SALT`])
    .map((name) => `define( '${name}', '${salt()}' );`)
    .join('\n');
  return `<?php
// The throwaway test site of scripts/wordpress/site.mjs.
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', '${user}' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:${socket}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${keys}
$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
define( 'WP_HOME', '${url}' );
define( 'WP_SITEURL', '${url}' );
// Offline: no update checks or news feeds; this computer (the sandbox) stays reachable.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'DISABLE_WP_CRON', true );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}

/**
 * Starts a WordPress on `http://127.0.0.1:<port>` with the plugin folder `plugin` installed
 * and active, its settings `settings` saved. `stop()` ends both servers and deletes everything;
 * `logs()` gives the end of their logs.
 */
export async function startWordPress({ port, plugin, settings }) {
  const debs = wordpressPackages();
  const dir = mkdtempSync(join(tmpdir(), 'boxoffice-wordpress-'));
  chmodSync(dir, 0o700);
  const root = process.getuid?.() === 0;
  const user = root ? 'root' : userInfo().username;
  const socket = join(dir, 'mariadb.sock');
  const url = `http://127.0.0.1:${port}`;
  const children = [];
  const log = (name) => join(dir, `${name}.log`);
  const stop = async () => {
    await Promise.all(children.map(([child, signal, group]) => stopProcess(child, signal, group)));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (await listening(port))
      throw new Error(`[wordpress] port ${port} is taken: pick another with E2E_WORDPRESS_PORT`);
    const small = ['--innodb-buffer-pool-size=16M', '--innodb-log-file-size=4M'];
    const asRoot = root ? ['--user=root'] : [];
    execFileSync(
      'mariadb-install-db',
      [
        '--no-defaults',
        `--datadir=${join(dir, 'data')}`,
        '--auth-root-authentication-method=socket',
        '--skip-test-db',
        '--skip-name-resolve',
        ...asRoot,
        ...small,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const mariadb = spawn(
      which('mariadbd') ?? 'mariadbd',
      [
        '--no-defaults',
        `--datadir=${join(dir, 'data')}`,
        `--socket=${socket}`,
        '--skip-networking',
        `--pid-file=${join(dir, 'mariadbd.pid')}`,
        `--log-error=${log('mariadbd')}`,
        '--skip-name-resolve',
        ...asRoot,
        ...small,
      ],
      { stdio: 'ignore' },
    );
    children.push([mariadb, 'SIGTERM', false]);
    await until(
      () =>
        mariadb.exitCode === null &&
        existsSync(log('mariadbd')) &&
        readFileSync(log('mariadbd'), 'utf8').includes('ready for connections'),
      `MariaDB (see ${log('mariadbd')})`,
    );

    const files = join(dir, 'files');
    for (const deb of debs) execFileSync('dpkg', ['-x', deb, files]);
    const wp = join(files, 'usr/share/wordpress');
    writeFileSync(join(wp, 'wp-config.php'), wpConfig({ url, socket, user }));
    cpSync(resolve(plugin), join(wp, 'wp-content/plugins/boxoffice'), { recursive: true });
    mkdirSync(join(wp, 'wp-content/mu-plugins'), { recursive: true });
    cpSync(join(TOOLS, 'test-site.php'), join(wp, 'wp-content/mu-plugins/test-site.php'));

    // Workers: the block editor sends several requests at once. They are the server's
    // children, so the server is started as a process group and stopped as one.
    const phpLog = openSync(log('php'), 'a');
    const php = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', wp, resolve(TOOLS, 'router.php')], {
      detached: true,
      stdio: ['ignore', phpLog, phpLog],
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
    });
    children.push([php, 'SIGTERM', true]);
    await until(async () => php.exitCode === null && (await listening(port)), `PHP on ${url}`);

    execFileSync('php', [resolve(TOOLS, 'install.php')], {
      stdio: 'inherit',
      env: {
        ...process.env,
        BOXOFFICE_WP_ROOT: wp,
        BOXOFFICE_WP_URL: url,
        BOXOFFICE_WP_ADMIN: JSON.stringify(ADMIN),
        BOXOFFICE_SETTINGS: JSON.stringify(settings),
      },
    });
    /** The last lines of each server's log, to say why a test failed. */
    const logs = (lines = 40) =>
      ['mariadbd', 'php']
        .map((name) => {
          const text = existsSync(log(name)) ? readFileSync(log(name), 'utf8') : '';
          return `--- ${name}\n${text.split('\n').slice(-lines).join('\n')}`;
        })
        .join('\n');
    return { url, root: wp, stop, logs };
  } catch (error) {
    await stop();
    throw error;
  }
}
