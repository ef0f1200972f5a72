/**
 * The API contract as code: every resource of the seed (`shared/seed/000_…txt`) and of
 * SPEC §2, in `zod/mini`. Each schema and its inferred type share one name.
 *
 * Tolerance is deliberate and limited to what SPEC §2 allows:
 * - enum-like values the client does not know map to `'unknown'` (SPEC: "clients must
 *   accept values they do not know"); the UI treats them as "not on sale" / "hosted checkout";
 * - the optional EventDetail fields may be absent or `null`;
 * - unknown extra fields are dropped (`z.object` strips them).
 * Everything else is strict: missing tiers, string quantities or negative prices fail.
 */
import * as z from 'zod/mini';
import { atLeast, Int, isUrl, nonEmpty, recordOf } from './checks';

// zod's JIT compiles parsers with `new Function`, and merely probing for it is reported as a
// violation under the strict CSP of SPEC §3 (`require-trusted-types-for`, no 'unsafe-eval').
// The widget's bundled copy of zod is private to it, so switching the JIT off here is safe.
z.config({ jitless: true });

/** Money in major units of the currency (e.g. `25.5` EUR); never negative. */
export const Money = z.number().check(atLeast(0), z.refine(Number.isFinite));
/** A whole count of tickets, never negative. */
export const Count = Int.check(atLeast(0));
/** ISO 4217 currency code, upper case. */
export const Currency = z.string().check(z.regex(/^[A-Z]{3}$/));
/** `#rrggbb` colour. */
export const HexColor = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/));
/** Absolute URL string (scheme checked where it is navigated to, see SPEC §3). */
export const Url = z.string().check(z.refine((value) => isUrl(value)));

/** Optional in SPEC §2: may be absent or `null`; both read as `undefined`-ish. */
const opt = <T extends z.core.SomeType>(schema: T) => z.optional(z.nullable(schema));

/** Maps values this client does not know to `'unknown'` instead of failing. */
const tolerantEnum = <const V extends readonly [string, ...string[]]>(values: V) =>
  z.custom<V[number] | 'unknown'>().check(z.overwrite((v) => (values.includes(v) ? v : 'unknown')));

/** Event status (SPEC §2); anything else is `'unknown'` and treated as not on sale. */
export const EventStatus = tolerantEnum([
  'on_sale',
  'scheduled',
  'sold_out',
  'sales_ended',
  'cancelled',
] as const);
export type EventStatus = z.infer<typeof EventStatus>;

/** Seating (SPEC §2); anything else is `'unknown'`: buy on the hosted checkout. */
export const Seating = tolerantEnum(['general_admission', 'reserved'] as const);
export type Seating = z.infer<typeof Seating>;

/** How a checkout is paid (SPEC §2). */
export const PaymentMethodKind = tolerantEnum(['card', 'free'] as const);
export type PaymentMethodKind = z.infer<typeof PaymentMethodKind>;

/** Checkout status (SPEC §2). Final: completed, failed, expired, canceled. */
export const CheckoutStatus = tolerantEnum([
  'requires_payment',
  'processing',
  'completed',
  'failed',
  'expired',
  'canceled',
] as const);
export type CheckoutStatus = z.infer<typeof CheckoutStatus>;

/** A checkout palette (`GET /config/palettes`, `Config.palette`). */
export const ThemePreset = z.object({
  id: z.string(),
  name: z.string(),
  accent: HexColor,
  background: HexColor,
  foreground: HexColor,
  radius: z.number().check(atLeast(0)),
});
export type ThemePreset = z.infer<typeof ThemePreset>;

/** A payment provider the key is connected to. */
export const PaymentProvider = z.object({
  id: z.string(),
  name: z.string(),
  livemode: z.boolean(),
});
export type PaymentProvider = z.infer<typeof PaymentProvider>;

/** A payment method buyers can use. */
export const PaymentMethod = z.object({
  id: PaymentMethodKind,
  name: z.string(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** `GET /config`: bootstrap for a key. */
export const Config = z.object({
  livemode: z.boolean(),
  defaultLang: z.string(),
  palette: ThemePreset,
  paymentProviders: z.array(PaymentProvider),
  paymentMethods: z.array(PaymentMethod),
});
export type Config = z.infer<typeof Config>;

/** `GET /config/palettes`. */
export const Palettes = z.array(ThemePreset);
export type Palettes = z.infer<typeof Palettes>;

/** `GET /config/frame-origins`: sites allowed to frame this key's checkout. */
export const FrameOrigins = z.object({ origins: z.array(z.string()) });
export type FrameOrigins = z.infer<typeof FrameOrigins>;

/** One ticket type of an event. `price` is an estimate; the quote is authoritative. */
export const Tier = z.object({
  id: z.string().check(nonEmpty()),
  name: z.string(),
  description: opt(z.string()),
  price: Money,
  color: opt(HexColor),
  available: Count,
  soldOut: z.boolean(),
});
export type Tier = z.infer<typeof Tier>;

/** A question the organizer wants answered at checkout. */
export const Question = z.object({
  id: z.string().check(nonEmpty()),
  label: z.string(),
  required: z.boolean(),
});
export type Question = z.infer<typeof Question>;

/** `GET /events/{ref}`: one event as something sellable. */
export const EventDetail = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: opt(z.string()),
  category: opt(z.string()),
  ageRestriction: opt(z.string()),
  /** Wall-clock `YYYY-MM-DDTHH:mm` in `timezone`. */
  startsAt: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/)),
  /** Date-time, may carry an offset; shown in `timezone`. */
  endsAt: opt(z.string()),
  timezone: z.string().check(nonEmpty()),
  venueName: z.string(),
  address: opt(z.string()),
  lat: opt(z.number()),
  lng: opt(z.number()),
  coverImageUrl: opt(z.string()),
  posterImageUrl: opt(z.string()),
  organizerName: opt(z.string()),
  seating: Seating,
  currency: Currency,
  status: EventStatus,
  maxTicketsPerOrder: Int.check(atLeast(1)),
  capacity: Count,
  sold: Count,
  available: Count,
  tiers: z.array(Tier),
  questions: z.array(Question),
  paymentsEnabled: z.boolean(),
  acceptsPromoCodes: z.boolean(),
  checkoutUrl: opt(z.string()),
});
export type EventDetail = z.infer<typeof EventDetail>;

/** One row of `GET /events`. */
export const EventSummary = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  startsAt: EventDetail.shape.startsAt,
  timezone: z.string().check(nonEmpty()),
  venueName: z.string(),
  status: EventStatus,
  posterImageUrl: opt(z.string()),
  /** Lowest tier price; `null` when the event has no tiers. */
  priceFrom: z.nullable(Money),
  currency: Currency,
  available: Count,
});
export type EventSummary = z.infer<typeof EventSummary>;

/** `GET /events?limit=&cursor=`. */
export const EventList = z.object({
  data: z.array(EventSummary),
  nextCursor: z.nullable(z.string()),
});
export type EventList = z.infer<typeof EventList>;

/** One line of a basket. */
export const BasketItem = z.object({
  tier: z.string().check(nonEmpty()),
  quantity: Int.check(atLeast(1)),
});
export type BasketItem = z.infer<typeof BasketItem>;

/** `customer.phone`, when given: E.164, `+` and 8–15 digits (SPEC §2). */
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

/** One issued ticket. */
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

/** Body of the `order.paid` webhook (signed with `X-Sell-Signature`, SPEC §2). */
export const WebhookEvent = z.object({
  id: z.string(),
  type: z.literal('order.paid'),
  createdAt: z.string(),
  data: z.object({ order: Order }),
});
export type WebhookEvent = z.infer<typeof WebhookEvent>;

/** One field-level problem of a 400 `invalid_request`. */
export const FieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

/** Every error body: `{ error: { code, message, fields? } }`. */
export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.array(FieldError)),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Final checkout states: polling stops here. */
export const FINAL_CHECKOUT_STATUSES: readonly CheckoutStatus[] = [
  'completed',
  'failed',
  'expired',
  'canceled',
];
