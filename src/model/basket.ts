/**
 * The basket rules of SPEC §3, as pure functions (no DOM, no fetch). A basket maps tier
 * ids to quantities; every function returns a new basket and never breaks a limit:
 * tier `available`, `soldOut`, `maxTicketsPerOrder` across tiers, event `available`,
 * and paid tiers only while `paymentsEnabled`.
 */
import type { BasketItem, EventDetail, Tier } from '../api/schemas';

/** Tier id → quantity; absent means 0. */
export type Basket = Readonly<Record<string, number>>;

/** Why "+" is disabled for a tier. */
export type AddBlock =
  | 'sold_out'
  | 'tier_limit'
  | 'order_limit'
  | 'event_limit'
  | 'payments_disabled';

/** Whether one more ticket of a tier fits, and if not, why. */
export type CanAdd = { ok: true } | { ok: false; reason: AddBlock };

/** Tickets in the basket, over all tiers. */
export function totalQuantity(basket: Basket): number {
  return Object.values(basket).reduce((sum, qty) => sum + qty, 0);
}

const findTier = (event: EventDetail, tierId: string): Tier | undefined =>
  event.tiers.find((tier) => tier.id === tierId);

/** Why a tier cannot be bought at all, regardless of the basket. */
function tierBlock(event: EventDetail, tier: Tier | undefined): AddBlock | null {
  if (!tier || tier.soldOut || tier.available <= 0) return 'sold_out';
  if (tier.price > 0 && !event.paymentsEnabled) return 'payments_disabled';
  return null;
}

/** The highest quantity this tier may have, given the rest of the basket. */
export function maxFor(event: EventDetail, basket: Basket, tierId: string): number {
  const tier = findTier(event, tierId);
  if (!tier || tierBlock(event, tier)) return 0;
  const others = totalQuantity(basket) - (basket[tierId] ?? 0);
  return Math.max(
    0,
    Math.min(tier.available, event.maxTicketsPerOrder - others, event.available - others),
  );
}

/** Whether "+" may add one ticket of this tier; the reason names the limit that stops it. */
export function canAdd(event: EventDetail, basket: Basket, tierId: string): CanAdd {
  const tier = findTier(event, tierId);
  const block = tierBlock(event, tier);
  if (block || !tier) return { ok: false, reason: block ?? 'sold_out' };
  const total = totalQuantity(basket);
  if ((basket[tierId] ?? 0) >= tier.available) return { ok: false, reason: 'tier_limit' };
  if (total >= event.maxTicketsPerOrder) return { ok: false, reason: 'order_limit' };
  if (total >= event.available) return { ok: false, reason: 'event_limit' };
  return { ok: true };
}

/** The basket with this tier set to `quantity`, clamped to 0…`maxFor` (non-integers floored). */
export function setQuantity(
  event: EventDetail,
  basket: Basket,
  tierId: string,
  quantity: number,
): Basket {
  if (!findTier(event, tierId)) return basket;
  const wanted = Number.isFinite(quantity) ? Math.floor(quantity) : 0;
  const next = Math.min(Math.max(0, wanted), maxFor(event, basket, tierId));
  const { [tierId]: _old, ...rest } = basket;
  return next > 0 ? { ...rest, [tierId]: next } : rest;
}

/** The non-empty lines of the basket in the event's tier order (a request's `items`). */
export function basketItems(event: EventDetail, basket: Basket): BasketItem[] {
  return event.tiers
    .filter((tier) => (basket[tier.id] ?? 0) > 0)
    .map((tier) => ({ tier: tier.id, quantity: basket[tier.id] ?? 0 }));
}

/** The basket as items in its own key order, for when the event is not at hand. */
export function itemsOf(basket: Basket): BasketItem[] {
  return Object.entries(basket).map(([tier, quantity]) => ({ tier, quantity }));
}

/** The basket holding `items`. */
export function basketOf(items: readonly BasketItem[]): Basket {
  return Object.fromEntries(items.map((item) => [item.tier, item.quantity]));
}

/** What `adjustToInventory` changed for one tier. */
export interface InventoryChange {
  tier: string;
  /** Tier name from the fresh event; the id when the tier is gone. */
  name: string;
  from: number;
  to: number;
}

/**
 * After `409 inventory_changed`: the basket clamped to a freshly fetched event, and the
 * tiers whose quantity had to go down (so the buyer can be told what changed).
 */
export function adjustToInventory(
  basket: Basket,
  fresh: EventDetail,
): { basket: Basket; changes: InventoryChange[] } {
  let next: Basket = {};
  const changes: InventoryChange[] = [];
  const known = fresh.tiers.map((tier) => tier.id);
  const order = [...known, ...Object.keys(basket).filter((id) => !known.includes(id))];
  for (const tierId of order) {
    const from = basket[tierId] ?? 0;
    if (from === 0) continue;
    next = setQuantity(fresh, next, tierId, from);
    const to = next[tierId] ?? 0;
    if (to !== from)
      changes.push({ tier: tierId, name: findTier(fresh, tierId)?.name ?? tierId, from, to });
  }
  return { basket: next, changes };
}
