/**
 * A language's purchase half (e.g. `de-purchase`) as its first half exports it, `purchase`:
 * its file and that file's sha384 (base64), the same pair the loader's table gives a file
 * (`ChunkFile` in src/shared/chunk-table.ts). The script-tag build defines each language's
 * own value while building that language's first half (scripts/build-chunks.mjs). The loader
 * checked the first half, so the purchase half is checked against a hash that was. Undefined
 * in the ES module build and the tests (vite.config.ts), where chunks are plain imports.
 */
declare const __BOXOFFICE_PURCHASE_HALF__: [file: string, sha384: string] | undefined;
