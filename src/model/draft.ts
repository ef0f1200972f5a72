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
import { isCount } from '../shared/read';
import {
  DAY_MS,
  type RecordKind,
  readRecord,
  removeRecord,
  type StorageLike,
  writeRecord,
} from '../shared/record';
import { adjustToInventory, type Basket, basketFromRecord, basketRecord } from './basket';
import type { Presets, PurchaseContext } from './context';
import { type FormModel, type KnownValues, knownValues, StoredValues, storedValues } from './form';
import { draftKey } from './pending';
import type { QuoteModel } from './quote';

/** A draft as stored (JSON). */
const StoredDraft = z.object({
  /** The basket, once the buyer changed it. */
  basket: z.optional(recordOf(isCount)),
  /** The promo code the buyer applied. */
  promo: z.optional(z.string()),
  /** The fields the buyer typed. */
  typed: z.optional(StoredValues),
});
type StoredDraft = z.infer<typeof StoredDraft>;

/** The buyer's draft of one event. */
export interface Draft {
  basket?: Basket;
  promo?: string;
  typed?: KnownValues;
}

/** The draft record: checked by its schema, forgotten after a day (a tab left open overnight starts afresh). */
const DRAFT: RecordKind<Draft> = {
  check(data) {
    const parsed = StoredDraft.safeParse(data);
    if (!parsed.success) return null;
    const { basket, promo, typed } = parsed.data;
    return {
      ...(basket && { basket: basketFromRecord(basket) }),
      ...(promo !== undefined && { promo }),
      ...(typed && { typed: knownValues(typed) }),
    };
  },
  maxAgeMs: DAY_MS,
};

/** The draft under `key`, or null (absent, unreadable, stale, storage blocked). */
export function readDraft(
  storage: StorageLike | null,
  key: string,
  now = Date.now(),
): Draft | null {
  return readRecord(storage, DRAFT, key, now);
}

/** Writes (or, when it holds nothing, removes) the draft under `key`; never throws. */
function writeDraft(storage: StorageLike | null, key: string, draft: StoredDraft): void {
  // Storage full or blocked: the work is simply not kept.
  if (!draft.basket && draft.promo === undefined && !draft.typed) removeRecord(storage, key);
  else writeRecord(storage, key, draft);
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
  const saved = draft?.basket;
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
  return { typed: draft?.typed ?? {}, ...(draft?.promo !== undefined && { promo: draft.promo }) };
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
