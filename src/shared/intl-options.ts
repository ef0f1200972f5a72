/**
 * The options of the `Intl` formatters an event's header and tiers use first. The app's
 * formats build them (src/i18n/format.ts), and the loader builds the same kinds early, while
 * the page waits for the network (src/loader/warm-intl.ts): the first formatter of each kind
 * loads its locale data, and that should not fall between the event's answer and the tiers.
 */

/** The options of the formatter that gives a zone's offset and name. */
export const zoneOptions = (zone: string, style: 'long' | 'short'): Intl.DateTimeFormatOptions => ({
  timeZone: zone,
  timeZoneName: style,
  calendar: 'gregory',
  numberingSystem: 'latn',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** The options of an event's date line, its wall components read as UTC. */
export const wallOptions = (): Intl.DateTimeFormatOptions => ({
  timeZone: 'UTC',
  dateStyle: 'full',
  timeStyle: 'short',
});
