/**
 * The public TypeScript surface of the ES module build (`dist/boxoffice.d.mts` re-exports
 * the declarations emitted from this file). Types only: no runtime code.
 */
import type { HostEventMap, HostEventName } from './host-events';
import type { Mode, Theme } from './options-types';

export type { HostEventMap, HostEventName, Mode, Theme };

/** Options of `mount()` and `update()`: SPEC §1.1 without the `data-` prefix, camelCase. */
export interface MountOptions {
  /** Publishable key, sent as `X-Sell-Key`. This or `token` is required. */
  key?: string;
  /** Access token, sent as `Authorization: Bearer …` instead of the key. */
  token?: string;
  /** Event slug; without it the widget lists the key's events. */
  event?: string;
  /** API base URL; default: the origin the script was loaded from. */
  api?: string;
  /** UI language (BCP 47); default: `<html lang>`, then `navigator.language`, then `en`. */
  lang?: string;
  /** `inline` (default), `iframe` or `button`. */
  mode?: Mode;
  /** Where the buyer comes back after paying; default: the current page URL. */
  returnUrl?: string;
  /** `light`, `dark` or `auto` (default). */
  theme?: Theme;
  /** Accent colour `#rrggbb`; default: the key's palette. */
  accent?: string;
  /** Promo code to pre-fill. */
  promo?: string;
}

/** A mounted widget. Neither method throws. */
export interface WidgetHandle {
  /** Changes options; the given ones are merged over the current ones. */
  update(options: MountOptions): void;
  /** Removes the widget and everything it set up (listeners, timers, observers, DOM). */
  unmount(): void;
}

/** Mounts a widget into `target` (an element or a CSS selector). Never throws. */
export type MountFn = (target: Element | string, options: MountOptions) => WidgetHandle;

/** The `CustomEvent` a host page receives for host event `K` (SPEC §1.3). */
export type BoxOfficeEvent<K extends HostEventName> = CustomEvent<HostEventMap[K]>;
