// The chunk registry, src/chunks.ts, as the build (scripts/build.mjs) needs it, read as code:
// Vite runs the registry with every module a loader imports stood in for by that module's
// path, then calls every loader. A language is what the registry's LANGUAGES says, whatever
// its tag looks like.
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

/** A mistake in the registry or the modules it names: the build stops with `message`. */
export class BuildError extends Error {
  name = 'BuildError';
}
const fail = (message) => {
  throw new BuildError(message);
};

/**
 * The registry of `file` (src/chunks.ts): each chunk's module (an absolute path), and each
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
