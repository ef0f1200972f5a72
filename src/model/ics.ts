/**
 * The buyer's calendar file: one event as iCalendar text (RFC 5545,
 * https://www.rfc-editor.org/rfc/rfc5545). Its times are wall times of the event's own zone
 * (`TZID`), with a `VTIMEZONE` that spells out that zone's offsets and their changes around
 * the event as the engine's `Intl` knows them, so a calendar puts a date across a
 * daylight-saving change at the right hour, whatever zone the buyer is in. A zone the engine
 * does not know gives floating times (the wall time wherever the buyer is). Lines end in CRLF,
 * are folded at 75 octets and text values are escaped (sections 3.1 and 3.3.11). Nothing of
 * the buyer's goes in: the event's title, venue, address and the organizer's link.
 */
import { type EventTimes, eventTimes, type Timed } from './event-times';

/** What the file says of an event. */
export interface CalendarEvent extends Timed {
  id: string;
  title: string;
  venueName: string;
  address?: string | null | undefined;
  /** The organizer's page of the event, checked as a link the buyer may follow; else absent. */
  url?: string | undefined;
}

const DAY = 86_400_000;

/** `YYYYMMDDTHHMMSS` of UTC ms `ms` (a wall time read as UTC, or an instant). */
const stamp = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '');

/** `+HHMM` of an offset in ms. */
const offsetText = (ms: number): string => {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  const hhmm = String(Math.trunc(minutes / 60) * 100 + (minutes % 60)).padStart(4, '0');
  return `${ms < 0 ? '-' : '+'}${hhmm}`;
};

/** A TEXT value with backslash, semicolon, comma and line breaks escaped (section 3.3.11). */
export const escapeText = (text: string): string =>
  text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');

/**
 * One content line folded at 75 octets (section 3.1): each further line starts with a space,
 * and a character is never split (a UTF-8 sequence stays on one line).
 */
export function fold(line: string): string {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; the others 74 after their leading space.
    if (octets + size > (lines.length === 0 ? 75 : 74)) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

/** One change of the zone's offset: the instant and the offsets before and after. */
interface Change {
  at: number;
  from: number;
  to: number;
}

/** The first minute from `low` to `high` at which `offset` is `offset(high)`, by halving. */
function changeBetween(low: number, high: number, offset: (at: number) => number): number {
  const after = offset(high);
  let lo = low;
  let hi = high;
  while (hi - lo > 60_000) {
    const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
    if (offset(mid) === after) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** The offset changes of the zone from a year before `from` until `to` (instants), by the day, then to the minute. */
function changes(from: number, to: number, offset: (at: number) => number): Change[] {
  const found: Change[] = [];
  let before = offset(from - 366 * DAY);
  for (let day = from - 366 * DAY; day < to; day += DAY) {
    const after = offset(day + DAY);
    if (after !== before)
      found.push({ at: changeBetween(day, day + DAY, offset), from: before, to: after });
    before = after;
  }
  return found.filter((c) => c.at <= to);
}

/**
 * The `VTIMEZONE` of `zone` for the event: the observance in force at its start (its last
 * change, or one fixed offset) and every change until its end.
 */
function timezoneLines(zone: string, times: EventTimes): string[] {
  const start = times.start.instant;
  const all = changes(start, times.end?.instant ?? start, times.offset);
  const first = all.findLastIndex((c) => c.at <= start);
  const fixed = times.offset(start);
  const initial = all[first] ?? { at: Date.UTC(1970, 0, 1) - fixed, from: fixed, to: fixed };
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...[initial, ...all.slice(first + 1)].flatMap((c) => {
      const kind = c.to > c.from ? 'DAYLIGHT' : 'STANDARD';
      return [
        `BEGIN:${kind}`,
        // The onset as the wall time of the offset before it (section 3.6.5).
        `DTSTART:${stamp(c.at + c.from)}`,
        `TZOFFSETFROM:${offsetText(c.from)}`,
        `TZOFFSETTO:${offsetText(c.to)}`,
        `END:${kind}`,
      ];
    }),
    'END:VTIMEZONE',
  ];
}

/**
 * The `.ics` text of `event`: a `VCALENDAR` with its `VTIMEZONE` and one `VEVENT`. `now` is
 * the file's `DTSTAMP`; `domain` (the API's host) makes the event's `UID` unique.
 */
export function icsText(event: CalendarEvent, now: number, domain: string): string | null {
  const times = eventTimes(event);
  if (!times) return null;
  const zoned = !Number.isNaN(times.start.instant);
  const when = (name: string, wall: number) =>
    zoned ? `${name};TZID=${event.timezone}:${stamp(wall)}` : `${name}:${stamp(wall)}`;
  const location = [event.venueName, event.address].filter(Boolean).join(', ');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//BoxOffice//Add to calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(zoned ? timezoneLines(event.timezone, times) : []),
    'BEGIN:VEVENT',
    `UID:${escapeText(`${event.id}@${domain}`)}`,
    `DTSTAMP:${stamp(now)}Z`,
    when('DTSTART', times.start.wall),
    ...(times.end ? [when('DTEND', times.end.wall)] : []),
    `SUMMARY:${escapeText(event.title)}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    ...(event.url ? [`URL:${event.url}`, `DESCRIPTION:${escapeText(event.url)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
