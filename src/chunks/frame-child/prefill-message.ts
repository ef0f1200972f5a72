/**
 * The parent's `prefill` command (`PrefillMessage`, src/shared/protocol.ts), as the frame reads
 * it: from its confirmed parent only, checked by a schema that keeps every field bounded and
 * lets only the declared fields through.
 */
import * as z from 'zod/mini';
import { lengthAtMost, oneOf } from '../../api/checks';
import type * as protocol from '../../shared/protocol';

const Text = (max: number) => z.string().check(lengthAtMost(max));

/** A string of at most `max` UTF-16 code units. */
const isText =
  (max: number) =>
  (value: unknown): value is string =>
    typeof value === 'string' && value.length <= max;

/**
 * Answers by question id: a Map of at most 200, each id at most 2000 long, each answer 500. A
 * custom check rather than `z.map`: the frame's code shares the app's first file, which every
 * buyer loads, and `z.map`'s classes would land there.
 */
const Answers = z.custom<ReadonlyMap<string, string>>(
  (value) =>
    value instanceof Map &&
    value.size <= 200 &&
    [...value].every(([id, answer]) => isText(2000)(id) && isText(500)(answer)),
);

/** What the organizer pre-filled; answers by question id (in lower case). */
const Prefill = z.object({
  name: z.optional(Text(500)),
  email: z.optional(Text(500)),
  phone: z.optional(Text(500)),
  answers: z.optional(Answers),
});

/** Fill the fields the buyer has not edited with `prefill` (version 1 of the envelope). */
const PrefillMessage: z.ZodMiniType<protocol.PrefillMessage> = z.object({
  v: oneOf([1]),
  type: oneOf(['prefill']),
  prefill: Prefill,
});

/** The message, if it is from the confirmed parent and parses; otherwise null (ignored). */
export function readPrefillMessage(
  event: MessageEvent,
  parentOrigin: string,
): protocol.PrefillMessage | null {
  if (event.source !== window.parent || event.origin !== parentOrigin) return null;
  const parsed = PrefillMessage.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}
