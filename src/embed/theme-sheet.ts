/**
 * The embed layer's own adopted sheet (theming contract, SPEC §1.4): isolates the shadow
 * host from host-page CSS and sets the private defaults `--_bo-*` that `src/ui/styles.css`
 * falls back to, from `data-accent` and the key's palette. Values are re-validated before
 * they reach CSS text, so nothing but a colour or a length can be written.
 */
import { ThemePreset } from '../api/schemas';

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * Host isolation. Important declarations inside a shadow tree beat the host page's important
 * ones (CSS Cascade 4, encapsulation contexts), so `* { margin: 3em !important }` on the page
 * cannot reach the widget. Custom properties survive `all`, and the font is inherited on
 * purpose: `--bo-font` defaults to the site's font (SPEC §1.4).
 */
const HOST = `:host{all:initial!important;display:block!important;font-family:inherit!important;min-width:0!important}
:host([hidden]){display:none!important}`;

/** The embed layer's own elements: notice, iframe, the button's slot and the dialog. */
const PARTS = `.bo-notice{margin:0;padding:12px 16px;border:1px solid currentColor;border-radius:8px;font:14px/1.4 var(--bo-font,inherit);color:#1f2937;background:#fff}
.bo-frame{display:block;width:100%;border:0;color-scheme:normal}
.bo-slot .bo{padding:0;border:0;background:transparent}
.bo-slot .bo-buy__price{opacity:1}
.bo-dialog{--_dbg:var(--bo-bg,var(--_bo-bg,#fff));--_dfg:var(--bo-fg,var(--_bo-fg,#111827));box-sizing:border-box;width:min(640px,calc(100vw - 16px));max-width:calc(100vw - 16px);max-height:calc(100dvh - 16px);padding:0;border:0;border-radius:var(--bo-radius,var(--_bo-radius,12px));background:var(--_dbg);color:var(--_dfg);font-family:var(--bo-font,inherit);overflow:auto}
:host([data-theme="dark"]) .bo-dialog{--_dbg:var(--bo-bg,#14161c);--_dfg:var(--bo-fg,#f3f4f6)}
@media (prefers-color-scheme: dark){:host([data-theme="auto"]) .bo-dialog{--_dbg:var(--bo-bg,#14161c);--_dfg:var(--bo-fg,#f3f4f6)}}
.bo-dialog::backdrop{background:rgb(0 0 0/.6)}
.bo-dialog .bo{border:0;border-radius:0}
.bo-bar{position:sticky;top:0;z-index:1;display:flex;justify-content:flex-end;padding:4px;background:var(--_dbg)}
.bo-close{min-width:44px;min-height:44px;border:0;border-radius:8px;background:transparent;color:inherit;font:28px/1 var(--bo-font,inherit);cursor:pointer}
.bo-close:focus-visible{outline:3px solid var(--bo-accent,var(--_bo-accent,#4f46e5));outline-offset:-3px}`;

/** Creates a constructable stylesheet (CSP-safe: no `<style>` element). */
export function sheet(text: string): CSSStyleSheet {
  const result = new CSSStyleSheet();
  result.replaceSync(text);
  return result;
}

/** CSS text of the embed sheet for an accent (`#rrggbb`) and a palette (or null). */
export function themeCss(accent: string | undefined, palette: ThemePreset | null): string {
  const rules = [HOST, PARTS];
  const preset = palette ? ThemePreset.safeParse(palette) : undefined;
  if (preset?.success) {
    const p = preset.data;
    rules.push(`:host{--_bo-accent:${p.accent};--_bo-radius:${Math.min(p.radius, 64)}px}`);
    // The palette's colours are a light scheme: they never override the dark theme.
    const light = `--_bo-bg:${p.background};--_bo-fg:${p.foreground}`;
    rules.push(`:host([data-theme="light"]){${light}}`);
    rules.push(`@media (prefers-color-scheme: light){:host([data-theme="auto"]){${light}}}`);
  }
  // `:host([data-theme])` outranks the palette's plain `:host` rule above: an explicit
  // data-accent always wins over the key's palette (and `--bo-accent` over both).
  if (accent && HEX.test(accent)) rules.push(`:host([data-theme]){--_bo-accent:${accent}}`);
  return rules.join('\n');
}
