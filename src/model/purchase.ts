/**
 * The purchase half of an event session, in a chunk of its own: the buyer form, pricing
 * (`quote.ts`), checkout (`submit.ts`) and the return from payment (`return.ts`). The
 * session attaches it once the chunk has loaded; it may arrive after the buyer has already
 * filled the basket, and picks that basket up.
 */
import { batch, type ReadonlySignal } from '@preact/signals';
import { withSales } from '../api/sales-client';
import { fitBasket } from './basket';
import { hasPresets, type Presets, type PurchaseContext, type SessionContext } from './context';
import { keepDraft, restoreDraft } from './draft';
import { createForm, type FormModel } from './form';
import { createLifecycle, type Phase } from './lifecycle';
import { createQuote, type QuoteModel } from './quote';
import { reportUnexpected } from './report';
import { pollCheckout, resumePending, watchBackForward } from './return';
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
  const resumed = resumePending(ctx);
  // A restored basket must fit what the already loaded event has left.
  const event = ctx.event.peek();
  if (resumed && event) {
    ctx.basket.value = fitBasket(event, resumed.basket);
  }
  // The checkout's basket is the buyer's: their draft keeps it from now on.
  if (resumed) ctx.edited.value = true;
  // Back from the payment page, the form starts with what the buyer typed before; else with
  // their draft, if they left one (a reload). What they did wins over what the organizer set.
  const draft = resumed ? null : restoreDraft(ctx, presets);
  const form = createForm(resumed ?? draft?.typed);
  if (presets) presets.watchPrefill(ctx, form);
  else {
    let asked = false;
    ctx.scope.effect(() => {
      if (asked || !hasPresets(ctx.options.value)) return;
      asked = true;
      void ctx.presets().then((chunk) => ctx.scope.disposed || chunk?.watchPrefill(ctx, form));
    });
  }
  const quote = createQuote(ctx, draft?.promo ?? ctx.options.peek().promo ?? '');
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
