/**
 * Small building blocks for the schemas, chosen for the size of the first-render chunk: each
 * replaces a zod/mini feature (`z.int`, `z.url`, `z.record`, `z.minLength`, `z.minimum`,
 * `z.maximum`, `z.maxLength`, `z.enum`, `z.literal`) that would add its own check class,
 * with the same rule written as a `refine` / `custom` check (zod code the chunk carries
 * anyway). `node scripts/size-report.mjs` shows what zod costs.
 */
import * as z from 'zod/mini';

/** `length > 0` (a string or an array): like `z.minLength(1)`. */
export const nonEmpty = () => z.refine<{ length: number }>((v) => v.length > 0);
/**
 * No two items share an `id`. The widget keys quantities and answers by id: two tiers with one
 * id would move together and be bought as one, so such an answer is refused, not shown.
 */
export const distinctIds = () =>
  z.refine<readonly { id: string }[]>(
    (items) => new Set(items.map((item) => item.id)).size === items.length,
  );
/** At most `max` items or UTF-16 code units: like `z.maxLength(max)`. */
export const lengthAtMost = (max: number) => z.refine<{ length: number }>((v) => v.length <= max);
/** `>= min`: like `z.minimum(min)` (`z.nonnegative()` is `atLeast(0)`). */
export const atLeast = (min: number) => z.refine<number>((n) => n >= min);
/** `<= max`: like `z.maximum(max)`. */
export const atMost = (max: number) => z.refine<number>((n) => n <= max);
/** A safe integer, like `z.int()` (which brings a check class of its own). */
export const Int = z.number().check(z.refine(Number.isSafeInteger));
/**
 * Whether `value` is an absolute URL the URL parser accepts; with `web`, only `http(s)://…`.
 * (Cheaper in the bundle than `z.url()`, which carries its own URL-parsing layer.)
 */
export function isUrl(value: string, web = false): boolean {
  if (/[\t\n\r]/.test(value) || (web && !/^https?:\/\//i.test(value))) return false;
  try {
    return Boolean(new URL(value));
  } catch {
    return false;
  }
}
/** A plain object whose every value passes `isValue`, like a `z.record` (which brings its own schema class). */
export const recordOf = <V>(isValue: (value: unknown) => value is V) =>
  z.custom<Record<string, V>>(
    (input) =>
      typeof input === 'object' &&
      input !== null &&
      !Array.isArray(input) &&
      Object.values(input).every(isValue),
  );
/** One of `values` (typed): like `z.enum(values)` / `z.literal`. */
export const oneOf = <const V extends readonly (string | number)[]>(values: V) =>
  z.custom<V[number]>((v) => (values as readonly unknown[]).includes(v));
