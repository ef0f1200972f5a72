/**
 * Fuzzing the model (seeded, see `testing/fuzz.ts`): a whole purchase against hostile and
 * broken answers to config, event, quote, checkout and status. A buyer picks tickets of
 * every tier, fills the form and pays; whatever the API says:
 * - nothing throws and no promise is left rejected: every action ends in a state or a message;
 * - the basket stays within every limit, and quantities are whole numbers;
 * - the summary's money is one value in one currency (the event's), never NaN;
 * - what the buyer typed is kept;
 * - only validated https (or localhost http) URLs are navigated to;
 * - host events carry no NaN, and nothing is written onto `Object.prototype`.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventDetail } from '../api/schemas';
import { safeNavigationUrl } from '../shared/url';
import { type Basket, totalQuantity } from './basket';
import { QUOTE_DEBOUNCE_MS } from './quote';
import type { Reply } from './testing/fake-fetch';
import { type FuzzReply, fuzzSettings, quoteReply, scenarioArb } from './testing/fuzz';
import { flush, harness, purchaseOf, sessionOf } from './testing/harness';

const { runs, seed } = fuzzSettings(150);

let rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);
beforeEach(() => {
  vi.useFakeTimers();
  rejections = [];
  process.on('unhandledRejection', onRejection);
});
afterEach(() => {
  process.off('unhandledRejection', onRejection);
  vi.useRealTimers();
});

const asReply = (reply: FuzzReply): Reply => reply;

/** Every basket limit (`basket.ts`) holds for `basket`. */
function withinLimits(event: EventDetail, basket: Basket): boolean {
  const total = totalQuantity(basket);
  if (total > event.maxTicketsPerOrder || total > event.available) return false;
  return [...basket].every(([id, qty]) => {
    const tier = event.tiers.find((t) => t.id === id);
    if (!tier || !Number.isSafeInteger(qty) || qty <= 0) return false;
    if (tier.soldOut || qty > tier.available) return false;
    return !(tier.price > 0 && !event.paymentsEnabled);
  });
}

/** Whether every number in `value` (deeply) is a number, not NaN. */
function noNaN(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.every(noNaN);
  if (value && typeof value === 'object') return Object.values(value).every(noNaN);
  return true;
}

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort().join();

describe('model fuzz', () => {
  it(
    `a purchase against hostile answers keeps every invariant (${runs} cases, seed ${seed})`,
    async () => {
      const before = prototypeKeys();
      const outcomes = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(scenarioArb('summer-fest'), async (data) => {
          const h = harness();
          h.fake.on('GET /config', asReply(data.config));
          h.fake.on('GET /events/summer-fest', asReply(data.event));
          h.fake.on('POST /checkout', asReply(data.checkout));
          h.fake.on('*', asReply(data.status));
          const model = h.start();
          h.fake.on('POST /quote', (call) => {
            const items = (call.body as { items: { tier: string; quantity: number }[] }).items;
            const currency = sessionOf(model).event.peek()?.currency ?? 'EUR';
            return asReply(quoteReply(data, 'summer-fest', currency, items));
          });
          try {
            await flush();
            const session = sessionOf(model);
            const event = session.event.value;
            const load = session.load.value;
            if (!event || !session.sellability.value?.sellable) {
              outcomes.set(load.status, (outcomes.get(load.status) ?? 0) + 1);
              if (load.status === 'error') expect(typeof load.error.code).toBe('string');
              return;
            }
            const purchase = await purchaseOf(session);
            // Tickets of every tier: typed, or one "+" at a time.
            session.tiers.value.forEach((tier, i) => {
              const want = data.buyer.quantities[i % 5] ?? { n: 1, typed: false };
              if (want.typed) session.setQuantity(tier.id, want.n);
              else for (let k = 0; k < Math.min(want.n, 8); k++) session.increment(tier.id);
            });
            for (const tier of session.tiers.value) {
              expect(Number.isSafeInteger(tier.quantity) && tier.quantity >= 0).toBe(true);
              expect(tier.quantity).toBeLessThanOrEqual(tier.max);
            }
            expect(withinLimits(event, session.basket.value)).toBe(true);
            await flush(QUOTE_DEBOUNCE_MS);
            const summary = purchase.quote.summary.value;
            if (summary) {
              expect(summary.currency).toBe(event.currency);
              expect(Number.isNaN(summary.total)).toBe(false);
              for (const line of summary.lines) expect(Number.isNaN(line.amount)).toBe(false);
              const quote = purchase.quote.quote.value;
              if (!summary.isEstimate) expect(quote?.currency).toBe(event.currency);
            }
            // The form, with hostile answers.
            const { buyer } = data;
            purchase.form.setField('customer.name', buyer.name);
            purchase.form.setField('customer.email', buyer.email);
            purchase.form.setField('customer.phone', buyer.phone);
            event.questions.forEach((q, i) => {
              purchase.form.setField(`answers.${q.id}`, buyer.answers[i % 4] ?? '');
            });
            const typed = purchase.form.values.value;
            const submitted = purchase.submit();
            // Retries, Retry-After and the whole polling budget (fake time: a submit waiting
            // for `Retry-After` is only released by advancing the clock).
            await flush(70_000);
            await submitted;
            expect(purchase.form.values.value).toEqual(typed);
            const phase = session.phase.value;
            const outcome =
              phase.state === 'shopping' || phase.state === 'redirecting'
                ? `${phase.state}${session.error.value ? `:${session.error.value.code}` : ''}`
                : phase.state;
            outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
            for (const [url] of h.navigate.mock.calls) {
              expect(safeNavigationUrl(url)).toBe(url);
              expect(url).toMatch(/^https:\/\/|^http:\/\/(localhost|127\.0\.0\.1)[:/]/);
            }
            const error = session.error.value;
            if (error) expect(typeof error.code).toBe('string');
            expect(withinLimits(session.event.value ?? event, session.basket.value)).toBe(true);
            for (const { detail } of h.emitted) expect(noNaN(detail)).toBe(true);
          } finally {
            model.dispose();
            await flush();
          }
          expect(rejections).toEqual([]);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        { numRuns: runs, seed },
      );
      expect(prototypeKeys()).toBe(before);
      // The generator reaches the whole flow, not only broken events.
      expect([...outcomes.keys()].filter((o) => !['ready', 'error'].includes(o))).not.toEqual([]);
      console.info(
        `model fuzz: ${runs} cases, seed ${seed}, outcomes ${JSON.stringify(Object.fromEntries(outcomes))}`,
      );
    },
    10_000 + runs * 30,
  );
});
