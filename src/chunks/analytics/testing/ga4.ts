/**
 * Test helper: GA4's recommended e-commerce events as Tag Manager receives them
 * (https://developers.google.com/analytics/devguides/collection/ga4/ecommerce), as a schema
 * every push of the analytics bridge must pass, in the unit tests and in the browser. Never
 * bundled.
 */
import * as z from 'zod/mini';

const Text = z.string().check(z.minLength(1));
const Amount = z.number().check(z.refine(Number.isFinite), z.gte(0));

/** One item: the ticket tier. Strict: an unknown field (a buyer's data) fails. */
export const Ga4Item = z.strictObject({
  item_id: Text,
  item_name: Text,
  item_category: z.optional(Text),
  price: Amount,
  quantity: z.int().check(z.gte(1)),
});

const ecommerce = <T extends z.core.$ZodShape>(extra: T, fewestItems = 1) =>
  z.strictObject({
    currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
    value: Amount,
    items: z.array(Ga4Item).check(z.minLength(fewestItems)),
    coupon: z.optional(Text),
    ...extra,
  });

/** The pushes the bridge makes: the reset, then one event of the five. */
export const Ga4Push = z.union([
  z.strictObject({ ecommerce: z.null() }),
  z.strictObject({
    event: z.enum(['view_item', 'add_to_cart', 'remove_from_cart', 'begin_checkout']),
    ecommerce: ecommerce({}),
  }),
  // A purchase reported by a browser that did not start the checkout knows no items
  // (docs/analytics.md): its value and transaction_id still count.
  z.strictObject({
    event: z.literal('purchase'),
    ecommerce: ecommerce({ transaction_id: Text }, 0),
  }),
]);
export type Ga4Push = z.infer<typeof Ga4Push>;
/** A push that is an event (not the reset). */
export type Ga4Event = Exclude<Ga4Push, { ecommerce: null }>;

/**
 * Checks every push of `layer` against `Ga4Push`, and that each event comes right after
 * `{ ecommerce: null }`; returns the events. Throws, naming the push, when one is wrong.
 */
export function ga4Events(layer: readonly unknown[]): Ga4Event[] {
  const events: Ga4Event[] = [];
  layer.forEach((entry, i) => {
    const parsed = Ga4Push.safeParse(entry);
    if (!parsed.success)
      throw new Error(`push ${i} is not a GA4 e-commerce push: ${JSON.stringify(entry)}`);
    if (!('event' in parsed.data)) return;
    const before = layer[i - 1] as { ecommerce?: unknown } | undefined;
    if (!before || before.ecommerce !== null || Object.keys(before).length !== 1)
      throw new Error(`push ${i} (${parsed.data.event}) does not follow { ecommerce: null }`);
    events.push(parsed.data);
  });
  return events;
}
