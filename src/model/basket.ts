/**
 * The basket rules, as pure functions (no DOM, no fetch). A basket maps tier
 * ids to quantities; every function returns a new basket and never breaks a limit:
 * tier `available`, `soldOut`, `maxTicketsPerOrder` across tiers, event `available`,
 * and paid tiers only while `paymentsEnabled`.
 *
 * Tier ids come from the API and may be any string, `constructor` or `__proto__` included,
 * so a basket is a `Map` (a plain object would answer inherited names); it crosses JSON
 * boundaries as a record, through `basketRecord` / `basketFromRecord`.
 */
import type { BasketItem, EventDetail, Tier } from '../api/schemas';
import { type TierBlock, tierBlock } from './sellability';

/** Tier id → quantity; absent means 0. */
export type Basket = ReadonlyMap<string, number>;

/** The empty basket. */
export const emptyBasket = (): Basket => new Map();

/** Tickets of `tierId` in the basket (0 when absent). */
export const quantityOf = (basket: Basket, tierId: string): number => basket.get(tierId) ?? 0;

/** Why "+" is disabled for a tier: the tier is not sold (`tierBlock`), or a limit is reached. */
export type AddBlock = TierBlock | 'tier_limit' | 'order_limit' | 'event_limit';

/** Whether one more ticket of a tier fits, and if not, why. */
export type CanAdd = { ok: true } | { ok: false; reason: AddBlock };

/** Tickets in the basket, over all tiers. */
export function totalQuantity(basket: Basket): number {
  let sum = 0;
  for (const qty of basket.values()) sum += qty;
  return sum;
}

const findTier = (event: EventDetail, tierId: string): Tier | undefined =>
  event.tiers.find((tier) => tier.id === tierId);

/** One tier as the stepper needs it. */
export interface TierState {
  id: string;
  quantity: number;
  /** Highest quantity allowed now (the number input's max). */
  max: number;
  /** Whether "+" may add one, and if not, why. */
  canAdd: CanAdd;
}

/** Each tier's stepper state, in the event's tier order. */
export function tierStates(event: EventDetail, basket: Basket): TierState[] {
  return event.tiers.map((tier) => ({
    id: tier.id,
    quantity: quantityOf(basket, tier.id),
    max: maxFor(event, basket, tier.id),
    canAdd: canAdd(event, basket, tier.id),
  }));
}

/** The highest quantity this tier may have, given the rest of the basket. */
export function maxFor(event: EventDetail, basket: Basket, tierId: string): number {
  const tier = findTier(event, tierId);
  if (!tier || tierBlock(event, tier)) return 0;
  const others = totalQuantity(basket) - quantityOf(basket, tierId);
  return Math.max(
    0,
    Math.min(tier.available, event.maxTicketsPerOrder - others, event.available - others),
  );
}

/** Whether "+" may add one ticket of this tier; the reason names the limit that stops it. */
export function canAdd(event: EventDetail, basket: Basket, tierId: string): CanAdd {
  const tier = findTier(event, tierId);
  // A tier the event does not have is as good as sold out.
  if (!tier) return { ok: false, reason: 'sold_out' };
  const block = tierBlock(event, tier);
  if (block) return { ok: false, reason: block };
  const total = totalQuantity(basket);
  if (quantityOf(basket, tierId) >= tier.available) return { ok: false, reason: 'tier_limit' };
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
  const updated = new Map(basket);
  if (next > 0) updated.set(tierId, next);
  else updated.delete(tierId);
  return updated;
}

/** The non-empty lines of the basket in the event's tier order (a request's `items`). */
export function basketItems(event: EventDetail, basket: Basket): BasketItem[] {
  return event.tiers
    .filter((tier) => quantityOf(basket, tier.id) > 0)
    .map((tier) => ({ tier: tier.id, quantity: quantityOf(basket, tier.id) }));
}

/** The basket as items in its own key order, for when the event is not at hand. */
export function itemsOf(basket: Basket): BasketItem[] {
  return [...basket].map(([tier, quantity]) => ({ tier, quantity }));
}

/** The basket holding `items`. */
export function basketOf(items: readonly BasketItem[]): Basket {
  return new Map(items.map((item) => [item.tier, item.quantity]));
}

/**
 * The basket as a JSON record (sessionStorage). `Object.fromEntries` defines own properties,
 * so even a `__proto__` id is written as a key of its own.
 */
export function basketRecord(basket: Basket): Record<string, number> {
  return Object.fromEntries(basket);
}

/** The basket of a JSON record (own properties only; `JSON.parse` makes `__proto__` one). */
export function basketFromRecord(record: Readonly<Record<string, number>>): Basket {
  return new Map(Object.entries(record));
}

/** `basket` refilled line by line within the limits of `event` (e.g. a restored basket). */
export function fitBasket(event: EventDetail, basket: Basket): Basket {
  let next = emptyBasket();
  for (const [tierId, quantity] of basket) next = setQuantity(event, next, tierId, quantity);
  return next;
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
  let next: Basket = emptyBasket();
  const changes: InventoryChange[] = [];
  const known = fresh.tiers.map((tier) => tier.id);
  const order = [...new Set([...known, ...basket.keys()])];
  for (const tierId of order) {
    const from = quantityOf(basket, tierId);
    if (from === 0) continue;
    next = setQuantity(fresh, next, tierId, from);
    const to = quantityOf(next, tierId);
    if (to !== from)
      changes.push({ tier: tierId, name: findTier(fresh, tierId)?.name ?? tierId, from, to });
  }
  return { basket: next, changes };
}
