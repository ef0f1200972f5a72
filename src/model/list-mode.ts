/**
 * The event list as a widget's starting point (the list chunk): the paged list, and the
 * way back to an event after paying for one picked from it. With a pending record in this
 * tab the event reopens at once; without one (another tab, storage blocked) the checkout
 * names its event (an id works as a ref); one we may not see (404/403) just leaves the
 * list, without an error.
 */
import { withSales } from '../api/sales-client';
import type { ListStarter } from './checkout-model';
import { createEventList } from './event-list';
import { findPendingById } from './storage';

/** Starts the event list of a widget and resumes a return from paying. */
export const startList: ListStarter = (env) => {
  const list = createEventList(env.client, env.scope, env.deps, env.host, env.report);
  const id = env.host.returnCheckoutId;
  const returned = id && findPendingById(env.deps.storage, id);
  if (returned) env.open(returned.event);
  else if (id) {
    void withSales(env.client)
      .checkoutStatus(id, env.scope.signal)
      .then((res) => {
        if (res.ok && !env.scope.disposed && !env.isOpen()) env.open(res.value.eventId);
      });
  }
  return list;
};
