/**
 * One event being sold: loads it, holds the basket and shows the purchase phase. The
 * purchase half (form, quote, checkout, return from payment: `purchase.ts`, which owns the
 * checkout lifecycle) is a chunk of its own: it is attached once it has loaded, right after
 * the event's first render, or at once when the buyer comes back from paying. Created per
 * selected event by `checkout-model.ts`; `dispose()` aborts its requests and clears its
 * timers.
 */
import { batch, computed, type ReadonlySignal, type Signal, signal } from '@preact/signals';
import type { ApiClient } from '../api/client';
import { isTransient } from '../api/errors';
import type { EventDetail } from '../api/schemas';
import { codeUnavailable } from '../shared/log';
import type { Options } from '../shared/options';
import {
  type Basket,
  basketItems,
  type CanAdd,
  canAdd,
  emptyBasket,
  fitBasket,
  type InventoryChange,
  maxFor,
  quantityOf,
  setQuantity,
  totalQuantity,
} from './basket';
import { hasPresets, type Presets, type SessionContext } from './context';
import type { WidgetHost } from './host';
import type { Phase } from './lifecycle';
import type { PurchaseModel } from './purchase';
import { reportError, reportUnexpected, shownError } from './report';
import type { Scope } from './scope';
import { type Sellability, sellability, sellableTiers } from './sellability';
import { showTiers, tierIds, unknownTiersHint } from './shown-tiers';
import { itemsValue, soldItems } from './sold';
import { expectsStart } from './start';
import type { LoadState, ResolvedDeps, ShownError } from './types';

/** One tier as the stepper needs it. */
export interface TierState {
  id: string;
  quantity: number;
  /** Highest quantity allowed now (the number input's max). */
  max: number;
  /** Whether "+" may add one, and if not, why. */
  canAdd: CanAdd;
}

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

/** The purchase chunk as the session uses it. */
export interface PurchaseChunk {
  /** With `presets` when the options pre-fill the form or start the basket (and it loaded). */
  createPurchase(ctx: SessionContext, presets?: Presets | null): PurchaseModel;
}

/** Loads the chunks an event's purchase needs (the app chunk builds them from the loader's chunk source). */
export interface ChunkLoaders {
  /** The purchase half. */
  purchase(): Promise<PurchaseChunk>;
  /** The organizer's prefill and items; rejects when the chunk did not load. */
  presets(): Promise<Presets>;
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
  const scope = env.scope.child();
  const event = signal<EventDetail | null>(null);
  const basket = signal<Basket>(emptyBasket());
  const load = signal<LoadState>({ status: 'loading' });
  const error = signal<ShownError | null>(null);
  const inventoryChanges = signal<InventoryChange[]>([]);
  const purchase = signal<PurchaseModel | null>(null);
  const edited = signal(false);
  // The lifecycle is the purchase half's: before it arrives, nothing has been bought.
  const phase = computed(() => purchase.value?.phase.value ?? SHOPPING);
  // The event enters the model here, on its first load and on every refetch (after a 409):
  // cut down to the tiers the `tiers` option shows, one event's option (the list ignores it).
  let hinted = false;
  const client: ApiClient = {
    ...env.client,
    event: async (ref, signal) => {
      const res = await env.client.event(ref, signal);
      if (!res.ok) return res;
      const { event: own, tiers } = env.options.peek();
      const shown = showTiers(res.value, tierIds(own ? tiers : undefined));
      if (shown.unknown.length > 0 && !hinted) {
        hinted = true;
        env.deps.console.warn(unknownTiersHint(shown, res.value, env.host.optionName));
      }
      return { ok: true, value: shown.event };
    },
  };
  const ctx: SessionContext = {
    ...env,
    client,
    slug,
    scope,
    event,
    basket,
    error,
    inventoryChanges,
    edited,
    report(shown, message) {
      error.value = shown;
      env.host.emit('boxoffice:error', { ...shown, message });
    },
  };
  // Until the purchase half is there, the view keeps the placeholder, not a basket about to change.
  const resuming = signal(expectsStart(ctx));
  const purchaseFailed = signal(false);

  let purchaseRequested = false;
  const attachPurchase = () => {
    if (purchaseRequested || scope.disposed) return;
    purchaseRequested = true;
    // The presets come with it, so a pre-filled form or basket shows filled at once; without
    // them (their chunk failed) the widget still sells.
    const presets = hasPresets(env.options.peek()) ? env.presets() : null;
    Promise.all([env.loadPurchase(), presets]).then(
      ([chunk, loaded]) => {
        if (scope.disposed) return;
        batch(() => {
          purchase.value = chunk.createPurchase(ctx, loaded);
          resuming.value = false;
          purchaseFailed.value = false;
        });
      },
      (error: unknown) => {
        if (scope.disposed) return;
        // The tiers stay; buying needs the missing half, which the buyer can ask for again.
        purchaseRequested = false;
        batch(() => {
          resuming.value = false;
          purchaseFailed.value = true;
        });
        codeUnavailable(env.host.emit, 'The purchase code', error, env.deps.console);
      },
    );
  };
  if (resuming.peek()) attachPurchase();

  /** The event loaded but not yet announced as rendered (see `rendered`). */
  let loaded: EventDetail | null = null;
  async function fetchEvent() {
    load.value = { status: 'loading' };
    const res = await client.event(slug, scope.signal);
    if (scope.disposed || (!res.ok && res.error.kind === 'aborted')) return;
    if (!res.ok) {
      load.value = {
        status: 'error',
        error: shownError(res.error),
        retryable: isTransient(res.error),
      };
      reportError(ctx, res.error, `GET /events/${slug}`);
      return;
    }
    batch(() => {
      event.value = res.value;
      // A basket restored from a pending checkout must fit what is left now.
      basket.value = fitBasket(res.value, basket.peek());
      load.value = { status: 'ready' };
    });
    loaded = res.value;
    env.host.eventLoaded?.(res.value);
  }

  // `boxoffice:basket` on every change (not for the initial empty basket), once the event
  // that names and prices its lines is there.
  let announced = '[]';
  scope.effect(() => {
    const b = basket.value;
    const ev = event.value;
    if (!ev) return;
    const key = JSON.stringify([...b]);
    if (key === announced) return;
    announced = key;
    const items = soldItems(ev, basketItems(ev, b));
    const { currency } = ev;
    const value = itemsValue(items, currency);
    env.host.emit('boxoffice:basket', { items, quantity: totalQuantity(b), currency, value });
  });

  const change = (tierId: string, next: (current: number) => number) => {
    try {
      const ev = event.peek();
      if (!ev || phase.peek().state !== 'shopping' || purchase.peek()?.submitting.peek()) return;
      const current = quantityOf(basket.peek(), tierId);
      const updated = setQuantity(ev, basket.peek(), tierId, next(current));
      if (updated === basket.peek()) return;
      batch(() => {
        basket.value = updated;
        edited.value = true;
        error.value = null;
        inventoryChanges.value = [];
      });
    } catch (cause) {
      reportUnexpected(ctx, cause, 'changing the basket');
    }
  };

  /** Fetches the event; an unexpected exception ends in the load error state, never thrown. */
  const loadEvent = () =>
    void fetchEvent().catch((cause) => {
      if (scope.disposed) return;
      // A bug of ours, not the API's: loading again is all the buyer can do.
      load.value = { status: 'error', error: { code: 'unknown' }, retryable: true };
      reportUnexpected(ctx, cause, `loading the event ${slug}`);
    });
  loadEvent();

  return {
    slug,
    load,
    event,
    sellability: computed(() => (event.value ? sellability(event.value) : null)),
    basket,
    quantity: computed(() => totalQuantity(basket.value)),
    tiers: computed(() => {
      const ev = event.value;
      const b = basket.value;
      if (!ev) return [];
      return ev.tiers.map((t) => ({
        id: t.id,
        quantity: quantityOf(b, t.id),
        max: maxFor(ev, b, t.id),
        canAdd: canAdd(ev, b, t.id),
      }));
    }),
    increment: (tierId) => change(tierId, (q) => q + 1),
    decrement: (tierId) => change(tierId, (q) => q - 1),
    setQuantity: (tierId, quantity) => change(tierId, () => quantity),
    phase,
    error,
    inventoryChanges,
    purchase,
    resuming,
    purchaseFailed,
    retryPurchase: attachPurchase,
    rendered() {
      if (!loaded) return;
      const { id, slug: eventSlug, title, currency } = loaded;
      const ev = loaded;
      loaded = null;
      const tiers = sellableTiers(ev).map(({ id, name, price }) => ({ id, name, price }));
      env.host.emit('boxoffice:ready', { event: { id, slug: eventSlug, title }, currency, tiers });
      // Not in the frame that paints the tiers: their first paint waits for nothing else.
      scope.afterPaint(attachPurchase);
    },
    reload() {
      if (load.peek().status === 'error') loadEvent();
    },
    dispose: () => scope.dispose(),
  };
}
