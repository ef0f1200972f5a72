/**
 * The sandbox without HTTP: state, clock, timers and the checkout lifecycle
 * (requires_payment → processing → completed, or → failed / canceled / expired).
 * Holds lapse lazily (every request sweeps first) and by unref'd timers; `close()`
 * clears every timer.
 */
import type { Order, WebhookEvent } from '../api/schemas.ts';
import { formatMoney, toMajor } from './money.ts';
import { type CheckoutRecord, newId, SandboxState } from './state.ts';
import { WebhookSender } from './webhook.ts';

/** Options of a sandbox (all optional for `createSandbox`). */
export interface SandboxOptions {
  /** How long a requires_payment checkout holds its tickets (default 15 min). */
  holdMs: number;
  /** Token bucket per key. */
  rateLimit: { capacity: number; refillPerSec: number };
  /** Where `order.paid` webhooks go; none when absent. */
  webhookUrl?: string;
  /** First retry delay; doubles each attempt. */
  webhookBackoffMs: number;
  webhookMaxAttempts: number;
  /** How long a paid checkout stays `processing` after Pay (0: completes at once). */
  paymentProcessingMs: number;
  /** Artificial delay inside POST /checkout (makes `request_in_progress` observable). */
  checkoutDelayMs: number;
  /**
   * How long the API holds its answer to a CORS preflight (OPTIONS), in ms (default 0).
   * Chromium's network emulation delays requests but not preflights; `npm run bench` sets
   * this to the emulated latency so a cross-origin call costs its two round trips.
   */
  preflightDelayMs: number;
  /**
   * Origins besides `localhost` and `127.0.0.1` that may call the API (CORS) and frame the
   * checkout, for every key: a site under test on another host or port (keys.ts).
   */
  extraOrigins: readonly string[];
  /** Clock in ms of holds, payments, idempotency, limits and webhooks (tests inject one). */
  now: () => number;
  /**
   * The catalogue's clock in ms: which events are listed (an ended one is not) and which promo
   * codes apply. The demo events are a fixed world, so this clock starts at the day they
   * describe ({@link CATALOGUE_DAY}) and runs at real speed: next year the demo and the
   * suites see the events they see today. Webhooks and holds keep the real clock, which a
   * receiver checks signatures against.
   */
  catalogueNow: () => number;
}

/**
 * The day the demo events describe: all of them are still to come but one, the performance
 * of 10 October 2026, which shows an ended event (docs/sandbox.md, "The catalogue's day").
 */
export const CATALOGUE_DAY = '2026-11-29T09:00:00Z';

/** A clock that reads `start` now and runs at real speed from here. */
export function clockFrom(start: number): () => number {
  const offset = start - Date.now();
  return () => Date.now() + offset;
}

/**
 * Defaults: generous enough for e2e suites with 2 parallel workers. The catalogue's clock is
 * made when a sandbox is (`createSandbox`), starting at {@link CATALOGUE_DAY}.
 */
export const DEFAULT_OPTIONS: Omit<SandboxOptions, 'catalogueNow'> = {
  holdMs: 15 * 60 * 1000,
  rateLimit: { capacity: 120, refillPerSec: 30 },
  webhookBackoffMs: 500,
  webhookMaxAttempts: 5,
  paymentProcessingMs: 1500,
  checkoutDelayMs: 0,
  preflightDelayMs: 0,
  extraOrigins: [],
  now: () => Date.now(),
};

/** State plus lifecycle transitions. */
export class SandboxCore {
  readonly state = new SandboxState();
  readonly webhooks: WebhookSender;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(readonly opts: SandboxOptions) {
    this.webhooks = new WebhookSender({
      url: opts.webhookUrl,
      backoffMs: opts.webhookBackoffMs,
      maxAttempts: opts.webhookMaxAttempts,
      now: opts.now,
    });
  }

  /** Runs `fn` after `ms` on an unref'd, tracked timer. */
  schedule(fn: () => void, ms: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      fn();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  /** Applies every transition that is due: lapsed holds expire, processing payments complete. */
  sweep(): void {
    const now = this.opts.now();
    for (const rec of this.state.checkouts.values()) {
      if (
        rec.status === 'requires_payment' &&
        rec.expiresAt !== undefined &&
        now >= rec.expiresAt
      ) {
        this.finish(rec, 'expired');
      } else if (rec.status === 'processing' && (rec.processingUntil ?? 0) <= now) {
        this.complete(rec);
      }
    }
  }

  /** Starts the hold timer of a new requires_payment checkout. */
  hold(rec: CheckoutRecord): void {
    rec.expiresAt = this.opts.now() + this.opts.holdMs;
    this.schedule(() => this.sweep(), this.opts.holdMs + 5);
  }

  /** Pay on the payment page: `processing`, then `completed` after paymentProcessingMs. */
  pay(rec: CheckoutRecord): void {
    if (this.opts.paymentProcessingMs <= 0) {
      this.complete(rec);
      return;
    }
    rec.status = 'processing';
    rec.processingUntil = this.opts.now() + this.opts.paymentProcessingMs;
    this.schedule(() => this.sweep(), this.opts.paymentProcessingMs);
  }

  /** Decline / cancel / hold lapse: a final state, and the held tickets go back. */
  finish(rec: CheckoutRecord, status: 'failed' | 'canceled' | 'expired'): void {
    rec.status = status;
    const slot = this.state.findEvent(rec.eventId);
    if (rec.held && slot) this.state.release(slot, rec.lines);
    rec.held = false;
  }

  /** Completes a checkout: sold count, Order, confirmation e-mail, and (if paid) the webhook. */
  complete(rec: CheckoutRecord): void {
    const slot = this.state.findEvent(rec.eventId);
    if (!slot) return;
    const at = new Date(this.opts.now()).toISOString();
    if (!rec.held && !this.state.reserve(slot, rec.lines)) {
      this.finish(rec, 'failed');
      return;
    }
    slot.sold += rec.quantity;
    rec.held = false;
    const order: Order = {
      id: newId('ord'),
      checkoutId: rec.id,
      eventId: rec.eventId,
      status: 'paid',
      customer: rec.customer,
      tickets: rec.lines.flatMap((l) =>
        Array.from({ length: l.quantity }, () => ({
          id: newId('tkt'),
          tier: l.tier,
          tierName: l.name,
          code: newId('BO', 5).slice(3).toUpperCase(),
        })),
      ),
      amount: toMajor(rec.amountMinor, rec.currency),
      currency: rec.currency,
      createdAt: at,
    };
    this.state.orders.push({ order, livemode: rec.livemode });
    rec.status = 'completed';
    rec.orderId = order.id;
    this.mail(rec, order, slot.event.title, slot.event.startsAt, slot.event.timezone, at);
    if (rec.paymentMethod === 'card') {
      const event: WebhookEvent = {
        id: newId('evt'),
        type: 'order.paid',
        createdAt: at,
        data: { order },
      };
      this.webhooks.send(event, rec.webhookSecret);
    }
  }

  private mail(
    rec: CheckoutRecord,
    order: Order,
    title: string,
    startsAt: string,
    tz: string,
    at: string,
  ) {
    const tickets = order.tickets.map((t) => `  ${t.tierName}: ${t.code}`).join('\n');
    this.state.outbox.push({
      to: rec.customer.email,
      subject: `Your tickets for ${title}`,
      text:
        `Hello ${rec.customer.name},\n\nthank you for your order ${order.id}.\n\n` +
        `${title}, ${startsAt.replace('T', ' ')} (${tz})\n${tickets}\n\n` +
        `Total: ${formatMoney(rec.amountMinor, rec.currency)}\n`,
      orderId: order.id,
      checkoutId: rec.id,
      at,
    });
  }

  /** Restores fixtures and forgets every checkout, order, mail, webhook and timer. */
  reset(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.webhooks.reset();
    this.state.reset();
  }

  /** Clears every timer for good. */
  close(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.webhooks.close();
  }
}
