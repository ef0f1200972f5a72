/**
 * A small checked reader for data the host page's side of the widget reads: the event's answer
 * in the loader, the frame's messages in the `frame-parent` chunk, the analytics bridge's
 * memory in sessionStorage. The app's chunks read their data with zod/mini; these three run
 * beside the host page, where zod alone would weigh more than the code it checks. It keeps a
 * schema's rules: every field's type, bounds and allowed values; only declared fields come
 * out (a copy, never the data itself); a field is read only as the data's own property.
 */

/** Turns data into its checked copy, or throws: `read` then answers null. */
export type Check<T> = (value: unknown) => T;

/** Refuses the data (`read` catches it, so it needs no text). */
const refuse = (): never => {
  throw new TypeError();
};

/** `check`'s copy of `value`, or null when it does not pass. Never throws. */
export function read<T>(check: Check<T>, value: unknown): T | null {
  try {
    return check(value);
  } catch {
    return null;
  }
}

/** `value`'s own property `name`, or undefined (an inherited one, or no object, counts as absent). */
export const field = (value: unknown, name: string): unknown =>
  value instanceof Object && Object.hasOwn(value, name) ? Reflect.get(value, name) : undefined;

/** A number that passes `within` (and is finite: NaN and ±Infinity never pass). */
export const number =
  (within: (n: number) => boolean = () => true): Check<number> =>
  (value) =>
    typeof value === 'number' && Number.isFinite(value) && within(value) ? value : refuse();

/**
 * A whole number (a safe integer). An arrow rather than `Number.isSafeInteger` itself: a chunk
 * that does not use `int` then drops it whole (a property read at the top level would stay).
 */
export const int: Check<number> = number((n) => Number.isSafeInteger(n));

/** Whether `n` is a count of one or more: a basket line's quantity, a stored cart's. */
export const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && Number(n) > 0;

/** A count of one or more. */
export const count: Check<number> = number(isCount);

/** A string of at most `max` UTF-16 code units. */
export const text =
  (max: number): Check<string> =>
  (value) =>
    typeof value === 'string' && value.length <= max ? value : refuse();

/** Exactly `allowed`. */
export const literal =
  <const T extends string | number>(allowed: T): Check<T> =>
  (value) =>
    value === allowed ? allowed : refuse();

/** `null`, or `check`'s. */
export const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (value) =>
    value === null ? null : check(value);

/** Absent from its object, or `check`'s. */
export const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value) =>
    value === undefined ? undefined : check(value);

/** A list of at most `max` items, each checked (a hole counts as `undefined`). */
export const list =
  <T>(check: Check<T>, max: number): Check<T[]> =>
  (value) =>
    Array.isArray(value) && value.length <= max ? Array.from(value, check) : refuse();

/** A pair: a list of two, each checked by its own. */
export const pair =
  <A, B>(first: Check<A>, second: Check<B>): Check<[A, B]> =>
  (value) =>
    Array.isArray(value) && value.length === 2 ? [first(value[0]), second(value[1])] : refuse();

/**
 * An object with the fields of `shape`, each checked; the copy has those fields alone (the
 * keys are ours, never the data's). A field that is not the object's own counts as absent.
 */
export const object =
  <S extends Record<string, Check<unknown>>>(
    shape: S,
  ): Check<{ [K in keyof S]: ReturnType<S[K]> }> =>
  (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return refuse();
    const copy: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) {
      const own = Object.hasOwn(value, key);
      const checked = check(own ? Reflect.get(value, key) : undefined);
      // An optional field the data left out stays out of the copy.
      if (own) copy[key] = checked;
    }
    return copy as { [K in keyof S]: ReturnType<S[K]> };
  };

/** The first of `checks` that passes. */
export const union =
  <T>(checks: Check<T>[]): Check<T> =>
  (value) => {
    for (const check of checks) {
      try {
        return check(value);
      } catch {
        // Not this one: try the next.
      }
    }
    return refuse();
  };
