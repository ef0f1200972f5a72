/**
 * The sha384 (base64) of a language's purchase half (e.g. `de-purchase`), exported by its
 * first half as `purchase`: the script-tag build writes each language's own value into that
 * language's first-half chunk (scripts/build.mjs). The loader checked the first half, so the
 * purchase half is checked against a hash that was. Undefined in the ES module build and the
 * tests (vite.config.ts), where chunks are plain imports.
 */
declare const __BOXOFFICE_PURCHASE_HALF__: string | undefined;
