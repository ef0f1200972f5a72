/**
 * What happens once `POST /checkout` succeeded: `completed` → confirmation;
 * `requires_payment` → validate `paymentUrl` (`url.ts`), remember the pending checkout,
 * announce `boxoffice:checkout`, then let the host navigate (or poll when it opened a tab;
 * when the browser blocked the tab, offer the payment page as a link and poll once it is used).
 * Each outcome is an event sent to the lifecycle (`lifecycle.ts`).
 */
import type { CheckoutRequest, CheckoutResponse, QuoteResponse } from '../api/schemas';
import { logError } from '../shared/log';
import { safeNavigationUrl } from '../shared/url';
import { announceCheckout, announceComplete, saleOf } from './announce';
import { basketOf } from './basket';
import type { PurchaseContext } from './context';
import type { BuyerValues } from './form';
import { pollCheckout } from './return';
import { clearPending, writePending } from './storage';

/** Moves the session on after a created checkout; `typed` is the form `req` was built from. */
export function handleCheckout(
  ctx: PurchaseContext,
  checkout: CheckoutResponse,
  req: CheckoutRequest,
  typed: BuyerValues,
  quote: QuoteResponse | null = null,
): void {
  const sale = saleOf(ctx, req, quote);
  const base = {
    checkoutId: checkout.id,
    items: req.items,
    email: req.customer.email,
    amount: checkout.amount,
    currency: checkout.currency,
  };
  if (checkout.status === 'completed') {
    clearPending(ctx.deps.storage, ctx.slug);
    announceCheckout(ctx, checkout, sale);
    const orderId = checkout.orderId ? { orderId: checkout.orderId } : {};
    if (ctx.lifecycle.send({ type: 'checkoutCompleted', checkout: { ...base, ...orderId } }))
      announceComplete(ctx, checkout, sale.items);
    return;
  }
  if (checkout.status !== 'requires_payment' && checkout.status !== 'processing') {
    // A checkout that is already failed/expired/canceled (or unknown): let polling tell.
    announceCheckout(ctx, checkout, sale);
    void pollCheckout(ctx, { type: 'notPayable', checkout: base });
    return;
  }
  const url = safeNavigationUrl(checkout.paymentUrl);
  if (checkout.status === 'requires_payment' && !url) {
    logError(
      `Refusing to open payment URL ${JSON.stringify(checkout.paymentUrl ?? null)}: only absolute https: URLs (http: on localhost) are followed.`,
      ctx.deps.console,
    );
    ctx.report({ code: 'invalid_payment_url' }, 'paymentUrl is not an absolute https URL');
    return;
  }
  writePending(ctx.deps.storage, {
    id: checkout.id,
    event: ctx.slug,
    basket: basketOf(req.items),
    // Every field as the buyer typed it, for the form if they come back to it; the e-mail as
    // sent, since the confirmation shows it.
    ...typed,
    email: req.customer.email,
    sold: sale.items,
  });
  announceCheckout(ctx, checkout, sale);
  const how = url ? ctx.host.navigate(url) : 'new-tab';
  if (how === 'left') ctx.lifecycle.send({ type: 'navigated', checkout: base });
  else if (how === 'blocked' && url)
    ctx.lifecycle.send({ type: 'popupBlocked', checkout: base, paymentUrl: url });
  // The payment page is in another tab (or there is none: the checkout is processing).
  else void pollCheckout(ctx, { type: 'tabOpened', checkout: base });
}
