/**
 * The purchase half as an event session holds it: a chunk of its own (`purchase.ts`, with
 * the form, the quote, the checkout and its lifecycle), asked for at once when the session
 * starts from something (`start.ts`), else once the event's first render is painted, and
 * again when the buyer retries after it failed. Its states and the one table of transitions
 * (`TRANSITIONS`) say what the view shows meanwhile: the placeholder while a start waits for
 * it, the failure until a retry has brought it.
 */
import { batch, computed, type ReadonlySignal, signal } from '@preact/signals';
import { codeUnavailable } from '../shared/log';
import { hasPresets, type Presets, type SessionContext } from './context';
import type { PurchaseModel } from './purchase';

/** The purchase chunk as the session uses it. */
export interface PurchaseChunk {
  /** With `presets` when the options pre-fill the form or start the basket (and it loaded). */
  createPurchase(ctx: SessionContext, presets?: Presets | null): PurchaseModel;
}

/** Loads the chunks an event's purchase needs (the app chunk builds them from the loader's). */
export interface ChunkLoaders {
  /** The purchase half. */
  purchase(): Promise<PurchaseChunk>;
  /** The organizer's prefill and items; rejects when the chunk did not load. */
  presets(): Promise<Presets>;
}

/** Where the purchase half of a session is. */
export type HalfState =
  /** Not asked for yet. */
  | 'idle'
  /** Asked for at once, for a start: the view keeps the placeholder until it is attached. */
  | 'resuming'
  /** Asked for after the event's first paint. */
  | 'loading'
  /** Asked for again after it failed: the failure stays shown until it is attached. */
  | 'retrying'
  /** It did not load: the tiers still work, buying needs it. */
  | 'failed'
  /** Loaded and attached to the session. */
  | 'attached';

/** What moves it: asked for (for a start, or otherwise), then loaded or failed. */
type HalfEvent = 'start' | 'request' | 'loaded' | 'failed';

/** Every transition; an event a state has none for changes nothing. */
const TRANSITIONS: Readonly<Record<HalfState, Partial<Record<HalfEvent, HalfState>>>> = {
  idle: { start: 'resuming', request: 'loading' },
  resuming: { loaded: 'attached', failed: 'failed' },
  loading: { loaded: 'attached', failed: 'failed' },
  retrying: { loaded: 'attached', failed: 'failed' },
  failed: { request: 'retrying' },
  attached: {},
};

/** The purchase half of one session. */
export interface PurchaseHalf {
  state: ReadonlySignal<HalfState>;
  /** The attached half, or null before. */
  purchase: ReadonlySignal<PurchaseModel | null>;
  /** True while a start waits for it (`resuming`). */
  resuming: ReadonlySignal<boolean>;
  /** True from a failed load until a later one has attached it. */
  failed: ReadonlySignal<boolean>;
  /**
   * Asks for it: with `start`, at once for a start; else after the first paint, or again after
   * it failed. Does nothing while it loads, once it is attached, or once the session is gone.
   */
  request(start?: boolean): void;
}

/** The purchase half of the session of `ctx`, loaded by `load`, not asked for yet. */
export function createPurchaseHalf(
  ctx: SessionContext,
  load: () => Promise<PurchaseChunk>,
): PurchaseHalf {
  const state = signal<HalfState>('idle');
  const purchase = signal<PurchaseModel | null>(null);
  const send = (event: HalfEvent): boolean => {
    const to = TRANSITIONS[state.peek()][event];
    if (to) state.value = to;
    return Boolean(to);
  };
  const attach = (chunk: PurchaseChunk, presets: Presets | null) => {
    if (ctx.scope.disposed) return;
    batch(() => {
      purchase.value = chunk.createPurchase(ctx, presets);
      send('loaded');
    });
  };
  const fail = (error: unknown) => {
    if (ctx.scope.disposed) return;
    send('failed');
    codeUnavailable(ctx.host.emit, 'The purchase code', error, ctx.deps.console);
  };
  return {
    state: computed(() => state.value),
    purchase: computed(() => purchase.value),
    resuming: computed(() => state.value === 'resuming'),
    failed: computed(() => state.value === 'failed' || state.value === 'retrying'),
    request(start = false) {
      if (ctx.scope.disposed || !send(start ? 'start' : 'request')) return;
      // The presets come with it, so a pre-filled form or basket shows filled at once; without
      // them (their chunk failed) the widget still sells.
      const presets = hasPresets(ctx.options.peek()) ? ctx.presets() : null;
      Promise.all([load(), presets]).then(([chunk, loaded]) => attach(chunk, loaded), fail);
    },
  };
}
