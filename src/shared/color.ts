/**
 * The one colour form the widget takes and writes into CSS: `#rrggbb`. A tier's colour, the
 * key's palette, the `accent` option and every colour put into a stylesheet are checked by
 * it, so nothing else reaches CSS text. Free of zod: the loader checks `data-accent` with it.
 */

/** `#rrggbb`, either case. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** `value` when it is a `#rrggbb` colour, else undefined. */
export const hexColor = (value: unknown): string | undefined =>
  typeof value === 'string' && HEX_COLOR.test(value) ? value : undefined;
