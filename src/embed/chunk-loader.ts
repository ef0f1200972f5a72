/**
 * Verified chunk loading for the script-tag build. Each file a chunk needs is fetched
 * through `<link rel="modulepreload" crossorigin="anonymous" integrity="sha384-…">`, and the
 * chunk is imported only after every one of those links fired `load`: the browser then
 * serves the `import()` (and the chunk's own imports) from its module map, so no byte runs
 * unchecked. After an `error` nothing is imported (an `import()` after a failed preload
 * would fetch the file again without integrity); the load rejects and the widget shows
 * its notice. The integrity values come from the build (docs/architecture.md): the loader's
 * table, and for a catalogue's purchase half the value its first half carries.
 */
import type { ChunkName, Chunks } from '../chunks';
import type { ChunkSource } from './contract';

/**
 * The build's table of chunk files, written into the loader by `scripts/build.mjs`: per file
 * `[name, sha384 (base64), ...indexes of the files it imports]`; per chunk the index of its
 * own file. A file's name is `bo-<name>-<its hash's first 8 characters, URL-safe>.js`, so the
 * hash alone finds it.
 */
export interface ChunkTable {
  files: [string, string, ...number[]][];
  chunks: Record<string, number>;
}

/** The languages with a catalogue among chunk `names` (a language chunk is named by its two-letter code), English first. */
export const languagesOf = (names: readonly string[]): string[] => [
  'en',
  ...names.filter((name) => /^[a-z]{2}$/.test(name)),
];

/** A chunk source over the build's table, with files resolved against `base` (the loader's URL). */
export function verifiedChunks(table: ChunkTable, base: string): ChunkSource {
  const preloads = new Map<number, Promise<unknown>>();
  const modules = new Map<string, Promise<unknown>>();
  // The table's files, then any file loaded with the sha384 its caller was given.
  const files = [...table.files];
  const url = (index: number) => {
    const [name, hash] = files[index] ?? ['', ''];
    return new URL(
      `bo-${name}-${hash.slice(0, 8).replace(/\+/g, '-').replace(/\//g, '_')}.js`,
      base,
    ).href;
  };

  /** Preloads file `index` and everything it imports, checked; settles when all have loaded. */
  const preload = (index: number): Promise<unknown> => {
    let done = preloads.get(index);
    if (!done) {
      const [, hash = '', ...imports] = files[index] ?? [];
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.integrity = `sha384-${hash}`;
      link.href = url(index);
      document.head.append(link);
      done = Promise.all([
        new Promise((resolve, reject) => {
          // The module stays in the browser's module map: the link can go once it settled.
          link.onload = resolve;
          link.onerror = () => {
            // Not cached: a later mount may try again, through a new checked preload.
            preloads.delete(index);
            reject(new Error(`${link.href} did not load or failed its integrity check`));
          };
        }).finally(() => link.remove()),
        ...imports.map(preload),
      ]);
      preloads.set(index, done);
    }
    return done;
  };

  return {
    languages: languagesOf(Object.keys(table.chunks)),
    load<K extends ChunkName>(name: K, sha384?: string): Promise<Chunks[K]> {
      let module = modules.get(name);
      if (!module) {
        // A name the table lists always loads with the table's hash.
        const index = Object.hasOwn(table.chunks, name)
          ? table.chunks[name]
          : sha384
            ? files.push([name, sha384]) - 1
            : undefined;
        module =
          index === undefined
            ? Promise.reject(new Error(`no chunk named ${name}`))
            : preload(index).then(() => import(/* @vite-ignore */ url(index)));
        modules.set(name, module);
        module.catch(() => modules.delete(name));
      }
      return module as Promise<Chunks[K]>;
    },
  };
}
