/**
 * The analytics bridge's rules, without the page: how each host event changes what the bridge
 * remembers, and which of GA4's recommended e-commerce events it answers with
 * (docs/analytics.md; https://developers.google.com/analytics/devguides/collection/ga4/ecommerce).
 * Pure: no DOM, no storage, no clock; `analytics.ts` listens, stores and pushes.
 */
import { multiply, sum } from '../../model/money';
import type { HostEventMap } from '../../shared/host-events';

/** One item of a GA4 e-commerce event. */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  /** The event's title, when known. */
  item_category?: string;
  price: number;
  quantity: number;
}

/** The `ecommerce` object of a push. */
export interface Ga4Ecommerce {
  currency: string;
  value: number;
  items: Ga4Item[];
  transaction_id?: string;
  coupon?: string;
}

/** The GA4 events the bridge pushes. */
export type Ga4EventName =
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'begin_checkout'
  | 'purchase';

/** One GA4 event, as the bridge pushes it into `window.dataLayer`. */
export interface Ga4Push {
  event: Ga4EventName;
  ecommerce: Ga4Ecommerce;
}

/** How many events' carts, titles and checkouts' codes the memory keeps (the latest). */
export const KEEP = 20;

/** The host events the bridge reads. */
type Heard =
  | 'boxoffice:ready'
  | 'boxoffice:quote'
  | 'boxoffice:basket'
  | 'boxoffice:checkout'
  | 'boxoffice:complete';

/** A host event the bridge reads: its name and its payload. */
export interface HeardEvent<K extends Heard = Heard> {
  name: K;
  detail: HostEventMap[K];
}

/** A little map as JSON can hold it: [key, value] pairs, a key at most once, oldest first. */
export type Pairs<V> = readonly (readonly [string, V])[];

/**
 * What the bridge remembers. The first three are kept across the pages of the tab (to the
 * payment page and back), as they are stored; the others belong to the page. None of it is
 * the buyer's.
 */
export interface Memory {
  /** The cart last reported, per event slug: [tier, quantity] pairs. */
  carts: Pairs<Pairs<number>>;
  /** Event slug → title (`item_category`). */
  titles: Pairs<string>;
  /** Checkout id → the promo code it applied (`coupon`). */
  coupons: Pairs<string>;
  /** The event whose tiers the basket holds, the one the widget showed last ('' before any). */
  slug: string;
  /** The last quote's unit price per tier: the price to report where there is one. */
  quoted: ReadonlyMap<string, number>;
  /** A basket announced before the first `ready`, which names its event. */
  early: HostEventMap['boxoffice:basket'] | null;
}

/** The memory of a tab that remembers nothing. */
export const EMPTY: Memory = {
  carts: [],
  titles: [],
  coupons: [],
  slug: '',
  quoted: new Map(),
  early: null,
};

/** What one host event did: the memory after it, and the GA4 events to push, in order. */
export interface Step {
  memory: Memory;
  pushes: Ga4Push[];
}

/** The value of `key` in `pairs`. */
const lookUp = <V>(pairs: Pairs<V>, key: string): V | undefined =>
  pairs.find(([k]) => k === key)?.[1];

/** `pairs` without `key`. */
const forget = <V>(pairs: Pairs<V>, key: string): Pairs<V> => pairs.filter(([k]) => k !== key);

/** `pairs` with `key` set to `value` as its latest, and only the `KEEP` latest. */
const remember = <V>(pairs: Pairs<V>, key: string, value: V): Pairs<V> =>
  [...forget(pairs, key), [key, value] as const].slice(-KEEP);

/** A line of a basket, checkout or order. */
type Line = HostEventMap['boxoffice:basket']['items'][number];

/** A GA4 item of event `slug`, titled from `memory`. */
const itemOf = (
  memory: Memory,
  slug: string,
  id: string,
  name: string,
  price: number,
  quantity: number,
): Ga4Item => {
  const category = lookUp(memory.titles, slug);
  return {
    item_id: id,
    item_name: name,
    ...(category !== undefined && { item_category: category }),
    price,
    quantity,
  };
};

/** The lines of a checkout or an order of event `slug`, as GA4 items. */
const itemsOf = (memory: Memory, slug: string, lines: readonly Line[]): Ga4Item[] =>
  lines.map((line) => itemOf(memory, slug, line.tier, line.name, line.price, line.quantity));

/** An event about `items` alone, worth what they cost; none when there are no items. */
const cartEvent = (event: Ga4EventName, currency: string, items: Ga4Item[]): Ga4Push[] =>
  items.length > 0
    ? [
        {
          event,
          ecommerce: {
            currency,
            value: sum(
              items.map((item) => multiply(item.price, item.quantity, currency)),
              currency,
            ),
            items,
          },
        },
      ]
    : [];

const coupon = (code: string | null | undefined) => (code ? { coupon: code } : {});

/** The event is shown: its tiers on sale were viewed, and an early basket is now its own. */
function ready(memory: Memory, { event, currency, tiers }: HostEventMap['boxoffice:ready']): Step {
  const shown: Memory = {
    ...memory,
    slug: event.slug,
    quoted: new Map(),
    titles: remember(memory.titles, event.slug, event.title),
    early: null,
  };
  const items = tiers.map((tier) => itemOf(shown, event.slug, tier.id, tier.name, tier.price, 1));
  const viewed = cartEvent('view_item', currency, items);
  if (!memory.early) return { memory: shown, pushes: viewed };
  const restored = basket(shown, memory.early);
  return { memory: restored.memory, pushes: [...viewed, ...restored.pushes] };
}

/**
 * The basket changed: what was added and removed since the cart last reported for this event
 * (in this tab, so a basket restored on the way back from paying adds nothing), each at the
 * quote's unit price where there is one.
 */
function basket(memory: Memory, detail: HostEventMap['boxoffice:basket']): Step {
  const { slug } = memory;
  // A basket restored before the event is shown is that event's: it is read with `ready`.
  if (!slug) return { memory: { ...memory, early: detail }, pushes: [] };
  const before = new Map(lookUp(memory.carts, slug));
  const now = new Map(detail.items.map((line) => [line.tier, line.quantity]));
  const lines = new Map(detail.items.map((line) => [line.tier, line]));
  const added: Ga4Item[] = [];
  const removed: Ga4Item[] = [];
  for (const tier of new Set([...before.keys(), ...now.keys()])) {
    const delta = (now.get(tier) ?? 0) - (before.get(tier) ?? 0);
    if (delta === 0) continue;
    const line = lines.get(tier);
    const price = memory.quoted.get(tier) ?? line?.price ?? 0;
    const item = itemOf(memory, slug, tier, line?.name ?? tier, price, Math.abs(delta));
    (delta > 0 ? added : removed).push(item);
  }
  return {
    memory: { ...memory, carts: remember(memory.carts, slug, [...now]) },
    pushes: [
      ...cartEvent('add_to_cart', detail.currency, added),
      ...cartEvent('remove_from_cart', detail.currency, removed),
    ],
  };
}

/** A checkout was created: its code is remembered for the purchase, which may come pages later. */
function checkout(memory: Memory, detail: HostEventMap['boxoffice:checkout']): Step {
  const { id, amount, currency, items, event, promoCode } = detail;
  return {
    memory: promoCode ? { ...memory, coupons: remember(memory.coupons, id, promoCode) } : memory,
    pushes: [
      {
        event: 'begin_checkout',
        ecommerce: {
          currency,
          value: amount,
          ...coupon(promoCode),
          items: itemsOf(memory, event, items),
        },
      },
    ],
  };
}

/** A purchase ended: bought, it is one purchase, and the event's next cart starts empty. */
function complete(memory: Memory, detail: HostEventMap['boxoffice:complete']): Step {
  const { id, status, orderId, amount, currency, items, event } = detail;
  if (status !== 'completed') return { memory, pushes: [] };
  return {
    memory: {
      ...memory,
      coupons: forget(memory.coupons, id),
      carts: forget(memory.carts, event),
    },
    pushes: [
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: orderId ?? id,
          value: amount,
          currency,
          ...coupon(lookUp(memory.coupons, id)),
          items: itemsOf(memory, event, items),
        },
      },
    ],
  };
}

/** Each host event the bridge reads, and what it does. */
const STEPS: { [K in Heard]: (memory: Memory, detail: HostEventMap[K]) => Step } = {
  'boxoffice:ready': ready,
  'boxoffice:quote': (memory, { lines }) => ({
    memory: { ...memory, quoted: new Map(lines.map((line) => [line.tier, line.unitPrice])) },
    pushes: [],
  }),
  'boxoffice:basket': basket,
  'boxoffice:checkout': checkout,
  'boxoffice:complete': complete,
};

/** The host events the bridge reads. */
export const HEARD = Object.keys(STEPS) as Heard[];

/** What the bridge remembers after host event `event`, and the GA4 events it pushes for it. */
export function reduce<K extends Heard>(memory: Memory, event: HeardEvent<K>): Step {
  return STEPS[event.name](memory, event.detail);
}
