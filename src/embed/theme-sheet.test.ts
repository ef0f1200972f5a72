import { describe, expect, it } from 'vitest';
import { themeCss } from './theme-sheet';

const palette = {
  id: 'sunset',
  name: 'Sunset',
  accent: '#c2410c',
  background: '#fffbf5',
  foreground: '#1c1917',
  radius: 12,
};

describe('themeCss', () => {
  it('sets the private defaults from the palette, its colours only for the light scheme', () => {
    const css = themeCss(undefined, palette);
    expect(css).toContain(':host{--_bo-accent:#c2410c;--_bo-radius:12px}');
    expect(css).toContain(':host([data-theme="light"]){--_bo-bg:#fffbf5;--_bo-fg:#1c1917}');
    expect(css).not.toMatch(/dark[^}]*--_bo-bg/);
  });

  it('lets data-accent win over the palette', () => {
    const css = themeCss('#0057b8', palette);
    expect(css.indexOf('--_bo-accent:#0057b8')).toBeGreaterThan(
      css.indexOf('--_bo-accent:#c2410c'),
    );
    expect(css).toContain(':host([data-theme]){--_bo-accent:#0057b8}');
  });

  it('writes nothing but colours and lengths: hostile values are dropped', () => {
    const hostile = themeCss('red;}body{display:none', {
      ...palette,
      accent: '#000000;} :host{all:unset',
    });
    expect(hostile).not.toContain('body{');
    expect(hostile).not.toContain('all:unset');
    expect(hostile).not.toContain('--_bo-accent:');
  });

  it('isolates the host element from page CSS', () => {
    expect(themeCss(undefined, null)).toContain(
      ':host{all:initial!important;display:block!important',
    );
  });
});
