/**
 * `boxoffice:checkout` and `boxoffice:complete`: what a checkout sold, for the host page's
 * analytics. A checkout's lines are kept with its pending record (`storage.ts`), so the
 * outcome reported after the payment page names them too; the outcome is reported once per
 * checkout in this browser (`once.ts`).
 */
import type { CheckoutRequest, CheckoutResponse, QuoteResponse } from '../api/schemas';
import type { PurchaseContext } from './context';
import { reportOnce } from './once';
import { type SoldItem, soldItems } from './sold';

/** What a checkout sold, as its host events report it. */
export interface Sale {
  items: SoldItem[];
  /** The promo code the quote applied, or null. */
  promoCode: string | null;
}

/** The sale `req` asks for, at the prices of `quote` (the basket's current quote, if any). */
export function saleOf(
  ctx: PurchaseContext,
  req: CheckoutRequest,
  quote: QuoteResponse | null,
): Sale {
  const promo = quote?.promo;
  const applied = req.promoCode && promo?.status === 'applied' ? promo.code : null;
  return { items: soldItems(ctx.event.peek(), req.items, quote), promoCode: applied };
}

/** `boxoffice:checkout`: a checkout was created (dispatched before any redirect). */
export function announceCheckout(
  ctx: PurchaseContext,
  checkout: CheckoutResponse,
  sale: Sale,
): void {
  ctx.host.emit('boxoffice:checkout', {
    id: checkout.id,
    status: checkout.status,
    amount: checkout.amount,
    currency: checkout.currency,
    items: sale.items,
    event: ctx.slug,
    promoCode: sale.promoCode,
  });
}

/** `boxoffice:complete` for `checkout`'s final state, unless this browser reported it already. */
export function announceComplete(
  ctx: PurchaseContext,
  checkout: CheckoutResponse,
  items: SoldItem[],
): void {
  reportOnce(ctx.deps, checkout.id, () =>
    ctx.host.emit('boxoffice:complete', {
      id: checkout.id,
      status: checkout.status,
      orderId: checkout.orderId ?? null,
      amount: checkout.amount,
      currency: checkout.currency,
      items,
      event: ctx.slug,
    }),
  );
}
