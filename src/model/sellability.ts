/**
 * Only `on_sale` events with `general_admission` seating are sold in the widget;
 * otherwise it says why and links to the hosted `checkoutUrl` when there is a safe one.
 */
import type { EventDetail } from '../api/schemas';
import { safeNavigationUrl } from './url';

/** Why the widget does not sell this event itself. */
export type UnsellableReason =
  | 'cancelled'
  | 'sold_out'
  | 'sales_ended'
  | 'scheduled'
  | 'unknown_status'
  | 'reserved_seating'
  | 'unknown_seating'
  | 'payments_disabled';

/** Whether the widget sells the event; if not, why, and a validated hosted-checkout link. */
export type Sellability =
  | { sellable: true }
  | { sellable: false; reason: UnsellableReason; checkoutUrl?: string };

/** Decides whether the widget may sell `event` (a status or seating this version does not know → not on sale / hosted checkout). */
export function sellability(event: EventDetail): Sellability {
  const reason = unsellableReason(event);
  if (!reason) return { sellable: true };
  const checkoutUrl = safeNavigationUrl(event.checkoutUrl);
  return checkoutUrl ? { sellable: false, reason, checkoutUrl } : { sellable: false, reason };
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
  const open = event.tiers.filter((tier) => !tier.soldOut && tier.available > 0);
  if (event.available <= 0 || open.length === 0) return 'sold_out';
  // Paid tiers only while payments are enabled: when nothing free is left, nothing can be sold here.
  if (!event.paymentsEnabled && open.every((tier) => tier.price > 0)) return 'payments_disabled';
  return null;
}
