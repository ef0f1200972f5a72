/**
 * The purchase half of an event session, in a chunk of its own: the buyer form, pricing
 * (`quote.ts`), checkout (`submit.ts`) and the return from payment (`return.ts`). The
 * session attaches it once the chunk has loaded; it may arrive after the buyer has already
 * filled the basket, and picks that basket up.
 */
import { batch, type ReadonlySignal } from '@preact/signals';
import { withSales } from '../api/sales-client';
import { hasPresets, type Presets, type PurchaseContext, type SessionContext } from './context';
import { keepDraft, readDraft } from './draft';
import { createForm, type FormModel } from './form';
import { createLifecycle, type Phase } from './lifecycle';
import { createQuote, type QuoteModel } from './quote';
import { reportUnexpected } from './report';
import { pollCheckout, resumePending, watchBackForward } from './return';
import { draftKey, startPurchase } from './start';
import { createSubmit } from './submit';

/** Form, quote and checkout of one event session. */
export interface PurchaseModel {
  /** Where the purchase is: the checkout lifecycle's phase (`lifecycle.ts`). */
  phase: ReadonlySignal<Phase>;
  quote: QuoteModel;
  form: FormModel;
  /** True while a checkout request (or its retries) is running. */
  submitting: ReadonlySignal<boolean>;
  /** Validates and sends the purchase; resolves when the attempt is over. Never rejects. */
  submit(): Promise<void>;
  /** After a failed/canceled/expired payment: back to the basket (kept) to try again. */
  tryAgain(): void;
  /** The buyer followed the link to a payment page the browser had blocked: poll for it. */
  continuePayment(): void;
}

/**
 * Attaches the purchase half to a session; `presets` (prefill and items) when the options
 * held them at the start, else loaded once an option change brings one.
 */
export function createPurchase(
  session: SessionContext,
  presets: Presets | null = null,
): PurchaseModel {
  const lifecycle = createLifecycle();
  const ctx: PurchaseContext = { ...session, client: withSales(session.client), lifecycle };
  const start = startPurchase(ctx, {
    checkout: () => resumePending(ctx),
    draft: () => readDraft(ctx.deps.storage, draftKey(ctx.options.peek(), ctx.slug)),
    items: presets && ((event, items) => presets.applyItems(ctx, event, items)),
  });
  const form = createForm(start.typed);
  watchPrefill(ctx, form, presets);
  const quote = createQuote(ctx, start.promo ?? ctx.options.peek().promo ?? '');
  const { submitting, submit } = createSubmit(ctx, { form, quote });
  keepDraft(ctx, form, quote);
  watchBackForward(ctx);
  return {
    phase: lifecycle.phase,
    quote,
    form,
    submitting,
    submit: async () => {
      ctx.error.value = null;
      try {
        await submit();
      } catch (error) {
        reportUnexpected(ctx, error, 'submitting the purchase');
      }
    },
    tryAgain() {
      batch(() => {
        if (ctx.lifecycle.send({ type: 'tryAgain' })) ctx.error.value = null;
      });
    },
    continuePayment: () => void pollCheckout(ctx, { type: 'continuePayment' }),
  };
}

/**
 * Fills the form with the organizer's prefill: with `presets` (loaded with the purchase half)
 * at once, else once an option change brings a prefill (their chunk, loaded then).
 */
function watchPrefill(ctx: PurchaseContext, form: FormModel, presets: Presets | null): void {
  if (presets) {
    presets.watchPrefill(ctx, form);
    return;
  }
  let asked = false;
  ctx.scope.effect(() => {
    if (asked || !hasPresets(ctx.options.value)) return;
    asked = true;
    void ctx.presets().then((chunk) => ctx.scope.disposed || chunk?.watchPrefill(ctx, form));
  });
}
