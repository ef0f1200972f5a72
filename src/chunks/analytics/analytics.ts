/**
 * The `analytics` chunk, loaded only with `data-analytics="datalayer"`: it turns one widget's
 * host events into GA4's recommended e-commerce events in `window.dataLayer`, each after
 * `{ ecommerce: null }` as Tag Manager asks (docs/analytics.md;
 * https://developers.google.com/analytics/devguides/collection/ga4/ecommerce). It runs in the
 * host page and reads nothing but the host events, so in iframe mode it pushes the events the
 * frame relayed, into the host page's dataLayer. It sets no cookie and sends nothing anywhere:
 * what the site's tags do with the pushes is theirs (and their consent's) to decide.
 *
 * What it needs to remember across the payment page (the cart already reported, the event's
 * title, the code a checkout applied) is kept in this tab's sessionStorage under one key;
 * none of it is the buyer's.
 */
import { multiply, sum } from '../../model/money';
import type { HostEventMap, HostEventName } from '../../shared/host-events';

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

/** The GA4 events this bridge pushes. */
export type Ga4EventName =
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'begin_checkout'
  | 'purchase';

/** Where the bridge keeps its memory in sessionStorage. */
export const ANALYTICS_KEY = 'boxoffice:analytics';
/** How many events' carts, titles and checkouts' codes that memory keeps. */
const KEEP = 20;

/**
 * What the bridge remembers, as stored. Checked by hand, not with zod: this chunk is built on
 * its own (a host page in iframe mode loads no app code), and a copy of zod would weigh many
 * times the bridge itself for three lists of pairs.
 */
interface Memory {
  /** The cart last reported per event slug: [tier, quantity] pairs. */
  carts: [string, [string, number][]][];
  /** Event slug → title (`item_category`). */
  titles: [string, string][];
  /** Checkout id → the promo code it applied (`coupon`). */
  coupons: [string, string][];
}

/** `value` as a list of at most `KEEP * 10` [string, V] pairs, or null. */
function pairs<V>(value: unknown, isValue: (v: unknown) => v is V): [string, V][] | null {
  if (!Array.isArray(value) || value.length > KEEP * 10) return null;
  const out: [string, V][] = [];
  for (const pair of value) {
    if (!Array.isArray(pair) || pair.length !== 2) return null;
    const [key, inner]: unknown[] = pair;
    if (typeof key !== 'string' || !isValue(inner)) return null;
    out.push([key, inner]);
  }
  return out;
}
const isText = (v: unknown): v is string => typeof v === 'string';
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && Number(v) > 0;
const isCart = (v: unknown): v is [string, number][] => pairs(v, isCount) !== null;

/** The stored memory, or null when absent or not of `Memory`'s shape. */
function readMemory(raw: string | null | undefined): Memory | null {
  const data: unknown = raw ? JSON.parse(raw) : null;
  if (typeof data !== 'object' || data === null) return null;
  const carts = pairs(Reflect.get(data, 'carts'), isCart);
  const titles = pairs(Reflect.get(data, 'titles'), isText);
  const coupons = pairs(Reflect.get(data, 'coupons'), isText);
  return carts && titles && coupons ? { carts, titles, coupons } : null;
}

/** The part of `Storage` the bridge uses. */
type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** A queue with `push`: `window.dataLayer`, as Tag Manager leaves it or a plain array. */
interface Layer {
  push(...entries: unknown[]): unknown;
}

/** The page the bridge pushes into: `window` (tests pass a stand-in). */
export interface AnalyticsPage {
  dataLayer?: unknown;
  sessionStorage?: Store | null;
  console?: Pick<Console, 'warn'>;
}

/** Reads the page's sessionStorage, or null where the browser refuses it. */
function storageOf(page: AnalyticsPage): Store | null {
  try {
    return page.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Starts pushing the host events that reach `target` into `page.dataLayer` (created as an
 * array when missing). Returns the function that stops it. Never throws.
 */
export function track(target: EventTarget, page: AnalyticsPage = window): () => void {
  const storage = storageOf(page);
  let memory: Memory = { carts: [], titles: [], coupons: [] };
  try {
    memory = readMemory(storage?.getItem(ANALYTICS_KEY)) ?? memory;
  } catch {
    // Unreadable or refused: start afresh.
  }
  const carts = new Map(memory.carts.map(([slug, cart]) => [slug, new Map(cart)]));
  const titles = new Map(memory.titles);
  const coupons = new Map(memory.coupons);
  const save = () => {
    const last = <V>(map: Map<string, V>) => [...map].slice(-KEEP);
    try {
      const cartPairs = last(carts).map(([slug, cart]) => [slug, [...cart]]);
      storage?.setItem(
        ANALYTICS_KEY,
        JSON.stringify({ carts: cartPairs, titles: last(titles), coupons: last(coupons) }),
      );
    } catch {
      // Full or refused: this page still remembers.
    }
  };

  /** The event whose tiers the basket holds: the one the widget last showed. */
  let slug = '';
  /** The last quote's unit price per tier: the price to report where there is one. */
  let quoted = new Map<string, number>();
  let warned = false;
  /** The basket announced before the first `ready`, which names its event. */
  let early: HostEventMap['boxoffice:basket'] | null = null;

  const layer = (): Layer | null => {
    if (page.dataLayer === undefined) page.dataLayer = [];
    const found = page.dataLayer as { push?: unknown } | null;
    if (found && typeof found.push === 'function') return found as Layer;
    if (!warned) {
      warned = true;
      (page.console ?? console).warn(
        '[boxoffice] window.dataLayer is not an array: data-analytics="datalayer" pushes nothing. Leave window.dataLayer to Tag Manager (or create it as an array).',
      );
    }
    return null;
  };
  const push = (event: Ga4EventName, ecommerce: Ga4Ecommerce) => {
    const queue = layer();
    if (!queue) return;
    // Clears the previous event's ecommerce object, which Tag Manager would otherwise merge.
    queue.push({ ecommerce: null });
    queue.push({ event, ecommerce });
  };
  const item = (id: string, name: string, price: number, quantity: number, of = slug): Ga4Item => {
    const category = titles.get(of);
    return {
      item_id: id,
      item_name: name,
      ...(category !== undefined && { item_category: category }),
      price,
      quantity,
    };
  };
  const total = (items: Ga4Item[], currency: string) =>
    sum(
      items.map((i) => multiply(i.price, i.quantity, currency)),
      currency,
    );
  const coupon = (code: string | null | undefined) => (code ? { coupon: code } : {});

  const on: { [K in HostEventName]?: (detail: HostEventMap[K]) => void } = {
    'boxoffice:ready'({ event, currency, tiers }) {
      slug = event.slug;
      quoted = new Map();
      titles.delete(slug);
      titles.set(slug, event.title);
      save();
      const items = tiers.map((t) => item(t.id, t.name, t.price, 1));
      if (items.length > 0) push('view_item', { currency, value: total(items, currency), items });
      if (early) on['boxoffice:basket']?.(early);
      early = null;
    },
    'boxoffice:quote'({ lines }) {
      quoted = new Map(lines.map((line) => [line.tier, line.unitPrice]));
    },
    'boxoffice:basket'(detail) {
      // A basket restored before the event is rendered is that event's: read it with `ready`.
      if (!slug) {
        early = detail;
        return;
      }
      const { items, currency } = detail;
      const before = carts.get(slug) ?? new Map<string, number>();
      const now = new Map(items.map((i) => [i.tier, i.quantity]));
      const added: Ga4Item[] = [];
      const removed: Ga4Item[] = [];
      const names = new Map(items.map((i) => [i.tier, i]));
      for (const tier of new Set([...before.keys(), ...now.keys()])) {
        const delta = (now.get(tier) ?? 0) - (before.get(tier) ?? 0);
        const line = names.get(tier);
        if (delta === 0) continue;
        const price = quoted.get(tier) ?? line?.price ?? 0;
        const entry = item(tier, line?.name ?? tier, price, Math.abs(delta));
        (delta > 0 ? added : removed).push(entry);
      }
      carts.delete(slug);
      carts.set(slug, now);
      save();
      if (added.length > 0)
        push('add_to_cart', { currency, value: total(added, currency), items: added });
      if (removed.length > 0)
        push('remove_from_cart', { currency, value: total(removed, currency), items: removed });
    },
    'boxoffice:checkout'({ id, amount, currency, items, event, promoCode }) {
      if (promoCode) coupons.set(id, promoCode);
      save();
      push('begin_checkout', {
        currency,
        value: amount,
        ...coupon(promoCode),
        items: items.map((i) => item(i.tier, i.name, i.price, i.quantity, event)),
      });
    },
    'boxoffice:complete'({ id, status, orderId, amount, currency, items, event }) {
      if (status !== 'completed') return;
      const code = coupons.get(id);
      coupons.delete(id);
      // Bought: the next cart of this event starts empty.
      carts.delete(event);
      save();
      push('purchase', {
        transaction_id: orderId ?? id,
        value: amount,
        currency,
        ...coupon(code),
        items: items.map((i) => item(i.tier, i.name, i.price, i.quantity, event)),
      });
    },
  };

  const listeners = Object.entries(on).map(([name, handle]) => {
    const listener = (e: Event) => {
      try {
        if (e instanceof CustomEvent) (handle as (detail: unknown) => void)(e.detail);
      } catch (error) {
        (page.console ?? console).warn(
          '[boxoffice] Unexpected error while pushing to window.dataLayer:',
          error,
        );
      }
    };
    target.addEventListener(name, listener);
    return () => target.removeEventListener(name, listener);
  });
  return () => {
    for (const remove of listeners) remove();
  };
}
