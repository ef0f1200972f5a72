/**
 * The buyer's draft: their basket, the promo code they applied and the fields they typed,
 * kept in sessionStorage per key and event (`draftKey`), so a reload or a visit to another
 * page of the site keeps their work. Only what the buyer did is kept: the organizer's
 * `items`, `promo` and pre-filled details come from the options each time, and what the
 * buyer did wins over them (`start.ts`). A payment in progress is the pending checkout's
 * (`storage.ts`), not the draft's. Cleared once a purchase completes. Storage is a boundary:
 * read with a schema, and a blocked or full storage only means nothing is kept.
 */
import * as z from 'zod/mini';
import { recordOf } from '../api/checks';
import { isCount } from '../shared/read';
import { DAY_MS, type StorageLike } from '../shared/record';
import { type RecordKind, readRecord, removeRecord, writeRecord } from '../shared/record-io';
import { basketFromRecord, basketRecord } from './basket';
import type { PurchaseContext } from './context';
import type { FormModel } from './form';
import type { QuoteModel } from './quote';
import { type Draft, draftKey } from './start';
import { knownValues, StoredValues, storedValues } from './stored-values';

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

/** The draft's record: checked by its schema, kept a day (a tab left overnight starts afresh). */
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
