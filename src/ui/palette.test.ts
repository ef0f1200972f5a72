import { describe, expect, it } from 'vitest';
import { paletteCss, paletteRadius } from './palette';

// A key's palette as `GET /config` may send it (not one of the demo's): every field valid.
const palette = {
  id: 'ink',
  name: 'Ink',
  accent: '#1d4ed8',
  background: '#f8fafc',
  foreground: '#0f172a',
  radius: 12,
};

describe('paletteCss', () => {
  it('sets the private defaults from the palette, its colours only for the light scheme', () => {
    const css = paletteCss(palette);
    expect(css).toContain(':host{--_bo-accent:#1d4ed8;--_bo-radius:12px}');
    expect(css).toContain(':host([data-theme="light"]){--_bo-bg:#f8fafc;--_bo-fg:#0f172a}');
    expect(css).not.toMatch(/dark[^}]*--_bo-bg/);
  });

  it('applies every valid field and leaves out the invalid ones', () => {
    const css = paletteCss({ ...palette, radius: '4px', background: 'white', foreground: 7 });
    expect(css).toContain(':host{--_bo-accent:#1d4ed8;--_bo-radius:4px}');
    expect(css).not.toContain('--_bo-bg');
    expect(css).not.toContain('--_bo-fg');
  });

  it('accepts a radius as pixels or a CSS length, capped', () => {
    expect(['4px', ' 0.5rem ', '1em', 8, 200, '999px', '10em'].map(paletteRadius)).toEqual([
      '4px',
      '0.5rem',
      '1em',
      '8px',
      '64px',
      '64px',
      '4em',
    ]);
    for (const bad of ['4', 'px', '-1px', '4vw', '1e3px', -2, Number.NaN, null, {}])
      expect(paletteRadius(bad)).toBeNull();
  });

  it('writes nothing but colours and lengths: hostile values are dropped', () => {
    const hostile = paletteCss({ accent: '#000000;} :host{all:unset', radius: '4px;}body{' });
    expect(hostile).toBe('');
    expect(paletteCss(null)).toBe('');
  });
});
