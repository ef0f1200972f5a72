/**
 * Isolation of the values inside translated sentences (Unicode bidi): a Latin tier name or a
 * € amount inside Arabic text, or a Hebrew name inside English, keeps its own direction and
 * leaves the sentence's punctuation where the sentence put it.
 *
 * One rule for the whole UI: a catalogue function's string arguments (names, amounts, codes,
 * addresses) are rendered each in its own `<bdi>`, by `isolated()`; an element that holds
 * only organizer text (a title, a tier's name, a venue) gets `dir="auto"` instead. An amount
 * alone in a box of its own (a summary row's `<dd>`, the tier's price: flex items) is a bidi
 * paragraph by itself already. Accessible names (`aria-label`) are not marked: assistive
 * technology reads them in logical order, and marks would only end up in what a screen
 * reader or a test compares.
 */
import type { ComponentChildren } from 'preact';

/** Stands for argument `i` while the message is built (private-use characters). */
const mark = (i: number) => `\uE000${i}\uE001`;
const MARKS = /\uE000(\d)\uE001/;

/**
 * `message(...args)` as children: the catalogue's own text as strings, each string argument
 * in a `<bdi>` (numbers stay in the text: catalogues use them for plural forms). The parts
 * concatenate to exactly `message(...args)`.
 */
export function isolated<A extends unknown[]>(
  message: (...args: A) => string,
  ...args: A
): ComponentChildren[] {
  const marked = args.map((arg, i) => (typeof arg === 'string' ? mark(i) : arg)) as A;
  return message(...marked)
    .split(MARKS)
    .map((part, i) => (i % 2 === 0 ? part : <bdi key={i}>{String(args[Number(part)])}</bdi>))
    .filter((part) => part !== '');
}

/**
 * An element holding one piece of organizer text (a title, a tier's name, a venue), in that
 * text's own direction; nothing at all when the text is absent or empty.
 */
export function OwnText({
  as: Tag = 'span',
  text,
  ...attributes
}: {
  as?: 'span' | 'p' | 'h4' | 'li';
  text: string | null | undefined;
  class?: string;
  id?: string;
}) {
  return text ? (
    <Tag {...attributes} dir="auto">
      {text}
    </Tag>
  ) : null;
}
