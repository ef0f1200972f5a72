/**
 * The API contract as code: every resource of the sell API, in `zod/mini`. Each schema and
 * its inferred type share one name.
 *
 * Tolerance is deliberate and limited to what the API allows:
 * - enum-like values the client does not know map to `'unknown'` (the API's rule: "clients must
 *   accept values they do not know"); the UI treats them as "not on sale" / "hosted checkout";
 * - the optional EventDetail fields may be absent or `null`;
 * - unknown extra fields are dropped (`z.object` strips them).
 * Everything else is strict: missing tiers, string quantities or negative prices fail.
 */
export * from './catalog-schemas.ts';
export * from './sales-schemas.ts';
export * from './schema-primitives.ts';
