/** What the parts of one event session (basket, quote, submit, return) share. */
import type { Signal } from '@preact/signals';
import type { ApiClient } from '../api/client';
import type { EventDetail } from '../api/schemas';
import type { Options } from '../embed/options-types';
import type { Basket } from './basket';
import type { WidgetHost } from './host';
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
  /** Current options (cheap changes such as `returnUrl` or `lang` apply without a new model). */
  options: Signal<Options>;
  /** The event once loaded (replaced by a refetch after `409 inventory_changed`). */
  event: Signal<EventDetail | null>;
  basket: Signal<Basket>;
  /** Shows an error to the buyer and sends `boxoffice:error` with a developer message. */
  report(error: ShownError, message: string): void;
}
