/**
 * The pending checkout in sessionStorage: written before the buyer leaves for the payment
 * page, read back on return (parsed with a schema: storage is a boundary too), cleared
 * once the checkout reaches a final state. One record per event.
 */
import * as z from 'zod/mini';
import { nonEmpty, recordOf } from '../api/checks';
import { Count, Money } from '../api/schema-primitives';
import { type Basket, basketFromRecord, basketRecord } from './basket';
import { type KnownValues, knownValues, StoredValues, storedValues } from './form';
import { PENDING_PREFIX as PREFIX } from './pending';
import type { StorageLike } from './types';

/** What we remember about a checkout that awaits payment, as stored (JSON). */
const StoredPending = z.object({
  id: z.string().check(nonEmpty()),
  event: z.string().check(nonEmpty()),
  /** The basket at checkout, restored when payment fails so the buyer can try again. */
  basket: recordOf((n): n is number => Number.isSafeInteger(n) && Number(n) > 0),
  /**
   * What the buyer typed (the e-mail as sent), for the form when they come back to it: with
   * Back on a page loaded afresh, or "try again" (sessionStorage: this tab only).
   */
  ...StoredValues.shape,
  createdAt: z.number(),
  /** The lines `boxoffice:checkout` reported, for `boxoffice:complete` after the payment page. */
  sold: z.optional(
    z.array(z.object({ tier: z.string(), name: z.string(), price: Money, quantity: Count })),
  ),
});
/**
 * What we remember about a checkout that awaits payment. Its basket is a `Basket` and its
 * answers a Map (tier and question ids are API data); they are stored as a JSON record
 * (`basketRecord` / `basketFromRecord`) and as entries (`storedValues` / `knownValues`).
 */
export type PendingCheckout = Omit<z.infer<typeof StoredPending>, keyof StoredValues | 'basket'> &
  KnownValues & { basket: Basket };

/** Records older than a day are stale (the API keeps an idempotency key 24 h; checkouts expire). */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The pending checkout for `event`, or null (absent, unreadable, stale, storage blocked). */
export function readPending(
  storage: StorageLike | null,
  event: string,
  now = Date.now(),
): PendingCheckout | null {
  try {
    const raw = storage?.getItem(PREFIX + event);
    if (!raw) return null;
    const parsed = StoredPending.safeParse(JSON.parse(raw));
    if (!parsed.success || parsed.data.event !== event || now - parsed.data.createdAt > MAX_AGE_MS)
      return null;
    return { ...knownValues(parsed.data), basket: basketFromRecord(parsed.data.basket) };
  } catch {
    return null;
  }
}

/** The pending checkout with this id, whatever its event (for the event-list mode). */
export function findPendingById(
  storage: StorageLike | null,
  id: string,
  now = Date.now(),
): PendingCheckout | null {
  try {
    for (let i = 0; storage && i < storage.length; i++) {
      const key = storage.key(i);
      if (!key?.startsWith(PREFIX)) continue;
      const record = readPending(storage, key.slice(PREFIX.length), now);
      if (record?.id === id) return record;
    }
  } catch {
    // Storage blocked: nothing pending.
  }
  return null;
}

/** Remembers a pending checkout; false when storage is unavailable or full. */
export function writePending(storage: StorageLike | null, record: PendingCheckout): boolean {
  try {
    const json = JSON.stringify({ ...storedValues(record), basket: basketRecord(record.basket) });
    storage?.setItem(PREFIX + record.event, json);
    return Boolean(storage);
  } catch {
    return false;
  }
}

/** Forgets the pending checkout of `event`. */
export function clearPending(storage: StorageLike | null, event: string): void {
  try {
    storage?.removeItem(PREFIX + event);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
