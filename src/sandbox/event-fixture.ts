/** The shape of a demo event (`fixtures.ts`, `fixtures-extra.ts`). */
import type * as z from 'zod/mini';
import type { EventDetail } from '../api/schemas.ts';

/** A demo event plus the sandbox-only pricing facts that EventDetail does not carry. */
export interface EventFixture {
  event: z.input<typeof EventDetail>;
  /** Service fee per paid ticket, in major units of the event currency. */
  serviceFee?: number;
  /**
   * Authoritative unit prices by tier id where they differ from the listed `price`
   * estimate (the quote wins).
   */
  quotedPrices?: Readonly<Record<string, number>>;
}
