/**
 * The iframe postMessage protocol: one envelope, version `v: 1`, a union tagged by `type`.
 * The frame sends past-tense events; the parent sends one command, `prefill`
 * (`prefill-message.ts`: the other options and the return id travel in the frame's query,
 * which our server sees, so the buyer's pre-filled details must not). The parent parses
 * every message here; anything that is not from the expected window and origin, or does
 * not parse, is ignored. The frame imports only the types, so this parser ships with the
 * parent alone. The relayed events' payloads are `HostEventMap`'s (host-events.ts):
 * declared there, checked here.
 */
import * as z from 'zod/mini';
import { atLeast, atMost, Int, lengthAtMost, oneOf } from '../api/checks';
import type { HostEventMap, HostEventName } from './host-events';

/** Protocol version 1. */
const V1 = oneOf([1]);
const Text = z.string().check(lengthAtMost(2000));
const Amount = z.number().check(z.refine(Number.isFinite));

/** The host events a frame can send: the dialog's own (button mode) never happen in one. */
export type FramedEventName = Exclude<HostEventName, 'boxoffice:open' | 'boxoffice:close'>;

/**
 * Each host event's payload, checked like any other boundary. The payloads are declared once,
 * in `HostEventMap`: each schema must yield its event's payload, and every event has one.
 */
const Items = <T extends z.ZodMiniObject>(item: T) => z.array(item).check(lengthAtMost(100));
/** A line of an event's basket, checkout or order: a tier, its name, its unit price, how many. */
const Item = z.object({ tier: Text, name: Text, price: Amount, quantity: Int });

const DETAILS: { [K in FramedEventName]: z.ZodMiniType<HostEventMap[K]> } = {
  'boxoffice:ready': z.object({
    event: z.object({ id: Text, slug: Text, title: Text }),
    currency: Text,
    tiers: Items(z.object({ id: Text, name: Text, price: Amount })),
  }),
  'boxoffice:basket': z.object({
    items: Items(Item),
    quantity: Int,
    currency: Text,
    value: Amount,
  }),
  'boxoffice:quote': z.object({
    total: Amount,
    currency: Text,
    lines: Items(
      z.object({ tier: Text, name: Text, quantity: Int, unitPrice: Amount, amount: Amount }),
    ),
    promo: z.nullable(z.object({ code: Text, status: Text })),
  }),
  'boxoffice:checkout': z.object({
    id: Text,
    status: Text,
    amount: Amount,
    currency: Text,
    items: Items(Item),
    event: Text,
    promoCode: z.nullable(Text),
  }),
  'boxoffice:complete': z.object({
    id: Text,
    status: Text,
    orderId: z.nullable(Text),
    amount: Amount,
    currency: Text,
    items: Items(Item),
    event: Text,
  }),
  'boxoffice:error': z.object({ code: Text, status: z.optional(Int), message: Text }),
};

/**
 * One host event as relayed from the frame: a name and a payload of `HostEventMap`. The
 * parser checks that each name comes with its own event's payload.
 */
export interface RelayedEvent {
  name: HostEventName;
  detail: HostEventMap[HostEventName];
}

const relayed = <K extends FramedEventName>(name: K) =>
  z.object({ name: oneOf([name]), detail: DETAILS[name] });

/** The relayed host events. */
const RelayedEvent: z.ZodMiniType<RelayedEvent> = z.union([
  relayed('boxoffice:ready'),
  relayed('boxoffice:basket'),
  relayed('boxoffice:quote'),
  relayed('boxoffice:checkout'),
  relayed('boxoffice:complete'),
  relayed('boxoffice:error'),
]);

/** Messages the frame sends to its parent. */
export const FrameMessage = z.union([
  /** The frame's content height changed (CSS pixels); the parent sizes the iframe to it. */
  z.object({
    v: V1,
    type: oneOf(['resized']),
    height: z.number().check(atLeast(0), atMost(100_000)),
  }),
  /** A host event happened in the frame; the parent re-dispatches it. */
  z.object({ v: V1, type: oneOf(['hostEvent']), event: RelayedEvent }),
  /** The framed widget was allowed to sell and listens: the parent sends its `prefill`. */
  z.object({ v: V1, type: oneOf(['started']) }),
  /**
   * The buyer chose to pay, but the frame could not navigate the top window itself (the
   * click's user activation had expired): the parent navigates, after checking the URL.
   */
  z.object({
    v: V1,
    type: oneOf(['navigationRequested']),
    url: z.string().check(lengthAtMost(4096)),
  }),
]);
/** A message from the frame. */
export type FrameMessage = z.infer<typeof FrameMessage>;

/** Who a message must come from to be read. */
export interface Expected {
  origin: string;
  source: MessageEventSource | null;
}

/** The message, if it is from `expected` and parses as `schema`; otherwise null (ignored). */
function readMessage<T>(
  schema: z.ZodMiniType<T>,
  event: MessageEvent,
  expected: Expected,
): T | null {
  if (expected.source === null || event.source !== expected.source) return null;
  if (event.origin !== expected.origin) return null;
  const parsed = schema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

/** The frame's message, if it is from `expected` and parses; otherwise null (ignored). */
export const readFrameMessage = (event: MessageEvent, expected: Expected): FrameMessage | null =>
  readMessage(FrameMessage, event, expected);
