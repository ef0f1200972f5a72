// `npm run build`: writes dist/, the folder a CDN serves (docs/deploy.md).
// 1. The chunks (scripts/build-chunks.mjs): every entry of the registry, src/registry.ts, as an
//    ES module the bundler names by its content (bo-<name>-<hash>.js), and the loader's table:
//    each file's name, its sha384 and the files it imports; each chunk's file.
// 2. The loader (boxoffice.js, a classic script) with that table defined in.
// 3. The ES module for bundlers (boxoffice.mjs + esm/).
// 4. dist/chunks.json: for the size budgets (.size-limit.cjs) and readers, each chunk's files
//    (its own first), which chunks are catalogues, and every file's integrity. The widget
//    itself never reads it.
// 5. dist/options.json: every option of the widget's table with its attributes, fix, policy and
//    constant default (scripts/read-options.mjs), for the configurator and integrators' tools.
// Then scripts/post-build.mjs adds embed.html and the types and prints the loader's SRI.
import { rmSync, writeFileSync } from 'node:fs';
import { build } from 'vite';
import { BuildError, buildChunks } from './build-chunks.mjs';
import { readOptions } from './read-options.mjs';

const sourcemap = Boolean(process.env.BUILD_SOURCEMAP);
rmSync('dist', { recursive: true, force: true });
try {
  const { table, list } = await buildChunks({
    registry: 'src/registry.ts',
    outDir: 'dist',
    sourcemap,
  });
  await build({
    mode: 'loader',
    logLevel: 'warn',
    define: { __BOXOFFICE_CHUNKS__: JSON.stringify(table) },
    build: { sourcemap },
  });
  await build({ mode: 'esm', logLevel: 'warn' });
  writeFileSync('dist/chunks.json', `${JSON.stringify(list, null, 2)}\n`);
  writeFileSync('dist/options.json', `${JSON.stringify(await readOptions(), null, 2)}\n`);
} catch (error) {
  if (!(error instanceof BuildError)) throw error;
  console.error(`[build] ${error.message}`);
  process.exit(1);
}
