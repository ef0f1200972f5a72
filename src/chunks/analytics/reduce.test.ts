import { describe, expect, it } from 'vitest';
import { EMPTY, type HeardEvent, KEEP, type Memory, type Pairs, reduce, type Step } from './reduce';
import { ga4Events } from './testing/ga4';

const ready = (slug = 'summer-fest', title = 'Summer Fest'): HeardEvent<'boxoffice:ready'> => ({
  name: 'boxoffice:ready',
  detail: {
    event: { id: `evt_${slug}`, slug, title },
    currency: 'EUR',
    tiers: [
      { id: 'ga', name: 'General', price: 25.5 },
      { id: 'vip', name: 'VIP', price: 80.1 },
    ],
  },
});
const basket = (...lines: [tier: string, quantity: number][]): HeardEvent => ({
  name: 'boxoffice:basket',
  detail: {
    items: lines.map(([tier, quantity]) => ({
      tier,
      name: tier.toUpperCase(),
      price: 10,
      quantity,
    })),
    quantity: lines.reduce((n, [, quantity]) => n + quantity, 0),
    currency: 'EUR',
    value: 0,
  },
});
const checkout = (promoCode: string | null): HeardEvent => ({
  name: 'boxoffice:checkout',
  detail: {
    id: 'chk_1',
    status: 'requires_payment',
    amount: 20,
    currency: 'EUR',
    items: [{ tier: 'ga', name: 'GA', price: 10, quantity: 2 }],
    event: 'summer-fest',
    promoCode,
  },
});
const complete = (status: string): HeardEvent => ({
  name: 'boxoffice:complete',
  detail: {
    id: 'chk_1',
    status,
    orderId: 'ord_1',
    amount: 20,
    currency: 'EUR',
    items: [],
    event: 'summer-fest',
  },
});

/** Every step of `events` from `memory`: the last memory and all pushes, each checked as GA4. */
function run(memory: Memory, ...events: HeardEvent[]): Step {
  const pushes: Step['pushes'] = [];
  for (const event of events) {
    const step = reduce(memory, event);
    memory = step.memory;
    pushes.push(...step.pushes);
  }
  // As the shell pushes them, through the GA4 schema of the browser tests.
  ga4Events(pushes.flatMap((push) => [{ ecommerce: null }, push]));
  return { memory, pushes };
}
const names = (step: Step) => step.pushes.map((push) => push.event);

describe('reduce (the analytics bridge without the page)', () => {
  it('answers a shown event with view_item for its tiers, titled, and remembers the title', () => {
    const { memory, pushes } = run(EMPTY, ready());
    expect(pushes).toEqual([
      {
        event: 'view_item',
        ecommerce: {
          currency: 'EUR',
          value: 105.6,
          items: [
            {
              item_id: 'ga',
              item_name: 'General',
              item_category: 'Summer Fest',
              price: 25.5,
              quantity: 1,
            },
            {
              item_id: 'vip',
              item_name: 'VIP',
              item_category: 'Summer Fest',
              price: 80.1,
              quantity: 1,
            },
          ],
        },
      },
    ]);
    expect(memory.slug).toBe('summer-fest');
    expect(memory.titles).toEqual([['summer-fest', 'Summer Fest']]);
  });

  it('pushes nothing for an event with no tier on sale', () => {
    const shown = ready();
    shown.detail.tiers = [];
    expect(run(EMPTY, shown).pushes).toEqual([]);
  });

  it('holds a basket announced before the event, and reports it with the event', () => {
    const early = run(EMPTY, basket(['ga', 2]));
    expect(early.pushes).toEqual([]);
    expect(early.memory.carts).toEqual([]);
    const shown = run(early.memory, ready());
    expect(names(shown)).toEqual(['view_item', 'add_to_cart']);
    expect(shown.memory.early).toBeNull();
    expect(shown.memory.carts).toEqual([['summer-fest', [['ga', 2]]]]);
  });

  it('reports only what changed since the cart it remembers: a restored cart adds nothing', () => {
    const remembered: Memory = { ...EMPTY, carts: [['summer-fest', [['ga', 2]]]] };
    expect(names(run(remembered, ready(), basket(['ga', 2])))).toEqual(['view_item']);
    const changed = run(remembered, ready(), basket(['ga', 1], ['vip', 1]));
    expect(changed.pushes.slice(1)).toMatchObject([
      { event: 'add_to_cart', ecommerce: { items: [{ item_id: 'vip', quantity: 1 }] } },
      { event: 'remove_from_cart', ecommerce: { items: [{ item_id: 'ga', quantity: 1 }] } },
    ]);
  });

  it('prices a change at the last quote’s unit price, until the next event is shown', () => {
    const quote: HeardEvent = {
      name: 'boxoffice:quote',
      detail: {
        total: 8,
        currency: 'EUR',
        lines: [{ tier: 'ga', name: 'GA', quantity: 1, unitPrice: 8, amount: 8 }],
        promo: null,
      },
    };
    const quoted = run(EMPTY, ready(), quote, basket(['ga', 1]));
    expect(quoted.pushes[1]).toMatchObject({ ecommerce: { value: 8, items: [{ price: 8 }] } });
    const again = run(quoted.memory, ready(), basket(['ga', 2]));
    expect(again.pushes[1]).toMatchObject({ ecommerce: { value: 10, items: [{ price: 10 }] } });
  });

  it('carries a checkout’s code to its purchase, then forgets the code and the cart', () => {
    const { memory, pushes } = run(
      EMPTY,
      ready(),
      basket(['ga', 2]),
      checkout('SUMMER10'),
      complete('completed'),
    );
    expect(pushes.slice(2)).toMatchObject([
      { event: 'begin_checkout', ecommerce: { coupon: 'SUMMER10', value: 20 } },
      { event: 'purchase', ecommerce: { coupon: 'SUMMER10', transaction_id: 'ord_1' } },
    ]);
    expect(memory.coupons).toEqual([]);
    expect(memory.carts).toEqual([]);
  });

  it('changes nothing for a purchase that did not complete, nor for a checkout without a code', () => {
    const before = run(EMPTY, ready(), checkout('SUMMER10')).memory;
    expect(reduce(before, complete('failed'))).toEqual({ memory: before, pushes: [] });
    expect(reduce(before, complete('failed')).memory).toBe(before);
    expect(reduce(before, checkout(null)).memory).toBe(before);
  });

  it(`keeps the ${KEEP} events seen last, one shown again counting as new`, () => {
    const seen = (slug: string) => [ready(slug, slug), basket(['ga', 1])];
    const first = Array.from({ length: KEEP }, (_, i) => seen(`event-${i}`)).flat();
    const { memory } = run(EMPTY, ...first, ...seen('event-0'), ...seen('event-new'));
    const slugs = (pairs: Pairs<unknown>) => pairs.map(([slug]) => slug);
    // The oldest is event-1 now: event-0 was shown again.
    const kept = [
      ...Array.from({ length: KEEP - 2 }, (_, i) => `event-${i + 2}`),
      'event-0',
      'event-new',
    ];
    expect(slugs(memory.titles)).toEqual(kept);
    expect(slugs(memory.carts)).toEqual(kept);
  });

  it('leaves the memory it is given as it was', () => {
    const before = run(EMPTY, ready(), basket(['ga', 1]), checkout('SUMMER10')).memory;
    const copy = structuredClone(before);
    run(before, ready('other'), basket(['vip', 3]), complete('completed'));
    expect(before).toEqual(copy);
  });
});
