/**
 * Pricing: every basket or promo change is priced by `POST /quote`, debounced;
 * a newer request aborts the older one, and an answer only counts for the basket it was
 * asked for, so an older answer can never overwrite a newer one. If the quote fails the
 * summary falls back to tier prices and says it is an estimate. A quote in another currency
 * than the event's is unusable (its amounts cannot be shown next to the event's prices, nor
 * be what the buyer is asked to pay): it counts as failed.
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals';
import type { QuoteRequest, QuoteResponse } from '../api/schemas';
import { logUnexpected, logWarn } from '../shared/log';
import { basketItems } from './basket';
import type { PurchaseContext } from './context';
import { type Summary, summarise } from './summary';

/** Wait this long after the last change before asking for a quote. */
export const QUOTE_DEBOUNCE_MS = 250;

/** What the server made of the promo code, or `checking` while a quote is on its way. */
export type PromoStatus = 'checking' | 'applied' | 'invalid' | 'expired' | 'unknown';

/** Pricing state of one event session. */
export interface QuoteModel {
  /** The promo code sent with quotes (pre-filled from `options.promo`). */
  promoCode: ReadonlySignal<string>;
  /** Sets the promo code (the UI calls this on "Apply"); re-prices the basket. */
  setPromoCode(code: string): void;
  /** `idle` (empty basket), `pending` (debouncing or in flight), `ready`, `failed`. */
  state: ReadonlySignal<'idle' | 'pending' | 'ready' | 'failed'>;
  /** The quote for the current basket and code, or null. */
  quote: ReadonlySignal<QuoteResponse | null>;
  /** Lines and totals to show: the quote's, else the tier-price estimate; null when empty. */
  summary: ReadonlySignal<Summary | null>;
  /** The promo code's status for the current basket, or null when no code is set. */
  promo: ReadonlySignal<{ code: string; status: PromoStatus } | null>;
}

/** Starts pricing for a session; stops with the session's scope. */
export function createQuote(ctx: PurchaseContext, initialPromo: string): QuoteModel {
  const promoCode = signal(initialPromo.trim());
  const request = computed<QuoteRequest | null>(() => {
    const event = ctx.event.value;
    if (!event) return null;
    const items = basketItems(event, ctx.basket.value);
    if (items.length === 0) return null;
    const code = event.acceptsPromoCodes ? promoCode.value : '';
    return { event: ctx.slug, items, ...(code ? { promoCode: code } : {}) };
  });
  const requestKey = computed(() => (request.value ? JSON.stringify(request.value) : null));
  const answers = askForQuotes(ctx, request, requestKey);

  const quote = computed(() => {
    const r = answers.received.value;
    return r && r.key === requestKey.value ? r.quote : null;
  });
  const state = computed(() => {
    if (!requestKey.value) return 'idle';
    if (quote.value) return 'ready';
    if (answers.pendingKey.value === requestKey.value) return 'pending';
    return answers.failedKey.value === requestKey.value ? 'failed' : 'pending';
  });
  const summary = computed(() => {
    const event = ctx.event.value;
    if (!event || !request.value) return null;
    return summarise(event, ctx.basket.value, quote.value, state.value === 'pending');
  });

  return {
    promoCode,
    setPromoCode: (code) => {
      promoCode.value = code.trim();
    },
    state,
    quote,
    summary,
    promo: computed(() => promoOf(request.value?.promoCode, state.value, quote.value)),
  };
}

/** What `POST /quote` answered so far, by request key. */
interface QuoteAnswers {
  /** The last quote received, with the key of the request it answers. */
  received: ReadonlySignal<{ key: string; quote: QuoteResponse } | null>;
  /** The key of the last request that failed (or was answered in another currency). */
  failedKey: ReadonlySignal<string | null>;
  /** The key of the request waiting for its debounce or its answer; null once answered. */
  pendingKey: ReadonlySignal<string | null>;
}

/**
 * Asks `POST /quote` for each `request` once it has settled for `QUOTE_DEBOUNCE_MS`; a newer
 * request aborts the older one, whose late answer is dropped. Never throws: an unexpected
 * exception is logged and counts as a failed quote.
 */
function askForQuotes(
  ctx: PurchaseContext,
  request: ReadonlySignal<QuoteRequest | null>,
  requestKey: ReadonlySignal<string | null>,
): QuoteAnswers {
  const received = signal<{ key: string; quote: QuoteResponse } | null>(null);
  const failedKey = signal<string | null>(null);
  const pendingKey = signal<string | null>(null);
  let cancelTimer = () => {};
  let inflight: AbortController | null = null;

  async function send(key: string, req: QuoteRequest) {
    const controller = ctx.scope.controller();
    inflight = controller;
    const result = await ctx.client.quote(req, controller.signal);
    if (controller.signal.aborted || inflight !== controller) return;
    inflight = null;
    pendingKey.value = null;
    controller.abort(); // releases the scope's hold on it
    const currency = ctx.event.peek()?.currency;
    if (result.ok && result.value.currency !== currency) {
      logWarn(
        `POST /quote answered in ${result.value.currency} for an event priced in ${currency}: showing the estimate from the listed prices instead.`,
        ctx.deps.console,
      );
      failedKey.value = key;
    } else if (result.ok) {
      received.value = { key, quote: result.value };
      announceQuote(ctx, result.value);
    } else {
      failedKey.value = key;
    }
  }

  ctx.scope.effect(() => {
    const key = requestKey.value;
    const req = request.peek();
    cancelTimer();
    inflight?.abort();
    inflight = null;
    pendingKey.value = key;
    if (!key || !req) return;
    cancelTimer = ctx.scope.timeout(
      () =>
        void send(key, req).catch((error) => {
          // Never an unhandled rejection: the summary falls back to the estimate.
          logUnexpected('pricing the basket', error, ctx.deps.console);
          if (pendingKey.peek() === key) pendingKey.value = null;
          failedKey.value = key;
        }),
      QUOTE_DEBOUNCE_MS,
    );
  });
  return { received, failedKey, pendingKey };
}

/** `boxoffice:quote`: the basket was priced. */
function announceQuote(ctx: PurchaseContext, quote: QuoteResponse): void {
  const { total, currency, lines, promo } = quote;
  ctx.host.emit('boxoffice:quote', {
    total,
    currency,
    lines: lines.map(({ tier, name, quantity, unitPrice, amount }) => ({
      tier,
      name,
      quantity,
      unitPrice,
      amount,
    })),
    // The API's message is for the buyer's eyes; the status is what analytics needs.
    promo: promo && { code: promo.code, status: promo.status },
  });
}

/** The status of promo `code` in the quote state `state` (null when no code is sent). */
function promoOf(
  code: string | undefined,
  state: QuoteModel['state']['value'],
  quote: QuoteResponse | null,
): { code: string; status: PromoStatus } | null {
  if (!code) return null;
  if (state === 'pending') return { code, status: 'checking' };
  const result = quote?.promo;
  // Promo codes are case-insensitive for the API: it answers in its own spelling.
  if (result && result.code.toUpperCase() === code.toUpperCase()) {
    return { code: result.code, status: result.status };
  }
  return { code, status: 'unknown' };
}
