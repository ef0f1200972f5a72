/**
 * The iframe postMessage protocol: one envelope, version `v: 1`, a union tagged by `type`.
 * The frame only sends past-tense events; the parent sends nothing (the options and the
 * return id travel in the frame's query). The parent parses every message here; anything
 * that is not from the expected window and origin, or does not parse, is ignored. The
 * frame imports only the types, so the parser ships with the parent alone.
 */
import * as z from 'zod/mini';
import { atLeast, atMost, Int, lengthAtMost, oneOf } from '../api/checks';

/** Protocol version 1. */
const V1 = oneOf([1]);
const Text = z.string().check(lengthAtMost(2000));
const Amount = z.number().check(z.refine(Number.isFinite));

/** The relayed host events, each payload checked like any other boundary. */
const RelayedEvent = z.union([
  z.object({
    name: oneOf(['boxoffice:ready']),
    detail: z.object({ event: z.object({ id: Text, slug: Text, title: Text }) }),
  }),
  z.object({
    name: oneOf(['boxoffice:basket']),
    detail: z.object({
      items: z.array(z.object({ tier: Text, quantity: Int })).check(lengthAtMost(100)),
      quantity: Int,
    }),
  }),
  z.object({
    name: oneOf(['boxoffice:quote']),
    detail: z.object({ total: Amount, currency: Text }),
  }),
  z.object({
    name: oneOf(['boxoffice:checkout']),
    detail: z.object({ id: Text, status: Text, amount: Amount, currency: Text }),
  }),
  z.object({
    name: oneOf(['boxoffice:complete']),
    detail: z.object({ id: Text, status: Text }),
  }),
  z.object({
    name: oneOf(['boxoffice:error']),
    detail: z.object({ code: Text, status: z.optional(Int), message: Text }),
  }),
]);
/** One host event as relayed from the frame. */
export type RelayedEvent = z.infer<typeof RelayedEvent>;

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

/** The message, if it is from `expected` and parses; otherwise null (ignored). */
export function readFrameMessage(event: MessageEvent, expected: Expected): FrameMessage | null {
  if (expected.source === null || event.source !== expected.source) return null;
  if (event.origin !== expected.origin) return null;
  const parsed = FrameMessage.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}
