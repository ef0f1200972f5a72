/** Schemas of pricing, checkout, orders, the webhook and error bodies. */
import * as z from 'zod/mini';
import { atLeast, Int, nonEmpty, recordOf } from './checks.ts';
import {
  CheckoutStatus,
  Count,
  Currency,
  Money,
  opt,
  PaymentMethodKind,
  tolerantEnum,
  Url,
} from './schema-primitives.ts';

/** One line of a basket. */
export const BasketItem = z.object({
  tier: z.string().check(nonEmpty()),
  quantity: Int.check(atLeast(1)),
});
export type BasketItem = z.infer<typeof BasketItem>;

/** `customer.phone`, when given: E.164, `+` and 8–15 digits. */
export const E164 = z.string().check(z.regex(/^\+[1-9]\d{7,14}$/));

/** The buyer. */
export const Customer = z.object({
  name: z.string().check(z.trim(), nonEmpty()),
  email: z.string().check(z.regex(z.regexes.email)),
  phone: z.optional(E164),
});
export type Customer = z.infer<typeof Customer>;

/** `POST /checkout` body. `returnUrl` is required when payment is needed (checked by the server). */
export const CheckoutRequest = z.object({
  event: z.string().check(nonEmpty()),
  items: z.array(BasketItem).check(nonEmpty()),
  promoCode: z.optional(z.string()),
  customer: Customer,
  answers: z.optional(recordOf((v): v is string => typeof v === 'string')),
  returnUrl: z.optional(Url),
  lang: z.optional(z.string()),
});
export type CheckoutRequest = z.infer<typeof CheckoutRequest>;

/** `POST /checkout` and `GET /checkout/{id}` response. */
export const CheckoutResponse = z.object({
  id: z.string().check(nonEmpty()),
  status: CheckoutStatus,
  paymentMethod: PaymentMethodKind,
  paymentUrl: opt(z.string()),
  eventId: z.string(),
  currency: Currency,
  amount: Money,
  quantity: Count,
  returnUrl: opt(z.string()),
  livemode: z.boolean(),
  /** Present once `status` is `completed`. */
  orderId: opt(z.string()),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

/** `POST /quote` body. */
export const QuoteRequest = z.object({
  event: z.string().check(nonEmpty()),
  items: z.array(BasketItem),
  promoCode: z.optional(z.string()),
});
export type QuoteRequest = z.infer<typeof QuoteRequest>;

/** One priced line of a quote. */
export const QuoteLine = z.object({
  tier: z.string(),
  name: z.string(),
  quantity: Count,
  unitPrice: Money,
  amount: Money,
});
export type QuoteLine = z.infer<typeof QuoteLine>;

/** What the server made of a promo code. */
export const PromoResult = z.object({
  code: z.string(),
  status: tolerantEnum(['applied', 'invalid', 'expired'] as const),
  message: z.string(),
});
export type PromoResult = z.infer<typeof PromoResult>;

/** `POST /quote` response: the authoritative price of a basket. */
export const QuoteResponse = z.object({
  event: z.string(),
  currency: Currency,
  lines: z.array(QuoteLine),
  subtotal: Money,
  discount: Money,
  fees: Money,
  total: Money,
  promo: z.nullable(PromoResult),
});
export type QuoteResponse = z.infer<typeof QuoteResponse>;

/**
 * One issued ticket: `code` is what the door scans, `tierName` the tier's name when it was
 * sold (it stays on the ticket if the organizer renames the tier).
 */
export const OrderTicket = z.object({
  id: z.string(),
  tier: z.string(),
  tierName: z.string(),
  code: z.string(),
});
export type OrderTicket = z.infer<typeof OrderTicket>;

/** A sale. */
export const Order = z.object({
  id: z.string(),
  checkoutId: z.string(),
  eventId: z.string(),
  status: tolerantEnum(['paid', 'refunded', 'canceled'] as const),
  customer: Customer,
  tickets: z.array(OrderTicket),
  amount: Money,
  currency: Currency,
  createdAt: z.string(),
});
export type Order = z.infer<typeof Order>;

/** `GET /orders`. */
export const OrderList = z.object({
  data: z.array(Order),
  nextCursor: z.nullable(z.string()),
});
export type OrderList = z.infer<typeof OrderList>;

/** Body of the `order.paid` webhook (signed with `X-Sell-Signature`). */
export const WebhookEvent = z.object({
  id: z.string(),
  type: z.literal('order.paid'),
  createdAt: z.string(),
  data: z.object({ order: Order }),
});
export type WebhookEvent = z.infer<typeof WebhookEvent>;

/** Final checkout states: polling stops here. */
export const FINAL_CHECKOUT_STATUSES: readonly CheckoutStatus[] = [
  'completed',
  'failed',
  'expired',
  'canceled',
];
