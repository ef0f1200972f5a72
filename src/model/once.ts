/**
 * A checkout's outcome is reported once per browser: `boxoffice:complete` (and so the
 * analytics bridge's `purchase`) must not fire again when the confirmation is reloaded, the
 * buyer returns through Back / forward, opens the return link in a second tab, or a second
 * widget on the page sees the same checkout. The ids already reported are kept in
 * localStorage, which every tab of the site shares and a reload keeps; where the browser
 * refuses localStorage, in sessionStorage (this tab only); where it refuses both, nowhere,
 * and each page that sees the checkout reports it (docs/analytics.md says so).
 *
 * localStorage has no transactions: two tabs that see the outcome in the same instant could
 * both claim it. Web Locks would close that gap, but only by dispatching the event after the
 * outcome is shown, which integrators reading both at once would see out of order; polling
 * tabs do not finish in the same millisecond in practice.
 *
 * In iframe mode this runs in the frame, whose storage browsers partition by the top-level
 * site: the guarantee then holds per site that frames the widget.
 */
import * as z from 'zod/mini';
import { DAY_MS, KEYS, type StorageLike } from '../shared/record';
import { type RecordKind, readRecord, writeRecord } from '../shared/record-io';
import type { ResolvedDeps } from './types';

/** How many ids the list keeps (the oldest go first). */
export const REPORTED_MAX = 200;
/** How long an id is kept: far longer than any checkout can be returned to. */
export const REPORTED_MAX_AGE_MS = 90 * DAY_MS;

/** The stored list: each checkout id and when it was reported (ms), oldest first. */
const Reported = z.array(z.object({ id: z.string(), at: z.number() }));
type Reported = z.infer<typeof Reported>;

/** The list's record: checked by its schema; each id has its own age. */
const REPORTED: RecordKind<Reported> = {
  check(data) {
    const parsed = Reported.safeParse(data);
    return parsed.success ? parsed.data : null;
  },
};

/**
 * Claims checkout `id` for reporting: true the first time this browser asks (the id is now
 * remembered), false when it was reported already. With no storage that works, always true.
 */
export function claimReport(
  stores: readonly (StorageLike | null)[],
  id: string,
  now = Date.now(),
): boolean {
  let seen = false;
  for (const storage of stores) {
    // Absent, damaged or blocked: an empty list (a blocked or full store is not written either).
    const list = (readRecord(storage, REPORTED, KEYS.reported, now) ?? []).filter(
      (entry) => now - entry.at <= REPORTED_MAX_AGE_MS,
    );
    if (list.some((entry) => entry.id === id)) return false;
    if (seen) continue;
    list.push({ id, at: now });
    // Kept: later stores are only read, for an id an earlier page kept there.
    seen = keep(storage, list, id, now);
  }
  return true;
}

/** Writes `list` (the newest ids) to `storage`: whether `id` is now kept there. */
function keep(storage: StorageLike | null, list: Reported, id: string, now: number): boolean {
  if (!writeRecord(storage, KEYS.reported, list.slice(-REPORTED_MAX), now)) return false;
  // A store that takes writes but refuses reads keeps nothing.
  return Boolean(
    readRecord(storage, REPORTED, KEYS.reported, now)?.some((entry) => entry.id === id),
  );
}

/**
 * Calls `report` unless checkout `id` was reported already in this browser (`claimReport`
 * over localStorage, then sessionStorage). Synchronous, so the event goes out with the state
 * that shows the outcome. Never throws.
 */
export function reportOnce(
  deps: Pick<ResolvedDeps, 'storage' | 'sharedStorage'>,
  id: string,
  report: () => void,
): void {
  if (claimReport([deps.sharedStorage, deps.storage], id)) report();
}
