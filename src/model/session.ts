/**
 * One event being sold: loads it, holds the basket, prices it, takes the form, submits,
 * and follows the payment. Created per selected event by `checkout-model.ts`; `dispose()`
 * aborts its requests and clears its timers.
 */
import { batch, computed, type ReadonlySignal, type Signal, signal } from '@preact/signals';
import type { ApiClient } from '../api/client';
import type { EventDetail } from '../api/schemas';
import type { Options } from '../embed/options-types';
import {
  type Basket,
  basketItems,
  type CanAdd,
  canAdd,
  type InventoryChange,
  itemsOf,
  maxFor,
  setQuantity,
  totalQuantity,
} from './basket';
import type { SessionContext } from './context';
import { createForm, type FormModel } from './form';
import type { WidgetHost } from './host';
import { createQuote, type QuoteModel } from './quote';
import { reportError, shownError } from './report';
import { resumePending, watchBackForward } from './return';
import type { Scope } from './scope';
import { type Sellability, sellability } from './sellability';
import { createSubmit } from './submit';
import { continuePayment } from './submit-outcome';
import type { LoadState, Phase, ResolvedDeps, ShownError } from './types';

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
  quote: QuoteModel;
  form: FormModel;
  /** shopping → redirecting | confirmation. */
  phase: ReadonlySignal<Phase>;
  submitting: ReadonlySignal<boolean>;
  /** The error shown to the buyer, if any (cleared by the next action). */
  error: ReadonlySignal<ShownError | null>;
  /** What the last `409 inventory_changed` recovery changed in the basket. */
  inventoryChanges: ReadonlySignal<InventoryChange[]>;
  submit(): Promise<void>;
  /** After a failed/canceled/expired payment: back to the basket (kept) to try again. */
  tryAgain(): void;
  /** The buyer followed the link to a payment page the browser had blocked: poll for it. */
  continuePayment(): void;
  /** Loads the event again after a load error. */
  reload(): void;
  /**
   * The view calls this after each commit of the loaded event (or its outcome): the first
   * call after a load dispatches `boxoffice:ready`, so integrators get it with the event in
   * the DOM (SPEC §1.3: "the event is rendered"), not while the skeleton still shows.
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
}

/** Starts selling `slug`: fetches the event at once and resumes a pending payment. */
export function createSession(slug: string, env: SessionEnv): EventSession {
  const scope = env.scope.child();
  const event = signal<EventDetail | null>(null);
  const basket = signal<Basket>({});
  const load = signal<LoadState>({ status: 'loading' });
  const error = signal<ShownError | null>(null);
  const phase = signal<Phase>({ step: 'shopping' });
  const inventoryChanges = signal<InventoryChange[]>([]);
  const ctx: SessionContext = {
    ...env,
    slug,
    scope,
    event,
    basket,
    report(shown, message) {
      error.value = shown;
      env.host.emit('boxoffice:error', { ...shown, message });
    },
  };
  const resumed = resumePending(ctx, phase);
  // Back from the payment page, the form starts with what the buyer typed before.
  const form = createForm(resumed ?? {});
  const quote = createQuote(ctx, env.options.peek().promo ?? '');
  const { submitting, submit } = createSubmit(ctx, { form, quote, phase, inventoryChanges });

  /** The event loaded but not yet announced as rendered (see `rendered`). */
  let loaded: EventDetail | null = null;
  async function fetchEvent() {
    load.value = { status: 'loading' };
    // Without a prefetched request the fetch starts now, before the first render (no await first).
    const shared = env.host.prefetched?.(slug);
    const pre = shared && (await shared);
    const res = pre?.ok ? pre : await env.client.event(slug, scope.signal);
    if (scope.disposed || (!res.ok && res.error.kind === 'aborted')) return;
    if (!res.ok) {
      load.value = { status: 'error', error: shownError(res.error) };
      reportError(ctx, res.error, `GET /events/${slug}`);
      return;
    }
    batch(() => {
      event.value = res.value;
      // A basket restored from a pending checkout must fit what is left now.
      basket.value = Object.keys(basket.peek()).reduce<Basket>(
        (b, id) => setQuantity(res.value, b, id, basket.peek()[id] ?? 0),
        {},
      );
      load.value = { status: 'ready' };
    });
    loaded = res.value;
  }

  // `boxoffice:basket` on every change (not for the initial empty basket).
  let announced = '{}';
  scope.effect(() => {
    const b = basket.value;
    const key = JSON.stringify(b);
    if (key === announced) return;
    announced = key;
    const ev = event.peek();
    const items = ev ? basketItems(ev, b) : itemsOf(b);
    env.host.emit('boxoffice:basket', { items, quantity: totalQuantity(b) });
  });

  const change = (tierId: string, next: (current: number) => number) => {
    const ev = event.peek();
    if (!ev || phase.peek().step !== 'shopping' || submitting.peek()) return;
    const current = basket.peek()[tierId] ?? 0;
    const updated = setQuantity(ev, basket.peek(), tierId, next(current));
    if (updated === basket.peek()) return;
    batch(() => {
      basket.value = updated;
      error.value = null;
      inventoryChanges.value = [];
    });
  };

  watchBackForward(ctx, phase);
  void fetchEvent();

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
        quantity: b[t.id] ?? 0,
        max: maxFor(ev, b, t.id),
        canAdd: canAdd(ev, b, t.id),
      }));
    }),
    increment: (tierId) => change(tierId, (q) => q + 1),
    decrement: (tierId) => change(tierId, (q) => q - 1),
    setQuantity: (tierId, quantity) => change(tierId, () => quantity),
    quote,
    form,
    phase,
    submitting,
    error,
    inventoryChanges,
    submit: async () => {
      error.value = null;
      await submit();
    },
    rendered() {
      if (!loaded) return;
      const { id, slug: eventSlug, title } = loaded;
      loaded = null;
      env.host.emit('boxoffice:ready', { event: { id, slug: eventSlug, title } });
    },
    tryAgain() {
      batch(() => {
        phase.value = { step: 'shopping' };
        error.value = null;
      });
    },
    continuePayment: () => continuePayment(ctx, phase),
    reload() {
      if (load.peek().status === 'error') void fetchEvent();
    },
    dispose: () => scope.dispose(),
  };
}
