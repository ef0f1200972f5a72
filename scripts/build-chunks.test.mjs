// The build of the chunks (scripts/build-chunks.mjs), on the test registry of
// scripts/fixtures/chunks/: three chunks of code, two of them sharing a module, and two
// languages whose tags are not two letters (`pt-BR`, `fil`). `npm run test:scripts` runs it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { runnerImport } from 'vite';
import { buildChunks } from './build-chunks.mjs';

const FIXTURE = 'scripts/fixtures/chunks';
const scratch = mkdtempSync(join(tmpdir(), 'boxoffice-build-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** The test registry, copied to `dir` with `changes` (file → new text) made to it. */
function registryIn(dir, changes = {}) {
  cpSync(FIXTURE, dir, { recursive: true });
  for (const [file, text] of Object.entries(changes)) writeFileSync(join(dir, file), text);
  return join(dir, 'registry.ts');
}
const sha384 = (path) => createHash('sha384').update(readFileSync(path)).digest('base64');
/**
 * The loader's table as src/loader/chunk-loader.ts reads it: per file its name, its sha384 and
 * the files it imports (a chunk's own file gives only its content hash: its name is the chunk's).
 */
// The table as the loader reads it, through the one definition of its format.
const { unpackTable } = (
  await runnerImport(resolve('src/shared/chunk-table.ts'), { configFile: false, logLevel: 'warn' })
).module;
const filesOf = (table) => unpackTable(table).files;
const load = (dir, file) => import(pathToFileURL(resolve(dir, file)).href);

describe('the chunks of a registry with a regional and a three-letter language', () => {
  const dist = join(scratch, 'dist');
  let built;
  before(async () => {
    built = await buildChunks({ registry: `${FIXTURE}/registry.ts`, outDir: dist });
  });

  it('lists both as languages in the loader table by name, the chunks and the catalogues list as chunks', () => {
    assert.deepEqual(built.table.languages, ['pt-BR', 'fil']);
    assert.deepEqual(built.table.chunks, ['app', 'list', 'purchase', 'catalogues']);
    // The first files are theirs, in that order (src/loader/chunk-loader.ts finds them so).
    const own = built.table.chunks.map((name, i) => [
      name,
      built.list.chunks[name][0] === filesOf(built.table)[i][0],
    ]);
    assert.deepEqual(own, [
      ['app', true],
      ['list', true],
      ['purchase', true],
      ['catalogues', true],
    ]);
  });

  it("keeps the languages' files out of the loader's table: the catalogues list names each, with its sha384", async () => {
    const table = filesOf(built.table).map(([file]) => file);
    const { files } = await load(dist, built.list.chunks.catalogues[0]);
    assert.deepEqual(
      files,
      ['pt-BR', 'fil'].map((code) => {
        const [file] = built.list.chunks[code];
        assert.ok(!table.includes(file), file);
        return [file, sha384(join(dist, file))];
      }),
    );
  });

  it('gives each of their four catalogue files a size budget', () => {
    writeFileSync(join(dist, 'chunks.json'), JSON.stringify(built.list));
    // .size-limit.cjs, run where this build is `dist/`.
    const names = execFileSync(
      process.execPath,
      [
        '-e',
        `process.stdout.write(JSON.stringify(require(${JSON.stringify(resolve('.size-limit.cjs'))}).map((b) => b.name)))`,
      ],
      { cwd: scratch, encoding: 'utf8' },
    );
    for (const name of ['pt-BR', 'pt-BR-purchase', 'fil', 'fil-purchase'])
      assert.ok(JSON.parse(names).includes(`the ${name} catalogue chunk`), name);
  });

  it("writes each first half with its purchase half's file and sha384, which the loader's table leaves out", async () => {
    for (const code of ['pt-BR', 'fil']) {
      const first = await load(dist, built.list.chunks[code][0]);
      const [file] = built.list.chunks[`${code}-purchase`];
      assert.deepEqual(first.purchase, [file, sha384(join(dist, file))]);
      assert.ok((await load(dist, file)).messages.pay);
      assert.ok(!filesOf(built.table).some(([name]) => name === file));
    }
  });

  it('names every file bo-<name>-<hash>.js and checks it against the sha384 of its bytes', () => {
    const files = Object.keys(built.list.integrity);
    // Four catalogue files, three chunks of code, the module two of them share, the list.
    assert.equal(files.length, 4 + 3 + 1 + 1);
    for (const file of files) {
      assert.match(file, /^bo-[\w-]+-[\w-]{6}\.js$/);
      assert.equal(built.list.integrity[file], `sha384-${sha384(join(dist, file))}`);
    }
    // The loader finds every file of the table by its name, with the sha384 of its bytes.
    assert.equal(built.table.files.length, 3 + 1 + 1);
    for (const [file, hash] of filesOf(built.table))
      assert.equal(built.list.integrity[file], `sha384-${hash}`);
  });

  it("asks V8 to compile the app chunk's functions as it downloads, and no other chunk's", () => {
    const hinted = Object.keys(built.list.integrity).filter((file) =>
      readFileSync(join(dist, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'),
    );
    assert.deepEqual(hinted, [built.list.chunks.app[0]]);
  });

  it('leaves the imports between files as the bundler wrote them: the chunks run and find each other', async () => {
    const run = async (name) => (await load(dist, built.list.chunks[name][0])).mount();
    assert.equal(await run('app'), 'mounted app');
    assert.equal(await run('list'), 'mounted list, stored list');
    assert.equal(await run('purchase'), 'stored purchase');
    // The table names what each file imports, so the loader checks those first.
    const files = filesOf(built.table);
    const list = files[built.table.chunks.indexOf('list')];
    assert.deepEqual(
      list
        .slice(2)
        .map((i) => files[i][0])
        .sort(),
      built.list.chunks.list.slice(1).sort(),
    );
    assert.equal(list.length, 2 + 2);
  });

  it('names a file anew when its content changes, and each file that imports it, and no other', async () => {
    const out = join(scratch, 'changed-dist');
    const changed = await buildChunks({
      registry: registryIn(join(scratch, 'changed'), {
        'store.ts': "export const stored = (name: string): string => 'kept ' + name;\n",
      }),
      outDir: out,
    });
    const before = new Set(Object.keys(built.list.integrity));
    const renamed = Object.keys(changed.list.integrity).filter((file) => !before.has(file));
    assert.deepEqual(renamed.map((file) => file.replace(/-[\w-]{6}\.js$/, '')).sort(), [
      'bo-list',
      'bo-purchase',
      'bo-store',
    ]);
    assert.equal((await load(out, changed.list.chunks.purchase[0])).mount(), 'kept purchase');
  });
});

describe('the build stops', () => {
  it('when a catalogue imports a module at run time', async () => {
    const registry = registryIn(join(scratch, 'importing'), {
      'fil.ts':
        "import { greet } from './shared';\nexport const messages = { hello: greet('x') };\nexport const purchase = __BOXOFFICE_PURCHASE_HALF__;\n",
    });
    await assert.rejects(buildChunks({ registry, outDir: join(scratch, 'importing-dist') }), {
      name: 'BuildError',
      message: /the fil catalogue imports other modules/,
    });
  });

  it('when a first half does not export its purchase half', async () => {
    const registry = registryIn(join(scratch, 'forgetting'), {
      'fil.ts':
        "export const messages = { hello: 'Kumusta' };\nexport const purchase = undefined;\n",
    });
    await assert.rejects(buildChunks({ registry, outDir: join(scratch, 'forgetting-dist') }), {
      name: 'BuildError',
      message: /the fil catalogue must export its purchase half as `purchase`/,
    });
  });

  it("when a registry's loader does not import a module", async () => {
    const registry = registryIn(join(scratch, 'loaderless'), {
      'registry.ts': `${readFileSync(`${FIXTURE}/registry.ts`, 'utf8')}\nCHUNKS.list = async () => ({});\n`,
    });
    await assert.rejects(buildChunks({ registry, outDir: join(scratch, 'loaderless-dist') }), {
      name: 'BuildError',
      message: /the loader of `list` must return one module's import\(\)/,
    });
  });
});
