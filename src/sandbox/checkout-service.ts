/**
 * `POST /checkout` after idempotency: validates the request against the event (the API's rules:
 * the server re-checks every client rule), reserves inventory atomically and
 * creates the checkout. Returns values, never throws.
 */
import { CheckoutRequest, type CheckoutResponse, type FieldError } from '../api/schemas.ts';
import type { SandboxCore } from './core.ts';
import { type ApiFailure, failure, invalid, zodFields } from './http-errors.ts';
import { type Account, maySell } from './keys.ts';
import { toMajor } from './money.ts';
import { priceBasket } from './pricing.ts';
import { type CheckoutRecord, newId } from './state.ts';

/** The wire shape of a checkout. */
export function toCheckoutResponse(rec: CheckoutRecord): CheckoutResponse {
  return {
    id: rec.id,
    status: rec.status,
    paymentMethod: rec.paymentMethod,
    paymentUrl:
      rec.status === 'requires_payment' ? `${rec.origin}/sandbox/pay/${rec.id}` : undefined,
    eventId: rec.eventId,
    currency: rec.currency,
    amount: toMajor(rec.amountMinor, rec.currency),
    quantity: rec.quantity,
    returnUrl: rec.returnUrl,
    livemode: rec.livemode,
    orderId: rec.orderId,
  };
}

const isHttpUrl = (url: string) => /^https?:$/.test(new URL(url).protocol);

/** Validates and creates a checkout; `origin` is where the payment page will live. */
export function createCheckout(
  core: SandboxCore,
  account: Account,
  body: unknown,
  origin: string,
): CheckoutResponse | ApiFailure {
  const parsed = CheckoutRequest.safeParse(body, { reportInput: true });
  if (!parsed.success) return invalid(zodFields(parsed.error));
  const req = parsed.data;
  const slot = core.state.findEvent(req.event);
  if (!slot) return failure(404, 'not_found', `No event "${req.event}".`);
  const { event } = slot;
  if (!maySell(account, event.slug)) {
    return failure(403, 'forbidden', 'This key may not sell this event.');
  }
  if (event.status !== 'on_sale') {
    return invalid([{ field: 'event', message: `This event is not on sale (${event.status}).` }]);
  }
  if (event.seating !== 'general_admission') {
    return invalid([{ field: 'event', message: 'Seated event: buy on the hosted checkout.' }]);
  }
  const priced = priceBasket(slot, req.items, req.promoCode, core.opts.catalogueNow());
  if (Array.isArray(priced)) return invalid(priced);
  const fields: FieldError[] = [];
  req.items.forEach((item, i) => {
    const tier = event.tiers.find((t) => t.id === item.tier);
    if (tier && tier.price > 0 && !event.paymentsEnabled) {
      fields.push({
        field: `items.${i}.tier`,
        message: 'Paid tickets cannot be sold for this event.',
      });
    }
  });
  for (const q of event.questions) {
    if (q.required && !req.answers?.[q.id]?.trim()) {
      fields.push({ field: `answers.${q.id}`, message: 'Required.' });
    }
  }
  if (priced.promo && priced.promo.status !== 'applied') {
    fields.push({ field: 'promoCode', message: priced.promo.message });
  }
  const paid = priced.total > 0;
  if (paid && !req.returnUrl) {
    fields.push({ field: 'returnUrl', message: 'Required when payment is needed.' });
  } else if (req.returnUrl && !isHttpUrl(req.returnUrl)) {
    fields.push({ field: 'returnUrl', message: 'Must be an http(s) URL.' });
  }
  if (fields.length > 0) return invalid(fields);
  if (priced.quantity > event.maxTicketsPerOrder) {
    return failure(400, 'basket_limit', `At most ${event.maxTicketsPerOrder} tickets per order.`);
  }
  if (!core.state.reserve(slot, priced.lines)) {
    return failure(409, 'inventory_changed', 'Not enough tickets left. Refresh and try again.');
  }
  const rec: CheckoutRecord = {
    id: newId('co'),
    accountId: account.id,
    livemode: account.livemode,
    webhookSecret: account.webhookSecret,
    eventId: event.id,
    lines: priced.lines,
    quantity: priced.quantity,
    amountMinor: priced.total,
    currency: event.currency,
    paymentMethod: paid ? 'card' : 'free',
    status: 'requires_payment',
    origin,
    returnUrl: req.returnUrl,
    customer: req.customer,
    answers: req.answers ?? {},
    createdAt: core.opts.now(),
    held: true,
  };
  core.state.checkouts.set(rec.id, rec);
  if (paid) core.hold(rec);
  else core.complete(rec);
  return toCheckoutResponse(rec);
}
