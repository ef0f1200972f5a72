/**
 * Wall-clock times of an IANA zone and the instants they stand for, from `Intl` alone: the
 * API gives `startsAt` as a wall time in the event's `timezone`, and the app's date lines,
 * the sandbox's order of events and the buyer's calendar file each need the instant too.
 */

import { zoneOptions } from './intl-options.ts';

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const MINUTE = 60_000;

/** Wall-clock components read as UTC milliseconds, or NaN when `s` is not a wall time. */
export function wallMs(s: string): number {
  const m = WALL.exec(s);
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, se] = m.map(Number) as number[];
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, se || 0);
}

/**
 * The offset from UTC at `instant`, in ms, of the zone `format` is for: a formatter with
 * numeric Gregorian parts in Latin digits and a 23-hour clock (`zoneOptions` of
 * `src/shared/intl-options.ts`). A caller that also wants the zone's name from the same
 * parts gives them (`formatToParts` is the costly call).
 */
export function offsetAt(
  format: Intl.DateTimeFormat,
  instant: number,
  parts = format.formatToParts(instant),
): number {
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour') % 24,
    get('minute'),
  );
  return asUtc - Math.floor(instant / MINUTE) * MINUTE;
}

/**
 * The instant whose wall time is `wall` (UTC milliseconds of its components) in the zone
 * whose offset `offset` gives; in a daylight-saving gap, the later reading.
 */
export function instantOf(wall: number, offset: (instant: number) => number): number {
  const first = offset(wall);
  return wall - offset(wall - first);
}

/** A formatter for `offsetAt` in `zone` (throws RangeError for a zone the engine does not know). */
export const offsetFormat = (zone: string): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat('en-US', zoneOptions(zone, 'short'));

/**
 * The instant of wall time `wall` (`YYYY-MM-DDTHH:mm`) in `zone`, or of an ISO date-time with
 * an offset as it is; NaN when it is neither or the zone is unknown.
 */
export function zonedInstant(wall: string, zone: string): number {
  const ms = wallMs(wall);
  if (Number.isNaN(ms)) return Date.parse(wall);
  try {
    const format = offsetFormat(zone);
    return instantOf(ms, (at) => offsetAt(format, at));
  } catch {
    return Number.NaN;
  }
}
