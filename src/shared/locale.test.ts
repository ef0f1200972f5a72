import { describe, expect, it } from 'vitest';
import { catalogueOf } from './locale';

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
