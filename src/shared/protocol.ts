/**
 * The iframe postMessage protocol: one envelope, version `v: 1`, a union tagged by `type`.
 * The frame sends past-tense events; the parent sends one command, `prefill`
 * (`prefill-message.ts`: the other options and the return id travel in the frame's query,
 * which our server sees, so the buyer's pre-filled details must not). The parent checks
 * every message here; anything that is not from the expected window and origin, or does
 * not pass, is ignored. The frame imports only the types, so these checks ship with the
 * parent alone. The relayed events' payloads are `HostEventMap`'s (host-events.ts):
 * declared there, checked here.
 *
 * The checks are written out rather than in zod/mini: they run on the host page (the
 * `frame-parent` chunk), where zod alone would weigh three times the rest of that chunk
 * (docs/architecture.md, "Chunks").
 * Each keeps the rules of a schema: every field's type, bounds and allowed values; only the
 * declared fields come out (a payload never carries more than the map says); a field is read
 * only as the message's own property.
 */
import type { HostEventMap, HostEventName } from './host-events';

/** Turns a message into its checked copy, or throws: then the message is ignored. */
type Check<T> = (value: unknown) => T;

/** Refuses the message: `readFrameMessage` catches it, so it needs no text. */
const refuse = (): never => {
  throw new TypeError();
};

/** A number that passes `within` (and is finite: NaN and ±Infinity never pass). */
const number =
  (within: (n: number) => boolean): Check<number> =>
  (value) =>
    typeof value === 'number' && Number.isFinite(value) && within(value) ? value : refuse();
const Amount = number(() => true);
const Int = number(Number.isSafeInteger);

/** A string of at most `max` UTF-16 code units. */
const string =
  (max: number): Check<string> =>
  (value) =>
    typeof value === 'string' && value.length <= max ? value : refuse();
const Text = string(2000);

/** Exactly `allowed`. */
const literal =
  <const T extends string | number>(allowed: T): Check<T> =>
  (value) =>
    value === allowed ? allowed : refuse();
const V1 = literal(1);

const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (value) =>
    value === null ? null : check(value);

/** Absent from its object, or `check`'s. */
const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value) =>
    value === undefined ? undefined : check(value);

/** A list of at most 100 items, each checked (a hole counts as `undefined`). */
const list =
  <T>(check: Check<T>): Check<T[]> =>
  (value) =>
    Array.isArray(value) && value.length <= 100 ? Array.from(value, check) : refuse();

/**
 * An object with the fields of `shape`, each checked; the copy has those fields alone (the
 * keys are ours, never the message's). A field that is not the object's own counts as absent.
 */
const object =
  <S extends Record<string, Check<unknown>>>(
    shape: S,
  ): Check<{ [K in keyof S]: ReturnType<S[K]> }> =>
  (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return refuse();
    const copy: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) {
      const own = Object.hasOwn(value, key);
      const checked = check(own ? Reflect.get(value, key) : undefined);
      // An optional field the message left out stays out of the copy.
      if (own) copy[key] = checked;
    }
    return copy as { [K in keyof S]: ReturnType<S[K]> };
  };

/** The first of `checks` that passes. */
const union =
  <T>(checks: Check<T>[]): Check<T> =>
  (value) => {
    for (const check of checks) {
      try {
        return check(value);
      } catch {
        // Not this one: try the next.
      }
    }
    return refuse();
  };

/** The host events a frame can send: the dialog's own (button mode) never happen in one. */
export type FramedEventName = Exclude<HostEventName, 'boxoffice:open' | 'boxoffice:close'>;

/** A line of an event's basket, checkout or order: a tier, its name, its unit price, how many. */
const Item = object({ tier: Text, name: Text, price: Amount, quantity: Int });

/**
 * Each host event's payload, checked like any other boundary. The payloads are declared once,
 * in `HostEventMap`: each check must yield its event's payload, and every event has one.
 */
const DETAILS: { [K in FramedEventName]: Check<HostEventMap[K]> } = {
  'boxoffice:ready': object({
    event: object({ id: Text, slug: Text, title: Text }),
    currency: Text,
    tiers: list(object({ id: Text, name: Text, price: Amount })),
  }),
  'boxoffice:basket': object({ items: list(Item), quantity: Int, currency: Text, value: Amount }),
  'boxoffice:quote': object({
    total: Amount,
    currency: Text,
    lines: list(
      object({ tier: Text, name: Text, quantity: Int, unitPrice: Amount, amount: Amount }),
    ),
    promo: nullable(object({ code: Text, status: Text })),
  }),
  'boxoffice:checkout': object({
    id: Text,
    status: Text,
    amount: Amount,
    currency: Text,
    items: list(Item),
    event: Text,
    promoCode: nullable(Text),
  }),
  'boxoffice:complete': object({
    id: Text,
    status: Text,
    orderId: nullable(Text),
    amount: Amount,
    currency: Text,
    items: list(Item),
    event: Text,
  }),
  'boxoffice:error': object({ code: Text, status: optional(Int), message: Text }),
};

/**
 * One host event as relayed from the frame: a name and a payload of `HostEventMap`. The
 * check makes sure each name comes with its own event's payload.
 */
export interface RelayedEvent {
  name: HostEventName;
  detail: HostEventMap[HostEventName];
}

/** The relayed host events: each name with its own payload. */
const RelayedEvent: Check<RelayedEvent> = union(
  (Object.keys(DETAILS) as FramedEventName[]).map((name) =>
    object({ name: literal(name), detail: DETAILS[name] }),
  ),
);

/** Messages the frame sends to its parent. */
export type FrameMessage =
  /** The frame's content height changed (CSS pixels); the parent sizes the iframe to it. */
  | { v: 1; type: 'resized'; height: number }
  /** A host event happened in the frame; the parent re-dispatches it. */
  | { v: 1; type: 'hostEvent'; event: RelayedEvent }
  /** The framed widget was allowed to sell and listens: the parent sends its `prefill`. */
  | { v: 1; type: 'started' }
  /**
   * The buyer chose to pay, but the frame could not navigate the top window itself (the
   * click's user activation had expired): the parent navigates, after checking the URL.
   */
  | { v: 1; type: 'navigationRequested'; url: string };

/** A message from the frame, checked. */
const FrameMessage: Check<FrameMessage> = union<FrameMessage>([
  object({ v: V1, type: literal('resized'), height: number((n) => n >= 0 && n <= 100_000) }),
  object({ v: V1, type: literal('hostEvent'), event: RelayedEvent }),
  object({ v: V1, type: literal('started') }),
  object({ v: V1, type: literal('navigationRequested'), url: string(4096) }),
]);

/** Who a message must come from to be read. */
export interface Expected {
  origin: string;
  source: MessageEventSource | null;
}

/** The frame's message, if it is from `expected` and passes its check; otherwise null (ignored). */
export function readFrameMessage(event: MessageEvent, expected: Expected): FrameMessage | null {
  if (expected.source === null || event.source !== expected.source) return null;
  if (event.origin !== expected.origin) return null;
  try {
    return FrameMessage(event.data);
  } catch {
    return null;
  }
}
