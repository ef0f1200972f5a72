/**
 * What the buyer typed, as the draft and the pending checkout store it (sessionStorage): the
 * form's `KnownValues` with the answers as `[question id, answer]` entries, so that no id
 * becomes an object key. Its own module: the pending checkout is read by the event list's
 * chunk too, which carries nothing of the form.
 */
import * as z from 'zod/mini';
import type { KnownValues } from './form';

/** One answer as stored: `[question id, answer]`, so that no id becomes an object key. */
const StoredAnswer = z.custom<[id: string, answer: string]>(
  (entry) =>
    Array.isArray(entry) &&
    entry.length === 2 &&
    typeof entry[0] === 'string' &&
    typeof entry[1] === 'string',
);

/** `KnownValues` as stored (the buyer's draft, the pending checkout): answers as entries. */
export const StoredValues = z.object({
  name: z.optional(z.string()),
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
  answers: z.optional(z.array(StoredAnswer)),
});
/** `KnownValues` as stored. */
export type StoredValues = z.infer<typeof StoredValues>;

/** `values` with their answers as entries, as stored. */
export function storedValues<T extends KnownValues>(values: T): Omit<T, 'answers'> & StoredValues {
  const { answers, ...rest } = values;
  return answers ? { ...rest, answers: [...answers] } : rest;
}

/** Stored values with their answers as a Map again, as the form takes them. */
export function knownValues<T extends StoredValues>(values: T): Omit<T, 'answers'> & KnownValues {
  const { answers, ...rest } = values;
  return answers ? { ...rest, answers: new Map(answers) } : rest;
}
