/** What the parts of one event session (basket, quote, submit, return) share. */
import type { Signal } from '@preact/signals';
import type { ApiClient } from '../api/client';
import type { SalesClient } from '../api/sales-client';
import type { BasketItem, EventDetail } from '../api/schemas';
import type { Options } from '../shared/options';
import type { Basket, InventoryChange } from './basket';
import type { FormModel } from './form';
import type { WidgetHost } from './host';
import type { Lifecycle } from './lifecycle';
import type { Scope } from './scope';
import type { ResolvedDeps, ShownError } from './types';

/** Shared state and services of one event session. */
export interface SessionContext {
  /** The event slug (the `{ref}`). */
  slug: string;
  client: ApiClient;
  host: WidgetHost;
  scope: Scope;
  deps: ResolvedDeps;
  /** Current options (cheap changes such as `returnUrl` or `promo` apply without a new model). */
  options: Signal<Options>;
  /** The event once loaded (replaced by a refetch after `409 inventory_changed`). */
  event: Signal<EventDetail | null>;
  basket: Signal<Basket>;
  /** The error shown to the buyer, if any. */
  error: Signal<ShownError | null>;
  /** What the last `409 inventory_changed` recovery changed in the basket. */
  inventoryChanges: Signal<InventoryChange[]>;
  /** True once the basket is the buyer's: changed by them, or restored from their draft. */
  edited: Signal<boolean>;
  /** Shows an error to the buyer and sends `boxoffice:error` with a developer message. */
  report(error: ShownError, message: string): void;
  /**
   * The `presets` chunk, loaded once per widget whoever asks first (null when it failed: the
   * widget then sells without the organizer's prefill and items).
   */
  presets(): Promise<Presets | null>;
}

/**
 * The session context as the purchase half sees it: its client prices and sells, and it
 * moves the checkout lifecycle, only by sending it events.
 */
export interface PurchaseContext extends SessionContext {
  client: SalesClient;
  lifecycle: Lifecycle;
}

/** The `presets` chunk (src/chunks/presets/presets.ts), as the purchase half uses it. */
export interface Presets {
  /** Fills the basket with the organizer's `items` for `event` (clamped by every basket rule). */
  applyItems(ctx: PurchaseContext, event: EventDetail, items: readonly BasketItem[]): void;
  /** Fills the fields the buyer has not edited with the organizer's prefill, now and on changes. */
  watchPrefill(ctx: PurchaseContext, form: FormModel): void;
}

/** Whether `options` pre-fill the form or start the basket: what the `presets` chunk is for. */
export const hasPresets = (options: Options): boolean => Boolean(options.prefill || options.items);
