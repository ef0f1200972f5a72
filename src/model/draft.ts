/**
 * The buyer's draft: their basket, the promo code they applied and the fields they typed,
 * kept in sessionStorage per key and event (`draftKey`), so a reload or a visit to another
 * page of the site keeps their work. Only what the buyer did is kept: the organizer's
 * `items`, `promo` and pre-filled details come from the options each time, and what the
 * buyer did wins over them. A payment in progress is the pending checkout's (`storage.ts`),
 * not the draft's. Cleared once a purchase completes. Storage is a boundary: read with a
 * schema, and a blocked or full storage only means nothing is kept.
 */
import { batch } from '@preact/signals';
import * as z from 'zod/mini';
import { recordOf } from '../api/checks';
import { adjustToInventory, basketFromRecord, basketRecord } from './basket';
import type { PurchaseContext } from './context';
import { type FormModel, type KnownValues, knownValues, StoredValues, storedValues } from './form';
import type { Presets } from './host';
import { draftKey } from './pending';
import type { QuoteModel } from './quote';
import type { StorageLike } from './types';

/** A draft as stored (JSON). */
const StoredDraft = z.object({
  /** The basket, once the buyer changed it. */
  basket: z.optional(recordOf((n): n is number => Number.isSafeInteger(n) && Number(n) > 0)),
  /** The promo code the buyer applied. */
  promo: z.optional(z.string()),
  /** The fields the buyer typed. */
  typed: z.optional(StoredValues),
  savedAt: z.number(),
});
/** The buyer's draft of one event. */
export type Draft = z.infer<typeof StoredDraft>;

/** A draft older than this is forgotten (a tab left open overnight starts afresh). */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The draft under `key`, or null (absent, unreadable, stale, storage blocked). */
export function readDraft(
  storage: StorageLike | null,
  key: string,
  now = Date.now(),
): Draft | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const parsed = StoredDraft.safeParse(JSON.parse(raw));
    return parsed.success && now - parsed.data.savedAt <= MAX_AGE_MS ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Writes (or, when it holds nothing, removes) the draft under `key`; never throws. */
function writeDraft(storage: StorageLike | null, key: string, draft: Omit<Draft, 'savedAt'>): void {
  try {
    if (!draft.basket && draft.promo === undefined && !draft.typed) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify({ ...draft, savedAt: Date.now() }));
  } catch {
    // Storage full or blocked: the work is simply not kept.
  }
}

/**
 * Starts the basket and reads the rest of the draft of this event, if any. The draft's
 * basket is re-checked against the event as loaded: a quantity that no longer fits is
 * lowered, and the buyer told which ("VIP: 3 → 1"), as after a `409 inventory_changed`.
 * Without one, the organizer's `items` fill the basket (the buyer's work wins over them).
 * Returns what the buyer had typed, for the form, and the promo code they applied.
 */
export function restoreDraft(
  ctx: PurchaseContext,
  presets: Presets | null,
): { typed: KnownValues; promo?: string } {
  const options = ctx.options.peek();
  const draft = readDraft(ctx.deps.storage, draftKey(options, ctx.slug));
  const saved = draft?.basket && basketFromRecord(draft.basket);
  const items = options.event === ctx.slug && presets ? options.items : undefined;
  if (saved) ctx.edited.value = true;
  let filled = !saved && !items;
  ctx.scope.effect(() => {
    const event = ctx.event.value;
    if (!event || filled) return;
    filled = true;
    if (!saved) {
      if (items) presets?.applyItems(ctx, event, items);
      return;
    }
    const adjusted = adjustToInventory(saved, event);
    batch(() => {
      ctx.basket.value = adjusted.basket;
      ctx.inventoryChanges.value = adjusted.changes;
    });
  });
  const typed = draft?.typed ? knownValues(draft.typed) : {};
  return { typed, ...(draft?.promo !== undefined && { promo: draft.promo }) };
}

/**
 * Keeps the draft on every change of the basket (once theirs), of the promo code (once it is
 * not the organizer's) or of a field they typed, also while a payment runs or after it
 * failed (a reload then finds the basket back). Removes it once a purchase completed (free,
 * or paid). While a checkout is pending, its own record wins over the draft (`return.ts`).
 */
export function keepDraft(ctx: PurchaseContext, form: FormModel, quote: QuoteModel): void {
  const key = draftKey(ctx.options.peek(), ctx.slug);
  let written = '';
  ctx.scope.effect(() => {
    const state = ctx.lifecycle.phase.value.state;
    if (state === 'completed' || state === 'paid') {
      writeDraft(ctx.deps.storage, key, {});
      return;
    }
    const typed = form.typed.value;
    const promo = quote.promoCode.value;
    const basket = ctx.edited.value ? basketRecord(ctx.basket.value) : undefined;
    const draft = {
      ...(basket && { basket }),
      ...(promo !== (ctx.options.value.promo ?? '') && { promo }),
      ...(Object.keys(typed).length > 0 && { typed: storedValues(typed) }),
    };
    const json = JSON.stringify(draft);
    if (json === written) return;
    written = json;
    writeDraft(ctx.deps.storage, key, draft);
  });
}
