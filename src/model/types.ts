/**
 * Values the model exposes to the UI (states and error codes, never display text), and the
 * platform pieces it takes (`ModelDeps`).
 */
import { type StorageLike, storageOf } from '../shared/record';

/** An error shown to the buyer: an API code (`errorCode`), an error kind, or the widget's own code. */
export interface ShownError {
  /** e.g. `network`, `unavailable`, `inventory_changed`, `invalid_payment_url`, `empty_basket`. */
  code: string;
  /** HTTP status when the API answered. */
  status?: number;
}

/** Loading of a resource the view depends on; `retryable` when loading again may help (`isTransient`). */
export type LoadState =
  | { status: 'loading' }
  | { status: 'ready' }
  | { status: 'error'; error: ShownError; retryable: boolean };

/** Injectable platform pieces (tests pass fakes; the widget uses the browser's). */
export interface ModelDeps {
  fetch?: typeof fetch;
  /** sessionStorage, or null when unavailable (sandboxed iframes throw on access). */
  storage?: StorageLike | null;
  /**
   * localStorage, or null when unavailable: shared by the site's tabs, it remembers which
   * checkouts were reported (`once.ts`).
   */
  sharedStorage?: StorageLike | null;
  uuid?: () => string;
  random?: () => number;
  console?: Pick<Console, 'error' | 'warn'>;
}

/** `ModelDeps` with defaults applied. */
export type ResolvedDeps = Required<Omit<ModelDeps, 'fetch'>> & { fetch?: typeof fetch };

/** Fills in the browser defaults for missing deps. */
export function resolveDeps(deps: ModelDeps = {}): ResolvedDeps {
  return {
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    storage: deps.storage !== undefined ? deps.storage : storageOf('sessionStorage'),
    sharedStorage:
      deps.sharedStorage !== undefined ? deps.sharedStorage : storageOf('localStorage'),
    uuid: deps.uuid ?? (() => crypto.randomUUID()),
    random: deps.random ?? Math.random,
    console: deps.console ?? console,
  };
}
