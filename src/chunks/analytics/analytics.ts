/**
 * The `analytics` chunk, loaded only with `data-analytics="datalayer"`: it turns one widget's
 * host events into GA4's recommended e-commerce events in `window.dataLayer`, each after
 * `{ ecommerce: null }` as Tag Manager asks (docs/analytics.md). It runs in the host page and
 * reads nothing but the host events, so in iframe mode it pushes the events the frame
 * relayed, into the host page's dataLayer. It sets no cookie and sends nothing anywhere: what
 * the site's tags do with the pushes is theirs (and their consent's) to decide.
 *
 * The rules are `reduce.ts`; this shell listens, keeps what the bridge must remember across
 * the payment page in this tab's sessionStorage (`KEYS.analytics`, `record-io.ts`), and pushes.
 */
import { hint } from '../../shared/log';
import { count, list, object, pair, read, text } from '../../shared/read';
import { KEYS, storageOf } from '../../shared/record';
import { type RecordKind, readRecord, writeRecord } from '../../shared/record-io';
import { EMPTY, type Ga4Push, HEARD, type HeardEvent, KEEP, type Memory, reduce } from './reduce';

/** A slug, tier id, title or promo code as stored: as long as a frame may send one. */
const Text = text(2000);

/**
 * The memory as stored: the parts kept across pages, as lists of pairs (no Map in JSON, and
 * no name from the API as an object key). Checked when read back, like any stored data.
 */
const Stored = object({
  carts: list(pair(Text, list(pair(Text, count), KEEP * 10)), KEEP),
  titles: list(pair(Text, Text), KEEP),
  coupons: list(pair(Text, Text), KEEP),
});
type Stored = Pick<Memory, 'carts' | 'titles' | 'coupons'>;

/** The bridge's record: kept until the tab closes (sessionStorage), whatever its age. */
const RECORD: RecordKind<Stored> = { check: (data) => read(Stored, data) };

/** What `memory` keeps across pages, as stored. */
const stored = ({ carts, titles, coupons }: Memory): Stored => ({ carts, titles, coupons });

/** A queue with `push`: `window.dataLayer`, as Tag Manager leaves it or a plain array. */
interface Layer {
  push(...entries: unknown[]): unknown;
}

/** The page the bridge pushes into: `window` (tests pass a stand-in). */
export interface AnalyticsPage {
  dataLayer?: unknown;
  console?: Pick<Console, 'warn'>;
}

/**
 * Starts pushing the host events that reach `target` into `page.dataLayer` (created as an
 * array when missing), remembering in `storage`. Returns the function that stops it. Never
 * throws.
 */
export function track(
  target: EventTarget,
  page: AnalyticsPage = window,
  storage = storageOf('sessionStorage'),
): () => void {
  // A memory that is not there, or not one (`Stored`), is no memory: the page starts afresh.
  let memory: Memory = { ...EMPTY, ...readRecord(storage, RECORD, KEYS.analytics) };
  let warned = false;
  const out = () => page.console ?? console;

  const layer = (): Layer | null => {
    if (page.dataLayer === undefined) page.dataLayer = [];
    const found = page.dataLayer as { push?: unknown } | null;
    if (found && typeof found.push === 'function') return found as Layer;
    if (!warned)
      out().warn(
        hint(
          'window.dataLayer is not an array: data-analytics="datalayer" pushes nothing. Leave window.dataLayer to Tag Manager (or create it as an array).',
        ),
      );
    warned = true;
    return null;
  };
  const push = (event: Ga4Push) => {
    const queue = layer();
    // Clears the previous event's ecommerce object, which Tag Manager would otherwise merge.
    queue?.push({ ecommerce: null });
    queue?.push(event);
  };

  const listener = (e: Event) => {
    try {
      if (!(e instanceof CustomEvent)) return;
      // The widget's own host events: dispatched by its code on the mount element, or relayed
      // from the frame once checked (frame-message.ts). What a page script fakes there is the
      // page's own data going into the page's own dataLayer.
      const step = reduce(memory, { name: e.type, detail: e.detail } as HeardEvent);
      memory = step.memory;
      // Written after every event, changed or not: the record is small (`KEEP` events at most).
      writeRecord(storage, KEYS.analytics, stored(memory));
      for (const event of step.pushes) push(event);
    } catch (error) {
      out().warn(hint('Unexpected error while pushing to window.dataLayer:'), error);
    }
  };
  for (const name of HEARD) target.addEventListener(name, listener);
  return () => {
    for (const name of HEARD) target.removeEventListener(name, listener);
  };
}
