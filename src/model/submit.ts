/**
 * Submitting the purchase (`POST /checkout` with an `Idempotency-Key`): one submission at a time;
 * the `Idempotency-Key` is reused only to resend the very same body after a network
 * error, 503 or 429, and is new for anything else. Outcomes: completed, requires_payment
 * (validated URL → pending record → `boxoffice:checkout` → navigate), or an error shown
 * with everything the buyer typed kept.
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals';
import { type ApiError, isTransient } from '../api/errors';
import { backoffMs, isRateLimited, isRetryable, MAX_RETRIES, retryAfterMs } from '../api/retry';
import { type CheckoutRequest, CheckoutRequest as CheckoutRequestSchema } from '../api/schemas';
import { adjustToInventory, basketItems } from './basket';
import type { PurchaseContext } from './context';
import { answerOf, type BuyerValues, type FormModel, normalisePhone } from './form';
import type { QuoteModel } from './quote';
import { reportError } from './report';
import { sellability } from './sellability';
import { handleCheckout } from './submit-outcome';

/** What submitting needs besides the session context. */
export interface SubmitParts {
  form: FormModel;
  quote: QuoteModel;
}

/** The submit action and its busy flag. */
export interface SubmitModel {
  /** True while a checkout request (or its retries) is running. */
  submitting: ReadonlySignal<boolean>;
  /** Validates and sends the purchase; resolves when the attempt is over. Never rejects. */
  submit(): Promise<void>;
}

/** Creates the submit action of a session. */
export function createSubmit(ctx: PurchaseContext, parts: SubmitParts): SubmitModel {
  const busy = signal(false);
  /** The last attempt: its key may be reused for the identical body after a transient failure. */
  let last: { key: string; body: string; reusable: boolean } | null = null;

  async function submit(): Promise<void> {
    const event = ctx.event.peek();
    if (
      busy.peek() ||
      !event ||
      !sellability(event).sellable ||
      ctx.lifecycle.phase.peek().state !== 'shopping'
    )
      return;
    if (!parts.form.validate(event.questions)) return;
    const typed = parts.form.values.peek();
    const built = buildRequest(ctx, parts);
    if (!built) {
      ctx.report({ code: 'empty_basket' }, 'the basket is empty');
      return;
    }
    const body = JSON.stringify(built);
    const key = last?.reusable && last.body === body ? last.key : ctx.deps.uuid();
    const attempt = { key, body, reusable: false };
    last = attempt;
    ctx.inventoryChanges.value = [];
    busy.value = true;
    try {
      const error = await send(built, key, typed);
      if (!error) return;
      attempt.reusable = isTransient(error);
      await recover(error);
    } finally {
      busy.value = false;
    }
  }

  /** Sends `req`, built from `typed`, with bounded retries; returns the final error, or null when handled. */
  async function send(
    req: CheckoutRequest,
    key: string,
    typed: BuyerValues,
  ): Promise<ApiError | null> {
    let retries = 0;
    let rateLimitWaited = false;
    for (;;) {
      const res = await ctx.client.checkout(req, key, ctx.scope.signal);
      if (ctx.scope.disposed) return null;
      if (res.ok) {
        handleCheckout(ctx, res.value, req, typed, parts.quote.quote.peek());
        return null;
      }
      const error = res.error;
      if (error.kind === 'aborted') return null;
      let wait: number | null = null;
      if (isRetryable(error) && retries < MAX_RETRIES) wait = backoffMs(retries++, ctx.deps.random);
      else if (isRateLimited(error) && !rateLimitWaited) {
        rateLimitWaited = true;
        wait = retryAfterMs(error);
      }
      if (wait === null) return error;
      if (!(await ctx.scope.sleep(wait))) return null;
    }
  }

  /** Shows an error; refreshes inventory or maps field errors where the code calls for it. */
  async function recover(error: ApiError): Promise<void> {
    if (error.kind === 'http' && error.fields) parts.form.applyServerErrors(error.fields);
    if (
      error.kind === 'http' &&
      (error.code === 'inventory_changed' || error.code === 'basket_limit')
    ) {
      const fresh = await ctx.client.event(ctx.slug, ctx.scope.signal);
      if (ctx.scope.disposed) return;
      if (fresh.ok) {
        const adjusted = adjustToInventory(ctx.basket.peek(), fresh.value);
        ctx.event.value = fresh.value;
        ctx.basket.value = adjusted.basket;
        ctx.inventoryChanges.value = adjusted.changes;
      }
    }
    reportError(ctx, error);
  }

  return { submitting: computed(() => busy.value), submit };
}

/** The checkout body from basket, form and options; null when the basket is empty or it fails its schema. */
function buildRequest(ctx: PurchaseContext, parts: SubmitParts): CheckoutRequest | null {
  const event = ctx.event.peek();
  if (!event) return null;
  const items = basketItems(event, ctx.basket.peek());
  if (items.length === 0) return null;
  const values = parts.form.values.peek();
  const phone = normalisePhone(values.phone);
  // `Object.fromEntries` defines own properties: a `__proto__` question id is sent as one.
  const answers = Object.fromEntries(
    event.questions
      .map((q) => [q.id, answerOf(values, q.id).trim()] as const)
      .filter(([, answer]) => answer !== ''),
  );
  const promo = parts.quote.promo.peek();
  const usePromo = promo && promo.status !== 'invalid' && promo.status !== 'expired';
  const options = ctx.options.peek();
  const parsed = CheckoutRequestSchema.safeParse({
    event: ctx.slug,
    items,
    customer: { name: values.name.trim(), email: values.email.trim(), ...(phone ? { phone } : {}) },
    answers,
    ...(usePromo ? { promoCode: promo.code } : {}),
    returnUrl: options.returnUrl,
    lang: options.lang,
  });
  return parsed.success ? parsed.data : null;
}
