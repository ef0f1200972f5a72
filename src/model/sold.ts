/**
 * The lines of a basket, checkout or order as host events report them: each tier with its
 * name and a unit price (the quote's where one priced the tier, else the listed price), for
 * the host page's analytics. Nothing of the buyer's goes in.
 */
import type { BasketItem, EventDetail, QuoteResponse } from '../api/schemas';
import type { HostEventMap } from '../shared/host-events';
import { multiply, sum } from './money';

/** One line as host events carry it. */
export type SoldItem = HostEventMap['boxoffice:checkout']['items'][number];

/**
 * `items` with names and unit prices: the quote's line for the tier when `quote` has one,
 * else the event's tier. A tier neither knows (gone from the event) is left out.
 */
export function soldItems(
  event: EventDetail | null,
  items: readonly BasketItem[],
  quote: QuoteResponse | null = null,
): SoldItem[] {
  const out: SoldItem[] = [];
  for (const { tier, quantity } of items) {
    const line = quote?.lines.find((l) => l.tier === tier);
    const listed = event?.tiers.find((t) => t.id === tier);
    const priced = line ? { name: line.name, price: line.unitPrice } : listed;
    if (priced) out.push({ tier, name: priced.name, price: priced.price, quantity });
  }
  return out;
}

/** The sum of price × quantity of `items`, in major units of `currency` (minor-unit arithmetic). */
export function itemsValue(items: readonly SoldItem[], currency: string): number {
  return sum(
    items.map((item) => multiply(item.price, item.quantity, currency)),
    currency,
  );
}
