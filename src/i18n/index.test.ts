import { describe, expect, it } from 'vitest';
import { CHUNKS } from '../registry';
import { buy, embed, loading } from '../shared/loader-text';
import { resolveLocale } from '../shared/locale';
import { messages as de } from './de';
import { messages as dePurchase } from './de-purchase';
import { en } from './en';
import { enPurchase } from './en-purchase';
import { createFormat } from './format';
import { errorText, messagesOr, textLang } from './index';

/** The whole English catalogue: the first-render half and the purchase half. */
const english = { ...en, ...enPurchase };

/** Every leaf of a catalogue as `path → string` (functions called with sample arguments). */
function leaves(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(path, value);
  else if (typeof value === 'function') out.set(path, String(value(3, 'X', 'Y')));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value))
      for (const [p, s] of leaves(v, `${path}.${k}`)) out.set(p, s);
  }
  return out;
}

describe('catalogues', () => {
  it('renders with the catalogue given, else the English first-render half', () => {
    expect(messagesOr(de)).toBe(de);
    expect(messagesOr(undefined)).toBe(en);
    expect(resolveLocale('de_CH')).toBe('de-CH');
    expect(resolveLocale('not a tag!!')).toBe('en');
  });

  it('loads German through its two chunks', async () => {
    expect((await CHUNKS.de()).messages).toBe(de);
    expect((await CHUNKS['de-purchase']()).messages).toBe(dePurchase);
  });

  it('reports the language the text is really in', () => {
    expect(textLang('de-AT', de)).toBe('de-AT');
    // The German chunk failed: the text is the English fallback.
    expect(textLang('de-AT', undefined)).toBe('en');
    expect(textLang('fr-CA', undefined)).toBe('en');
    expect(textLang('en-GB', undefined)).toBe('en-GB');
    expect(textLang('not a tag!!', undefined)).toBe('en');
  });

  it('splits English into two halves that together are the catalogue contract', () => {
    const core = new Set(Object.keys(en));
    expect(Object.keys(enPurchase).filter((key) => core.has(key))).toEqual([]);
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(dePurchase).sort()).toEqual(Object.keys(enPurchase).sort());
    // The loader carries only these three parts of it, the same text the app shows.
    expect(en.loading).toBe(loading);
    expect(en.buy).toBe(buy);
    expect(en.embed).toBe(embed);
  });

  it('German translates every English message, none empty', () => {
    const englishLeaves = leaves(english);
    const german = leaves({ ...de, ...dePurchase });
    expect([...german.keys()].sort()).toEqual([...englishLeaves.keys()].sort());
    for (const [path, text] of german) {
      expect(text.trim(), path).not.toBe('');
    }
  });

  it('uses plural rules for counts', () => {
    const { count } = createFormat('en');
    expect(en.tiers.left(count(1))).toBe('Only 1 left');
    expect(en.tiers.left(count(4))).toBe('Only 4 left');
    expect(de.tiers.left(count(1))).toBe('Nur noch 1 übrig');
    expect(en.tiers.limit.order_limit(count(1))).toBe('Maximum 1 ticket per order');
    expect(en.tiers.limit.order_limit(count(6))).toBe('Maximum 6 tickets per order');
    expect(enPurchase.form.errorSummary(count(1))).toBe('Please correct 1 field:');
  });
});

describe('error text', () => {
  const codes = [
    'network',
    'invalid_response',
    'invalid_payment_url',
    'unauthorized',
    'forbidden',
    'not_found',
    'invalid_request',
    'basket_limit',
    'inventory_changed',
    'idempotency_conflict',
    'request_in_progress',
    'rate_limited',
    'unavailable',
  ];

  it.each(codes)('has its own text for %s in every catalogue', (code) => {
    for (const t of [en, de]) {
      const text = errorText(t, code);
      expect(text).not.toBe(t.errors.unknown);
      expect(text.length).toBeGreaterThan(10);
    }
  });

  it('explains a wrong key in plain words', () => {
    expect(errorText(en, 'unauthorized')).toBe("This ticket shop isn't set up correctly.");
  });

  it('gives generic text for codes it does not know, never the raw code', () => {
    expect(errorText(en, 'teapot')).toBe(en.errors.unknown);
    expect(errorText(en, 'retry')).toBe(en.errors.unknown);
    expect(errorText(en, 'toString')).toBe(en.errors.unknown);
  });
});
