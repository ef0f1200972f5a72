/**
 * An event's date line and a card's zone (`Format.eventWhen`, `Format.eventZone`).
 *
 * Event dates: `startsAt` is a wall-clock `YYYY-MM-DDTHH:mm` in the event's
 * IANA `timezone` and is shown as exactly that wall time, whatever the buyer's zone. We
 * never let the buyer's zone touch it: the wall components are formatted as if they were
 * UTC. The true instant is only computed to name the zone (names depend on DST) and to
 * decide whether the buyer's clock differs. `endsAt` may carry an offset; it is converted
 * into the event's zone the same way.
 */
import { instantOf, offsetAt, wallMs } from '../shared/zone-time';

/** Where an event's start is in time: its offset for machines, its zone's name for the buyer. */
export interface EventZone {
  /** The event zone's name ("Japan Standard Time", "GMT+9") when the buyer's clock differs, else null. */
  zone: string | null;
  /** For `<time datetime>`: `YYYY-MM-DDTHH:mm`, plus the zone offset when known. */
  dateTime: string;
}

/** The date line of an event. */
export interface EventWhen extends EventZone {
  /** Start (and end) as wall time of the event's zone, e.g. "Sat, Jul 12, 2025, 7:30 – 11:00 PM". */
  text: string;
}

const MINUTE = 60_000;
const pad = (n: number) => String(Math.trunc(Math.abs(n))).padStart(2, '0');
/** `+09:00` style offset. */
const offsetText = (ms: number) =>
  `${ms < 0 ? '-' : '+'}${pad(ms / 3_600_000)}:${pad((Math.abs(ms) % 3_600_000) / MINUTE)}`;

/** What an event's date line is written with, each format built once. */
export interface DateLineParts {
  /** The date line's wall-time format, in the widget's numbering system. */
  wall(): Intl.DateTimeFormat;
  /**
   * One formatter per zone and style gives both the zone's offset (from the numeric parts)
   * and its name: building an `Intl.DateTimeFormat` for a zone is the costly part (ICU loads
   * the zone's data), so a header's date line builds two (this one and the wall format) and
   * a card one (this one, short). Latin digits and the Gregorian calendar keep the numeric
   * parts readable in every locale; the zone's name is shown through `digits`.
   */
  zone(zone: string, style: 'long' | 'short'): Intl.DateTimeFormat;
  /** Writes digits in the widget's. */
  digits(text: string): string;
  /** The buyer's zone for tests; else the device's offset is the buyer's (no Intl needed). */
  buyerTimeZone: string | undefined;
}

/**
 * Offset of `zone` from UTC at `instant`, in ms, from the formatter of `style` (throws
 * RangeError for unknown zones).
 */
const offsetIn = (
  parts: DateLineParts,
  instant: number,
  zone: string,
  style: 'long' | 'short' = 'long',
): number => offsetAt(parts.zone(zone, style), instant);

/** Wall time of `endsAt` in `zone`: wall strings as-is, offset strings converted. */
function endWall(parts: DateLineParts, endsAt: string, zone: string): number {
  const wall = wallMs(endsAt);
  if (!Number.isNaN(wall)) return wall;
  const instant = Date.parse(endsAt);
  return Number.isNaN(instant) ? Number.NaN : instant + offsetIn(parts, instant, zone);
}

/** The buyer's offset at `instant`, or null when it cannot be known. */
function buyerOffset(parts: DateLineParts, instant: number): number | null {
  try {
    return parts.buyerTimeZone
      ? offsetIn(parts, instant, parts.buyerTimeZone)
      : -new Date(instant).getTimezoneOffset() * MINUTE;
  } catch {
    return null;
  }
}

/**
 * The offset and zone name of an event's start (`Format.eventZone`), with the start's wall
 * time (NaN when `startsAt` is not one) and whether its zone is known. Never throws.
 *
 * A list formats it once per card, so each instant is formatted once: the start's instant
 * is found from the offsets at two instants, and the second is, outside a daylight-saving
 * change, the instant itself, whose parts also give the offset and the zone's name.
 */
export function eventZone(
  parts: DateLineParts,
  startsAt: string,
  timeZone: string,
  style: 'long' | 'short',
): { place: EventZone; start: number; known: boolean } {
  const start = wallMs(startsAt);
  if (Number.isNaN(start))
    return { place: { zone: null, dateTime: startsAt }, start, known: false };
  try {
    const format = parts.zone(timeZone, style);
    let lastAt = Number.NaN;
    let last: Intl.DateTimeFormatPart[] = [];
    const partsAt = (at: number) => {
      if (at !== lastAt) [lastAt, last] = [at, format.formatToParts(at)];
      return last;
    };
    const offset = (at: number) => offsetAt(format, at, partsAt(at));
    const instant = instantOf(start, offset);
    const eventOffset = offset(instant);
    let zone: string | null = null;
    if (buyerOffset(parts, instant) !== eventOffset) {
      const name = partsAt(instant).find((p) => p.type === 'timeZoneName')?.value;
      zone = parts.digits(name ?? timeZone);
    }
    return {
      place: { zone, dateTime: `${startsAt.slice(0, 16)}${offsetText(eventOffset)}` },
      start,
      known: true,
    };
  } catch {
    // Unknown zone: the wall time is still right; name the zone as the organizer wrote it.
    return { place: { zone: timeZone, dateTime: startsAt.slice(0, 16) }, start, known: false };
  }
}

/** An event's date line (`Format.eventWhen`). Never throws. */
export function eventWhen(
  parts: DateLineParts,
  startsAt: string,
  timeZone: string,
  endsAt: string | null | undefined,
): EventWhen {
  const { place, start, known } = eventZone(parts, startsAt, timeZone, 'long');
  if (Number.isNaN(start)) return { text: startsAt, ...place };
  const end = !endsAt ? Number.NaN : known ? endWall(parts, endsAt, timeZone) : wallMs(endsAt);
  const dtf = parts.wall();
  const text =
    end > start && typeof dtf.formatRange === 'function'
      ? dtf.formatRange(start, end)
      : dtf.format(start);
  // Korean month names are data with Latin digits («7월») that a numbering system does not
  // reach: `ko-u-nu-arab` would write «٢٠٣٠년 7월 ١일».
  return { text: parts.digits(text), ...place };
}
