/**
 * Where an event session's basket and form start, decided here once: a checkout back from the
 * payment page (or left pending in this tab), else the buyer's draft of a reload, else the
 * organizer's `items` (for their own event). What the buyer did wins over what the organizer
 * set. The session asks `expectsStart` before its purchase half has arrived, from the records'
 * presence alone, to load that half at once and keep the placeholder rather than show a basket
 * about to change; the purchase half then starts with `startPurchase`, which reads each source
 * with the readers that half's chunk carries: this module, in the first render's chunk, carries
 * none of them.
 */
import { batch } from '@preact/signals';
import type { BasketItem, EventDetail } from '../api/schemas';
import type { Options } from '../shared/options';
import { hasRecord, KEYS } from '../shared/record';
import { adjustToInventory, type Basket, fitBasket } from './basket';
import type { PurchaseContext, SessionContext } from './context';
import type { KnownValues } from './form';

/**
 * Whether `slug` is the organizer's own event (the `event` option), not one the buyer picked
 * from the list: the organizer's `items`, and the console hints about what they pre-fill, are
 * for it alone.
 */
export const isOwnEvent = (options: Pick<Options, 'event'>, slug: string): boolean =>
  options.event === slug;

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

/**
 * Whether the session may start from something: a checkout id handed back, a pending checkout
 * of this tab (unless another widget of the event takes the return), a draft, or the
 * organizer's items. Cheap: records are looked for, not read.
 */
export function expectsStart(
  ctx: Pick<SessionContext, 'host' | 'deps' | 'options' | 'slug'>,
): boolean {
  const { host, deps, slug } = ctx;
  const options = ctx.options.peek();
  return (
    Boolean(host.returnCheckoutId) ||
    (host.takesReturn !== false && hasRecord(deps.storage, KEYS.pending(slug))) ||
    hasRecord(deps.storage, draftKey(options, slug)) ||
    Boolean(isOwnEvent(options, slug) && options.items)
  );
}

/** The buyer's draft of one event, as read back (`draft.ts` keeps it). */
export interface Draft {
  /** The basket, once the buyer changed it. */
  basket?: Basket;
  /** The promo code the buyer applied. */
  promo?: string;
  /** The fields the buyer typed. */
  typed?: KnownValues;
}

/** How the purchase half reads each source, most binding first. */
export interface StartSources {
  /**
   * Resumes the checkout handed back or pending in this tab (polled from then on): its basket
   * and what the buyer typed, or null when this tab kept no record of it.
   */
  checkout(): (KnownValues & { basket: Basket }) | null;
  /** The buyer's draft of this event, or null. */
  draft(): Draft | null;
  /** Fills the basket with the organizer's items (the `presets` chunk); null without it. */
  items: ((event: EventDetail, items: readonly BasketItem[]) => void) | null;
}

/** What the form and the quote start with: what the buyer typed, and the code they applied. */
export interface Start {
  typed: KnownValues;
  promo?: string;
}

/**
 * Starts the basket from the first source that has one and returns what the form and the
 * quote start with. A restored basket is fitted to the event: a checkout's at once (when the
 * event is there; else as it loads), a draft's once the event has loaded, with the buyer told
 * which quantities no longer fit ("VIP: 3 → 1"), as after a `409 inventory_changed`.
 */
export function startPurchase(ctx: PurchaseContext, sources: StartSources): Start {
  const resumed = sources.checkout();
  if (resumed) {
    const event = ctx.event.peek();
    if (event) ctx.basket.value = fitBasket(event, resumed.basket);
    // The checkout's basket is the buyer's: their draft keeps it from now on.
    ctx.edited.value = true;
    return { typed: resumed };
  }
  const draft = sources.draft();
  const saved = draft?.basket;
  const options = ctx.options.peek();
  const items = isOwnEvent(options, ctx.slug) ? options.items : undefined;
  if (saved) {
    ctx.edited.value = true;
    whenLoaded(ctx, (event) => {
      const adjusted = adjustToInventory(saved, event);
      batch(() => {
        ctx.basket.value = adjusted.basket;
        ctx.inventoryChanges.value = adjusted.changes;
      });
    });
  } else if (items && sources.items) {
    const fill = sources.items;
    whenLoaded(ctx, (event) => fill(event, items));
  }
  return { typed: draft?.typed ?? {}, ...(draft?.promo !== undefined && { promo: draft.promo }) };
}

/** Runs `fn` once, with the event, as soon as it has loaded (at once when it has). */
function whenLoaded(ctx: PurchaseContext, fn: (event: EventDetail) => void): void {
  let done = false;
  ctx.scope.effect(() => {
    const event = ctx.event.value;
    if (!event || done) return;
    done = true;
    fn(event);
  });
}
