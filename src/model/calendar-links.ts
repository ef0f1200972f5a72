/**
 * Links that open an event in the buyer's web calendar (Google Calendar, Outlook). Each is an
 * `https:` address of theirs with the event's title, times, venue, address and the organizer's
 * link in its query: nothing of the buyer's. (The map's link is map-link.ts: the event's
 * header shows it at first paint, these come with the calendar chunk.)
 */

import { eventTimes } from './event-times';
import type { CalendarEvent } from './ics';

/** `YYYYMMDDTHHMMSS` of UTC ms `ms`. */
const compact = (ms: number): string =>
  new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '');

const locationOf = (event: CalendarEvent): string =>
  [event.venueName, event.address].filter(Boolean).join(', ');

/**
 * Google Calendar's new-event page for `event`: its wall times with the event's zone (`ctz`),
 * so Google shows them at the right hour in the buyer's own zone. Null without a start.
 */
export function googleCalendarUrl(event: CalendarEvent): string | null {
  const times = eventTimes(event);
  if (!times) return null;
  const url = new URL('https://calendar.google.com/calendar/render');
  const end = times.end?.wall ?? times.start.wall;
  url.search = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compact(times.start.wall)}/${compact(end)}`,
    ...(!Number.isNaN(times.start.instant) && { ctz: event.timezone }),
    location: locationOf(event),
    ...(event.url && { details: event.url }),
  }).toString();
  return url.href;
}

/**
 * Outlook's new-event page for `event`, its times as UTC instants (Outlook reads a time
 * without an offset in the buyer's zone). Null without a start or a known zone.
 */
export function outlookUrl(event: CalendarEvent): string | null {
  const times = eventTimes(event);
  if (!times || Number.isNaN(times.start.instant)) return null;
  const iso = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;
  const url = new URL('https://outlook.live.com/calendar/0/deeplink/compose');
  url.search = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: iso(times.start.instant),
    enddt: iso(times.end?.instant ?? times.start.instant),
    location: locationOf(event),
    ...(event.url && { body: event.url }),
  }).toString();
  return url.href;
}
