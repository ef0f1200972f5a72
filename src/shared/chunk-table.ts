/**
 * The table of chunk files the build writes into the loader (`__BOXOFFICE_CHUNKS__`), defined
 * once for both: `packTable` is what scripts/build-chunks.mjs writes, `unpackTable` what the
 * loader's chunk source reads (docs/architecture.md, "The build"). Every file is named
 * `bo-<name>-<content hash>.js` by the bundler, next to the loader. Random hashes do not
 * compress, so the table is most of the loader's bytes that are not code: it spells each
 * file as one string, its sha384 (base64: 64 characters, no padding) followed by the middle
 * of its name, and a chunk's own file by its content hash alone (its name is the chunk's).
 *
 * The languages' files are not in it: a page loads one language at most, so the loader carries
 * their names alone, and one chunk, `CATALOGUES`, lists each language's first half with its
 * sha384; the loader checks that chunk against the hash it carries, then the language's file
 * against the hash the chunk gives. A language added adds nothing to the loader but its name.
 */

/** A file as the table holds it: its sha384 and the middle of its name, then the indexes of the files it imports. */
export type ChunkFile = [file: string, ...imports: number[]];

/**
 * The build's table. A chunk is found by its place: `files` starts with each chunk, in the
 * order of `chunks`; the files they share follow.
 */
export interface ChunkTable {
  files: ChunkFile[];
  /** Each language with a catalogue besides English, in the order of `CATALOGUES`' list. */
  languages: string[];
  /** Each chunk (`app`, `list`, …, `catalogues`). */
  chunks: string[];
}

/** The chunk listing each language's first half (`Catalogues`): the build writes it, the loader reads it. */
export const CATALOGUES = 'catalogues';

/** The `CATALOGUES` chunk's module: each language's first half, in the order of the table's `languages`. */
export interface Catalogues {
  files: PurchaseHalf[];
}

/**
 * A catalogue's purchase half, as its first half carries it (the table does not list it): its
 * file's name and that file's sha384 (base64).
 */
export type PurchaseHalf = [file: string, sha384: string];

/** One file as the build describes it: its name, its sha384 (base64), the indexes of the files it imports. */
export type BuiltFile = [file: string, sha384: string, ...imports: number[]];

/** Length of a sha384 in base64 without padding. */
const HASH = 64;

/** The name prefix of the `index`-th file of a table with `names` (chunk names first). */
const prefixOf = (names: readonly string[], index: number) =>
  index < names.length ? `bo-${names[index]}-` : 'bo-';

/**
 * The table of `files` (ordered: the chunks, then shared files), or an error naming the file
 * that does not fit the format.
 */
export function packTable(
  files: readonly BuiltFile[],
  languages: string[],
  chunks: string[],
): ChunkTable | string {
  const names = chunks;
  const packed: ChunkFile[] = [];
  for (const [index, [file, hash, ...imports]] of files.entries()) {
    const prefix = prefixOf(names, index);
    if (!file.startsWith(prefix) || !file.endsWith('.js') || !/^[\w+/]{64}$/.test(hash))
      return `${file} is not named ${prefix}….js: the loader could not find it.`;
    packed.push([`${hash}${file.slice(prefix.length, -'.js'.length)}`, ...imports]);
  }
  return { files: packed, languages, chunks };
}

/** The table's files as the loader uses them, each `[file name, sha384, ...imports]`, and each chunk's index. */
export function unpackTable(table: ChunkTable): {
  files: BuiltFile[];
  named: Map<string, number>;
} {
  const names = table.chunks;
  return {
    files: table.files.map(([file, ...imports], index) => [
      `${prefixOf(names, index)}${file.slice(HASH)}.js`,
      file.slice(0, HASH),
      ...imports,
    ]),
    named: new Map(names.map((name, index) => [name, index])),
  };
}
