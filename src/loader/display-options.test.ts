/** The options that decide what the widget shows: `tiers`, `hide` and `fallbackUrl`. */
import { describe, expect, it } from 'vitest';
import { type OptionsContext, parseOptions } from './options';

const context: OptionsContext = {
  scriptUrl: 'https://cdn.boxoffice.test/v1/boxoffice.js',
  pageUrl: 'https://fest.example/tickets',
  documentLang: 'en',
  navigatorLangs: [],
  languages: ['en'],
};
const parse = (input: Record<string, string>, source: 'script' | 'element' | 'mount' = 'script') =>
  parseOptions({ key: 'pk_test_demo', event: 'summer-fest', ...input }, source, context);

describe('tiers', () => {
  it('takes tier ids separated by commas, spaces around them allowed', () => {
    expect(parse({ tiers: 'day, weekend' })).toMatchObject({
      ok: true,
      options: { tiers: 'day, weekend' },
    });
    expect(parse({ tiers: 'vip' }).ok).toBe(true);
  });

  it('refuses an empty id, naming the option as written and the fix', () => {
    expect(parse({ tiers: 'day,,weekend' }, 'element')).toEqual({
      ok: false,
      attribute: 'tiers',
      message: 'tiers is invalid: use tier ids separated by commas, e.g. "day,weekend".',
    });
    expect(parse({ tiers: 'day,' }).ok).toBe(false);
  });
});

describe('hide', () => {
  it('takes a list of header, poster, description, promo, map and add-to-calendar, by commas or spaces', () => {
    for (const value of ['promo', 'poster,description', 'header promo', 'map, add-to-calendar']) {
      expect(parse({ hide: value }).ok, value).toBe(true);
    }
  });

  it('refuses any other part, naming the option as written', () => {
    const parsed = parse({ hide: 'poster,footer' }, 'script');
    expect(parsed).toMatchObject({ ok: false, attribute: 'data-hide' });
    expect(!parsed.ok && parsed.message).toContain(
      'header, poster, description, promo, map and add-to-calendar',
    );
  });
});

describe('fallbackUrl', () => {
  it('takes an absolute https: URL, or http: on localhost', () => {
    expect(parse({ fallbackUrl: 'https://fest.example/tickets' }).ok).toBe(true);
    expect(parse({ fallbackUrl: 'http://localhost:5173/tickets' }).ok).toBe(true);
  });

  it.each([
    'http://fest.example/tickets',
    'http://localhost:80@evil.example/',
    'javascript:alert(1)',
    '/tickets',
  ])('refuses %s: a buyer is only ever sent to a safe link', (value) => {
    expect(parse({ fallbackUrl: value }, 'mount')).toEqual({
      ok: false,
      attribute: 'fallbackUrl',
      message: 'fallbackUrl is invalid: use an absolute https: URL, or leave it out.',
    });
  });
});
