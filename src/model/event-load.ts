/**
 * Loading the event of one session: `GET /events/{slug}` into the session's `event`, with
 * the state the view shows (`loading` → `ready` | `error`), again on `reload` after an error.
 * The event of each load waits to be announced until the view has rendered it (`takeLoaded`).
 */
import { batch, type ReadonlySignal, signal } from '@preact/signals';
import { isTransient } from '../api/errors';
import type { EventDetail } from '../api/schemas';
import { fitBasket } from './basket';
import type { SessionContext } from './context';
import { reportError, reportUnexpected, shownError } from './report';
import type { LoadState } from './types';

/** The event's loading, for one session. */
export interface EventLoad {
  /** Loading the event: loading → ready | error. */
  state: ReadonlySignal<LoadState>;
  /** Loads the event again after a load error (else nothing). */
  reload(): void;
  /** The event the last load brought, once: null until a load ends, and after this call. */
  takeLoaded(): EventDetail | null;
}

/** Starts loading the event of the session of `ctx`. */
export function loadEvent(ctx: SessionContext): EventLoad {
  const state = signal<LoadState>({ status: 'loading' });
  let loaded: EventDetail | null = null;

  async function fetchEvent() {
    state.value = { status: 'loading' };
    const res = await ctx.client.event(ctx.slug, ctx.scope.signal);
    if (ctx.scope.disposed || (!res.ok && res.error.kind === 'aborted')) return;
    if (!res.ok) {
      state.value = {
        status: 'error',
        error: shownError(res.error),
        retryable: isTransient(res.error),
      };
      reportError(ctx, res.error, `GET /events/${ctx.slug}`);
      return;
    }
    batch(() => {
      ctx.event.value = res.value;
      // A basket restored from a pending checkout must fit what is left now.
      ctx.basket.value = fitBasket(res.value, ctx.basket.peek());
      state.value = { status: 'ready' };
    });
    loaded = res.value;
    ctx.host.eventLoaded?.(res.value);
  }

  /** Fetches the event; an unexpected exception ends in the load error state, never thrown. */
  const start = () =>
    void fetchEvent().catch((cause) => {
      if (ctx.scope.disposed) return;
      // A bug of ours, not the API's: loading again is all the buyer can do.
      state.value = { status: 'error', error: { code: 'unknown' }, retryable: true };
      reportUnexpected(ctx, cause, `loading the event ${ctx.slug}`);
    });
  start();

  return {
    state,
    reload() {
      if (state.peek().status === 'error') start();
    },
    takeLoaded() {
      const event = loaded;
      loaded = null;
      return event;
    },
  };
}
