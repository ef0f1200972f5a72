/**
 * The one command the parent sends its frame in iframe mode: `prefill`, the buyer's details
 * the organizer pre-filled (`name`, `email`, `phone`, `answers`). They are personal data, so
 * they never go into the frame's URL (which our server sees): the parent posts them to the
 * frame's exact origin once the framed widget has `started` (`protocol.ts`), and again after
 * each change; the frame reads them from its confirmed parent only. Its own file: the frame
 * ships this parser without the parent's.
 */
import * as z from 'zod/mini';
import { lengthAtMost, oneOf } from '../api/checks';

const Text = (max: number) => z.string().check(lengthAtMost(max));

/** What the organizer pre-filled in the buyer's form. */
export const Prefill = z.object({
  name: z.optional(Text(500)),
  email: z.optional(Text(500)),
  phone: z.optional(Text(500)),
  /** Question id (in lower case) and answer: a list, so no id becomes an object key. */
  answers: z.array(z.object({ id: Text(2000), value: Text(500) })).check(lengthAtMost(200)),
});
/** What the organizer pre-filled. */
export type Prefill = z.infer<typeof Prefill>;

/** Fill the fields the buyer has not edited with `prefill` (version 1 of the envelope). */
export const PrefillMessage = z.object({
  v: oneOf([1]),
  type: oneOf(['prefill']),
  prefill: Prefill,
});
/** The parent's message. */
export type PrefillMessage = z.infer<typeof PrefillMessage>;

/** The message, if it is from the confirmed parent and parses; otherwise null (ignored). */
export function readPrefillMessage(
  event: MessageEvent,
  parentOrigin: string,
): PrefillMessage | null {
  if (event.source !== window.parent || event.origin !== parentOrigin) return null;
  const parsed = PrefillMessage.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}
