import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../registry';
import { canonicalLocale, catalogueOf } from './locale';

describe('catalogueOf', () => {
  const languages = ['en', 'de', 'pt', 'pt-BR', 'fil'];
  it.each([
    ['pt-BR', 'pt-BR'],
    ['pt-PT', 'pt'],
    ['pt', 'pt'],
    ['de-AT', 'de'],
    ['fil-PH', 'fil'],
    ['de-Latn-AT', 'de'],
    ['zh-Hant-TW', 'zh'],
  ])('takes the most specific catalogue of %s: %s', (locale, catalogue) => {
    expect(catalogueOf(locale, languages)).toBe(catalogue);
  });

  it('without a list, is the language subtag', () => {
    expect(catalogueOf('pt-BR')).toBe('pt');
    expect(catalogueOf('DE-at')).toBe('de');
  });
});

describe('the catalogue a reader reads (every language the build ships)', () => {
  const languages = ['en', ...LANGUAGES];
  const read = (tag: string) => catalogueOf(canonicalLocale(tag) ?? tag, languages);

  it.each([
    ['zh', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh-MY', 'zh-Hans'],
    ['zh-Hans', 'zh-Hans'],
    ['zh-Hans-CN', 'zh-Hans'],
    ['zh-Hans-HK', 'zh-Hans'],
    ['zh-Hans-TW', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-MO', 'zh-Hant'],
    ['zh-Hant', 'zh-Hant'],
    ['zh-Hant-TW', 'zh-Hant'],
    ['zh-Hant-HK', 'zh-Hant'],
    ['zh-Hant-CN', 'zh-Hant'],
    ['zh-hant-tw', 'zh-Hant'],
    ['zh-TW-u-nu-hanidec', 'zh-Hant'],
    // A private-use subtag is no region.
    ['zh-x-tw', 'zh-Hans'],
  ])('Chinese: %s reads %s', (tag, catalogue) => {
    expect(read(tag)).toBe(catalogue);
  });

  it.each([
    ['no', 'nb'],
    ['no-NO', 'nb'],
    ['nb', 'nb'],
    ['nb-NO', 'nb'],
    ['nb-SJ', 'nb'],
    // Nynorsk readers read Bokmål (docs/languages.md).
    ['nn', 'nb'],
    ['nn-NO', 'nb'],
  ])('Norwegian: %s reads %s', (tag, catalogue) => {
    expect(read(tag)).toBe(catalogue);
  });

  it.each([
    ['pt-PT', 'pt-PT'],
    ['pt-AO', 'pt-PT'],
    ['pt-CH', 'pt-PT'],
    ['pt-CV', 'pt-PT'],
    ['pt-GQ', 'pt-PT'],
    ['pt-GW', 'pt-PT'],
    ['pt-LU', 'pt-PT'],
    ['pt-MO', 'pt-PT'],
    ['pt-MZ', 'pt-PT'],
    ['pt-ST', 'pt-PT'],
    ['pt-TL', 'pt-PT'],
    ['pt-pt', 'pt-PT'],
    ['pt-AO-u-nu-latn', 'pt-PT'],
    ['pt', 'pt'],
    ['pt-BR', 'pt'],
    ['pt-US', 'pt'],
    ['pt-FR', 'pt'],
  ])('Portuguese: %s reads %s', (tag, catalogue) => {
    expect(read(tag)).toBe(catalogue);
  });

  it('sends Portuguese to pt-PT in exactly the regions whose locale data is Portugal’s', () => {
    // The engine's CLDR data: a region whose parent locale is pt_PT formats as Portugal does
    // («12/07»), every other region as Brazil does («12 de jul.»).
    const when = Date.UTC(2025, 6, 12, 19, 30);
    const formats = (tag: string) =>
      [
        new Intl.DateTimeFormat(tag, { timeZone: 'UTC', month: 'short', day: 'numeric' }),
        new Intl.DateTimeFormat(tag, { timeZone: 'UTC', dateStyle: 'full' }),
      ].map((f) => f.format(when));
    const portugal = formats('pt-PT').join();
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const a of letters)
      for (const b of letters) {
        const tag = canonicalLocale(`pt-${a}${b}`);
        if (!tag) continue;
        const expected = formats(tag).join() === portugal ? 'pt-PT' : 'pt';
        expect(catalogueOf(tag, languages), tag).toBe(expected);
      }
  });

  it('keeps the language subtag for the languages whose tags need no mapping', () => {
    expect(read('ko-KR')).toBe('ko');
    expect(read('uk-UA')).toBe('uk');
    expect(read('sr-Latn-RS')).toBe('sr');
    expect(read('fil-PH')).toBe('fil');
  });
});
