/**
 * What `GET /events` lists (docs/sandbox.md): the events that have not ended, in the order
 * they start (by instant, whatever their zones), kept to the days `from`/`to` name, each
 * event's day being its date in its own time zone.
 */
import type { EventSummary } from '../api/schemas.ts';
import { wallMs, zonedInstant } from '../shared/zone-time.ts';
import { type ApiFailure, invalid } from './http-errors.ts';

/** The days a list request keeps, inclusive (`YYYY-MM-DD`, absent: no bound). */
export interface DayRange {
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads `from` and `to`; 400 `invalid_request` when one is not a `YYYY-MM-DD` date. */
export function parseRange(
  from: string | undefined,
  to: string | undefined,
): DayRange | ApiFailure {
  const fields = Object.entries({ from, to })
    .filter(
      ([, value]) => value !== undefined && !(DAY.test(value) && !Number.isNaN(Date.parse(value))),
    )
    .map(([field]) => ({ field, message: 'Must be a date, YYYY-MM-DD.' }));
  if (fields.length > 0) return invalid(fields);
  return { ...(from && { from }), ...(to && { to }) };
}

/**
 * When an event ends: `endsAt` (a wall time of its zone, or with an offset), else its start,
 * the last moment a ticket for it makes sense.
 */
const endOf = (e: EventSummary): number => {
  const end = e.endsAt ? zonedInstant(e.endsAt, e.timezone) : Number.NaN;
  return Number.isNaN(end) ? zonedInstant(e.startsAt, e.timezone) : end;
};

/** The rows a list request shows at `now`: not ended, within `range`, in start order. */
export function listed(
  rows: readonly EventSummary[],
  range: DayRange,
  now: number,
): EventSummary[] {
  const day = (e: EventSummary) => e.startsAt.slice(0, 10);
  return rows
    .filter((e) => !(endOf(e) <= now))
    .filter((e) => (!range.from || day(e) >= range.from) && (!range.to || day(e) <= range.to))
    .map((e) => ({ e, at: zonedInstant(e.startsAt, e.timezone) || wallMs(e.startsAt) }))
    .sort((a, b) => a.at - b.at || a.e.slug.localeCompare(b.e.slug))
    .map(({ e }) => e);
}
