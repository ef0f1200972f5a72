/**
 * The pending checkout in sessionStorage: written before the buyer leaves for the payment
 * page, read back on return, cleared once the checkout reaches a final state. One record per
 * event (`KEYS.pending`), read only through its schema and for a day (`DAY_MS`: the API keeps
 * an idempotency key 24 h, and a checkout expires sooner).
 */
import * as z from 'zod/mini';
import { nonEmpty, recordOf } from '../api/checks';
import { Count, Money } from '../api/schema-primitives';
import { isCount } from '../shared/read';
import { DAY_MS, KEYS, type StorageLike } from '../shared/record';
import {
  type RecordKind,
  readRecord,
  recordKeys,
  removeRecord,
  writeRecord,
} from '../shared/record-io';
import { type Basket, basketFromRecord, basketRecord } from './basket';
import type { KnownValues } from './form';
import { knownValues, StoredValues, storedValues } from './stored-values';

/** What we remember about a checkout that awaits payment, as stored (JSON). */
const StoredPending = z.object({
  id: z.string().check(nonEmpty()),
  event: z.string().check(nonEmpty()),
  /** The basket at checkout, restored when payment fails so the buyer can try again. */
  basket: recordOf(isCount),
  /**
   * What the buyer typed (the e-mail as sent), for the form when they come back to it: with
   * Back on a page loaded afresh, or "try again" (sessionStorage: this tab only).
   */
  ...StoredValues.shape,
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

/** The pending checkout record: checked by its schema, kept a day. */
const PENDING: RecordKind<PendingCheckout> = {
  check(data) {
    const parsed = StoredPending.safeParse(data);
    if (!parsed.success) return null;
    return { ...knownValues(parsed.data), basket: basketFromRecord(parsed.data.basket) };
  },
  maxAgeMs: DAY_MS,
};

/** The pending checkout for `event`, or null (absent, unreadable, stale, storage blocked). */
export function readPending(
  storage: StorageLike | null,
  event: string,
  now = Date.now(),
): PendingCheckout | null {
  const record = readRecord(storage, PENDING, KEYS.pending(event), now);
  return record?.event === event ? record : null;
}

/** The pending checkout with this id, whatever its event (for the event-list mode). */
export function findPendingById(
  storage: StorageLike | null,
  id: string,
  now = Date.now(),
): PendingCheckout | null {
  for (const key of recordKeys(storage, KEYS.pendingPrefix)) {
    const record = readPending(storage, key.slice(KEYS.pendingPrefix.length), now);
    if (record?.id === id) return record;
  }
  return null;
}

/** Remembers a pending checkout; false when storage is unavailable or full. */
export function writePending(
  storage: StorageLike | null,
  record: PendingCheckout,
  now = Date.now(),
): boolean {
  const stored = { ...storedValues(record), basket: basketRecord(record.basket) };
  return writeRecord(storage, KEYS.pending(record.event), stored, now);
}

/** Forgets the pending checkout of `event`. */
export function clearPending(storage: StorageLike | null, event: string): void {
  removeRecord(storage, KEYS.pending(event));
}
