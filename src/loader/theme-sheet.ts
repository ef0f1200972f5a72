/**
 * The embed layer's own adopted sheet (theming, docs/theming.md): isolates the shadow host
 * from host-page CSS, styles the loader's notice, and sets `--_bo-accent` from
 * `data-accent` (checked before it reaches CSS text). The key's palette is the app's
 * (`src/ui/palette.ts`).
 */
import { hexColor } from '../shared/color';

/**
 * Host isolation. Important declarations inside a shadow tree beat the host page's important
 * ones (CSS Cascade 4, encapsulation contexts), so `* { margin: 3em !important }` on the page
 * cannot reach the widget. Custom properties survive `all`, and the font is inherited on
 * purpose: `--bo-font` defaults to the site's font.
 */
const HOST = `:host{all:initial!important;display:block!important;font-family:inherit!important;min-width:0!important}
:host([hidden]){display:none!important}
.bo-notice{margin:0;padding:12px 16px;border:1px solid currentColor;border-radius:8px;font:14px/1.4 var(--bo-font,inherit);color:#1f2937;background:#fff}
.bo-slot{padding:0;border:0;background:none}`;

/** CSS text of the embed sheet for an accent (`#rrggbb`). */
export function themeCss(accent: string | undefined): string {
  const rules = [HOST];
  // `:host([data-theme])` outranks the palette's plain `:host` rule (the app's palette sheet):
  // an explicit data-accent always wins over the key's palette (and `--bo-accent` over both).
  if (hexColor(accent)) rules.push(`:host([data-theme]){--_bo-accent:${accent}}`);
  return rules.join('\n');
}
