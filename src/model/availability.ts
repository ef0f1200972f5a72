/**
 * What the calendar says of an event's tickets: on sale, few left, sold out, or why it is not
 * on sale. An unknown status counts as not on sale (SPEC §2).
 */
import type { EventSummary } from '../api/schemas';

/** One event's availability, as the calendar words and colours it. */
export type Availability =
  | 'on_sale'
  | 'few_left'
  | 'sold_out'
  | 'cancelled'
  | 'sales_ended'
  | 'scheduled'
  | 'unknown';

/** At most this many tickets left: "few left". */
export const FEW_LEFT = 10;

/** The availability of `event`. */
export function availabilityOf(event: Pick<EventSummary, 'status' | 'available'>): Availability {
  if (event.status !== 'on_sale') return event.status === 'sold_out' ? 'sold_out' : event.status;
  if (event.available === 0) return 'sold_out';
  return event.available <= FEW_LEFT ? 'few_left' : 'on_sale';
}
