/**
 * What the components of one mounted app share besides text: the loader's placeholder,
 * and the views of chunks that arrive later (the purchase half, the event list).
 */

import type { ReadonlySignal } from '@preact/signals';
import { type ComponentChildren, type ComponentType, createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { PurchaseMessages } from '../i18n/en-purchase';
import type { CheckoutModel } from '../model/checkout-model';
import type { EventListModel } from '../model/event-list';
import type { OutcomePhase } from '../model/lifecycle';
import type { PurchaseModel } from '../model/purchase';
import type { EventSession } from '../model/session';
import type { Placeholder } from '../shared/contract';
import type { Options } from '../shared/options';
import type { CalendarLinksProps } from './calendar-links';

/** Props of the purchase views. */
export interface PurchaseProps {
  session: EventSession;
  purchase: PurchaseModel;
}

/** The purchase views, as the app renders them (the `purchase` chunk's), with the language's purchase text. */
export interface PurchaseViews {
  /** The buyer form, promo code, summary, notices and the submit button of a sellable event. */
  PurchaseForm: ComponentType<PurchaseProps & { busy: boolean }>;
  /** The outcome of a checkout. */
  Outcome: ComponentType<PurchaseProps & { phase: OutcomePhase }>;
  /** The catalogue's purchase half; absent for English (built into that chunk). */
  text?: PurchaseMessages;
}

/** The event list's views, as the app renders them (the `list` chunk's). */
export interface ListViews {
  /** The list with its loading and error states. */
  ListView: ComponentType<{ model: CheckoutModel; list: EventListModel }>;
  /** The way back from an event to the list. */
  BackButton: ComponentType<{ onBack: () => void }>;
}

/** What "Add to calendar" needs of the `calendar` chunk: the file and the links, as list items. */
export interface CalendarTools {
  CalendarLinks: ComponentType<CalendarLinksProps>;
}

/** The shell of one app. */
export interface Shell {
  /** The loader's placeholder, and the app's loading states after it. */
  placeholder: Placeholder;
  /** The purchase views, once their chunk arrived. */
  purchase: ReadonlySignal<PurchaseViews | null>;
  /** The event list's views, in list mode. */
  list?: ListViews;
  /** Loads the `calendar` chunk, for "Add to calendar" (absent: no such offer). */
  calendar?: () => Promise<CalendarTools>;
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

/** The parts the `hide` option takes away: `header`, `poster`, `description`, `promo`, `map`, `add-to-calendar`. */
export const useHidden = (): ReadonlySet<string> =>
  new Set(useShell()?.options?.value.hide?.split(/[\s,]+/));
