/**
 * The authoritative price of a basket (`POST /quote`, re-run at checkout): lines,
 * subtotal, promo discount, per-ticket service fees and total, all in integer minor
 * units of the event currency.
 */
import type {
  BasketItem,
  EventDetail,
  FieldError,
  PromoResult,
  QuoteResponse,
} from '../api/schemas.ts';
import { exponent } from '../model/money.ts';
import { toMajor, toMinor } from './money.ts';

/** A promo code the sandbox knows. */
interface Promo {
  code: string;
  /** `percent`: `value` % off the subtotal; `fixed`: `amounts[currency]` off (major units). */
  kind: 'percent' | 'fixed';
  value?: number;
  amounts?: Readonly<Record<string, number>>;
  /** ISO instant after which the code is `expired`. */
  validUntil?: string;
}

/** Demo promo codes (case-insensitive), documented in src/sandbox/README.md. */
export const PROMOS: readonly Promo[] = [
  { code: 'SUMMER10', kind: 'percent', value: 10 },
  { code: 'FIVEOFF', kind: 'fixed', amounts: { EUR: 5, USD: 5, GBP: 5, NZD: 5, JPY: 500 } },
  { code: 'EARLYBIRD', kind: 'percent', value: 20, validUntil: '2026-03-31T23:59:59Z' },
];

/** Pricing facts of an event: its detail plus sandbox-only fee and quoted prices. */
export interface Priceable {
  event: EventDetail;
  serviceFee?: number;
  quotedPrices?: Readonly<Record<string, number>>;
}

/** One priced line, in minor units. */
export interface PricedLine {
  tier: string;
  name: string;
  quantity: number;
  unitMinor: number;
  amountMinor: number;
}

/** A priced basket, in minor units. */
export interface PricedBasket {
  lines: PricedLine[];
  subtotal: number;
  discount: number;
  fees: number;
  total: number;
  quantity: number;
  promo: PromoResult | null;
}

/** Quantities by tier id, in first-seen order (the same tier twice is one line). */
export function mergeItems(items: readonly BasketItem[]): Map<string, number> {
  const merged = new Map<string, number>();
  for (const item of items) merged.set(item.tier, (merged.get(item.tier) ?? 0) + item.quantity);
  return merged;
}

/** What a promo code does to `subtotal` at `nowMs`. */
function applyPromo(
  raw: string | undefined,
  p: Priceable,
  subtotal: number,
  nowMs: number,
): { discount: number; promo: PromoResult | null } {
  const code = raw?.trim().toUpperCase();
  if (!code) return { discount: 0, promo: null };
  const promo = PROMOS.find((x) => x.code === code);
  const reject = (status: 'invalid' | 'expired', message: string) => ({
    discount: 0,
    promo: { code, status, message },
  });
  if (!p.event.acceptsPromoCodes) return reject('invalid', 'This event does not take promo codes.');
  if (!promo) return reject('invalid', 'This promo code does not exist.');
  if (promo.validUntil && nowMs > Date.parse(promo.validUntil)) {
    return reject('expired', 'This promo code has expired.');
  }
  const currency = p.event.currency;
  if (promo.kind === 'percent') {
    const discount = Math.round((subtotal * (promo.value ?? 0)) / 100);
    return { discount, promo: { code, status: 'applied', message: `${promo.value}% off.` } };
  }
  const amount = promo.amounts?.[currency];
  if (amount === undefined)
    return reject('invalid', `This promo code is not valid in ${currency}.`);
  const discount = Math.min(toMinor(amount, currency), subtotal);
  const shown = amount.toFixed(exponent(currency));
  return { discount, promo: { code, status: 'applied', message: `${shown} ${currency} off.` } };
}

/** Prices `items`; unknown tiers come back as field errors (`items.<i>.tier`). */
export function priceBasket(
  p: Priceable,
  items: readonly BasketItem[],
  promoCode: string | undefined,
  nowMs: number,
): PricedBasket | FieldError[] {
  const { currency, tiers } = p.event;
  const errors: FieldError[] = [];
  items.forEach((item, i) => {
    if (!tiers.some((t) => t.id === item.tier)) {
      errors.push({ field: `items.${i}.tier`, message: 'Unknown ticket type for this event.' });
    }
  });
  if (errors.length > 0) return errors;
  const lines: PricedLine[] = [];
  for (const [tierId, quantity] of mergeItems(items)) {
    const tier = tiers.find((t) => t.id === tierId);
    if (!tier) continue;
    const unitMinor = toMinor(p.quotedPrices?.[tierId] ?? tier.price, currency);
    lines.push({
      tier: tierId,
      name: tier.name,
      quantity,
      unitMinor,
      amountMinor: unitMinor * quantity,
    });
  }
  const subtotal = lines.reduce((sum, l) => sum + l.amountMinor, 0);
  const paidTickets = lines.reduce((n, l) => n + (l.unitMinor > 0 ? l.quantity : 0), 0);
  const fees = toMinor(p.serviceFee ?? 0, currency) * paidTickets;
  const { discount, promo } = applyPromo(promoCode, p, subtotal, nowMs);
  const quantity = lines.reduce((n, l) => n + l.quantity, 0);
  return { lines, subtotal, discount, fees, total: subtotal - discount + fees, quantity, promo };
}

/** A priced basket as the `QuoteResponse` wire shape (major units). */
export function toQuoteResponse(p: Priceable, b: PricedBasket): QuoteResponse {
  const c = p.event.currency;
  return {
    event: p.event.slug,
    currency: c,
    lines: b.lines.map((l) => ({
      tier: l.tier,
      name: l.name,
      quantity: l.quantity,
      unitPrice: toMajor(l.unitMinor, c),
      amount: toMajor(l.amountMinor, c),
    })),
    subtotal: toMajor(b.subtotal, c),
    discount: toMajor(b.discount, c),
    fees: toMajor(b.fees, c),
    total: toMajor(b.total, c),
    promo: b.promo,
  };
}
