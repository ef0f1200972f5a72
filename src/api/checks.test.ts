import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { atLeast, atMost, Int, isUrl, lengthAtMost, nonEmpty, oneOf, recordOf } from './checks';

const ok = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).success;

describe('schema building blocks (same rules as the zod features they replace)', () => {
  it('nonEmpty and lengthAtMost bound strings and arrays', () => {
    const name = z.string().check(z.trim(), nonEmpty(), lengthAtMost(3));
    expect(ok(name, 'Ann')).toBe(true);
    expect(ok(name, '  Ann  ')).toBe(true);
    for (const bad of ['', '   ', 'Anna']) expect(ok(name, bad)).toBe(false);
    const list = z.array(z.string()).check(nonEmpty(), lengthAtMost(2));
    expect(ok(list, ['a'])).toBe(true);
    expect(ok(list, [])).toBe(false);
    expect(ok(list, ['a', 'b', 'c'])).toBe(false);
  });

  it('atLeast and atMost bound numbers, NaN never passes', () => {
    const n = z.number().check(atLeast(0), atMost(10));
    for (const good of [0, 2.5, 10]) expect(ok(n, good)).toBe(true);
    for (const bad of [-0.01, 10.01, Number.NaN, '5']) expect(ok(n, bad)).toBe(false);
  });

  it('Int accepts safe integers only', () => {
    for (const good of [0, -3, 2 ** 53 - 1]) expect(ok(Int, good)).toBe(true);
    for (const bad of [1.5, 2 ** 53, Number.POSITIVE_INFINITY, '1'])
      expect(ok(Int, bad)).toBe(false);
  });

  it('isUrl: absolute URLs; http(s)://… only for the web variant', () => {
    expect(isUrl('https://a.example/x?y=1')).toBe(true);
    expect(isUrl('mailto:a@b.example')).toBe(true);
    expect(isUrl('/relative')).toBe(false);
    expect(isUrl('https://a.exa\nmple')).toBe(false);
    expect(isUrl('http://localhost:5174', true)).toBe(true);
    for (const bad of ['mailto:a@b.example', 'http:a.example', 'ftp://a.example', 'javascript:x']) {
      expect(isUrl(bad, true)).toBe(false);
    }
  });

  it('recordOf: a plain object whose values all pass', () => {
    const counts = recordOf((v): v is number => typeof v === 'number');
    expect(counts.safeParse({ a: 1, b: 2 }).data).toEqual({ a: 1, b: 2 });
    expect(ok(counts, {})).toBe(true);
    for (const bad of [{ a: '1' }, [1], null, 'a', 1]) expect(ok(counts, bad)).toBe(false);
  });

  it('oneOf: exactly the listed values, also as an object key', () => {
    const mode = oneOf(['inline', 'button']);
    expect(mode.safeParse('button').data).toBe('button');
    for (const bad of ['Inline', 'popup', undefined, null, 1]) expect(ok(mode, bad)).toBe(false);
    const message = z.object({ v: oneOf([1]) });
    expect(ok(message, { v: 1 })).toBe(true);
    for (const bad of [{ v: '1' }, { v: 2 }, {}]) expect(ok(message, bad)).toBe(false);
  });
});
