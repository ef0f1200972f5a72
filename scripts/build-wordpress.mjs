// `npm run build:wordpress` (after `npm run build`): the WordPress plugin (docs/wordpress.md)
// from wordpress/boxoffice/, into dist-wordpress/boxoffice/ and the zip WordPress installs,
// dist-wordpress/boxoffice-wordpress-<version>.zip. Beside dist/, which is the CDN's folder.
// What the build adds to the plugin's own files:
// - includes/options.json and the block's attributes (block/block.json): every option of the
//   widget's table, read as code, under its `<box-office>` name, so an option the widget gains
//   reaches the shortcode and the block without an edit here;
// - includes/build.json: the version (package.json) and the integrity of the dist/boxoffice.js
//   it was built with (dist/boxoffice.js.sri), the settings' default;
// - the version in the plugin's header and in readme.txt's "Stable tag".
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { zipSync } from 'fflate';
import { OPTIONS_MODULE, readOptions as readTable } from './read-options.mjs';

export { OPTIONS_MODULE };
/** The plugin's sources. */
export const SOURCE = 'wordpress/boxoffice';
/** Where the plugin and its zip are written. */
export const OUT = 'dist-wordpress';
/** The plugin's folder name in the zip, which WordPress keeps as the plugin's slug. */
export const SLUG = 'boxoffice';

/** A problem with the inputs: the build stops with `message`. */
export class BuildError extends Error {
  name = 'BuildError';
}
const fail = (message) => {
  throw new BuildError(message);
};

/**
 * Every option of the table at `module` as the plugin takes it: `name` (as `mount()` takes it),
 * `attribute` (as `<box-office>` takes it; a prefix such as `answer-` for an option written once
 * per id), `prefix`, `url` (its value is an address: its fix asks for a URL) and `fix`. The
 * script tag's own options (`target`) are left out: `<box-office>` has no such attribute.
 */
export async function readOptions(module = OPTIONS_MODULE) {
  let options;
  try {
    options = await readTable(module);
  } catch (error) {
    fail(String(error instanceof Error ? error.message : error));
  }
  return options
    .filter((option) => !option.policy.scriptOnly)
    .map(({ name, element: attribute, fix }) => {
      if (typeof attribute !== 'string' || !/^[a-z][a-z0-9-]*$/.test(attribute))
        fail(`option ${name}: "${attribute}" is not an attribute name WordPress can pass on`);
      if (typeof fix !== 'string') fail(`option ${name} has no fix text`);
      return { name, attribute, prefix: attribute.endsWith('-'), url: /\bURL\b/.test(fix), fix };
    });
}

/**
 * The block's attributes: each option under its `<box-office>` name as a string (no default:
 * an unset option is left to the widget), an option written once per id as an object by id
 * under its own name, and the plugin's `prefill-user` switch, off.
 */
export function blockAttributes(options) {
  const attributes = {};
  for (const option of options)
    attributes[option.prefix ? option.name : option.attribute] = {
      type: option.prefix ? 'object' : 'string',
    };
  attributes['prefill-user'] = { type: 'boolean', default: false };
  return attributes;
}

/** `text` with the one line `pattern` matches replaced by `line`; fails when there is none. */
function replaceLine(text, pattern, line, file) {
  if (!pattern.test(text)) fail(`${file} has no line matching ${pattern}`);
  return text.replace(pattern, line);
}

/** Every file below `dir`, as paths relative to it, in a stable order. */
const filesIn = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();

/** Builds the plugin folder and its zip; returns their paths. */
export async function buildWordPress({ root = '.', optionsModule = OPTIONS_MODULE } = {}) {
  const at = (path) => resolve(root, path);
  const sriFile = at('dist/boxoffice.js.sri');
  if (!existsSync(sriFile)) fail('dist/boxoffice.js.sri is missing: run `npm run build` first');
  const integrity = readFileSync(sriFile, 'utf8').trim();
  if (!/^sha384-[A-Za-z0-9+/]{64}$/.test(integrity))
    fail(`dist/boxoffice.js.sri holds "${integrity}", not a sha384 integrity`);
  const { version } = JSON.parse(readFileSync(at('package.json'), 'utf8'));
  const options = await readOptions(at(optionsModule));

  const plugin = join(at(OUT), SLUG);
  rmSync(at(OUT), { recursive: true, force: true });
  mkdirSync(at(OUT), { recursive: true });
  cpSync(at(SOURCE), plugin, { recursive: true });
  const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
  writeFileSync(join(plugin, 'includes/options.json'), json(options));
  writeFileSync(join(plugin, 'includes/build.json'), json({ version, integrity }));

  const blockFile = join(plugin, 'block/block.json');
  const block = JSON.parse(readFileSync(blockFile, 'utf8'));
  writeFileSync(blockFile, json({ ...block, attributes: blockAttributes(options) }));

  const main = join(plugin, 'boxoffice.php');
  writeFileSync(
    main,
    replaceLine(
      readFileSync(main, 'utf8'),
      /^ \* Version:.*$/m,
      ` * Version:           ${version}`,
      'boxoffice.php',
    ),
  );
  const readmeFile = join(plugin, 'readme.txt');
  const readme = readFileSync(readmeFile, 'utf8');
  if (!readme.includes(`\n= ${version} =\n`))
    fail(`readme.txt's changelog has no entry "= ${version} =" for this version`);
  writeFileSync(
    readmeFile,
    replaceLine(readme, /^Stable tag:.*$/m, `Stable tag: ${version}`, 'readme.txt'),
  );

  // A fixed date: the same sources give the same zip.
  const mtime = new Date('2020-01-01T00:00:00Z');
  const entries = {};
  for (const file of filesIn(plugin))
    entries[`${SLUG}/${file}`] = [readFileSync(join(plugin, file)), { mtime }];
  const zip = join(at(OUT), `boxoffice-wordpress-${version}.zip`);
  writeFileSync(zip, zipSync(entries, { level: 9 }));
  return { plugin, zip, options, version, integrity };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { zip, options, version, integrity } = await buildWordPress();
    console.log(
      `[build:wordpress] ${relative('.', zip)}: version ${version}, ${options.length} options, integrity="${integrity}"`,
    );
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    console.error(`[build:wordpress] ${error.message}`);
    process.exit(1);
  }
}
