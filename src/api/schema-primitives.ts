/**
 * Building blocks of the API schemas (src/api/schemas.ts): money, counts, codes, the
 * enum-like values that clients must accept when unknown (docs/architecture.md), and the
 * error body any operation may answer with.
 */
import * as z from 'zod/mini';
import { HEX_COLOR } from '../shared/color.ts';
import { atLeast, Int, isUrl } from './checks.ts';

// zod's JIT compiles parsers with `new Function`, and merely probing for it is reported as a
// violation under the strict CSP of docs/security.md (`require-trusted-types-for`, no 'unsafe-eval').
// The widget's bundled copy of zod is private to it, so switching the JIT off here is safe.
z.config({ jitless: true });

/** Money in major units of the currency (e.g. `25.5` EUR); never negative. */
export const Money = z.number().check(atLeast(0), z.refine(Number.isFinite));
/** A whole count of tickets, never negative. */
export const Count = Int.check(atLeast(0));
/** ISO 4217 currency code, upper case. */
export const Currency = z.string().check(z.regex(/^[A-Z]{3}$/));
/** `#rrggbb` colour. */
export const HexColor = z.string().check(z.regex(HEX_COLOR));
/** Absolute URL string (scheme checked where it is navigated to, see src/shared/url.ts). */
export const Url = z.string().check(z.refine((value) => isUrl(value)));

/** Optional in the API: may be absent or `null`; both read as `undefined`-ish. */
export const opt = <T extends z.core.SomeType>(schema: T) => z.optional(z.nullable(schema));

/** Maps values this client does not know to `'unknown'` instead of failing. */
export const tolerantEnum = <const V extends readonly [string, ...string[]]>(values: V) =>
  z.custom<V[number] | 'unknown'>().check(z.overwrite((v) => (values.includes(v) ? v : 'unknown')));

/** Event status; anything else is `'unknown'` and treated as not on sale. */
export const EventStatus = tolerantEnum([
  'on_sale',
  'scheduled',
  'sold_out',
  'sales_ended',
  'cancelled',
] as const);
export type EventStatus = z.infer<typeof EventStatus>;

/** Seating; anything else is `'unknown'`: buy on the hosted checkout. */
export const Seating = tolerantEnum(['general_admission', 'reserved'] as const);
export type Seating = z.infer<typeof Seating>;

/** How a checkout is paid. */
export const PaymentMethodKind = tolerantEnum(['card', 'free'] as const);
export type PaymentMethodKind = z.infer<typeof PaymentMethodKind>;

/** Checkout status. Final: completed, failed, expired, canceled. */
export const CheckoutStatus = tolerantEnum([
  'requires_payment',
  'processing',
  'completed',
  'failed',
  'expired',
  'canceled',
] as const);
export type CheckoutStatus = z.infer<typeof CheckoutStatus>;

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
