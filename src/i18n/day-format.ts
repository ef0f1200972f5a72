/**
 * The event list's and the calendar's dates in the widget's language, from `Intl`: a day's
 * heading, a month's and a week's name, the names of the weekdays and an event's time of day.
 * Days are `YYYY-MM-DD` and times wall times: their components are formatted as if they were
 * UTC, so no zone moves them (see format.ts). Every formatter uses the widget's digits.
 */

/** Dates of the list and the calendar, in one locale. */
export interface DayFormat {
  /** "Friday 12 February 2027". */
  day(day: string): string;
  /** "February 2027". */
  month(day: string): string;
  /** "12 – 18 Feb 2027": the days from `first` to `last`. */
  days(first: string, last: string): string;
  /** The day of the month, "12". */
  date(day: string): string;
  /** The weekday of `day`: "Fri" (`short`) or "Friday" (`long`). */
  weekday(day: string, style: 'short' | 'long'): string;
  /** The time of day of a wall time `YYYY-MM-DDTHH:mm`, "19:30" or "7:30 PM". */
  time(wall: string): string;
}

/** UTC milliseconds of a day or a wall time's components. */
const utc = (text: string): number =>
  Date.UTC(
    Number(text.slice(0, 4)),
    Number(text.slice(5, 7)) - 1,
    Number(text.slice(8, 10)),
    Number(text.slice(11, 13)) || 0,
    Number(text.slice(14, 16)) || 0,
  );

/** The formats of `locale`, with `numberingSystem`'s digits (the widget's `Format` has both). */
export function createDayFormat(locale: string, numberingSystem: string): DayFormat {
  const cache = new Map<string, Intl.DateTimeFormat>();
  const format = (key: string, options: Intl.DateTimeFormatOptions) => {
    let made = cache.get(key);
    if (!made) {
      made = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC', numberingSystem });
      cache.set(key, made);
    }
    return made;
  };
  return {
    day: (day) => format('d', { dateStyle: 'full' }).format(utc(day)),
    month: (day) => format('m', { month: 'long', year: 'numeric' }).format(utc(day)),
    days: (first, last) =>
      format('r', { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(
        utc(first),
        utc(last),
      ),
    date: (day) => format('n', { day: 'numeric' }).format(utc(day)),
    weekday: (day, style) => format(style, { weekday: style }).format(utc(day)),
    time: (wall) => format('t', { hour: 'numeric', minute: '2-digit' }).format(utc(wall)),
  };
}
