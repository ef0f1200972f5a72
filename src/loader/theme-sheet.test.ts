import { describe, expect, it } from 'vitest';
import { themeCss } from './theme-sheet';

describe('themeCss', () => {
  it("sets data-accent with a selector that outranks the palette's plain :host rule", () => {
    expect(themeCss('#0057b8')).toContain(':host([data-theme]){--_bo-accent:#0057b8}');
  });

  it('writes nothing but a colour: a hostile accent is dropped', () => {
    const hostile = themeCss('red;}body{display:none');
    expect(hostile).not.toContain('body{');
    expect(hostile).not.toContain('--_bo-accent');
  });

  it('isolates the host element from page CSS', () => {
    expect(themeCss(undefined)).toContain(':host{all:initial!important;display:block!important');
  });
});
