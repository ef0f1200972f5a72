/**
 * One event being sold: the session's shared context, the basket the buyer changes and the
 * phase the views show. Its parts: the event's load (`event-load.ts`), where the basket and
 * form start (`start.ts`), and the purchase half (`purchase-half.ts`): form, quote, checkout
 * and the return from payment (`purchase.ts`, which owns the checkout lifecycle), a chunk of
 * its own, attached right after the event's first render, or at once when there is something
 * to start from. Created per selected event by `checkout-model.ts`; `dispose()` aborts its
 * requests and clears its timers.
 */
import { batch, computed, type ReadonlySignal, type Signal, signal } from '@preact/signals';
import type { ApiClient } from '../api/client';
import type { EventDetail } from '../api/schemas';
import type { Options } from '../shared/options';
import {
  type Basket,
  basketItems,
  emptyBasket,
  type InventoryChange,
  quantityOf,
  setQuantity,
  type TierState,
  tierStates,
  totalQuantity,
} from './basket';
import type { Presets, SessionContext } from './context';
import { loadEvent } from './event-load';
import type { WidgetHost } from './host';
import type { Phase } from './lifecycle';
import type { PurchaseModel } from './purchase';
import { createPurchaseHalf, type PurchaseChunk } from './purchase-half';
import { reportUnexpected } from './report';
import type { Scope } from './scope';
import { type Sellability, sellability, sellableTiers } from './sellability';
import { withShownTiers } from './shown-tiers';
import { itemsValue, soldItems } from './sold';
import { expectsStart } from './start';
import type { LoadState, ResolvedDeps, ShownError } from './types';

/** The model of one event being sold. */
export interface EventSession {
  slug: string;
  /** Loading the event: loading → ready | error. */
  load: ReadonlySignal<LoadState>;
  event: ReadonlySignal<EventDetail | null>;
  /** Whether the widget sells this event itself (null while loading). */
  sellability: ReadonlySignal<Sellability | null>;
  basket: ReadonlySignal<Basket>;
  /** Tickets in the basket. */
  quantity: ReadonlySignal<number>;
  /** Per-tier stepper state, in the event's tier order. */
  tiers: ReadonlySignal<TierState[]>;
  increment(tierId: string): void;
  decrement(tierId: string): void;
  setQuantity(tierId: string, quantity: number): void;
  /** Where the purchase is: the lifecycle's state and its data (`lifecycle.ts`). */
  phase: ReadonlySignal<Phase>;
  /** The error shown to the buyer, if any (cleared by the next action). */
  error: ReadonlySignal<ShownError | null>;
  /** What the last `409 inventory_changed` recovery changed in the basket. */
  inventoryChanges: ReadonlySignal<InventoryChange[]>;
  /** Form, quote and checkout, once their chunk has arrived; null before. */
  purchase: ReadonlySignal<PurchaseModel | null>;
  /**
   * True while the buyer is back from a payment and the purchase half, which checks it,
   * has not arrived yet: the view keeps the placeholder rather than show the shop.
   */
  resuming: ReadonlySignal<boolean>;
  /** True when the purchase half could not be loaded (the tiers still work); see `retryPurchase`. */
  purchaseFailed: ReadonlySignal<boolean>;
  /** Loads the purchase half again after it failed. */
  retryPurchase(): void;
  /** Loads the event again after a load error. */
  reload(): void;
  /**
   * The view calls this after each commit of the loaded event (or its outcome): the first
   * call after a load dispatches `boxoffice:ready`, so integrators get it with the event in
   * the DOM ("the event is rendered"), not while the placeholder still shows; once that
   * frame is painted, it fetches the purchase half.
   */
  rendered(): void;
  dispose(): void;
}

/** What a session needs from the widget model. */
export interface SessionEnv {
  client: ApiClient;
  host: WidgetHost;
  deps: ResolvedDeps;
  options: Signal<Options>;
  /** The widget's scope; the session lives in a child of it. */
  scope: Scope;
  /** Loads the purchase half (its chunk). */
  loadPurchase(): Promise<PurchaseChunk>;
  /** The `presets` chunk, loaded once per widget (`SessionContext.presets`). */
  presets(): Promise<Presets | null>;
}

const SHOPPING: Phase = { state: 'shopping' };

/** Starts selling `slug`: fetches the event at once. */
export function createSession(slug: string, env: SessionEnv): EventSession {
  const ctx = sessionContext(slug, env);
  const { event, basket, scope } = ctx;
  const half = createPurchaseHalf(ctx, env.loadPurchase);
  // Until the purchase half is there, the view keeps the placeholder, not a basket about to change.
  if (expectsStart(ctx)) half.request(true);
  // The lifecycle is the purchase half's: before it arrives, nothing has been bought.
  const phase = computed(() => half.purchase.value?.phase.value ?? SHOPPING);
  announceBasket(ctx);
  const load = loadEvent(ctx);
  // The stepper changes nothing once the purchase is past shopping, or while it is being sent.
  const locked = () =>
    phase.peek().state !== 'shopping' || Boolean(half.purchase.peek()?.submitting.peek());
  const change = (tierId: string, next: (current: number) => number) =>
    changeQuantity(ctx, locked, tierId, next);

  return {
    slug,
    load: load.state,
    event,
    sellability: computed(() => (event.value ? sellability(event.value) : null)),
    basket,
    quantity: computed(() => totalQuantity(basket.value)),
    tiers: computed(() => (event.value ? tierStates(event.value, basket.value) : [])),
    increment: (tierId) => change(tierId, (q) => q + 1),
    decrement: (tierId) => change(tierId, (q) => q - 1),
    setQuantity: (tierId, quantity) => change(tierId, () => quantity),
    phase,
    error: ctx.error,
    inventoryChanges: ctx.inventoryChanges,
    purchase: half.purchase,
    resuming: half.resuming,
    purchaseFailed: half.failed,
    retryPurchase: () => half.request(),
    rendered() {
      const ev = load.takeLoaded();
      if (!ev) return;
      const { id, slug: eventSlug, title, currency } = ev;
      const tiers = sellableTiers(ev).map((tier) => ({
        id: tier.id,
        name: tier.name,
        price: tier.price,
      }));
      env.host.emit('boxoffice:ready', { event: { id, slug: eventSlug, title }, currency, tiers });
      // Not in the frame that paints the tiers: their first paint waits for nothing else.
      scope.afterPaint(() => half.request());
    },
    reload: load.reload,
    dispose: () => scope.dispose(),
  };
}

/** The shared state of a new session of `slug`: an empty basket, no event yet. */
function sessionContext(slug: string, env: SessionEnv): SessionContext {
  const error = signal<ShownError | null>(null);
  return {
    ...env,
    client: withShownTiers(env.client, env),
    slug,
    scope: env.scope.child(),
    event: signal<EventDetail | null>(null),
    basket: signal<Basket>(emptyBasket()),
    error,
    inventoryChanges: signal<InventoryChange[]>([]),
    edited: signal(false),
    report(shown, message) {
      error.value = shown;
      env.host.emit('boxoffice:error', { ...shown, message });
    },
  };
}

/**
 * `boxoffice:basket` on every change of the basket (not for the initial empty one), once the
 * event that names and prices its lines is there.
 */
function announceBasket(ctx: SessionContext): void {
  let announced = '[]';
  ctx.scope.effect(() => {
    const basket = ctx.basket.value;
    const event = ctx.event.value;
    if (!event) return;
    const key = JSON.stringify([...basket]);
    if (key === announced) return;
    announced = key;
    const items = soldItems(event, basketItems(event, basket));
    const { currency } = event;
    const value = itemsValue(items, currency);
    ctx.host.emit('boxoffice:basket', { items, quantity: totalQuantity(basket), currency, value });
  });
}

/**
 * The buyer changes the quantity of `tierId` to `next` of the current one, within the basket
 * rules and unless `locked`; the basket is theirs from then on. Never throws.
 */
function changeQuantity(
  ctx: SessionContext,
  locked: () => boolean,
  tierId: string,
  next: (current: number) => number,
): void {
  try {
    const event = ctx.event.peek();
    if (!event || locked()) return;
    const current = ctx.basket.peek();
    const updated = setQuantity(event, current, tierId, next(quantityOf(current, tierId)));
    if (updated === current) return;
    batch(() => {
      ctx.basket.value = updated;
      ctx.edited.value = true;
      ctx.error.value = null;
      ctx.inventoryChanges.value = [];
    });
  } catch (cause) {
    reportUnexpected(ctx, cause, 'changing the basket');
  }
}
