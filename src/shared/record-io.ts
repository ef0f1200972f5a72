/**
 * Reading and writing the widget's records (`record.ts` names them): a value is read only
 * through its check (a zod/mini schema's parse in the app, the checked reader on the host page)
 * and within its age, stored as `{ value, savedAt }`; blocked, full or missing storage only
 * means nothing is kept or found. Nothing here throws.
 */
import { field } from './read';
import type { StorageLike } from './record';

/** A kind of record: how its value is checked when read back, and how long it is kept. */
export interface RecordKind<T> {
  /** The value of stored data, or null when it is not one (a check that throws counts as null). */
  check(data: unknown): T | null;
  /** How long after it was written the record is still read, in ms; kept until removed without. */
  maxAgeMs?: number;
}

/** The record under `key`, checked and not too old, or null (absent, unreadable, stale, storage blocked). */
export function readRecord<T>(
  storage: StorageLike | null,
  kind: RecordKind<T>,
  key: string,
  now = Date.now(),
): T | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    // Stored as `{ value, savedAt }`: when it was written, and what.
    const stored: unknown = JSON.parse(raw);
    const savedAt = field(stored, 'savedAt');
    if (typeof savedAt !== 'number' || now - savedAt > (kind.maxAgeMs ?? Number.POSITIVE_INFINITY))
      return null;
    return kind.check(field(stored, 'value'));
  } catch {
    return null;
  }
}

/** Writes `value` under `key`; false when storage is unavailable, blocked or full. */
export function writeRecord(
  storage: StorageLike | null,
  key: string,
  value: unknown,
  now = Date.now(),
): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, JSON.stringify({ value, savedAt: now }));
    return true;
  } catch {
    return false;
  }
}

/** Removes the record under `key` (nothing to do when storage is blocked). */
export function removeRecord(storage: StorageLike | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Blocked: there is nothing to remove.
  }
}

/** The keys of the records stored under `prefix` (storage blocked: none). */
export function recordKeys(storage: StorageLike | null, prefix: string): string[] {
  const keys: string[] = [];
  try {
    for (let i = 0; storage && i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
  } catch {
    // Blocked: nothing stored.
  }
  return keys;
}
