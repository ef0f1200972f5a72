import { describe, expect, it } from 'vitest';
import { Config, ThemePreset, Tier } from '../api/schemas';
import { parseOptions } from '../loader/options';
import { themeCss } from '../loader/theme-sheet';
import { config } from '../model/testing/fixtures';
import { paletteCss } from '../ui/palette';

const good = ['#0057b8', '#0057B8', '#AbCdEf', '#000000'];
// Options are trimmed before they are checked, so no case here differs only in spaces.
const bad = ['#fff', '0057b8', '#0057b', '#0057b8a', '#00000000', '#ggg000', 'red', 'rgb(0 0 0)'];
const hostile = ['#0057b8;}body{display:none', '#0057b8}', 'var(--x)'];

/** Whether each boundary that takes a colour took `value`. */
function takenBy(value: string) {
  const option = parseOptions({ key: 'pk_test_demo', accent: value }, 'script', {
    scriptUrl: 'https://cdn.example/boxoffice.js',
    pageUrl: 'https://shop.example/',
    documentLang: 'en',
    navigatorLangs: [],
    languages: ['en'],
  });
  const tier = { id: 'ga', name: 'GA', price: 1, available: 1, soldOut: false, color: value };
  const preset = { id: 'p', name: 'P', accent: value, background: value, foreground: value };
  return {
    'the accent option': option.ok && option.options.accent === value,
    "the loader's accent rule": themeCss(value).includes(`--_bo-accent:${value}`),
    "the key's palette in CSS": paletteCss({ accent: value }).includes(`--_bo-accent:${value}`),
    'Config.palette':
      Config.parse({ ...config(), palette: { accent: value } }).palette.accent === value,
    'a tier colour': Tier.parse(tier).color === value,
    'a palette preset': ThemePreset.safeParse({ ...preset, radius: 8 }).success,
  };
}

describe('#rrggbb: one colour form at every boundary', () => {
  it.each(good)('takes %s everywhere', (value) => {
    expect(Object.values(takenBy(value)).every(Boolean), JSON.stringify(takenBy(value))).toBe(true);
  });

  it.each([...bad, ...hostile])('takes %s nowhere', (value) => {
    expect(Object.values(takenBy(value)).some(Boolean), JSON.stringify(takenBy(value))).toBe(false);
  });
});
