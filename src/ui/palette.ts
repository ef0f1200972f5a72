/**
 * The key's palette (`Config.palette` of `GET /config`) as CSS for the app's own adopted
 * sheet: the private defaults `--_bo-accent`, `--_bo-radius`, and for the light scheme
 * `--_bo-bg`, `--_bo-fg` (docs/theming.md). Each field is checked again before it reaches
 * CSS text, so nothing but a colour or a length is ever written; a field that fails its
 * check is left out and the rest still applies.
 */
import { hexColor } from '../shared/color';

/** A CSS length the palette may give as its radius (a bare number means pixels). */
const LENGTH = /^(\d{1,3}(?:\.\d{1,3})?)(px|em|rem)$/;

/** A palette as the API sends it: any field may be missing or malformed. */
export type PaletteInput = Readonly<Record<string, unknown>>;

/** The radius as CSS (pixels capped at 64, em/rem at 4), or null when it is not a length. */
export function paletteRadius(value: unknown): string | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 0 ? `${Math.min(value, 64)}px` : null;
  }
  const length = typeof value === 'string' ? LENGTH.exec(value.trim()) : null;
  if (!length) return null;
  const cap = length[2] === 'px' ? 64 : 4;
  return `${Math.min(Number(length[1]), cap)}${length[2]}`;
}

/** CSS text for `palette` (empty when nothing in it is usable). */
export function paletteCss(palette: PaletteInput | null): string {
  const field = (name: string) =>
    palette && Object.hasOwn(palette, name) ? palette[name] : undefined;
  const declarations = (pairs: [string, string | null | undefined][]) =>
    pairs.flatMap(([name, value]) => (value ? [`${name}:${value}`] : [])).join(';');
  const rules: string[] = [];
  // A plain `:host` rule: the loader's `:host([data-theme])` data-accent outranks it.
  const key = declarations([
    ['--_bo-accent', hexColor(field('accent'))],
    ['--_bo-radius', paletteRadius(field('radius'))],
  ]);
  if (key) rules.push(`:host{${key}}`);
  // The palette's colours are a light scheme: they never override the dark theme.
  const light = declarations([
    ['--_bo-bg', hexColor(field('background'))],
    ['--_bo-fg', hexColor(field('foreground'))],
  ]);
  if (light) {
    rules.push(`:host([data-theme="light"]){${light}}`);
    rules.push(`@media (prefers-color-scheme: light){:host([data-theme="auto"]){${light}}}`);
  }
  return rules.join('\n');
}
