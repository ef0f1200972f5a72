/**
 * What the components of one mounted app share besides text: the loader's placeholder,
 * and the views of chunks that arrive later (the purchase half, the event list).
 */

import type { ReadonlySignal } from '@preact/signals';
import { type ComponentChildren, createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { ListViews } from '../chunks/list/list';
import type { PurchaseViews } from '../chunks/purchase/purchase';
import type { Options } from '../loader/options';
import type { Placeholder } from '../shared/contract';

/** The shell of one app. */
export interface Shell {
  /** The loader's placeholder, and the app's loading states after it. */
  placeholder: Placeholder;
  /** The purchase views, once their chunk arrived. */
  purchase: ReadonlySignal<PurchaseViews | null>;
  /** The event list's views, in list mode. */
  list?: ListViews;
  /** The widget's options, as the last update left them (absent: none of `hide`'s parts hidden, no fallback). */
  options?: ReadonlySignal<Options>;
}

const ShellContext = createContext<Shell | null>(null);

/** Provides `value` to the app below. */
export function ShellProvider({ value, children }: { value: Shell; children?: ComponentChildren }) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

/** The app's shell (null outside an app, e.g. a component rendered alone in a test). */
export const useShell = (): Shell | null => useContext(ShellContext);

/** The parts the `hide` option takes away: `header`, `poster`, `description`, `promo`. */
export const useHidden = (): ReadonlySet<string> =>
  new Set(useShell()?.options?.value.hide?.split(/[\s,]+/));
