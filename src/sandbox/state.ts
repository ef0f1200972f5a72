/**
 * The sandbox's in-memory state: live inventory per event and tier, checkouts, orders,
 * the e-mail outbox and idempotency records. Inventory changes are synchronous methods
 * (no `await` between check and decrement), so concurrent requests cannot oversell.
 */
import { randomBytes } from 'node:crypto';
import { type CheckoutStatus, type Customer, EventDetail, type Order } from '../api/schemas.ts';
import { EVENT_FIXTURES, type EventFixture } from './fixtures.ts';
import type { Priceable, PricedLine } from './pricing.ts';

/** One event's fixture plus its live counters. */
export interface EventSlot extends Priceable {
  fixture: EventFixture;
  available: number;
  sold: number;
  tierAvailable: Map<string, number>;
}

/** A checkout as the sandbox keeps it (internal fields included). */
export interface CheckoutRecord {
  id: string;
  accountId: string;
  livemode: boolean;
  webhookSecret: string;
  eventId: string;
  lines: PricedLine[];
  quantity: number;
  amountMinor: number;
  currency: string;
  paymentMethod: 'card' | 'free';
  status: CheckoutStatus;
  /** Origin the checkout was created on: the payment page lives there. */
  origin: string;
  returnUrl?: string;
  customer: Customer;
  answers: Record<string, string>;
  createdAt: number;
  /** When the inventory hold lapses (requires_payment only). */
  expiresAt?: number;
  /** When a `processing` payment completes. */
  processingUntil?: number;
  orderId?: string;
  /** Whether this checkout's tickets are currently taken out of `available`. */
  held: boolean;
}

/** A recorded confirmation e-mail (`GET /sandbox/outbox`). */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  orderId: string;
  checkoutId: string;
  at: string;
}

/** A stored `POST /checkout` outcome for idempotent replay. */
export interface IdempotencyRecord {
  fingerprint: string;
  createdAt: number;
  running: boolean;
  response?: { status: 200; body: unknown };
}

/** A random id with a readable prefix, e.g. `co_3f9a…`. */
export function newId(prefix: string, bytes = 8): string {
  return `${prefix}_${randomBytes(bytes).toString('hex')}`;
}

function slotOf(fixture: EventFixture): EventSlot {
  const event = EventDetail.parse(fixture.event);
  return {
    fixture,
    event,
    serviceFee: fixture.serviceFee,
    quotedPrices: fixture.quotedPrices,
    available: event.available,
    sold: event.sold,
    tierAvailable: new Map(event.tiers.map((t) => [t.id, t.available])),
  };
}

/** Everything the sandbox remembers; `reset()` restores the fixtures. */
export class SandboxState {
  events: EventSlot[] = [];
  checkouts = new Map<string, CheckoutRecord>();
  orders: { order: Order; livemode: boolean }[] = [];
  outbox: OutboxMail[] = [];
  idempotency = new Map<string, IdempotencyRecord>();

  constructor() {
    this.reset();
  }

  /** Back to the fixtures: full inventory, no checkouts, orders, mails or keys. */
  reset(): void {
    this.events = EVENT_FIXTURES.map(slotOf);
    this.checkouts.clear();
    this.orders = [];
    this.outbox = [];
    this.idempotency.clear();
  }

  /** An event by slug or id. */
  findEvent(ref: string): EventSlot | undefined {
    return this.events.find((s) => s.event.slug === ref || s.event.id === ref);
  }

  /** The event as served now: live counts, `soldOut`, and `sold_out` when nothing is left. */
  detail(slot: EventSlot, origin: string): EventDetail {
    const e = slot.event;
    const abs = (url: string | null | undefined) => (url ? new URL(url, origin).href : url);
    const status = e.status === 'on_sale' && slot.available === 0 ? 'sold_out' : e.status;
    return {
      ...e,
      status,
      sold: slot.sold,
      available: slot.available,
      posterImageUrl: abs(e.posterImageUrl),
      coverImageUrl: abs(e.coverImageUrl),
      checkoutUrl: abs(e.checkoutUrl),
      tiers: e.tiers.map((t) => {
        const available = slot.tierAvailable.get(t.id) ?? 0;
        return { ...t, available, soldOut: available === 0 };
      }),
    };
  }

  /**
   * Takes `lines` out of the event's and tiers' `available`, all or nothing.
   * Synchronous on purpose: this is the atomic check-and-decrement.
   */
  reserve(slot: EventSlot, lines: readonly PricedLine[]): boolean {
    const quantity = lines.reduce((n, l) => n + l.quantity, 0);
    if (quantity > slot.available) return false;
    for (const l of lines) if ((slot.tierAvailable.get(l.tier) ?? 0) < l.quantity) return false;
    for (const l of lines)
      slot.tierAvailable.set(l.tier, (slot.tierAvailable.get(l.tier) ?? 0) - l.quantity);
    slot.available -= quantity;
    return true;
  }

  /** Gives held tickets back (declined, canceled or expired payment). */
  release(slot: EventSlot, lines: readonly PricedLine[]): void {
    for (const l of lines)
      slot.tierAvailable.set(l.tier, (slot.tierAvailable.get(l.tier) ?? 0) + l.quantity);
    slot.available += lines.reduce((n, l) => n + l.quantity, 0);
  }
}
