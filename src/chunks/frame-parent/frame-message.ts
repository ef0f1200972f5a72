/**
 * The frame's messages, as the parent reads them (the types: `src/shared/protocol.ts`). Only a
 * message from the expected window and origin that passes its check is read; anything else is
 * ignored. The relayed events' payloads are `HostEventMap`'s (src/shared/host-events.ts):
 * declared there, checked here, so the host page never sees more than the map says.
 *
 * The checks use the small checked reader (`src/shared/read.ts`), not zod/mini: they run on
 * the host page, where zod alone would weigh three times the rest of this chunk
 * (docs/architecture.md, "Chunks").
 */
import type { HostEventMap } from '../../shared/host-events';
import type { FramedEventName, FrameMessage, RelayedEvent } from '../../shared/protocol';
import {
  type Check,
  int,
  list,
  literal,
  nullable,
  number,
  object,
  optional,
  read,
  text,
  union,
} from '../../shared/read';

const Amount = number();
const Text = text(2000);
const V1 = literal(1);

/** A line of an event's basket, checkout or order: a tier, its name, its unit price, how many. */
const Item = object({ tier: Text, name: Text, price: Amount, quantity: int });

/**
 * Each host event's payload, checked like any other boundary. The payloads are declared once,
 * in `HostEventMap`: each check must yield its event's payload, and every event has one.
 */
const DETAILS: { [K in FramedEventName]: Check<HostEventMap[K]> } = {
  'boxoffice:ready': object({
    event: object({ id: Text, slug: Text, title: Text }),
    currency: Text,
    tiers: list(object({ id: Text, name: Text, price: Amount }), 100),
  }),
  'boxoffice:basket': object({
    items: list(Item, 100),
    quantity: int,
    currency: Text,
    value: Amount,
  }),
  'boxoffice:quote': object({
    total: Amount,
    currency: Text,
    lines: list(
      object({ tier: Text, name: Text, quantity: int, unitPrice: Amount, amount: Amount }),
      100,
    ),
    promo: nullable(object({ code: Text, status: Text })),
  }),
  'boxoffice:checkout': object({
    id: Text,
    status: Text,
    amount: Amount,
    currency: Text,
    items: list(Item, 100),
    event: Text,
    promoCode: nullable(Text),
  }),
  'boxoffice:complete': object({
    id: Text,
    status: Text,
    orderId: nullable(Text),
    amount: Amount,
    currency: Text,
    items: list(Item, 100),
    event: Text,
  }),
  'boxoffice:error': object({ code: Text, status: optional(int), message: Text }),
};

/** The relayed host events: each name with its own payload. */
const relayedEvent: Check<RelayedEvent> = union(
  (Object.keys(DETAILS) as FramedEventName[]).map((name) =>
    object({ name: literal(name), detail: DETAILS[name] }),
  ),
);

/** A message from the frame, checked. */
const frameMessage: Check<FrameMessage> = union<FrameMessage>([
  object({ v: V1, type: literal('resized'), height: number((n) => n >= 0 && n <= 100_000) }),
  object({ v: V1, type: literal('hostEvent'), event: relayedEvent }),
  object({ v: V1, type: literal('started') }),
  object({ v: V1, type: literal('navigationRequested'), url: text(4096) }),
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
  return read(frameMessage, event.data);
}
