/**
 * What this tab keeps in sessionStorage for an event: a pending checkout (one record per
 * event) and the buyer's draft (per key and event: their basket, promo code and what they
 * typed). Both are read and written by the purchase chunk (`storage.ts`, `draft.ts`); the
 * session only needs to know whether there is one, to load that chunk at once.
 */
import type { Options } from '../shared/options';
import { hasRecord, KEYS, type StorageLike } from '../shared/record';

/** Whether this tab holds a pending checkout for `event` (storage blocked: no). */
export function hasPending(storage: StorageLike | null, event: string): boolean {
  return hasRecord(storage, KEYS.pending(event));
}

/**
 * The storage key of the buyer's draft for `event` sold with these credentials. The
 * credential is hashed (FNV-1a): a bearer token never lands in storage as written.
 */
export function draftKey(options: Pick<Options, 'api' | 'key' | 'token'>, event: string): string {
  let hash = 0x811c9dc5;
  for (const c of `${options.api} ${options.key ?? ''} ${options.token ?? ''}`)
    hash = Math.imul(hash ^ (c.codePointAt(0) ?? 0), 0x01000193);
  return KEYS.draft((hash >>> 0).toString(36), event);
}

/** Whether this tab holds a draft under `key` (storage blocked: no). */
export const hasDraft = hasRecord;
