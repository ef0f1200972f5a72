import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { errorText, messagesLang, pickMessages, resolveLocale } from './index';

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
  it('picks a catalogue by language subtag and falls back to English', () => {
    expect(pickMessages('de-AT')).toBe(de);
    expect(pickMessages('DE')).toBe(de);
    expect(pickMessages('en-GB')).toBe(en);
    expect(pickMessages('fr-CA')).toBe(en);
    expect(pickMessages('not a tag!!')).toBe(en);
    expect(resolveLocale('de_CH')).toBe('de-CH');
  });

  it('reports the language the text is really in', () => {
    expect(messagesLang('de-AT')).toBe('de');
    expect(messagesLang('fr-CA')).toBe('en');
    expect(messagesLang('en-GB')).toBe('en');
  });

  it('German translates every English message, none empty', () => {
    const english = leaves(en);
    const german = leaves(de);
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of german) {
      expect(text.trim(), path).not.toBe('');
    }
  });

  it('uses plural rules for counts', () => {
    expect(en.tiers.left(1)).toBe('Only 1 left');
    expect(en.tiers.left(4)).toBe('Only 4 left');
    expect(de.tiers.left(1)).toBe('Nur noch 1 übrig');
    expect(en.tiers.limit.order_limit(6)).toBe('Maximum 6 tickets per order');
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
