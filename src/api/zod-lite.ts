/**
 * The zod/mini engine of the widget bundle: the part of zod/mini's API that the widget's
 * schemas use (`object`, `string`, `number`, `boolean`, `array`, `optional`, `nullable`,
 * `union`, `literal`, `custom`; checks `refine`, `regex`, `overwrite`, `trim`) with zod 4's
 * parse rules, in ~0.8 KB gzip instead of ~5.6 KB. The schemas stay written in zod/mini;
 * their types, the unit tests and the sandbox use real zod. Only `vite build` swaps this
 * module in for `zod/mini` (see `vite.config.ts`). `zod-lite.test.ts` parses thousands of
 * mutated payloads with both engines and requires the same outcome, data and issue paths;
 * the `lite-node`/`lite-dom` test projects run the widget's unit tests again on this engine.
 *
 * Deliberate differences: issue messages are shorter (they only reach console hints), and
 * nothing is async (no check of the widget is). Every factory is `@__NO_SIDE_EFFECTS__`
 * (as zod's are), so schemas the widget never parses (orders, the webhook) leave the bundle.
 */

/** One problem found while parsing; `path` leads from the root value to it. */
export interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  /** Whether later checks of the same value still run (zod: refinements and formats). */
  continue?: boolean;
}

interface Payload {
  value: unknown;
  issues: Issue[];
}

/** A check as `.check()` takes it: inspects (and for `overwrite`, replaces) the value. */
export type Check = (payload: Payload) => void;

export type SafeParseResult =
  | { success: true; data: unknown; error?: undefined }
  | { success: false; data?: undefined; error: { issues: Issue[] } };

/** A schema of this engine. */
export interface Schema {
  /** Parses `payload` in place: its value may be replaced, its issues appended to. */
  run(payload: Payload): Payload;
  /** Absence is allowed (zod's `optin`/`optout` = "optional"). */
  optional?: boolean;
  /** The fields of an object schema. */
  shape?: Record<string, Schema>;
  /** A copy with `checks` run after the current ones. */
  check(...checks: Check[]): Schema;
  safeParse(input: unknown): SafeParseResult;
}

/** What a value is, for messages: `typeof`, but `null`, `array` and `NaN` by name. */
const received = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isNaN(v) ? 'NaN' : typeof v;

const issue = (code: string, message: string, more?: Partial<Issue>): Issue => ({
  code,
  path: [],
  message,
  ...more,
});

const typeIssue = (expected: string, input: unknown) =>
  issue('invalid_type', `Invalid input: expected ${expected}, received ${received(input)}`);

/** Whether an issue stops the value's remaining checks (zod's `util.aborted`). */
const aborts = (issues: Issue[], from = 0) => issues.slice(from).some((i) => !i.continue);

/** Prepends `key` to the path of each of `issues` and appends them to `to`. */
const nest = (to: Issue[], key: PropertyKey, issues: Issue[]) => {
  for (const i of issues) to.push({ ...i, path: [key, ...i.path] });
};

/**
 * A schema from its type-level `parse` (which only reports and never runs checks) and its
 * checks: as in zod, checks run in order after a clean parse, and stop at the first issue
 * that aborts (a type error, a failed literal, a nested object's issues).
 */
/* @__NO_SIDE_EFFECTS__ */
function schema(
  parse: (payload: Payload) => unknown,
  checks: readonly Check[] = [],
  extra: Pick<Schema, 'optional' | 'shape'> = {},
): Schema {
  const self: Schema = {
    ...extra,
    run(payload) {
      parse(payload);
      let aborted = aborts(payload.issues);
      for (const check of checks) {
        if (aborted) break;
        const before = payload.issues.length;
        check(payload);
        aborted = aborts(payload.issues, before);
      }
      return payload;
    },
    check: (...more) => schema(parse, [...checks, ...more], extra),
    safeParse(input) {
      const { value, issues } = self.run({ value: input, issues: [] });
      return issues.length ? { success: false, error: { issues } } : { success: true, data: value };
    },
  };
  return self;
}

const typed =
  (expected: string, accepts: (value: unknown) => boolean) => /* @__NO_SIDE_EFFECTS__ */ () =>
    schema((p) => accepts(p.value) || p.issues.push(typeIssue(expected, p.value)));

/** `z.string()`. */
export const string = typed('string', (v) => typeof v === 'string');
/** `z.number()`: finite numbers only, as in zod 4. */
export const number = typed('number', (v) => typeof v === 'number' && Number.isFinite(v));
/** `z.boolean()`. */
export const boolean = typed('boolean', (v) => typeof v === 'boolean');

/** `z.literal(value)` / `z.literal([values])`. */
export const literal = /* @__NO_SIDE_EFFECTS__ */ (values: unknown) => {
  const allowed = Array.isArray(values) ? values : [values];
  return schema(
    (p) => allowed.includes(p.value) || p.issues.push(issue('invalid_value', 'Invalid input')),
  );
};

/**
 * `z.refine(fn)`: a `custom` issue when `fn` is falsy. It lets later checks run unless
 * `abort` (zod: `refine` does, `custom` does not).
 */
export const refine =
  /* @__NO_SIDE_EFFECTS__ */
    (fn: (value: never) => unknown, abort = false): Check =>
    (p) => {
      if (!fn(p.value as never))
        p.issues.push(issue('custom', 'Invalid input', { continue: !abort }));
    };

/** `z.custom(fn?)`: anything, or what `fn` accepts (a failure aborts the value's checks). */
export const custom = /* @__NO_SIDE_EFFECTS__ */ (fn?: (value: never) => unknown) =>
  schema(() => {}, fn ? [refine(fn, true)] : []);

/** `z.regex(pattern)`. */
export const regex =
  /* @__NO_SIDE_EFFECTS__ */
    (pattern: RegExp): Check =>
    (p) => {
      pattern.lastIndex = 0;
      if (!pattern.test(p.value as string))
        p.issues.push(
          issue('invalid_format', `Invalid string: must match pattern ${pattern}`, {
            continue: true,
          }),
        );
    };

/** `z.overwrite(tx)`: replaces the value; later checks see the new one. */
export const overwrite =
  /* @__NO_SIDE_EFFECTS__ */
    (tx: (value: never) => unknown): Check =>
    (p) => {
      p.value = tx(p.value as never);
    };

/** `z.trim()`. */
export const trim = /* @__NO_SIDE_EFFECTS__ */ () => overwrite((s: string) => s.trim());

/** `z.optional(inner)`: `undefined` passes; an absent object key is left out. */
export const optional = /* @__NO_SIDE_EFFECTS__ */ (inner: Schema) =>
  schema((p) => p.value === undefined || inner.run(p), [], { optional: true });

/** `z.nullable(inner)`: `null` passes. */
export const nullable = /* @__NO_SIDE_EFFECTS__ */ (inner: Schema) =>
  schema((p) => p.value === null || inner.run(p), [], { optional: inner.optional });

/** `z.array(element)`: a new array of the parsed elements. */
export const array = /* @__NO_SIDE_EFFECTS__ */ (element: Schema) =>
  schema((p) => {
    const input = p.value;
    if (!Array.isArray(input)) return p.issues.push(typeIssue('array', input));
    p.value = input.map((item, index) => {
      const result = element.run({ value: item, issues: [] });
      nest(p.issues, index, result.issues);
      return result.value;
    });
  });

/**
 * `z.object(shape)`: a new object with the shape's keys, in shape order; unknown keys are
 * stripped. An absent key is an issue unless its schema is optional (zod 4.6's rule, even
 * for schemas that accept `undefined`); a present `undefined` is kept.
 */
export const object = /* @__NO_SIDE_EFFECTS__ */ (shape: Record<string, Schema>) =>
  schema(
    (p) => {
      const input = p.value as Record<string, unknown>;
      if (typeof input !== 'object' || input === null || Array.isArray(input))
        return p.issues.push(typeIssue('object', input));
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(shape)) {
        if (key === '__proto__') continue;
        const field = shape[key] as Schema;
        const present = key in input;
        if (!present && field.optional) continue;
        const result = field.run({ value: input[key], issues: [] });
        nest(p.issues, key, result.issues);
        if (!present) {
          if (!result.issues.length) nest(p.issues, key, [typeIssue('nonoptional', undefined)]);
        } else out[key] = result.value;
      }
      p.value = out;
    },
    [],
    { shape },
  );

/**
 * `z.union(options)`: the first option that parses cleanly; else the only option whose
 * issues do not abort (its issues stand); else one `invalid_union` issue.
 */
export const union = /* @__NO_SIDE_EFFECTS__ */ (options: Schema[]) =>
  schema(
    (p) => {
      if (options.length === 1) return (options[0] as Schema).run(p);
      const results: Payload[] = [];
      for (const option of options) {
        const result = option.run({ value: p.value, issues: [] });
        if (!result.issues.length) {
          p.value = result.value;
          return;
        }
        results.push(result);
      }
      const soft = results.filter((r) => !aborts(r.issues));
      const chosen = soft.length === 1 ? soft[0] : undefined;
      if (chosen) {
        p.value = chosen.value;
        p.issues.push(...chosen.issues);
      } else p.issues.push(issue('invalid_union', 'Invalid input'));
    },
    [],
    { optional: options.some((o) => o.optional) },
  );

/** `z.config()`: nothing to configure (this engine never compiles code). */
export const config = (_options?: unknown) => {};

/** zod's own patterns that the schemas use (`z.regexes.email`). */
export const regexes = {
  email:
    /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/,
};
