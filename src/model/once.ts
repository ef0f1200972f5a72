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
import type { ResolvedDeps, StorageLike } from './types';

/** The storage key of the list of reported checkout ids. */
export const REPORTED_KEY = 'boxoffice:reported';
/** How many ids the list keeps (the oldest go first). */
export const REPORTED_MAX = 200;
/** How long an id is kept: far longer than any checkout can be returned to. */
export const REPORTED_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

/** The stored list: each checkout id and when it was reported (ms), oldest first. */
const Reported = z.array(z.object({ id: z.string(), at: z.number() }));
type Reported = z.infer<typeof Reported>;

/** The list in `storage`; empty when absent or unreadable. Throws when storage is blocked. */
function readList(storage: StorageLike): Reported {
  const raw = storage.getItem(REPORTED_KEY);
  if (!raw) return [];
  try {
    const parsed = Reported.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

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
    if (!storage) continue;
    try {
      const list = readList(storage).filter((entry) => now - entry.at <= REPORTED_MAX_AGE_MS);
      if (list.some((entry) => entry.id === id)) return false;
      if (seen) continue;
      list.push({ id, at: now });
      storage.setItem(REPORTED_KEY, JSON.stringify(list.slice(-REPORTED_MAX)));
      // Written: later stores are only read, for an id an earlier page kept there.
      seen = true;
    } catch {
      // Blocked or full: the next store, or none.
    }
  }
  return true;
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
