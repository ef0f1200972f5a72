// The chunks of `npm run build` (scripts/build.mjs), built from the registry of src/registry.ts
// (docs/architecture.md, "The build"):
// 1. The registry, read as code: Vite runs it with every module a loader imports stood in for by
//    that module's path, then calls every loader. A language is what the registry's LANGUAGES
//    says, whatever its tag looks like.
// 2. Every module the app's first render needs, so that all of them go into the `app` file.
// 3. Each language's purchase half, on its own.
// 4. Each language's first half, on its own, with its purchase half (the file the bundler named
//    and its sha384) defined in as `__BOXOFFICE_PURCHASE_HALF__`, so the purchase chunk carries
//    no hash of a language.
// 5. The catalogues' list: one chunk with every first half's file and sha384, so the loader
//    carries the languages' names and that one chunk's hash, not a hash per language.
// 6. The chunks of code: `app` with everything its first render needs, the others importing
//    what they share with it from there; the frame parent, the analytics bridge and button
//    mode's triggers each on its own (STANDALONE), so a host page loads the loader and those
//    files, never the app.
// Every file is named by the bundler (`bo-<name>-<its content hash>.js`), which also writes
// the import specifiers; its sha384 is taken from the bytes written.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { build, runnerImport } from 'vite';

/**
 * Chunks built on their own: they run on the host page beside the loader (iframe mode's parent,
 * the analytics bridge, button mode's triggers) and share no file with the app, so a host page
 * never loads the app's file for a helper they have in common: each carries its own copy of
 * the small shared modules it uses (src/shared/).
 */
const STANDALONE = ['frame-parent', 'analytics', 'trigger'];
/** Every file's name: the bundler fills in the chunk's name and its content hash. */
const FILE_NAME = 'bo-[name]-[hash:6].js';

/** A mistake in the registry or the modules it names: the build stops with `message`. */
export class BuildError extends Error {
  name = 'BuildError';
}
const fail = (message) => {
  throw new BuildError(message);
};

/**
 * The registry of `file` (src/registry.ts): each chunk's module (an absolute path), and each
 * language's purchase half's chunk name, by the language's tag (its first half's name).
 */
export async function readRegistry(file) {
  const registry = resolve(file);
  const entry = 'virtual:boxoffice-registry';
  const stand = '\0boxoffice-chunk-module:';
  // Vite's runner sets NODE_ENV to `development` where it is unset, and the builds after it
  // would then compile JSX for development: it is put back.
  const nodeEnv = process.env.NODE_ENV;
  const { module } = await runnerImport(entry, {
    configFile: false,
    logLevel: 'warn',
    plugins: [
      {
        name: 'boxoffice-registry',
        // Before Vite's own resolver, which would find the modules themselves.
        enforce: 'pre',
        async resolveId(source, importer) {
          if (source === entry) return `\0${entry}`;
          if (importer !== registry) return null;
          const resolved = await this.resolve(source, importer, { skipSelf: true });
          return resolved && `${stand}${resolved.id}`;
        },
        load(id) {
          if (id.startsWith(stand))
            return `export const path = ${JSON.stringify(id.slice(stand.length))};`;
          if (id !== `\0${entry}`) return null;
          return `import { CHUNKS, LANGUAGES, purchaseChunk } from ${JSON.stringify(registry)};
const modules = {};
for (const [name, load] of Object.entries(CHUNKS)) modules[name] = (await load()).path;
export default {
  modules,
  languages: Object.fromEntries(LANGUAGES.map((code) => [code, purchaseChunk(code)])),
};`;
        },
      },
    ],
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  const { modules, languages } = module.default;
  for (const [name, path] of Object.entries(modules)) {
    if (typeof path !== 'string')
      fail(`${file}: the loader of \`${name}\` must return one module's import().`);
  }
  if (!modules.app) fail(`${file} lists no \`app\` chunk.`);
  for (const [code, purchase] of Object.entries(languages)) {
    if (!modules[code] || !modules[purchase])
      fail(`${file}: the language ${code} needs two chunks, \`${code}\` and \`${purchase}\`.`);
  }
  return { modules, languages };
}

/** A module of src/ as code (Vite runs it): the build shares the loader's definitions. */
async function readModule(file) {
  const nodeEnv = process.env.NODE_ENV;
  const { module } = await runnerImport(resolve(file), { configFile: false, logLevel: 'warn' });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  return module;
}

/** The sha384 (base64) of a file as written. */
const sha384 = (path) => createHash('sha384').update(readFileSync(path)).digest('base64');

/**
 * Builds the chunks of registry `registry` into `outDir`. Returns the loader's table
 * (`ChunkTable` in src/shared/chunk-table.ts) and, for the size budgets and other tools,
 * each chunk's files (its own first), the catalogues' chunk names and every file's integrity.
 */
export async function buildChunks({
  registry = 'src/registry.ts',
  outDir = 'dist',
  sourcemap = false,
}) {
  const { modules, languages } = await readRegistry(registry);
  const catalogues = new Set(Object.entries(languages).flat());
  const pick = (names) => Object.fromEntries(names.map((name) => [name, modules[name]]));

  /** One build of `entries` (name → module) into `outDir`: the chunks it wrote. */
  const chunksOf = async (entries, { define, output } = {}) => {
    const result = await build({
      mode: 'chunks',
      logLevel: 'warn',
      ...(define && { define }),
      build: {
        outDir,
        sourcemap,
        lib: { entry: entries, formats: ['es'], fileName: () => FILE_NAME },
        rolldownOptions: {
          // The app chunk may export more than its entry: the modules the others share with it.
          preserveEntrySignatures: 'allow-extension',
          output: { chunkFileNames: FILE_NAME, minify: true, ...output },
        },
      },
    });
    return [result]
      .flat()
      .flatMap(({ output }) => output)
      .filter((file) => file.type === 'chunk');
  };
  /**
   * The file of catalogue `name` among `chunks`: it must hold its own module and nothing else,
   * and import nothing (the loader fetches it before anything else, alone).
   */
  const alone = (name, chunks) => {
    const chunk = chunks.find((c) => c.isEntry && c.name === name);
    if (chunk?.moduleIds.length !== 1 || chunk.imports.length + chunk.dynamicImports.length > 0)
      fail(
        `the ${name} catalogue imports other modules: a catalogue must import nothing at run time.`,
      );
    return chunk;
  };

  // Every module the app's first render needs.
  const [pass] = await build({
    mode: 'chunks',
    logLevel: 'warn',
    build: {
      write: false,
      lib: { entry: { app: modules.app }, formats: ['es'], fileName: () => 'app.js' },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const appModules = new Set(pass.output[0].moduleIds);

  /** Each purchase half by name: its file and sha384. */
  const halves = new Map();
  const purchases = Object.values(languages);
  if (purchases.length > 0) {
    const built = await chunksOf(pick(purchases));
    for (const name of purchases) {
      const { fileName } = alone(name, built);
      halves.set(name, [fileName, sha384(join(outDir, fileName))]);
    }
  }

  const written = [];
  /** Each language's first half: its file and sha384, in the order of `languages`. */
  const firstHalves = [];
  for (const [code, purchase] of Object.entries(languages)) {
    const half = halves.get(purchase);
    const chunk = alone(
      code,
      await chunksOf(pick([code]), {
        define: { __BOXOFFICE_PURCHASE_HALF__: JSON.stringify(half) },
      }),
    );
    // The file as the loader will run it carries its purchase half.
    const built = await import(pathToFileURL(resolve(outDir, chunk.fileName)).href);
    if (!isDeepStrictEqual(built.purchase, half))
      fail(
        `the ${code} catalogue must export its purchase half as \`purchase\` (see src/i18n/de.ts).`,
      );
    firstHalves.push([chunk.fileName, sha384(join(outDir, chunk.fileName))]);
  }
  // The catalogues' list (`CATALOGUES` of src/shared/chunk-table.ts): the loader carries its hash
  // and the languages' names, not one hash per language.
  const { CATALOGUES } = await readModule('src/shared/chunk-table.ts');
  if (firstHalves.length > 0) {
    // A library build's entry is a file: the list is written to a scratch folder first.
    const scratch = mkdtempSync(join(tmpdir(), 'boxoffice-catalogues-'));
    const entry = join(scratch, 'catalogues.js');
    writeFileSync(entry, `export const files = ${JSON.stringify(firstHalves)};\n`);
    try {
      written.push(alone(CATALOGUES, await chunksOf({ [CATALOGUES]: entry })));
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  const code = [
    ...Object.keys(modules).filter((name) => !catalogues.has(name)),
    ...(firstHalves.length > 0 ? [CATALOGUES] : []),
  ];
  const shared = code.filter((name) => modules[name] && !STANDALONE.includes(name));
  written.push(
    ...(await chunksOf(pick(shared), {
      output: {
        codeSplitting: { groups: [{ name: 'app', test: (id) => appModules.has(id) }] },
        // V8's compile hint: compile every function of the app chunk while it downloads, off the
        // main thread, instead of each on its first call there (the first render calls most).
        postBanner: (chunk) => (chunk.name === 'app' ? '//# allFunctionsCalledOnLoad' : undefined),
      },
    })),
  );
  for (const name of code.filter((name) => STANDALONE.includes(name)))
    written.push(...(await chunksOf(pick([name]), { output: { codeSplitting: false } })));

  // The files of the loader's table: the chunks first, in the registry's order and the
  // catalogues' list last, then the files they share; per file its name, its sha384 and the
  // indexes of the files it imports.
  const entries = code.map((name) => {
    const chunk = written.find((c) => c.isEntry && c.name === name);
    if (!chunk) fail(`no chunk was built for ${name} (${modules[name]})`);
    return chunk;
  });
  // One entry per file (a file two builds wrote has one name, hence one content).
  const ordered = [...new Map([...entries, ...written].map((c) => [c.fileName, c])).values()];
  const index = new Map(ordered.map((chunk, i) => [chunk.fileName, i]));
  const files = ordered.map((chunk) => {
    if (chunk.dynamicImports.length > 0)
      fail(
        `${chunk.facadeModuleId ?? chunk.fileName} uses import(): chunks load each other through the loader, verified.`,
      );
    const path = join(outDir, chunk.fileName);
    return [chunk.fileName, sha384(path), ...chunk.imports.map((file) => index.get(file))];
  });
  // The loader's table, in the format src/shared/chunk-table.ts defines for both.
  const { packTable } = await readModule('src/shared/chunk-table.ts');
  const table = packTable(files, Object.keys(languages), code);
  if (typeof table === 'string') fail(table);
  // The loader checks a file's imports before the file: they cannot go round in a circle.
  const closure = (i, path = []) => {
    if (path.includes(i))
      fail(
        `chunks import each other in a circle: ${[...path, i].map((j) => files[j][0]).join(' → ')}`,
      );
    return [i, ...files[i].slice(2).flatMap((dep) => closure(dep, [...path, i]))];
  };

  const filesOf = (i) => [...new Set(closure(i))].map((j) => files[j][0]);
  return {
    table,
    list: {
      chunks: {
        ...Object.fromEntries(entries.map((chunk, i) => [chunk.name, filesOf(i)])),
        ...Object.fromEntries(Object.keys(languages).map((name, i) => [name, [firstHalves[i][0]]])),
        ...Object.fromEntries([...halves].map(([name, [file]]) => [name, [file]])),
      },
      catalogues: [...catalogues],
      integrity: Object.fromEntries(
        [...files, ...firstHalves, ...halves.values()].map(([file, hash]) => [
          file,
          `sha384-${hash}`,
        ]),
      ),
    },
  };
}
