import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../registry';
import { messages as de } from '../de';
import { messages as dePurchase } from '../de-purchase';
import { en } from '../en';
import { enPurchase } from '../en-purchase';
import { SHARED_WITH_ENGLISH } from './shared';

/** Every leaf as `path → text`, functions called with sample arguments. */
function leaves(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(path, value);
  else if (typeof value === 'function') out.set(path, String(value(3, 'X', 'Y')));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value))
      for (const [p, s] of leaves(v, path ? `${path}.${k}` : k)) out.set(p, s);
  }
  return out;
}

// catalogues.test.ts checks the list of every other language; German's is checked here.
describe('the words German shares with English', () => {
  it('are exactly the listed ones', () => {
    const english = leaves({ ...en, ...enPurchase });
    const same = [...leaves({ ...de, ...dePurchase })]
      .filter(([path, text]) => english.get(path) === text)
      .map(([path]) => path);
    expect(same.sort()).toEqual([...(SHARED_WITH_ENGLISH.de ?? [])].sort());
  });

  it('lists every language but English', () => {
    expect(Object.keys(SHARED_WITH_ENGLISH).sort()).toEqual([...LANGUAGES].sort());
  });
});
