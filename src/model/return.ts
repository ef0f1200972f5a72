/**
 * Return from payment (issue 3 §8): poll `GET /checkout/{id}` with backoff until a final
 * state, for at most `POLL_BUDGET_MS`; then "still processing" (the e-mail will follow).
 * Paid → confirmation; failed / canceled / expired → a "try again" state with the basket
 * kept. The pending record is cleared once the state is final.
 */
import type { CheckoutStatus } from '../api/schemas';
import { basketOf, itemsOf } from './basket';
import type { PurchaseContext } from './context';
import { reportError, reportUnexpected } from './report';
import { clearPending, findPendingById, type PendingCheckout, readPending } from './storage';
import type { Confirmation, ConfirmationState } from './types';

/** First delay between polls; each next one is 1.5× longer, capped at `POLL_MAX_DELAY_MS`. */
export const POLL_FIRST_DELAY_MS = 1000;
/** Longest delay between two polls. */
export const POLL_MAX_DELAY_MS = 5000;
/** Total time spent polling before saying "still processing". */
export const POLL_BUDGET_MS = 60_000;

/**
 * Polls checkout `base.checkoutId` and moves `phase` to its outcome. With `shopIfUnpaid`
 * (the buyer came back without the payment page sending them, e.g. with Back), a checkout
 * still awaiting payment returns them to the shop with the basket instead of waiting.
 */
export async function pollCheckout(
  ctx: PurchaseContext,
  base: Omit<Confirmation, 'state'>,
  shopIfUnpaid = false,
): Promise<void> {
  try {
    await poll(ctx, base, shopIfUnpaid);
  } catch (error) {
    // Never an unhandled rejection: the buyer is told, the checkout can still be checked later.
    if (!ctx.scope.disposed) reportUnexpected(ctx, error, `checking checkout ${base.checkoutId}`);
  }
}

async function poll(
  ctx: PurchaseContext,
  base: Omit<Confirmation, 'state'>,
  shopIfUnpaid: boolean,
): Promise<void> {
  const { phase } = ctx;
  const show = (state: Confirmation['state'], extra: Partial<Confirmation> = {}) => {
    phase.value = { step: 'confirmation', confirmation: { ...base, ...extra, state } };
  };
  show('checking');
  let waited = 0;
  for (let attempt = 0; ; attempt++) {
    const res = await ctx.client.checkoutStatus(base.checkoutId, ctx.scope.signal);
    if (ctx.scope.disposed) return;
    if (shopIfUnpaid && res.ok && res.value.status === 'requires_payment') {
      if (base.items.length > 0) ctx.basket.value = basketOf(base.items);
      phase.value = { step: 'shopping' };
      return;
    }
    const state = res.ok ? FINAL_STATES[res.value.status] : undefined;
    if (res.ok && state) {
      const checkout = res.value;
      clearPending(ctx.deps.storage, ctx.slug);
      // Payment did not go through: the buyer's basket is back for "try again".
      if (state !== 'paid' && base.items.length > 0) ctx.basket.value = basketOf(base.items);
      show(state, {
        amount: checkout.amount,
        currency: checkout.currency,
        ...(checkout.orderId ? { orderId: checkout.orderId } : {}),
      });
      ctx.host.emit('boxoffice:complete', { id: checkout.id, status: checkout.status });
      return;
    }
    if (!res.ok && res.error.kind === 'http' && [401, 403, 404].includes(res.error.status)) {
      // Not ours to see (or gone): stop, forget it, and let the buyer shop again.
      clearPending(ctx.deps.storage, ctx.slug);
      phase.value = { step: 'shopping' };
      reportError(ctx, res.error, `GET /checkout/${base.checkoutId}`);
      return;
    }
    const delay = Math.min(POLL_FIRST_DELAY_MS * 1.5 ** attempt, POLL_MAX_DELAY_MS);
    if (waited + delay > POLL_BUDGET_MS) {
      show('processing');
      return;
    }
    waited += delay;
    if (!(await ctx.scope.sleep(delay))) return;
  }
}

/** Final checkout statuses and the confirmation they lead to. */
const FINAL_STATES: Partial<Record<CheckoutStatus, ConfirmationState>> = {
  completed: 'paid',
  failed: 'failed',
  canceled: 'canceled',
  expired: 'expired',
};

/**
 * On start: a checkout handed back by the payment page (`returnCheckoutId`), or one this
 * browser left pending for this event, is polled; its saved basket is restored first.
 * A returned id that belongs to another event's pending record is left to that widget.
 * Returns the restored record (so the form can be pre-filled), or null.
 */
export function resumePending(ctx: PurchaseContext): PendingCheckout | null {
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
  const base = { checkoutId: id, items, ...(record?.email ? { email: record.email } : {}) };
  void pollCheckout(ctx, base, !fromPage);
  return record;
}

/**
 * Back from the payment page through the back/forward cache: the page was frozen while
 * "redirecting", so check the checkout again instead of staying busy forever.
 */
export function watchBackForward(ctx: PurchaseContext): void {
  const { phase } = ctx;
  if (typeof addEventListener !== 'function') return;
  const onPageShow = (e: PageTransitionEvent) => {
    const p = phase.peek();
    if (!e.persisted || p.step !== 'redirecting') return;
    void pollCheckout(ctx, { checkoutId: p.checkoutId, items: itemsOf(ctx.basket.peek()) }, true);
  };
  addEventListener('pageshow', onPageShow);
  ctx.scope.onDispose(() => removeEventListener('pageshow', onPageShow));
}
