/**
 * The `items` option as text: `tier:quantity` pairs, `day:2,vip:1`, a tier id holding `,`,
 * `:`, `%` or a space percent-encoded. Attributes and the hosted frame's query carry items
 * this way; everywhere else they are lines (`ItemInput`), from the option to the basket.
 */
import type { ItemInput } from './options';

/** `tier:quantity` pairs: at most 100, each quantity at most 999. */
const PAIRS = /^[^\s,:]+:\d{1,3}(,[^\s,:]+:\d{1,3}){0,99}$/;

/** The lines of `text`, tier ids decoded (a malformed escape stays as written); null when it is not pairs. */
export function parseItems(text: string): ItemInput[] | null {
  if (!PAIRS.test(text)) return null;
  return text.split(',').map((pair) => {
    const at = pair.lastIndexOf(':');
    let tier = pair.slice(0, at);
    try {
      tier = decodeURIComponent(tier);
    } catch {
      // Not an escape: the id as written.
    }
    return { tier, quantity: Number(pair.slice(at + 1)) };
  });
}

/** `lines` as `items` text (the inverse of `parseItems`). */
export const itemsText = (lines: readonly ItemInput[]): string =>
  lines.map((line) => `${encodeURIComponent(line.tier)}:${line.quantity}`).join(',');
