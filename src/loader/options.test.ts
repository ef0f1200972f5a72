import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../registry';
import { catalogueOf, resolveLocale } from '../shared/locale';
import { attributeInput, OPTION_NAMES, type OptionsContext, parseOptions } from './options';

const context: OptionsContext = {
  scriptUrl: 'https://cdn.boxoffice.test/v1/boxoffice.js',
  pageUrl: 'https://fest.example/tickets?x=1&bo_checkout=co_123#top',
  documentLang: 'de-AT',
  navigatorLangs: ['fr-FR'],
  languages: ['en', 'de', 'fr'],
};

describe('parseOptions', () => {
  it('applies the defaults to a minimal script tag', () => {
    const parsed = parseOptions({ key: 'pk_test_demo', event: 'summer-fest' }, 'script', context);
    expect(parsed).toEqual({
      ok: true,
      options: {
        key: 'pk_test_demo',
        event: 'summer-fest',
        api: 'https://cdn.boxoffice.test',
        lang: 'de-AT',
        mode: 'inline',
        theme: 'auto',
        returnUrl: 'https://fest.example/tickets?x=1#top',
      },
    });
  });

  it('keeps the language as the formats read it: one canonical form of the tag', () => {
    for (const tag of ['de-at', 'DE-AT', 'fr-ca', 'en-gb', 'de-u-nu-arab', 'de-latn-ch']) {
      const parsed = parseOptions({ key: 'k', lang: tag }, 'script', context);
      expect(parsed.ok && parsed.options.lang, tag).toBe(resolveLocale(tag));
    }
    expect(resolveLocale('de-at')).toBe('de-AT');
    const malformed = parseOptions({ key: 'k', lang: 'not a tag!' }, 'script', context);
    expect(malformed.ok).toBe(false);
    expect(resolveLocale('not a tag!')).toBe('en');
  });

  it('falls back from <html lang> to the browser languages in order, to en, skipping languages without a catalogue', () => {
    const lang = (documentLang: string, navigatorLangs: string[], given?: string) => {
      const parsed = parseOptions({ key: 'k', lang: given }, 'script', {
        ...context,
        documentLang,
        navigatorLangs,
      });
      return parsed.ok ? parsed.options.lang : 'error';
    };
    expect(lang('', ['fr-FR'])).toBe('fr-FR');
    expect(lang('zh-CN', ['ja', 'de-CH', 'fr'])).toBe('de-CH');
    expect(lang('not a tag!', [])).toBe('en');
    expect(lang('', [])).toBe('en');
    // An explicit language wins; one without a catalogue is English, not the page's.
    expect(lang('de', ['fr'], 'pt-BR')).toBe('en');
    expect(lang('fr', [], 'de-AT')).toBe('de-AT');
  });

  it('with every language the build ships, picks the first tag whose readers have a catalogue', () => {
    const languages = ['en', ...LANGUAGES];
    /** The widget's locale and the catalogue its text comes from. */
    const pick = (documentLang: string, navigatorLangs: string[], given?: string) => {
      const parsed = parseOptions({ key: 'k', lang: given }, 'script', {
        ...context,
        documentLang,
        navigatorLangs,
        languages,
      });
      const lang = parsed.ok ? parsed.options.lang : 'error';
      return [lang, catalogueOf(lang, languages)];
    };
    // The whole tag stays for numbers, money and dates; the text is the catalogue's.
    expect(pick('', ['zh-TW', 'en'])).toEqual(['zh-TW', 'zh-Hant']);
    expect(pick('zh-CN', ['en'])).toEqual(['zh-CN', 'zh-Hans']);
    expect(pick('', ['yue-HK', 'zh-HK'])).toEqual(['zh-HK', 'zh-Hant']);
    expect(pick('', ['hu-HU', 'pt-AO', 'en'])).toEqual(['pt-AO', 'pt-PT']);
    expect(pick('', ['pt-BR'])).toEqual(['pt-BR', 'pt']);
    expect(pick('', ['nn-NO', 'en'])).toEqual(['nn-NO', 'nb']);
    expect(pick('no', [])).toEqual(['no', 'nb']);
    expect(pick('de', ['fr'], 'zh')).toEqual(['zh', 'zh-Hans']);
    expect(pick('de', [], 'ko-KR')).toEqual(['ko-KR', 'ko']);
    // A language without a catalogue is still skipped.
    expect(pick('hu', ['sr-Latn', 'fr-CA'])).toEqual(['fr-CA', 'fr']);
  });

  it('keeps explicit values and canonicalises the language', () => {
    const parsed = parseOptions(
      {
        token: 'tok.abc',
        api: 'http://localhost:5174/',
        lang: 'EN-gb',
        mode: 'button',
        theme: 'dark',
        accent: '#0057B8',
        promo: ' SUMMER10 ',
        returnUrl: 'https://fest.example/back',
      },
      'mount',
      context,
    );
    expect(parsed.ok && parsed.options).toMatchObject({
      token: 'tok.abc',
      api: 'http://localhost:5174',
      lang: 'en-GB',
      mode: 'button',
      theme: 'dark',
      accent: '#0057B8',
      promo: 'SUMMER10',
      returnUrl: 'https://fest.example/back',
    });
  });

  it('treats blank attributes as not given (no event → the event list)', () => {
    const parsed = parseOptions(
      { key: 'pk_test_demo', event: '  ', accent: '' },
      'script',
      context,
    );
    expect(parsed.ok && parsed.options.event).toBeUndefined();
    expect(parsed.ok && parsed.options.accent).toBeUndefined();
  });

  it.each([
    [{}, 'data-key', /missing/],
    [{ key: 'pk test' }, 'data-key', /pk_test_demo/],
    [{ key: 'k', accent: 'red' }, 'data-accent', /#rrggbb/],
    [{ key: 'k', api: 'ftp://x.example' }, 'data-api', /http\(s\)/],
    [{ key: 'k', api: 'http:x.example' }, 'data-api', /http\(s\)/],
    [{ key: 'k', promo: 'X'.repeat(65) }, 'data-promo', /64 characters/],
    [{ key: 'k', api: 'javascript:alert(1)' }, 'data-api', /http\(s\)/],
    [{ key: 'k', returnUrl: '/relative' }, 'data-return-url', /absolute/],
    [{ key: 'k', mode: 'popup' }, 'data-mode', /inline/],
    [{ key: 'k', theme: 'blue' }, 'data-theme', /auto/],
    [{ key: 'k', lang: 'x_' }, 'data-lang', /language tag/],
    [{ key: 'k', event: 'a/b' }, 'data-event', /slug/],
  ])('rejects %o naming %s and the fix', (input, attribute, fix) => {
    const parsed = parseOptions(input, 'script', context);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.attribute).toBe(attribute);
    expect(parsed.message.startsWith(attribute)).toBe(true);
    expect(parsed.message).toMatch(fix);
  });

  it('names the attribute as written for each way in', () => {
    const bad = { key: 'k', returnUrl: 'nope' };
    const name = (source: 'script' | 'element' | 'mount') => {
      const parsed = parseOptions(bad, source, context);
      return parsed.ok ? '' : parsed.attribute;
    };
    expect([name('script'), name('element'), name('mount')]).toEqual([
      'data-return-url',
      'return-url',
      'returnUrl',
    ]);
  });

  describe('sell-key, the name of the key that frameworks pass to <box-office>', () => {
    it('is the key in every way in, alone or with an equal key', () => {
      for (const source of ['element', 'mount', 'script'] as const) {
        for (const input of [{ sellKey: 'pk_a' }, { sellKey: 'pk_a', key: 'pk_a' }]) {
          const parsed = parseOptions({ ...input, event: 'summer-fest' }, source, context);
          expect(parsed.ok && parsed.options.key).toBe('pk_a');
          // One name downstream: the frame's query and the restart check see `key` only.
          expect(parsed.ok && 'sellKey' in parsed.options).toBe(false);
        }
      }
    });

    it('refuses a key that differs, naming both as written', () => {
      const element = parseOptions({ sellKey: 'pk_a', key: 'pk_b' }, 'element', context);
      expect(element).toEqual({
        ok: false,
        attribute: 'sell-key',
        message: 'sell-key differs from key: keep one of them.',
      });
      const mount = parseOptions({ sellKey: 'pk_a', key: 'pk_b' }, 'mount', context);
      expect(mount.ok ? '' : mount.message).toBe('sellKey differs from key: keep one of them.');
    });

    it('is checked like the key', () => {
      const parsed = parseOptions({ sellKey: 'pk test' }, 'element', context);
      expect(parsed.ok ? '' : parsed.message).toMatch(/^sell-key is invalid: .*pk_test_demo/);
    });

    it("is what a missing key's hint on the element suggests (frameworks drop `key`)", () => {
      const name = (source: 'script' | 'element' | 'mount') => {
        const parsed = parseOptions({ event: 'summer-fest' }, source, context);
        return parsed.ok ? '' : parsed.message;
      };
      expect(name('element')).toBe(
        'key is missing: add your publishable key ("pk_…") as sell-key, or use token.',
      );
      expect(name('script')).not.toMatch(/sell-key/);
      expect(name('mount')).not.toMatch(/sell/);
    });
  });

  it('never throws on hostile input', () => {
    for (const input of [null, 42, 'key', [], { key: 7 }, { key: { toString: 1 } }]) {
      expect(() => parseOptions(input, 'mount', context)).not.toThrow();
      expect(parseOptions(input, 'mount', context).ok).toBe(false);
    }
  });
});

describe('the option declaration', () => {
  it("is what every way in reads: the script tag's data-* and the element's attributes", () => {
    /** An element holding one attribute per option, each named by `spell`. */
    const holding = (spell: (kebab: string) => string) => {
      const attributes = new Map(
        OPTION_NAMES.map((name) => [
          spell(name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)),
          `${name}-value`,
        ]),
      );
      return {
        getAttribute: (name: string) => attributes.get(name) ?? null,
        getAttributeNames: () => [...attributes.keys()],
      };
    };
    const script = holding((kebab) => `data-${kebab}`);
    const element = holding((kebab) => kebab);
    // `answers` is a family of attributes, `data-answer-<id>`: tested below.
    const expected = Object.fromEntries(
      OPTION_NAMES.filter((name) => name !== 'answers').map((name) => [name, `${name}-value`]),
    );
    expect(attributeInput(script, 'script')).toEqual(expected);
    expect(attributeInput(element, 'element')).toEqual(expected);
    // Each reads its own spelling only: <box-office data-event> and <script event> set nothing.
    expect(attributeInput(script, 'element')).toEqual({});
    expect(attributeInput(element, 'script')).toEqual({});
  });
});

describe('the organizer’s prefill and items', () => {
  it('take the buyer’s details, answers by question id in lower case, and items as text or lines', () => {
    const parsed = parseOptions(
      {
        key: 'k',
        name: ' Ada ',
        email: 'ada@example.com',
        phone: '+44 20 7946 0958',
        answers: { Diet: ' vegan ', shirt: '  ' },
        items: [
          { tier: 'day', quantity: 2 },
          { tier: 'a,b:c', quantity: 1 },
        ],
      },
      'mount',
      context,
    );
    expect(parsed.ok && parsed.options).toMatchObject({
      prefill: {
        name: 'Ada',
        email: 'ada@example.com',
        phone: '+44 20 7946 0958',
        answers: new Map([['diet', 'vegan']]),
      },
      items: [
        { tier: 'day', quantity: 2 },
        { tier: 'a,b:c', quantity: 1 },
      ],
    });
    // The buyer's details are kept together, under one name: nowhere else in the options.
    expect(parsed.ok && Object.keys(parsed.options)).not.toContain('name');
    const text = parseOptions({ key: 'k', items: 'day:2,a%2Cb%3Ac:1' }, 'script', context);
    expect(text.ok && text.options.items).toEqual([
      { tier: 'day', quantity: 2 },
      { tier: 'a,b:c', quantity: 1 },
    ]);
  });

  it.each([
    [{ answers: { diet: 'x'.repeat(501) } }, ['data-answer-diet', 'answer-diet', 'answers.diet']],
    [{ answers: { diet: 7 } }, ['data-answer-diet', 'answer-diet', 'answers.diet']],
    [{ name: 'x'.repeat(501) }, ['data-name', 'name', 'name']],
    [{ items: 'day' }, ['data-items', 'items', 'items']],
    [{ items: 'day:-1' }, ['data-items', 'items', 'items']],
    [{ items: [{ tier: 'day' }] }, ['data-items', 'items', 'items']],
  ])('rejects %o naming the option as written', (bad, names) => {
    const named = (['script', 'element', 'mount'] as const).map((source) => {
      const parsed = parseOptions({ key: 'k', ...bad }, source, context);
      return parsed.ok ? '' : parsed.message.split(' ')[0];
    });
    expect(named).toEqual(names);
  });

  it('never puts a value into the message, only the name and the fix', () => {
    const parsed = parseOptions(
      { key: 'k', email: `${'secret'.repeat(100)}@x` },
      'script',
      context,
    );
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toBe('data-email is invalid: use at most 500 characters.');
  });

  it('reads each data-answer-<id> of a script tag, and answer-<id> of the element', () => {
    const holding = (attributes: Record<string, string>) => ({
      getAttribute: (name: string) => attributes[name] ?? null,
      getAttributeNames: () => Object.keys(attributes),
    });
    const script = holding({ 'data-key': 'k', 'data-answer-diet': 'vegan', 'data-answer-': 'x' });
    expect(attributeInput(script, 'script')).toEqual({ key: 'k', answers: { diet: 'vegan' } });
    const element = holding({ key: 'k', 'answer-diet': 'vegan', 'data-answer-shirt': 'M' });
    expect(attributeInput(element, 'element')).toEqual({ key: 'k', answers: { diet: 'vegan' } });
  });
});
