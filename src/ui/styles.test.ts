import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The widget's sheets as shipped (the loader's, the app's and the chunks'), comments left out. */
const css = ['base', 'styles', 'purchase', 'list']
  .map((f) => readFileSync(new URL(`./${f}.css`, import.meta.url), 'utf8'))
  .join('\n')
  .replace(/\/\*[\s\S]*?\*\//g, '');
const uiFiles = [
  'event-header',
  'notice',
  'tier-list',
  'tier-row',
  'buyer-form',
  'summary',
  'submit-button',
].map((f) => readFileSync(new URL(`./${f}.tsx`, import.meta.url), 'utf8'));

describe('theming contract (docs/theming.md)', () => {
  it.each(['accent', 'bg', 'fg', 'muted', 'radius'])(
    'reads --bo-%s with the embed layer’s private default as fallback',
    (name) => {
      expect(css).toContain(`var(--bo-${name}, var(--_bo-${name},`);
    },
  );

  it('uses the site font unless --bo-font says otherwise', () => {
    expect(css).toContain('font-family: var(--bo-font, inherit)');
  });

  it('never declares a public --bo-* property, so the host element’s values always win', () => {
    expect(css).not.toMatch(/(^|[;{\s])--bo-[a-z-]+\s*:/m);
  });

  it('has light, dark and auto schemes', () => {
    expect(css).toContain(':host([data-theme="dark"]) .bo');
    expect(css).toMatch(
      /@media \(prefers-color-scheme: dark\)\s*{\s*:host\(\[data-theme="auto"\]\) \.bo,\s*:host\(:not\(\[data-theme\]\)\) \.bo/,
    );
  });

  it('resets inherited host-page styles at the widget root', () => {
    expect(css).toMatch(/\.bo {\s*all: initial;/);
  });

  it('respects reduced motion and shows focus', () => {
    expect(css).toContain('@media (prefers-reduced-motion: reduce)');
    expect(css).toContain(':focus-visible');
  });

  it.each(['event', 'tiers', 'tier', 'form', 'summary', 'submit', 'notice'])(
    'exposes part="%s"',
    (part) => {
      expect(uiFiles.some((source) => source.includes(`part="${part}"`))).toBe(true);
    },
  );
});
