// The plugin's translation template, wordpress/boxoffice/languages/boxoffice.pot: every string
// of the text domain `boxoffice` in its PHP and its editor script, its block's title,
// description and keywords (with the contexts WordPress translates them in) and its header's
// name and description, extracted by GNU gettext's xgettext (Debian: gettext).
//   node scripts/wordpress/pot.mjs --write   writes it;
//   node scripts/wordpress/pot.mjs --check   fails when it is not what the sources give
//                                            (npm run test:wordpress runs this).
// References name files without line numbers, so moving code does not stale the template.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The plugin's sources. */
const PLUGIN = 'wordpress/boxoffice';
/** The template, in the plugin. */
export const POT = `${PLUGIN}/languages/boxoffice.pot`;

/** WordPress's translation functions: `name:argument[,context argument]c,total t`. */
const KEYWORDS = [
  '__:1,2t',
  '_e:1,2t',
  'esc_html__:1,2t',
  'esc_html_e:1,2t',
  'esc_attr__:1,2t',
  'esc_attr_e:1,2t',
  '_x:1,2c,3t',
  '_ex:1,2c,3t',
  'esc_html_x:1,2c,3t',
  'esc_attr_x:1,2c,3t',
  '_n:1,2,4t',
  '_nx:1,2,4c,5t',
];

/** A PHP single-quoted string of `text`. */
const php = (text) => `'${text.replace(/[\\']/g, (c) => `\\${c}`)}'`;

/** Files of the plugin with one of `extensions`, relative to it, sorted. */
const sources = (extensions) =>
  readdirSync(PLUGIN, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && extensions.some((ext) => entry.name.endsWith(ext)))
    .map((entry) => relative(PLUGIN, join(entry.parentPath, entry.name)))
    .sort();

/** The template the sources give. */
export function extract() {
  const dir = mkdtempSync(join(tmpdir(), 'boxoffice-pot-'));
  try {
    // The strings WordPress translates outside calls: the block's (block.json, with their
    // contexts) and the plugin header's, as calls xgettext reads.
    const block = JSON.parse(readFileSync(`${PLUGIN}/block/block.json`, 'utf8'));
    const header = readFileSync(`${PLUGIN}/boxoffice.php`, 'utf8');
    const headerField = (name) => new RegExp(`^ \\* ${name}:\\s*(.+)$`, 'm').exec(header)?.[1];
    const calls = [
      ['block/block.json', `_x(${php(block.title)}, 'block title', 'boxoffice');`],
      ['block/block.json', `_x(${php(block.description)}, 'block description', 'boxoffice');`],
      ...block.keywords.map((word) => [
        'block/block.json',
        `_x(${php(word)}, 'block keyword', 'boxoffice');`,
      ]),
      ['boxoffice.php', `__(${php(headerField('Plugin Name'))}, 'boxoffice');`],
      ['boxoffice.php', `__(${php(headerField('Description'))}, 'boxoffice');`],
    ];
    // Named after the files they come from, which the references then name.
    const metadata = ['block/block.json', 'boxoffice.php'];
    mkdirSync(join(dir, 'block'));
    for (const file of metadata) {
      const lines = calls.filter(([from]) => from === file).map(([, call]) => call);
      writeFileSync(join(dir, file), `<?php\n${lines.join('\n')}\n`);
    }
    const out = join(dir, 'out.pot');
    // A UTF-8 locale, or xgettext reports every non-ASCII character as invalid.
    const env = { ...process.env, LC_ALL: 'C.UTF-8' };
    const common = [
      '--from-code=UTF-8',
      '--add-comments=translators:',
      '--add-location=file',
      '--omit-header',
      ...KEYWORDS.map((keyword) => `--keyword=${keyword}`),
      `--output=${out}`,
    ];
    execFileSync('xgettext', ['--language=PHP', ...common, ...metadata], {
      cwd: dir,
      env,
      stdio: 'inherit',
    });
    execFileSync(
      'xgettext',
      ['--language=PHP', '--join-existing', ...common, ...sources(['.php'])],
      { cwd: PLUGIN, env, stdio: 'inherit' },
    );
    execFileSync(
      'xgettext',
      ['--language=JavaScript', '--join-existing', ...common, ...sources(['.js'])],
      { cwd: PLUGIN, env, stdio: 'inherit' },
    );
    const body = readFileSync(out, 'utf8');
    return `# Translation template of the BoxOffice plugin (scripts/wordpress/pot.mjs).
msgid ""
msgstr ""
"Project-Id-Version: BoxOffice\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"X-Domain: boxoffice\\n"

${body}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const pot = extract();
  if (process.argv.includes('--write')) {
    writeFileSync(POT, pot);
    console.log(`[pot] wrote ${POT}`);
  } else if (readFileSync(POT, 'utf8') !== pot) {
    console.error(
      `[pot] ${POT} is not what the plugin's sources give: run node scripts/wordpress/pot.mjs --write`,
    );
    process.exit(1);
  } else {
    console.log(`[pot] ${POT} is current`);
  }
}
