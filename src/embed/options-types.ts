/**
 * The resolved options of one widget (SPEC §1.1): what `options.ts` makes of data-*
 * attributes, `<box-office>` attributes or `mount()` options after validation and
 * defaults. Everything below `src/ui` and `src/model` receives this shape.
 */
export type Mode = 'inline' | 'iframe' | 'button';
/** Colour scheme; `auto` follows `prefers-color-scheme`. */
export type Theme = 'light' | 'dark' | 'auto';

/** Validated widget options with defaults applied. */
export interface Options {
  /** Publishable key (`X-Sell-Key`). Exactly one of `key` / `token` is used; key wins. */
  key?: string;
  /** Access token (`Authorization: Bearer …`). */
  token?: string;
  /** Event slug; absent → the event list of this key. */
  event?: string;
  /** API base URL (`{base_url}`), absolute, without trailing slash. */
  api: string;
  /** UI language, BCP 47. */
  lang: string;
  /** CSS selector of the mount element (script tag only). */
  target?: string;
  /** How the widget is embedded. */
  mode: Mode;
  /** Absolute URL the buyer returns to after paying. */
  returnUrl: string;
  /** Colour scheme. */
  theme: Theme;
  /** Accent colour `#rrggbb`; absent → the key's palette, else built-in. */
  accent?: string;
  /** Promo code to pre-fill. */
  promo?: string;
}
