/**
 * Test helper: a model wired to a fake fetch, an in-memory sessionStorage, counted
 * idempotency keys, a recording host and the purchase half loaded in-process. Never bundled.
 */
import { vi } from 'vitest';
import * as presets from '../../chunks/presets/presets';
import { attributeName, type OptionsSource } from '../../loader/options';
import type { HostEventMap, HostEventName } from '../../shared/host-events';
import type { Options } from '../../shared/options';
import type { StorageLike } from '../../shared/record';
import { createCheckoutModel, type ListStarter } from '../checkout-model';
import type { Presets } from '../context';
import type { WidgetHost } from '../host';
import { startList } from '../list-mode';
import { createPurchase, type PurchaseModel } from '../purchase';
import type { PurchaseChunk } from '../purchase-half';
import type { EventSession } from '../session';
import { createFakeFetch } from './fake-fetch';
import { config, freeEvent, paidEvent } from './fixtures';
import { memoryStorage } from './memory-storage';

/** Widget options for tests. */
export const testOptions = (overrides: Partial<Options> = {}): Options => ({
  key: 'pk_test_demo',
  event: 'summer-fest',
  api: 'https://api.example',
  lang: 'en',
  mode: 'inline',
  returnUrl: 'https://host.example/page',
  theme: 'auto',
  ...overrides,
});

/** The purchase chunk, loaded in-process (the widget imports it as a chunk of its own). */
export const purchaseChunk: PurchaseChunk = { createPurchase };

/**
 * Builds a model against default routes (config, both fixture events); override routes before
 * `start()`. `loadPurchase` and `loadPresets` (default: the real chunks, at once) are spies.
 */
export function harness(
  opts: {
    options?: Partial<Options>;
    returnCheckoutId?: string | null;
    /** False: another widget of this event on the page takes the payment's return. */
    takesReturn?: boolean;
    storage?: StorageLike;
    /** localStorage as the widget sees it (default: a fresh one, shared by nobody). */
    sharedStorage?: StorageLike;
    loadPurchase?: () => Promise<PurchaseChunk>;
    /** Loads the presets chunk (default: the real one, at once). */
    loadPresets?: () => Promise<Presets>;
    /** How the integrator wrote the options (console hints name them so); default a script tag. */
    source?: OptionsSource;
  } = {},
) {
  const fake = createFakeFetch();
  fake.on('GET /config', { body: config() });
  fake.on('GET /events/summer-fest', { body: paidEvent() });
  fake.on('GET /events/community-meetup', { body: freeEvent() });
  const emitted: { type: HostEventName; detail: unknown }[] = [];
  const navigate = vi.fn<WidgetHost['navigate']>(() => 'left');
  const setPalette = vi.fn<WidgetHost['setPalette']>();
  const eventLoaded = vi.fn<NonNullable<WidgetHost['eventLoaded']>>();
  const host: WidgetHost = {
    emit: (type, detail) => emitted.push({ type, detail }),
    navigate,
    returnCheckoutId: opts.returnCheckoutId ?? null,
    ...(opts.takesReturn === false && { takesReturn: false }),
    optionName: (name) => attributeName(name, opts.source ?? 'script'),
    setPalette,
    eventLoaded,
  };
  const loadPurchase = vi.fn<() => Promise<PurchaseChunk>>(
    opts.loadPurchase ?? (() => Promise.resolve(purchaseChunk)),
  );
  const loadPresets = vi.fn<() => Promise<Presets>>(
    opts.loadPresets ?? (() => Promise.resolve(presets)),
  );
  const storage = opts.storage ?? memoryStorage();
  const sharedStorage = opts.sharedStorage ?? memoryStorage();
  const console = { error: vi.fn(), warn: vi.fn() };
  let keys = 0;
  const options = testOptions(opts.options);
  /** Starts the model; without an event option the list starts with `list` (the list chunk's). */
  const start = (list: ListStarter | undefined = options.event ? undefined : startList) =>
    createCheckoutModel(
      options,
      host,
      { purchase: loadPurchase, presets: loadPresets },
      {
        fetch: fake.fetch,
        storage,
        sharedStorage,
        uuid: () => `key-${++keys}`,
        random: () => 0.5,
        console,
      },
      list,
    );
  /** Makes dispatching host events of `type` throw `error` (a host page's listener that throws). */
  const throwOn = (type: HostEventName, error: Error) => {
    const emit = host.emit;
    host.emit = (name, detail) => {
      if (name === type) throw error;
      emit(name, detail);
    };
  };
  /** Detail of every emitted host event of one type, in order. */
  const events = <K extends HostEventName>(type: K) =>
    emitted.filter((e) => e.type === type).map((e) => e.detail as HostEventMap[K]);
  return {
    fake,
    host,
    navigate,
    setPalette,
    eventLoaded,
    loadPurchase,
    loadPresets,
    storage,
    sharedStorage,
    console,
    emitted,
    events,
    throwOn,
    start,
  };
}

/** Lets pending promises and due timers run (fake timers). */
export async function flush(ms = 0): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(0);
}

/** The open session, failing the test when there is none. */
export function sessionOf(model: { session: { value: EventSession | null } }): EventSession {
  const session = model.session.value;
  if (!session) throw new Error('no session');
  return session;
}

/**
 * The session's purchase half, as the view gets it: when it is not attached yet, the event's
 * first render is reported (`rendered()`, which loads it) and pending promises run. Fails the
 * test when it is still missing.
 */
export async function purchaseOf(session: EventSession): Promise<PurchaseModel> {
  if (!session.purchase.peek()) {
    session.rendered();
    await flush();
  }
  const purchase = session.purchase.peek();
  if (!purchase) throw new Error('no purchase half attached');
  return purchase;
}

/** Fills the form of the paid fixture event validly. */
export function fillForm(purchase: PurchaseModel): void {
  purchase.form.setField('customer.name', 'Ada Lovelace');
  purchase.form.setField('customer.email', 'ada@example.com');
  purchase.form.setField('answers.diet', 'none');
}

/**
 * A started model with the paid event loaded and rendered, its purchase half attached,
 * 2 General tickets, a filled form and failing quotes.
 */
export async function readyToBuy(
  h: ReturnType<typeof harness>,
): Promise<{ session: EventSession; purchase: PurchaseModel }> {
  h.fake.on('POST /quote', { status: 503, body: { error: { code: 'unavailable', message: 'x' } } });
  const session = sessionOf(h.start());
  await flush();
  const purchase = await purchaseOf(session);
  session.setQuantity('ga', 2);
  fillForm(purchase);
  return { session, purchase };
}
