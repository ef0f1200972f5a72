/**
 * What the widget keeps in the browser's Web Storage, and how: every record the widget stores
 * is declared here, with its key, how it is read back (a check: a zod/mini schema's parse in
 * the app, the checked reader on the host page) and how old it may get. Storage is a boundary:
 * a value is read only through its check, a record older than its age is gone, and blocked,
 * full or missing storage only means nothing is kept: nothing here throws. None of it is sent
 * anywhere; docs/security.md lists what each record holds.
 */

import { field } from './read';

/** The part of `Storage` the widget uses. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** A day, in ms: a checkout's idempotency key lives a day, and so does a draft. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `sessionStorage` (this tab) or `localStorage` (the site's tabs), or null where the browser
 * refuses it: reading the property itself throws in sandboxed frames and with storage blocked.
 */
export function storageOf(name: 'sessionStorage' | 'localStorage'): StorageLike | null {
  try {
    return globalThis[name] ?? null;
  } catch {
    return null;
  }
}

/** A kind of record: how its value is checked when read back, and how long it is kept. */
export interface RecordKind<T> {
  /** The value of stored data, or null when it is not one (a check that throws counts as null). */
  check(data: unknown): T | null;
  /** How long after it was written the record is still read, in ms; kept until removed without. */
  maxAgeMs?: number;
}

/** Every record's key starts so: one prefix for all a host page can see. */
const PREFIX = 'boxoffice:';

/** The keys of the widget's records, each built here only. */
export const KEYS = {
  /** This tab's checkout awaiting payment, one per event. */
  pending: (event: string) => `${PREFIX}pending:${event}`,
  /** The prefix of every pending checkout's key. */
  pendingPrefix: `${PREFIX}pending:`,
  /** The buyer's draft of one event sold with one credential (`credential`: its hash). */
  draft: (credential: string, event: string) => `${PREFIX}draft:${credential}:${event}`,
  /** The checkouts whose outcome this browser reported. */
  reported: `${PREFIX}reported`,
  /** The analytics bridge's memory. */
  analytics: `${PREFIX}analytics`,
} as const;

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

/** Whether a record is stored under `key` (storage blocked: no). Reads no value: cheap at start. */
export function hasRecord(storage: StorageLike | null, key: string): boolean {
  try {
    return Boolean(storage?.getItem(key));
  } catch {
    return false;
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
