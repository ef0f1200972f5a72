/**
 * The model of one mounted widget (STYLE: one model per mount, no module state). On
 * creation it fetches config and the event IN PARALLEL; without an event option it loads
 * the event list instead. `dispose()` aborts every request and clears every timer.
 */
import { batch, type ReadonlySignal, signal } from '@preact/signals';
import { createClient } from '../api/client';
import type { Config } from '../api/schemas';
import type { Options } from '../embed/options-types';
import { createEventList, type EventListModel } from './event-list';
import type { WidgetHost } from './host';
import { createScope } from './scope';
import { createSession, type EventSession, type SessionEnv } from './session';
import { findPendingById } from './storage';
import { type ModelDeps, resolveDeps, type ShownError } from './types';

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
  /** Applies options that need no reload (returnUrl, promo, theme…). */
  setOptions(options: Options): void;
  /** Aborts pending requests, clears timers and effects. */
  dispose(): void;
}

/** Creates the model for one mounted widget and starts loading at once. */
export function createCheckoutModel(
  options: Options,
  host: WidgetHost,
  deps: ModelDeps = {},
): CheckoutModel {
  const resolved = resolveDeps(deps);
  const scope = createScope();
  // The client reads only api, key, token and fetch from these.
  const client = createClient({ ...options, fetch: resolved.fetch });
  const current = signal(options);
  const config = signal<Config | null>(null);
  const session = signal<EventSession | null>(null);
  const error = signal<ShownError | null>(null);
  const env: SessionEnv = { client, host, deps: resolved, options: current, scope };

  // Config is optional: on failure the widget keeps its built-in look (issue 4 §5).
  void client.config(scope.signal).then((res) => {
    if (scope.disposed) return;
    config.value = res.ok ? res.value : null;
    host.setPalette(res.ok ? res.value.palette : null);
  });

  const open = (slug: string) => {
    session.peek()?.dispose();
    session.value = createSession(slug, env);
  };

  let list: EventListModel | null = null;
  if (options.event) open(options.event);
  else {
    list = createEventList(client, scope, resolved, (shown, message) => {
      error.value = shown;
      host.emit('boxoffice:error', { ...shown, message });
    });
    // Back from paying for an event picked from the list: reopen that event. With no record
    // here (another tab, storage blocked), the checkout names its event (an id works as a
    // ref); one we may not see (404/403) just leaves the list, without an error.
    const id = host.returnCheckoutId;
    const returned = id && findPendingById(resolved.storage, id);
    if (returned) open(returned.event);
    else if (id) {
      void client.checkoutStatus(id, scope.signal).then((res) => {
        if (res.ok && !scope.disposed && !session.peek()) open(res.value.eventId);
      });
    }
  }

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
      if (promo !== (current.peek().promo ?? '')) session.peek()?.quote.setPromoCode(promo);
      current.value = next;
    },
    dispose() {
      session.peek()?.dispose();
      scope.dispose();
    },
  };
}

/** Whether switching from `a` to `b` needs a new model (different API, credential, event or language). */
export function needsNewModel(a: Options, b: Options): boolean {
  return (
    a.api !== b.api ||
    a.key !== b.key ||
    a.token !== b.token ||
    a.event !== b.event ||
    a.lang !== b.lang
  );
}
