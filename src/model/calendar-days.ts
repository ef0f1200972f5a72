/**
 * Calendar days as `YYYY-MM-DD` text, for the month and week views: the arithmetic of days,
 * weeks and months of the Gregorian calendar, with no time of day and no zone (an event's
 * day is its date in its own zone, the first ten characters of its `startsAt`).
 */

/** A day: `YYYY-MM-DD`. */
export type Day = string;

const DAY_MS = 86_400_000;

/** UTC milliseconds of midnight of `day`. */
const msOf = (day: Day): number =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/** The day of `ms` (UTC). */
const dayOf = (ms: number): Day => new Date(ms).toISOString().slice(0, 10);

/** `day` moved by `n` days (negative: back). */
export const addDays = (day: Day, n: number): Day => dayOf(msOf(day) + n * DAY_MS);

/** The ISO weekday of `day`: 1 for Monday to 7 for Sunday. */
export const weekday = (day: Day): number => new Date(msOf(day)).getUTCDay() || 7;

/** The first day of the week holding `day`, for weeks that start on `firstDay` (1–7). */
export const weekStart = (day: Day, firstDay: number): Day =>
  addDays(day, -((weekday(day) - firstDay + 7) % 7));

/** The seven days of the week holding `day`. */
export const weekOf = (day: Day, firstDay: number): Day[] => {
  const start = weekStart(day, firstDay);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
};

/** The first day of the month holding `day`, moved by `n` months. */
export function monthStart(day: Day, n = 0): Day {
  const date = new Date(msOf(day));
  return dayOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + n, 1));
}

/** The last day of the month holding `day`. */
export const monthEnd = (day: Day): Day => addDays(monthStart(day, 1), -1);

/** Whether `a` and `b` are in the same month. */
export const sameMonth = (a: Day, b: Day): boolean => a.slice(0, 7) === b.slice(0, 7);

/**
 * The weeks a month grid shows for the month holding `day`: whole weeks starting on
 * `firstDay`, from the week of the month's first day to the week of its last (four to six).
 */
export function monthGrid(day: Day, firstDay: number): Day[][] {
  const weeks: Day[][] = [];
  const last = monthEnd(day);
  for (let start = weekStart(monthStart(day), firstDay); start <= last; start = addDays(start, 7))
    weeks.push(weekOf(start, firstDay));
  return weeks;
}

/**
 * `day` moved by `n` months, on the same date where the month has it, else on its last day
 * (31 January and one month: 28 or 29 February).
 */
export function addMonths(day: Day, n: number): Day {
  const start = monthStart(day, n);
  const end = monthEnd(start);
  const moved = `${start.slice(0, 8)}${day.slice(8, 10)}`;
  return moved > end ? end : moved;
}

/** Today's date where the buyer is, as a day. */
export function today(now = new Date()): Day {
  return dayOf(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}
