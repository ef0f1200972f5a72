/**
 * What the widget sells. Only `on_sale` events with `general_admission` seating are sold
 * in the widget; otherwise it says why and links to the hosted `checkoutUrl` when there is
 * a safe one. Within a sellable event, a tier is sold unless `tierBlock` says why not: the
 * tier rows' steppers (through the basket rules), the event's own verdict, and the tiers
 * `sellableTiers` lists (`boxoffice:ready`, the buy button's "from" price) all read that one rule.
 */
import type { EventDetail, Tier } from '../api/schemas';
import { safeNavigationUrl } from '../shared/url';

/** Why the widget does not sell this event itself. */
export type UnsellableReason =
  | 'cancelled'
  | 'sold_out'
  | 'sales_ended'
  | 'scheduled'
  | 'unknown_status'
  | 'reserved_seating'
  | 'unknown_seating'
  | 'payments_disabled'
  | 'no_tiers';

/** Whether the widget sells the event; if not, why, and a validated hosted-checkout link. */
export type Sellability =
  | { sellable: true }
  | { sellable: false; reason: UnsellableReason; checkoutUrl?: string };

/** Why no ticket of a tier can be bought, whatever the basket holds. */
export type TierBlock = 'sold_out' | 'payments_disabled';

/** Why the widget cannot sell `tier` of `event` at all; null when it can. */
export function tierBlock(event: EventDetail, tier: Tier): TierBlock | null {
  if (tier.soldOut || tier.available <= 0) return 'sold_out';
  // Paid tiers only while payments are enabled.
  if (tier.price > 0 && !event.paymentsEnabled) return 'payments_disabled';
  return null;
}

/** Decides whether the widget may sell `event` (a status or seating this version does not know → not on sale / hosted checkout). */
export function sellability(event: EventDetail): Sellability {
  const reason = unsellableReason(event);
  if (!reason) return { sellable: true };
  const checkoutUrl = safeNavigationUrl(event.checkoutUrl);
  return checkoutUrl ? { sellable: false, reason, checkoutUrl } : { sellable: false, reason };
}

/**
 * The tiers a buyer can add now, in the event's order: none when the widget does not sell the
 * event, else every tier `tierBlock` lets through (the basket's own limits aside).
 */
export function sellableTiers(event: EventDetail): Tier[] {
  return sellability(event).sellable ? event.tiers.filter((tier) => !tierBlock(event, tier)) : [];
}

function unsellableReason(event: EventDetail): UnsellableReason | null {
  switch (event.status) {
    case 'on_sale':
      break;
    case 'unknown':
      return 'unknown_status';
    default:
      return event.status;
  }
  if (event.seating === 'reserved') return 'reserved_seating';
  if (event.seating !== 'general_admission') return 'unknown_seating';
  // None on show: the `tiers` option named none of the event's (`shown-tiers.ts`).
  if (event.tiers.length === 0) return 'no_tiers';
  const blocks = event.tiers.map((tier) => tierBlock(event, tier));
  if (event.available <= 0 || blocks.every((block) => block === 'sold_out')) return 'sold_out';
  // Tickets are left, but none that can be sold here (paid ones while payments are off).
  if (!blocks.includes(null)) return 'payments_disabled';
  return null;
}
