/**
 * The organizer's `items` option (docs/embedding.md): the tickets the basket starts with, in
 * the purchase half (which a widget with `items` loads at once, for the quote). The loader
 * checked its shape (`tier:quantity,…`); here it meets the event, and every basket rule
 * clamps it as it would clamp the buyer's own choice, with the reason shown by each tier.
 */
import type { BasketItem, EventDetail } from '../api/schemas';
import { type Basket, basketOf, fitBasket } from './basket';
import type { PurchaseContext } from './context';

/** The lines of `items` text, tier ids percent-decoded (a malformed escape stays as written). */
export function parseItems(text: string): BasketItem[] {
  return text.split(',').map((pair) => {
    const at = pair.lastIndexOf(':');
    let tier = pair.slice(0, at);
    try {
      tier = decodeURIComponent(tier);
    } catch {
      // Not an escape: the id as written.
    }
    return { tier, quantity: Number(pair.slice(at + 1)) };
  });
}

/** The basket `items` start `event` with, and the tier ids the event does not have. */
export function presetBasket(
  event: EventDetail,
  items: readonly BasketItem[],
): { basket: Basket; unknown: string[] } {
  const known = new Set(event.tiers.map((tier) => tier.id));
  return {
    basket: fitBasket(event, basketOf(items)),
    unknown: items.map((item) => item.tier).filter((tier) => !known.has(tier)),
  };
}

/** Fills the basket with the organizer's `items` for `event`; names the tiers it lacks. */
export function applyItems(ctx: PurchaseContext, event: EventDetail, items: string): void {
  const preset = presetBasket(event, parseItems(items));
  if (preset.unknown.length > 0) {
    const ids = event.tiers.map((tier) => tier.id).join(', ');
    ctx.deps.console.warn(
      `[boxoffice] ${ctx.host.optionName('items')} names tiers this event does not have (${preset.unknown.join(', ')}): use its tier ids, ${ids}.`,
    );
  }
  ctx.basket.value = preset.basket;
}
