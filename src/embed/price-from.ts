/** The "from €X" of button mode (issue 4.2): the cheapest tier still on sale. */
import { createClient } from '../api/client';
import type { Options } from './options-types';

/** Lowest price of a tier that is not sold out, in major units of `currency`. */
export interface PriceFrom {
  price: number;
  currency: string;
}

/** The price from of `options.event`, or null when unknown. Never throws (the client returns errors as values). */
export async function fetchPriceFrom(
  options: Options,
  signal: AbortSignal,
): Promise<PriceFrom | null> {
  if (!options.event) return null;
  const res = await createClient(options).event(options.event, signal);
  if (!res.ok) return null;
  const prices = res.value.tiers.filter((tier) => !tier.soldOut).map((tier) => tier.price);
  return prices.length === 0 ? null : { price: Math.min(...prices), currency: res.value.currency };
}
