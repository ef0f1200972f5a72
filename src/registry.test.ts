import { describe, expect, it } from 'vitest';
import { en } from './i18n/en';
import { enPurchase } from './i18n/en-purchase';
import { CHUNKS, LANGUAGES, purchaseChunk } from './registry';

describe('the registry of chunks', () => {
  it('has two chunks per language, its tag and its purchase half, after the chunks of code', () => {
    const pairs = LANGUAGES.flatMap((code) => [code, `${code}-purchase`]);
    expect(Object.keys(CHUNKS).slice(-pairs.length)).toEqual(pairs);
    expect(Object.keys(CHUNKS).slice(0, -pairs.length)).toContain('app');
    expect(purchaseChunk('pt-BR')).toBe('pt-BR-purchase');
  });

  it('names each language by its canonical BCP 47 tag, once, English aside (it is built in)', () => {
    expect(LANGUAGES).not.toContain('en');
    expect(new Set(LANGUAGES).size).toBe(LANGUAGES.length);
    for (const code of LANGUAGES) expect(Intl.getCanonicalLocales(code)).toEqual([code]);
  });

  it.each(LANGUAGES)(
    '%s: loads a first half and a purchase half with the English parts',
    async (code) => {
      const first = await CHUNKS[code]();
      const purchase = await CHUNKS[purchaseChunk(code)]();
      expect(Object.keys(first.messages).sort()).toEqual(Object.keys(en).sort());
      expect(Object.keys(purchase.messages).sort()).toEqual(Object.keys(enPurchase).sort());
      // Only the script-tag build writes in the purchase half's file and hash.
      expect(first.purchase).toBeUndefined();
    },
  );
});
