/**
 * The integrator's options as types: what a script tag, `<box-office>`, `mount()` or the hosted
 * frame's query may give (`OptionsInput`), and what the widget and its chunks receive once the
 * loader checked them and applied the defaults (`Options`). The checks, the fixes and each
 * option's policy are the rows of `OPTIONS` in `src/loader/options.ts`, which TypeScript holds
 * to these names and value types. docs/embedding.md documents every option.
 */

/** How the widget is embedded (`data-mode`). */
export const MODES = ['inline', 'iframe', 'button'] as const;
/** How the widget is embedded. */
export type Mode = (typeof MODES)[number];

/** Colour schemes (`data-theme`); `auto` follows `prefers-color-scheme`. */
export const THEMES = ['light', 'dark', 'auto'] as const;
/** Colour scheme; `auto` follows `prefers-color-scheme`. */
export type Theme = (typeof THEMES)[number];

/** The parts of the widget `data-hide` may take away. */
export const HIDEABLE = [
  'header',
  'poster',
  'description',
  'promo',
  'map',
  'add-to-calendar',
] as const;
/** A part of the widget `data-hide` may take away. */
export type Hideable = (typeof HIDEABLE)[number];

/** How the event list shows (`data-view`): a paged list, a month grid, or seven days. */
export const VIEWS = ['list', 'calendar', 'week'] as const;
/** How the event list shows. */
export type ListLayout = (typeof VIEWS)[number];

/** One line of `items` as `mount()` takes it: a tier and how many of it. */
export interface ItemInput {
  tier: string;
  quantity: number;
}

/** Options as given: every one optional. Blank values count as not given. */
export interface OptionsInput {
  /** Publishable key, sent as `X-Sell-Key`. This or `token` is required. */
  key?: string;
  /**
   * `key` under another name, for `<box-office>` in frameworks that keep `key` for themselves
   * (React, Preact, Vue); `mount()` and the script tag read it too, as every option.
   */
  sellKey?: string;
  /** Access token, sent as `Authorization: Bearer …` instead of the key. */
  token?: string;
  /** Event slug; without it the widget lists the key's events. */
  event?: string;
  /** API base URL; default: the origin the script was loaded from. */
  api?: string;
  /** UI language (BCP 47); default: `<html lang>`, then the browser's languages, then `en`. */
  lang?: string;
  /** CSS selector of the element to mount into (script tag only). */
  target?: string;
  /** `inline` (default), `iframe` or `button`. */
  mode?: Mode;
  /** Where the buyer comes back after paying; default: the current page URL. */
  returnUrl?: string;
  /** `light`, `dark` or `auto` (default: follows `prefers-color-scheme`). */
  theme?: Theme;
  /** Accent colour `#rrggbb`; default: the key's palette, else built-in. */
  accent?: string;
  /** Promo code to pre-fill. */
  promo?: string;
  /** Button mode: the painted button's text instead of "Buy tickets". */
  label?: string;
  /** Button mode: CSS selector of the page's own elements that open the dialog (no painted button). */
  trigger?: string;
  /** `datalayer`: push GA4 e-commerce events into `window.dataLayer` (docs/analytics.md). */
  analytics?: 'datalayer';
  /** Tier ids, comma-separated: only these tiers are shown (one event; the list ignores it). */
  tiers?: string;
  /**
   * Parts of the widget not to show: `header`, `poster`, `description`, `promo`, `map`,
   * `add-to-calendar`.
   */
  hide?: string;
  /** The event list (no `event`): `list` (default), `calendar` (a month) or `week`. */
  view?: ListLayout;
  /**
   * Where every notice that ends the buyer's path links; default: the event's `checkoutUrl`.
   * A link the buyer follows: `https:`, or `http:` on localhost only.
   */
  fallbackUrl?: string;
  /** The buyer's name, pre-filled (editable; checked like typed input when they submit). */
  name?: string;
  /** The buyer's e-mail, pre-filled. */
  email?: string;
  /** The buyer's phone, pre-filled. */
  phone?: string;
  /**
   * One answer per question, pre-filled: `data-answer-<question id>` (any case) on a script
   * tag, `answer-<question id>` on `<box-office>`, `{ [questionId]: answer }` here.
   */
  answers?: Readonly<Record<string, string>>;
  /**
   * Tickets the basket starts with: `tier:quantity` pairs, `day:2,vip:1` (a tier id holding
   * `,`, `:`, `%` or a space is percent-encoded), or their lines `[{ tier, quantity }]`.
   */
  items?: string | readonly ItemInput[];
}

/** Name of one option. */
export type OptionName = keyof OptionsInput;

/**
 * What the organizer pre-filled in the buyer's form: personal data, never put in a URL, a log
 * line or an event. Answers by question id in lower case (ids are matched in any case).
 */
export interface Prefill {
  name?: string;
  email?: string;
  phone?: string;
  answers?: ReadonlyMap<string, string>;
}

/**
 * Validated options with the defaults applied: what the widget and its chunks receive. The
 * personal ones are grouped as `prefill`; `sellKey` has become `key`.
 */
export interface Options
  extends Omit<OptionsInput, 'sellKey' | 'name' | 'email' | 'phone' | 'answers' | 'items'> {
  api: string;
  lang: string;
  mode: Mode;
  returnUrl: string;
  theme: Theme;
  /** The buyer's details pre-filled, when any option gave one. */
  prefill?: Prefill;
  /** The tickets the basket starts with, as lines. */
  items?: readonly ItemInput[];
}
