/** Test fixtures: schema-valid API bodies (checked in fixtures.test.ts). Never bundled. */
import type {
  CheckoutResponse,
  Config,
  EventDetail,
  EventSummary,
  QuoteResponse,
} from '../../api/schemas';

/** A paid event with three tiers (one sold out), a promo and a required question. */
export const paidEvent = (overrides: Partial<EventDetail> = {}): EventDetail => ({
  id: 'evt_1',
  slug: 'summer-fest',
  title: 'Summer Fest',
  description: 'Two days of music.\n\nBring sunscreen.',
  startsAt: '2030-07-01T18:00',
  timezone: 'Europe/Berlin',
  venueName: 'Park',
  seating: 'general_admission',
  currency: 'EUR',
  status: 'on_sale',
  maxTicketsPerOrder: 6,
  capacity: 100,
  sold: 50,
  available: 50,
  tiers: [
    { id: 'ga', name: 'General', price: 25.5, available: 40, soldOut: false },
    { id: 'vip', name: 'VIP', price: 80.1, available: 2, soldOut: false },
    { id: 'early', name: 'Early bird', price: 15, available: 0, soldOut: true },
  ],
  questions: [
    { id: 'diet', label: 'Dietary needs', required: true },
    { id: 'shirt', label: 'T-shirt size', required: false },
  ],
  paymentsEnabled: true,
  acceptsPromoCodes: true,
  checkoutUrl: 'https://tickets.example/summer-fest',
  ...overrides,
});

/** A free event with one tier and no questions. */
export const freeEvent = (overrides: Partial<EventDetail> = {}): EventDetail => ({
  ...paidEvent(),
  id: 'evt_2',
  slug: 'community-meetup',
  title: 'Community Meetup',
  description: null,
  maxTicketsPerOrder: 4,
  available: 30,
  tiers: [{ id: 'free', name: 'Free entry', price: 0, available: 30, soldOut: false }],
  questions: [],
  acceptsPromoCodes: false,
  checkoutUrl: null,
  ...overrides,
});

/** A config body. */
export const config = (): Config => ({
  livemode: false,
  defaultLang: 'en',
  palette: {
    id: 'p1',
    name: 'Sea',
    accent: '#0055aa',
    background: '#ffffff',
    foreground: '#111111',
    radius: 8,
  },
  paymentProviders: [],
  paymentMethods: [{ id: 'card', name: 'Card' }],
});

/** A quote for `items` of `event` at tier prices (optionally with a promo result and price override). */
export function quoteFor(
  event: EventDetail,
  items: { tier: string; quantity: number }[],
  opts: { promo?: QuoteResponse['promo']; unitPrice?: number; total?: number } = {},
): QuoteResponse {
  const lines = items.map(({ tier, quantity }) => {
    const t = event.tiers.find((x) => x.id === tier);
    const unitPrice = opts.unitPrice ?? t?.price ?? 0;
    return {
      tier,
      name: t?.name ?? tier,
      quantity,
      unitPrice,
      amount: Math.round(unitPrice * quantity * 100) / 100,
    };
  });
  const subtotal = Math.round(lines.reduce((s, l) => s + l.amount * 100, 0)) / 100;
  return {
    event: event.slug,
    currency: event.currency,
    lines,
    subtotal,
    discount: 0,
    fees: 0,
    total: opts.total ?? subtotal,
    promo: opts.promo ?? null,
  };
}

/** A checkout response. */
export const checkoutReply = (overrides: Partial<CheckoutResponse> = {}): CheckoutResponse => ({
  id: 'chk_1',
  status: 'requires_payment',
  paymentMethod: 'card',
  paymentUrl: 'https://pay.example/chk_1',
  eventId: 'evt_1',
  currency: 'EUR',
  amount: 51,
  quantity: 2,
  returnUrl: 'https://host.example/page',
  livemode: false,
  orderId: null,
  ...overrides,
});

/** A row of the event list. */
export const summary = (slug: string, title: string): EventSummary => ({
  id: `evt_${slug}`,
  slug,
  title,
  startsAt: '2030-07-01T18:00',
  timezone: 'Europe/Berlin',
  venueName: 'Park',
  status: 'on_sale',
  posterImageUrl: null,
  priceFrom: 10,
  currency: 'EUR',
  available: 10,
});
