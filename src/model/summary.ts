/**
 * The order summary the UI shows: from the quote when there is one for the current basket
 * (the quote is the price shown as the total: it is what the buyer pays), else from tier prices, marked as
 * an estimate. Unit prices that differ from the listed tier prices are reported.
 *
 * This is the one place that decides which money is shown: `total` with `currency` is what
 * the summary and the submit button both show, so the two always agree. A quote in another
 * currency than the event's is never used.
 */
import type { EventDetail, QuoteResponse } from '../api/schemas';
import { type Basket, basketItems } from './basket';
import { multiply, sum, toMinor } from './money';

/** One line of the summary, amounts in major units. */
export interface SummaryLine {
  tier: string;
  name: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

/** A tier whose quoted unit price is not its listed price. */
export interface PriceChange {
  tier: string;
  name: string;
  /** Listed tier price. */
  was: number;
  /** Quoted unit price. */
  now: number;
}

/** What the summary shows. */
export interface Summary {
  lines: SummaryLine[];
  subtotal: number;
  discount: number;
  fees: number;
  total: number;
  /** Currency of every amount here (the event's: a quote in another one is not used). */
  currency: string;
  /** True when the figures come from tier prices, not from a quote. */
  isEstimate: boolean;
  /** True while a quote for this basket is on its way (show "updating", not "estimate"). */
  pending: boolean;
  /** Quoted unit prices that differ from the listed ones (`priceDiffers` when non-empty). */
  priceChanges: PriceChange[];
}

/** Builds the summary for `basket` from `quote` (when it belongs to this basket) or tier prices. */
export function summarise(
  event: EventDetail,
  basket: Basket,
  quote: QuoteResponse | null,
  pending: boolean,
): Summary {
  if (quote && quote.currency === event.currency) {
    const priceChanges = quote.lines.flatMap((line) => {
      const tier = event.tiers.find((t) => t.id === line.tier);
      if (!tier || toMinor(tier.price, quote.currency) === toMinor(line.unitPrice, quote.currency))
        return [];
      return [{ tier: line.tier, name: line.name, was: tier.price, now: line.unitPrice }];
    });
    const { currency, lines, subtotal, discount, fees, total } = quote;
    return {
      currency,
      lines,
      subtotal,
      discount,
      fees,
      total,
      isEstimate: false,
      pending: false,
      priceChanges,
    };
  }
  const currency = event.currency;
  const lines = basketItems(event, basket).map(({ tier, quantity }) => {
    const t = event.tiers.find((x) => x.id === tier);
    const unitPrice = t?.price ?? 0;
    return {
      tier,
      name: t?.name ?? tier,
      quantity,
      unitPrice,
      amount: multiply(unitPrice, quantity, currency),
    };
  });
  const subtotal = sum(
    lines.map((l) => l.amount),
    currency,
  );
  return {
    currency,
    lines,
    subtotal,
    discount: 0,
    fees: 0,
    total: subtotal,
    isEstimate: true,
    pending,
    priceChanges: [],
  };
}
