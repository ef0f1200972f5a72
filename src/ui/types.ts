/**
 * Plain data types shared by the presentational components. The model maps its own
 * values onto these (src/ui/app.tsx); components never import the model's code.
 */
// Type-only: the unions are the model's rules' own, so the two cannot drift (erased at build).
import type { AddBlock } from '../model/basket';
import type { UnsellableReason } from '../model/sellability';

/** Why "+" is disabled for a tier (shown next to the button, tied by aria-describedby). */
export type LimitReason = AddBlock;

/** Why the widget does not sell an event itself (`sellability.ts`); text in `Messages['sale']`. */
export type SellabilityReason = UnsellableReason;

/**
 * A form field's key. Mirrors the `CheckoutRequest` paths so the server's 400 `fields`
 * map straight onto inputs: `customer.name`, `customer.email`, `customer.phone`, `answers.<questionId>`.
 */
export type FieldKey = 'customer.name' | 'customer.email' | 'customer.phone' | `answers.${string}`;

/** What is wrong with a field; `invalid` is the generic text for server-reported problems. */
export type FieldErrorCode = 'required' | 'email_invalid' | 'phone_invalid' | 'invalid';

/** Everything typed into the buyer form (kept by the model). */
export interface BuyerValues {
  name: string;
  email: string;
  phone: string;
  /** Question id → answer (a Map: question ids are API data and may be any string). */
  answers: ReadonlyMap<string, string>;
}

/** What the confirmation view shows. */
export type ConfirmationState =
  | 'paid'
  | 'completed'
  | 'failed'
  | 'canceled'
  | 'expired'
  | 'processing'
  | 'checking';

/** Status of the promo code field; `null` when no code was tried. */
export type PromoStatus = 'checking' | 'applied' | 'invalid' | 'expired' | 'unknown';
