/**
 * The event list by day: each event on its date in its own time zone (an evening in Tokyo is
 * on its Tokyo date, whatever the buyer's clock says), the days in date order, and the events
 * of a day in the order the API gave them (the order they start in).
 */
import type { Day } from './calendar-days';

/** The day of an event: the date of its wall-clock `startsAt` in its own zone. */
export const dayOfEvent = (event: { startsAt: string }): Day => event.startsAt.slice(0, 10);

/** One day's events. */
export interface DayGroup<T> {
  day: Day;
  events: T[];
}

/** `events` grouped by their own day, days in date order, each day's events in the given order. */
export function groupByDay<T extends { startsAt: string }>(events: readonly T[]): DayGroup<T>[] {
  const days = new Map<Day, T[]>();
  for (const event of events) {
    const day = dayOfEvent(event);
    const group = days.get(day);
    if (group) group.push(event);
    else days.set(day, [event]);
  }
  return [...days]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, grouped]) => ({ day, events: grouped }));
}
