/** The "from €X" of button mode (issue 4.2): the cheapest tier still on sale. */
import { EventDetail } from '../api/schemas';
import type { Options } from './options-types';

/** Lowest price of a tier that is not sold out, in major units of `currency`. */
export interface PriceFrom {
  price: number;
  currency: string;
}

/** The price from of `options.event`, or null when unknown. Never throws. */
export async function fetchPriceFrom(
  options: Options,
  signal: AbortSignal,
): Promise<PriceFrom | null> {
  if (!options.event) return null;
  try {
    const headers: Record<string, string> = options.key
      ? { 'X-Sell-Key': options.key }
      : { Authorization: `Bearer ${options.token ?? ''}` };
    const url = `${options.api}/api/v1/sell/events/${encodeURIComponent(options.event)}`;
    const response = await fetch(url, { headers, signal });
    if (!response.ok) return null;
    const parsed = EventDetail.safeParse(await response.json());
    if (!parsed.success) return null;
    const prices = parsed.data.tiers.filter((tier) => !tier.soldOut).map((tier) => tier.price);
    if (prices.length === 0) return null;
    return { price: Math.min(...prices), currency: parsed.data.currency };
  } catch {
    return null;
  }
}
