/**
 * Where a pending checkout is remembered (sessionStorage, one record per event). The
 * record itself is read and written by `storage.ts`, in the purchase chunk; the session
 * only needs to know whether there is one, to load that chunk at once.
 */
import type { StorageLike } from './types';

/** Storage key prefix of pending checkouts. */
export const PENDING_PREFIX = 'boxoffice:pending:';

/** Whether this tab holds a pending checkout for `event` (storage blocked: no). */
export function hasPending(storage: StorageLike | null, event: string): boolean {
  try {
    return Boolean(storage?.getItem(PENDING_PREFIX + event));
  } catch {
    return false;
  }
}
