/**
 * What the widget keeps in the browser's Web Storage: every record's key, built here only,
 * the storage itself (or null where the browser refuses it), and whether a record is there. A
 * record is read and written through `record-io.ts`, with its check and its age. Blocked, full
 * or missing storage only means nothing is kept: nothing here throws. None of it is sent
 * anywhere; docs/security.md lists what each record holds. The first render needs only this
 * module (is there a record to start from?); the code that reads and writes records arrives
 * with the chunks that do.
 */

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

/** Whether a record is stored under `key` (storage blocked: no). Reads no value: cheap at start. */
export function hasRecord(storage: StorageLike | null, key: string): boolean {
  try {
    return Boolean(storage?.getItem(key));
  } catch {
    return false;
  }
}
