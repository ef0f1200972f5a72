/**
 * Return from payment: poll `GET /checkout/{id}` with backoff until a final
 * state, for at most `POLL_BUDGET_MS`; then "still processing" (the e-mail will follow).
 * Paid → confirmation; failed / canceled / expired → a "try again" state with the basket
 * kept. The pending record is cleared once the state is final. What polling finds is sent
 * to the lifecycle (`lifecycle.ts`) as events.
 */
import type { BasketItem, CheckoutStatus } from '../api/schemas';
import { announceComplete } from './announce';
import { basketOf, itemsOf } from './basket';
import type { PurchaseContext } from './context';
import type { LifecycleEvent, OutcomeEventType } from './lifecycle';
import { reportError, reportUnexpected } from './report';
import { soldItems } from './sold';
import { clearPending, findPendingById, type PendingCheckout, readPending } from './storage';

/** First delay between polls; each next one is 1.5× longer, capped at `POLL_MAX_DELAY_MS`. */
export const POLL_FIRST_DELAY_MS = 1000;
/** Longest delay between two polls. */
export const POLL_MAX_DELAY_MS = 5000;
/** Total time spent polling before saying "still processing". */
export const POLL_BUDGET_MS = 60_000;

/** The events that start polling: each enters `checking` (see `lifecycle.ts`). */
export type PollStart = Extract<
  LifecycleEvent,
  { type: 'tabOpened' | 'notPayable' | 'resumed' | 'backForwardRestore' | 'continuePayment' }
>;

/**
 * Sends `start` and, when the lifecycle took it (it is now `checking`), polls that checkout
 * and sends its outcome. With `shopIfUnpaid` (the buyer came back without the payment page
 * sending them, e.g. with Back), a checkout still awaiting payment returns them to the shop
 * with the basket instead of waiting.
 */
export async function pollCheckout(
  ctx: PurchaseContext,
  start: PollStart,
  shopIfUnpaid = false,
): Promise<void> {
  if (!ctx.lifecycle.send(start)) return;
  const phase = ctx.lifecycle.phase.peek();
  if (phase.state === 'shopping') return;
  const { checkoutId, items } = phase.checkout;
  try {
    await poll(ctx, checkoutId, items, shopIfUnpaid);
  } catch (error) {
    // Never an unhandled rejection: the buyer is told, the checkout can still be checked later.
    if (!ctx.scope.disposed) reportUnexpected(ctx, error, `checking checkout ${checkoutId}`);
  }
}

async function poll(
  ctx: PurchaseContext,
  checkoutId: string,
  items: BasketItem[],
  shopIfUnpaid: boolean,
): Promise<void> {
  const { lifecycle } = ctx;
  /** The basket the buyer had, back for another try. */
  const restoreBasket = () => {
    if (items.length > 0) ctx.basket.value = basketOf(items);
  };
  let waited = 0;
  for (let attempt = 0; ; attempt++) {
    const res = await ctx.client.checkoutStatus(checkoutId, ctx.scope.signal);
    if (ctx.scope.disposed) return;
    if (shopIfUnpaid && res.ok && res.value.status === 'requires_payment') {
      if (lifecycle.send({ type: 'unpaidOnReturn' })) restoreBasket();
      return;
    }
    const outcome = res.ok ? OUTCOMES[res.value.status] : undefined;
    if (res.ok && outcome) {
      const checkout = res.value;
      const orderId = checkout.orderId ? { orderId: checkout.orderId } : {};
      const data = { amount: checkout.amount, currency: checkout.currency, ...orderId };
      if (!lifecycle.send({ type: outcome, update: data })) return;
      // The lines `boxoffice:checkout` reported, when this tab started the checkout.
      const record = readPending(ctx.deps.storage, ctx.slug);
      const sold = record?.id === checkoutId ? record.sold : undefined;
      clearPending(ctx.deps.storage, ctx.slug);
      // Payment did not go through: the buyer's basket is back for "try again".
      if (outcome !== 'paymentCompleted') restoreBasket();
      announceComplete(ctx, checkout, sold ?? soldItems(ctx.event.peek(), items));
      return;
    }
    if (!res.ok && res.error.kind === 'http' && [401, 403, 404].includes(res.error.status)) {
      // Not ours to see (or gone): stop, forget it, and let the buyer shop again.
      if (!lifecycle.send({ type: 'notOurs' })) return;
      clearPending(ctx.deps.storage, ctx.slug);
      reportError(ctx, res.error, `GET /checkout/${checkoutId}`);
      return;
    }
    const delay = Math.min(POLL_FIRST_DELAY_MS * 1.5 ** attempt, POLL_MAX_DELAY_MS);
    if (waited + delay > POLL_BUDGET_MS) {
      lifecycle.send({ type: 'pollTimedOut' });
      return;
    }
    waited += delay;
    if (!(await ctx.scope.sleep(delay))) return;
  }
}

/** Final checkout statuses and the lifecycle event each sends. */
const OUTCOMES: Partial<Record<CheckoutStatus, OutcomeEventType>> = {
  completed: 'paymentCompleted',
  failed: 'paymentFailed',
  canceled: 'paymentCanceled',
  expired: 'paymentExpired',
};

/**
 * On start: a checkout handed back by the payment page (`returnCheckoutId`), or one this
 * browser left pending for this event, is polled; its saved basket is restored first.
 * A returned id that belongs to another event's pending record is left to that widget.
 * Returns the restored record (so the form can be pre-filled), or null.
 */
export function resumePending(ctx: PurchaseContext): PendingCheckout | null {
  if (ctx.host.takesReturn === false) return null;
  const pending = readPending(ctx.deps.storage, ctx.slug);
  const returned = ctx.host.returnCheckoutId;
  // The payment page's id is ours unless another event's pending record claims it.
  const fromPage =
    Boolean(returned) &&
    (pending?.id === returned || !findPendingById(ctx.deps.storage, returned ?? ''));
  const id = fromPage ? returned : pending?.id;
  if (!id) return null;
  const record = pending?.id === id ? pending : null;
  if (record) ctx.basket.value = record.basket;
  const items = record ? itemsOf(record.basket) : [];
  const checkout = { checkoutId: id, items, ...(record?.email ? { email: record.email } : {}) };
  void pollCheckout(ctx, { type: 'resumed', checkout }, !fromPage);
  return record;
}

/**
 * Back from the payment page through the back/forward cache: the page was frozen while
 * "redirecting", so check the checkout again instead of staying busy forever (the
 * lifecycle takes `backForwardRestore` only while redirecting).
 */
export function watchBackForward(ctx: PurchaseContext): void {
  if (typeof addEventListener !== 'function') return;
  const onPageShow = (e: PageTransitionEvent) => {
    if (!e.persisted) return;
    // The rest of the checkout (its id, the address the order went to) is redirecting's.
    const update = { items: itemsOf(ctx.basket.peek()) };
    void pollCheckout(ctx, { type: 'backForwardRestore', update }, true);
  };
  addEventListener('pageshow', onPageShow);
  ctx.scope.onDispose(() => removeEventListener('pageshow', onPageShow));
}
