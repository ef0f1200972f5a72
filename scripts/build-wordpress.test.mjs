// The build of the WordPress plugin (scripts/build-wordpress.mjs): every option of the
// widget's table reaches the shortcode and the block under its `<box-office>` name, a new one
// included, whatever else the table's rows carry; the version and the integrity follow the
// build; docs/wordpress.md names every option. `npm run test:scripts` runs it.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { unzipSync } from 'fflate';
import {
  BuildError,
  blockAttributes,
  buildWordPress,
  OPTIONS_MODULE,
  readOptions,
  SOURCE,
} from './build-wordpress.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'boxoffice-wordpress-build-'));
after(() => rmSync(scratch, { recursive: true, force: true }));
const SRI = `sha384-${'A'.repeat(64)}`;
/** The widget's own table, wherever the test repository is. */
const optionsModule = resolve(OPTIONS_MODULE);

/** A repository in `dir` with the plugin's sources, `version` and a built loader's integrity. */
function repository(dir, { version = '9.9.9', sri = SRI, changelog = true } = {}) {
  cpSync(SOURCE, join(dir, SOURCE), { recursive: true });
  mkdirSync(join(dir, 'dist'));
  if (sri) writeFileSync(join(dir, 'dist/boxoffice.js.sri'), `${sri}\n`);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ version }));
  const readme = join(dir, SOURCE, 'readme.txt');
  if (changelog)
    writeFileSync(readme, `${readFileSync(readme, 'utf8')}\n= ${version} =\n* A release.\n`);
  return dir;
}

describe("the widget's option table", () => {
  it('gives every option under its <box-office> name, answers as a prefix, addresses marked', async () => {
    const options = await readOptions();
    const byName = Object.fromEntries(options.map((option) => [option.name, option]));
    assert.ok(options.length > 20);
    assert.deepEqual(byName.returnUrl, {
      name: 'returnUrl',
      attribute: 'return-url',
      prefix: false,
      url: true,
      fix: 'use an absolute http(s) URL, or leave it out',
    });
    assert.equal(byName.sellKey.attribute, 'sell-key');
    assert.deepEqual(
      options.filter((option) => option.url).map((option) => option.name),
      ['api', 'returnUrl', 'fallbackUrl'],
    );
    assert.deepEqual(
      options.filter((option) => option.prefix).map((option) => option.attribute),
      ['answer-'],
    );
  });

  it('makes each option a block attribute, answers an object, and prefill-user off', async () => {
    const attributes = blockAttributes(await readOptions());
    assert.deepEqual(attributes['return-url'], { type: 'string' });
    assert.deepEqual(attributes.answers, { type: 'object' });
    assert.deepEqual(attributes['prefill-user'], { type: 'boolean', default: false });
    assert.equal(attributes['answer-'], undefined);
  });
});

describe('the plugin', () => {
  it('carries a new option and ignores the fields of a row it does not know', async () => {
    const root = repository(join(scratch, 'new-option'));
    const { plugin, zip } = await buildWordPress({
      root,
      optionsModule: resolve('scripts/fixtures/wordpress/options.ts'),
    });
    const options = JSON.parse(readFileSync(join(plugin, 'includes/options.json'), 'utf8'));
    assert.deepEqual(
      options.map((option) => option.attribute),
      ['key', 'event', 'return-url', 'view', 'name', 'answer-'],
    );
    assert.deepEqual(Object.keys(options[3]), ['name', 'attribute', 'prefix', 'url', 'fix']);
    const block = JSON.parse(readFileSync(join(plugin, 'block/block.json'), 'utf8'));
    assert.deepEqual(block.attributes.view, { type: 'string' });
    assert.equal(block.name, 'boxoffice/widget');
    const files = unzipSync(readFileSync(zip));
    assert.deepEqual(
      JSON.parse(new TextDecoder().decode(files['boxoffice/block/block.json'])),
      block,
    );
  });

  it('takes its version from package.json and its integrity from the build', async () => {
    const root = repository(join(scratch, 'version'), { version: '2.3.4' });
    const { plugin, zip } = await buildWordPress({ root, optionsModule });
    assert.equal(zip, join(root, 'dist-wordpress/boxoffice-wordpress-2.3.4.zip'));
    assert.deepEqual(JSON.parse(readFileSync(join(plugin, 'includes/build.json'), 'utf8')), {
      version: '2.3.4',
      integrity: SRI,
    });
    assert.match(readFileSync(join(plugin, 'boxoffice.php'), 'utf8'), /^ \* Version: +2\.3\.4$/m);
    assert.match(readFileSync(join(plugin, 'readme.txt'), 'utf8'), /^Stable tag: 2\.3\.4$/m);
    const names = Object.keys(unzipSync(readFileSync(zip)));
    assert.ok(names.every((name) => name.startsWith('boxoffice/')));
    assert.ok(names.includes('boxoffice/languages/boxoffice.pot'));
  });

  it('is not built without a loader, or without a changelog entry for its version', async () => {
    await assert.rejects(
      buildWordPress({ root: repository(join(scratch, 'no-sri'), { sri: '' }), optionsModule }),
      (error) => error instanceof BuildError && /npm run build/.test(error.message),
    );
    await assert.rejects(
      buildWordPress({
        root: repository(join(scratch, 'no-entry'), { changelog: false }),
        optionsModule,
      }),
      (error) => error instanceof BuildError && /= 9\.9\.9 =/.test(error.message),
    );
  });
});

describe('docs/wordpress.md', () => {
  it("names every option of the widget in its table of the shortcode's attributes", async () => {
    const page = readFileSync('docs/wordpress.md', 'utf8');
    const section = page.slice(page.indexOf('## The shortcode'), page.indexOf('## The block'));
    const named = [...section.matchAll(/^\| `([a-z-]+(?:<id>)?)`/gm)].map((match) => match[1]);
    const expected = (await readOptions()).map((option) =>
      option.prefix ? `${option.attribute}<id>` : option.attribute,
    );
    assert.deepEqual(
      named.filter((name) => name !== 'prefill-user'),
      expected,
    );
  });
});
