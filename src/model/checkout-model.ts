/**
 * The model of one mounted widget (one model per mount, no module state). On creation it
 * fetches config and the event in parallel (the loader has usually started both already);
 * given `startList` (by the list chunk) it opens the event list instead (`list-mode.ts`). `dispose()` aborts every request and clears every timer.
 */
import { batch, type ReadonlySignal, signal } from '@preact/signals';
import { type ApiClient, createClient } from '../api/client';
import type { Config } from '../api/schemas';
import type { Options } from '../shared/options';
import type { Presets } from './context';
import type { EventListModel } from './event-list';
import type { WidgetHost } from './host';
import type { ChunkLoaders } from './purchase-half';
import { createScope, type Scope } from './scope';
import { createSession, type EventSession, type SessionEnv } from './session';
import { type ModelDeps, type ResolvedDeps, resolveDeps, type ShownError } from './types';

/** The model of one widget. */
export interface CheckoutModel {
  /** `GET /config` once it arrived; null while loading or when it failed (built-in look). */
  config: ReadonlySignal<Config | null>;
  /** The event list, when the widget was mounted without an event; else null. */
  list: EventListModel | null;
  /** The event being sold, or null while the list is shown. */
  session: ReadonlySignal<EventSession | null>;
  /** Errors outside an event session (the event list), for the notice. */
  error: ReadonlySignal<ShownError | null>;
  /** Opens an event from the list. */
  selectEvent(slug: string): void;
  /** Back from an event to the list (only when there is a list). */
  backToList(): void;
  /** Applies options that keep the mount (return URL, promo). */
  setOptions(options: Options): void;
  /** Aborts pending requests, clears timers and effects. */
  dispose(): void;
}

/** What the event list needs to start (the list chunk provides it). */
export interface ListEnv {
  client: ApiClient;
  scope: Scope;
  deps: ResolvedDeps;
  host: WidgetHost;
  /** Shows an error outside any event and sends `boxoffice:error`. */
  report(error: ShownError, message: string): void;
  /** Opens an event (back from paying for one picked from the list). */
  open(ref: string): void;
  /** Whether an event is open already. */
  isOpen(): boolean;
}

/** Starts the event list of a widget mounted without an event. */
export type ListStarter = (env: ListEnv) => EventListModel;

/** Creates the model for one mounted widget and starts loading at once. */
export function createCheckoutModel(
  options: Options,
  host: WidgetHost,
  chunks: ChunkLoaders,
  deps: ModelDeps = {},
  startList?: ListStarter,
): CheckoutModel {
  const resolved = resolveDeps(deps);
  const scope = createScope();
  // The client reads only api, key, token and fetch from these.
  const client = createClient({ ...options, fetch: resolved.fetch });
  const current = signal(options);
  const config = signal<Config | null>(null);
  const session = signal<EventSession | null>(null);
  const error = signal<ShownError | null>(null);
  // One load of the presets chunk for the widget, whichever session or option change asks first.
  let presets: Promise<Presets | null> | null = null;
  const env: SessionEnv = {
    client,
    host,
    deps: resolved,
    options: current,
    scope,
    loadPurchase: chunks.purchase,
    presets: () => (presets ??= chunks.presets().catch(() => null)),
  };

  // Config is optional: on failure the widget keeps its built-in look.
  void client.config(scope.signal).then((res) => {
    if (scope.disposed) return;
    config.value = res.ok ? res.value : null;
    host.setPalette(res.ok ? res.value.palette : null);
  });

  const open = (slug: string) => {
    session.peek()?.dispose();
    session.value = createSession(slug, env);
  };

  // The mount plan decided between the event and the list (src/loader/plan.ts): the list
  // chunk passes `startList`, and only it.
  let list: EventListModel | null = null;
  if (startList) {
    list = startList({
      client,
      scope,
      deps: resolved,
      host,
      report(shown, message) {
        error.value = shown;
        host.emit('boxoffice:error', { ...shown, message });
      },
      open,
      isOpen: () => session.peek() !== null,
    });
  } else if (options.event) open(options.event);

  return {
    config,
    list,
    session,
    error,
    selectEvent(slug) {
      if (!scope.disposed && slug) open(slug);
    },
    backToList() {
      if (!list) return;
      batch(() => {
        session.peek()?.dispose();
        session.value = null;
      });
    },
    setOptions(next) {
      const promo = next.promo ?? '';
      if (promo !== (current.peek().promo ?? ''))
        session.peek()?.purchase.peek()?.quote.setPromoCode(promo);
      current.value = next;
    },
    dispose() {
      session.peek()?.dispose();
      scope.dispose();
    },
  };
}
