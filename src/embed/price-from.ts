/** The "from €X" of button mode (issue 4.2): the cheapest tier still on sale. */
import type { Result } from '../api/errors';
import type { EventDetail } from '../api/schemas';

/** Lowest price of a tier that is not sold out, in major units of `currency`. */
export interface PriceFrom {
  price: number;
  currency: string;
}

/** The price from of a fetched event, or null when unknown (no event, request failed, all sold out). */
export function priceFrom(res: Result<EventDetail> | null): PriceFrom | null {
  if (!res?.ok) return null;
  const prices = res.value.tiers.filter((tier) => !tier.soldOut).map((tier) => tier.price);
  return prices.length === 0 ? null : { price: Math.min(...prices), currency: res.value.currency };
}
