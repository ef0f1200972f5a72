// `npm run build`: writes dist/, the folder a CDN serves (docs/deploy.md).
// 1. The chunks: every entry of the registry, src/chunks.ts (read as code by
//    scripts/build-chunks.mjs), as a content-hashed ES module
//    (bo-<name>-<hash>.js). Everything the `app` chunk's first render needs goes into that one
//    file; the other chunks import what they share with it from there. The frame parent is
//    built on its own (with its own copy of zod), so a host page in iframe mode loads the
//    loader and that one file, never the app.
// 2. The tables: each file's sha384, and for each chunk the files it needs (its own, then
//    every one it imports, transitively): what the loader preloads with integrity. A
//    catalogue's purchase half is checked against the hash its first half carries instead
//    (written into that chunk before it is hashed), so the loader carries one hash per
//    language and the purchase chunk none.
// 3. The loader (boxoffice.js, a classic script) with that table defined in.
// 4. The ES module for bundlers (boxoffice.mjs + esm/).
// Then scripts/post-build.mjs adds embed.html and the types and prints the loader's SRI.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'vite';
import { BuildError, readRegistry } from './build-chunks.mjs';

/** Chunks built on their own: they share nothing with the app but libraries. */
const STANDALONE = ['frame-parent'];

const fail = (message) => {
  console.error(`[build] ${message}`);
  process.exit(1);
};

/** One build of `entries` (name → module) into dist/, returning its manifest. */
async function buildChunks(entries, output) {
  await build({
    mode: 'chunks',
    logLevel: 'warn',
    // Each first half's purchase-half hash, written in below.
    define: { __BOXOFFICE_PURCHASE_HALF__: JSON.stringify(HALF) },
    build: {
      manifest: 'chunks.json',
      sourcemap: Boolean(process.env.BUILD_SOURCEMAP),
      lib: { entry: entries, formats: ['es'], fileName: (_format, name) => `bo-${name}-[hash].js` },
      rolldownOptions: {
        // The app chunk may export more than its entry: the modules the others share with it.
        preserveEntrySignatures: 'allow-extension',
        output: { chunkFileNames: 'bo-[name]-[hash].js', minify: true, ...output },
      },
    },
  });
  const manifest = JSON.parse(readFileSync('dist/chunks.json', 'utf8'));
  rmSync('dist/chunks.json');
  return manifest;
}

/** The part of a file's name that its sha384 (base64) gives: 8 URL-safe characters. */
const fileHash = (hash) => hash.slice(0, 8).replaceAll('+', '-').replaceAll('/', '_');

/** Stands for its purchase half's hash in a language's built first half until it is known. */
const HALF = '__BOXOFFICE_PURCHASE_HALF__';
rmSync('dist', { recursive: true, force: true });
/** Chunk name → entry module; each language's purchase half's name by its tag (its first half's). */
const { modules: entries, languages } = await readRegistry('src/chunks.ts').catch((error) => {
  if (!(error instanceof BuildError)) throw error;
  fail(error.message);
});
/** A catalogue's purchase half: checked against its first half's copy of its hash, not the loader's table. */
const isText = (name) => Object.values(languages).includes(name);
/** A catalogue's first half: the chunk named by its language's tag. */
const isLanguage = (name) => Object.hasOwn(languages, name);

// Every module the app's first render needs.
const [pass] = await build({
  mode: 'chunks',
  logLevel: 'warn',
  build: {
    write: false,
    lib: { entry: { app: entries.app }, formats: ['es'], fileName: () => 'app.js' },
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
const appModules = new Set(pass.output[0].moduleIds);

const shared = Object.fromEntries(
  Object.entries(entries).filter(([name]) => !STANDALONE.includes(name)),
);
const manifests = [
  await buildChunks(shared, {
    codeSplitting: { groups: [{ name: 'app', test: (id) => appModules.has(id) }] },
  }),
];
for (const name of STANDALONE) {
  manifests.push(await buildChunks({ [name]: entries[name] }, { codeSplitting: false }));
}

// Every file with its name (the manifest's), the files it imports, and its sha384. Each
// file is then renamed `bo-<name>-<first 8 characters of its sha384>.js`, leaves first (a
// file's name changes its importers' text, hence their hash), so a name never outlives its
// content and the loader needs only the hash to find the file.
const built = new Map();
for (const manifest of manifests) {
  for (const entry of Object.values(manifest)) {
    built.set(entry.file, {
      name: entry.name,
      imports: (entry.imports ?? []).map((key) => manifest[key].file),
    });
  }
}
/** The catalogues' purchase halves by name (`de-purchase`): each named after its hash, which goes into its first half. */
const texts = new Map();
for (const [name, path] of Object.entries(entries)) {
  if (!isText(name)) continue;
  const entry = manifests
    .flatMap((m) => Object.values(m))
    .find((e) => e.isEntry && e.name === name);
  if (!entry) fail(`no chunk was built for ${name} (${path})`);
  if ((entry.imports ?? []).length > 0)
    fail(
      `the ${name} catalogue imports other chunks: a catalogue must import nothing at run time.`,
    );
  const code = readFileSync(`dist/${entry.file}`, 'utf8').replace(
    /\n\/\/# sourceMappingURL=.*\n?$/,
    '\n',
  );
  const hash = createHash('sha384').update(code).digest('base64');
  const final = `bo-${name}-${fileHash(hash)}.js`;
  rmSync(`dist/${entry.file}`);
  rmSync(`dist/${entry.file}.map`, { force: true });
  writeFileSync(`dist/${final}`, code);
  texts.set(name, hash);
}

const renamed = new Map();
const files = [];
const place = (file, path = []) => {
  if (renamed.has(file)) return renamed.get(file);
  if (path.includes(file))
    fail(`chunks import each other in a circle: ${[...path, file].join(' → ')}`);
  const { name, imports } = built.get(file);
  const deps = imports.map((dep) => place(dep, [...path, file]));
  // Without its source map comment (with BUILD_SOURCEMAP the map is kept next to the file).
  let code = readFileSync(`dist/${file}`, 'utf8').replace(/\n\/\/# sourceMappingURL=.*\n?$/, '\n');
  imports.forEach((dep, i) => {
    code = code.replaceAll(`./${dep}`, `./${files[deps[i]].file}`);
  });
  if (isLanguage(name)) {
    const half = texts.get(languages[name]);
    const placeholder = /(["'`])__BOXOFFICE_PURCHASE_HALF__\1/g;
    if (!half || (code.match(placeholder) ?? []).length !== 1)
      fail(`the ${name} catalogue must export its purchase half's hash once (see src/i18n/de.ts).`);
    code = code.replace(placeholder, () => JSON.stringify(half));
  } else if (code.includes(HALF))
    fail(`${file} refers to a purchase half's hash: only a language's first half may.`);
  const hash = createHash('sha384').update(code).digest('base64');
  const final = `bo-${name}-${fileHash(hash)}.js`;
  rmSync(`dist/${file}`);
  if (existsSync(`dist/${file}.map`)) renameSync(`dist/${file}.map`, `dist/${final}.map`);
  writeFileSync(`dist/${final}`, code);
  renamed.set(file, files.length);
  files.push({ file: final, name, hash, deps });
  return renamed.get(file);
};

const chunks = {};
for (const [name, path] of Object.entries(entries)) {
  if (isText(name)) continue;
  const manifest = manifests.find((m) =>
    Object.values(m).some((e) => e.isEntry && e.name === name),
  );
  const entry = manifest && Object.values(manifest).find((e) => e.isEntry && e.name === name);
  if (!entry) fail(`no chunk was built for ${name} (${path})`);
  if ((entry.dynamicImports ?? []).length > 0)
    fail(`${path} uses import(): chunks load each other through the loader, verified.`);
  chunks[name] = place(entry.file);
  // A language chunk must stand alone: the loader fetches it before anything else.
  if (isLanguage(name) && files[chunks[name]].deps.length > 0)
    fail(
      `the ${name} catalogue imports other chunks: a catalogue must import nothing at run time.`,
    );
}
// The loader's table (src/embed/chunk-loader.ts): per file [name, sha384 (base64), ...the
// indexes of the files it imports], per chunk the index of its own file, and the languages.
const table = {
  files: files.map(({ name, hash, deps }) => [name, hash, ...deps]),
  chunks,
  languages: Object.keys(languages),
};

await build({
  mode: 'loader',
  logLevel: 'warn',
  define: { __BOXOFFICE_CHUNKS__: JSON.stringify(table) },
  build: { sourcemap: Boolean(process.env.BUILD_SOURCEMAP) },
});
await build({ mode: 'esm', logLevel: 'warn' });
// For the size budgets (.size-limit.cjs) and readers: each chunk's files (its own first),
// which chunks are catalogues (each language's two halves), and every file's integrity. The
// widget itself never reads it.
const closure = (index, seen = new Set()) => {
  if (seen.has(index)) return [];
  seen.add(index);
  return [files[index].file, ...files[index].deps.flatMap((dep) => closure(dep, seen))];
};
writeFileSync(
  'dist/chunks.json',
  `${JSON.stringify(
    {
      chunks: {
        ...Object.fromEntries(Object.entries(chunks).map(([name, i]) => [name, closure(i)])),
        ...Object.fromEntries(
          [...texts].map(([name, hash]) => [name, [`bo-${name}-${fileHash(hash)}.js`]]),
        ),
      },
      catalogues: Object.entries(languages).flat(),
      integrity: Object.fromEntries([
        ...files.map(({ file, hash }) => [file, `sha384-${hash}`]),
        ...[...texts].map(([name, hash]) => [`bo-${name}-${fileHash(hash)}.js`, `sha384-${hash}`]),
      ]),
    },
    null,
    2,
  )}\n`,
);
