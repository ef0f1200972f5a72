/**
 * The English catalogue's purchase half: the buyer form, promo code, summary, submit button
 * and checkout outcome. It travels with the purchase chunk, so an English page's first
 * render carries only `en.ts`; every other language's catalogue holds both halves. Counts
 * are `Count`s, as in `en.ts`.
 */
import type { Count } from './format';

export type { Count } from './format';

const plural = /* @__PURE__ */ new Intl.PluralRules('en');
/** Picks the English plural form of `n`. */
const pick = (n: Count, one: string, other: string) =>
  plural.select(n.value) === 'one' ? one : other;

/** English text of the purchase half. */
export const enPurchase = {
  promo: {
    label: 'Promo code',
    apply: 'Apply',
    checking: 'Checking code…',
    applied: (code: string) => `Code ${code} applied.`,
    invalid: 'This code is not valid.',
    expired: 'This code has expired.',
    unknown: "This code couldn't be applied.",
  },
  summary: {
    heading: 'Order summary',
    line: (quantity: Count, name: string) => `${quantity} × ${name}`,
    subtotal: 'Subtotal',
    discount: 'Discount',
    fees: 'Fees',
    total: 'Total',
    estimatedTotal: 'Estimated total',
    estimate:
      "We couldn't confirm the price just now. This estimate uses the listed prices; the final price is confirmed at checkout.",
    updating: 'Updating price…',
    priceChanged: (name: string, was: string, now: string) =>
      `Price updated for ${name}: was ${was}, now ${now}.`,
  },
  form: {
    heading: 'Your details',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    optional: '(optional)',
    required: '(required)',
    phoneHint: 'With country code, e.g. +44 20 7946 0958',
    questions: 'A few questions from the organizer',
    errorSummary: (n: Count) =>
      pick(n, `Please correct ${n} field:`, `Please correct ${n} fields:`),
    errors: {
      required: 'Please fill in this field.',
      email_invalid: 'Enter an e-mail address like name@example.com.',
      phone_invalid: 'Enter a phone number with its country code, like +44 20 7946 0958.',
      invalid: 'Please check this field.',
    },
  },
  submit: {
    pay: (amount: string) => `Pay ${amount}`,
    free: 'Get free tickets',
    busy: 'Processing…',
    empty: 'Choose your tickets',
  },
  checkout: {
    paidTitle: 'Payment received – you’re going!',
    completedTitle: 'You’re going!',
    bought: 'Your tickets',
    order: (id: string) => `Order reference: ${id}`,
    /** The amount paid, on the confirmation (the colon is the language's to place). */
    total: (amount: string) => `Total: ${amount}`,
    emailSent: (email: string) => `A confirmation e-mail is on its way to ${email}.`,
    emailSentNoAddress: 'A confirmation e-mail is on its way.',
    failedTitle: 'Payment failed',
    failed:
      'Your payment didn’t go through and you have not been charged. Your tickets are still in the basket.',
    canceledTitle: 'Payment cancelled',
    canceled: 'The payment was cancelled. Your tickets are still in the basket.',
    expiredTitle: 'Checkout expired',
    expired: 'This checkout took too long and expired. Your tickets are still in the basket.',
    processingTitle: 'Payment still processing',
    processing:
      'Your payment is still being confirmed. There is nothing more to do: we’ll e-mail you as soon as it’s through.',
    checking: 'Checking your payment…',
    popupBlocked: 'Your browser blocked the payment window.',
    continuePayment: 'Continue to payment',
    tryAgain: 'Try again',
  },
};

/** The purchase half of a catalogue. */
export type PurchaseMessages = typeof enPurchase;
