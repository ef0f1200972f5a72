/**
 * An event's start and end as the buyer's calendar needs them: wall times of the event's own
 * zone and the instants they stand for (`startsAt` is a wall time of `timezone`; `endsAt` may
 * carry an offset). A zone the engine does not know keeps the wall times, with no instants.
 */
import { instantOf, offsetAt, offsetFormat, wallMs } from '../shared/zone-time';

/** The event fields its times come from. */
export interface Timed {
  startsAt: string;
  endsAt?: string | null | undefined;
  timezone: string;
}

/** Start and end, each as wall time of the event's zone (UTC ms of its components) and instant. */
export interface EventTimes {
  start: { wall: number; instant: number };
  /** Absent when the event gives no end, or one before its start. */
  end?: { wall: number; instant: number };
  /** The offset of the event's zone at `instant` (NaN when the zone is unknown). */
  offset(instant: number): number;
}

/** The start and end of `event`; null when its `startsAt` is not a wall time. */
export function eventTimes(event: Timed): EventTimes | null {
  const startWall = wallMs(event.startsAt);
  if (Number.isNaN(startWall)) return null;
  let format: Intl.DateTimeFormat | null = null;
  try {
    format = offsetFormat(event.timezone);
  } catch {
    // An unknown zone: the times stay as the organizer wrote them.
  }
  const offset = (instant: number) =>
    format && Number.isFinite(instant) ? offsetAt(format, instant) : Number.NaN;
  const start = { wall: startWall, instant: instantOf(startWall, offset) };
  const endText = event.endsAt ?? '';
  let endWall = wallMs(endText);
  let endInstant = Number.NaN;
  if (Number.isNaN(endWall)) {
    endInstant = Date.parse(endText);
    endWall = endInstant + offset(endInstant);
  } else endInstant = instantOf(endWall, offset);
  const times: EventTimes = { start, offset };
  if (endWall > startWall) times.end = { wall: endWall, instant: endInstant };
  return times;
}
