/**
 * The event list's and the calendar's dates in the widget's language, from `Intl`: a day's
 * heading, a month's and a week's name, the names of the weekdays and an event's time of day.
 * Days are `YYYY-MM-DD` and times wall times: their components are formatted as if they were
 * UTC, so no zone moves them (see format.ts). Every formatter uses the widget's digits.
 */

import { resolveLocale } from '../shared/locale';
import type { Format } from './format';

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

/** The options of each format, by its key. */
const OPTIONS: Record<string, Intl.DateTimeFormatOptions> = {
  d: { dateStyle: 'full' },
  m: { month: 'long', year: 'numeric' },
  r: { day: 'numeric', month: 'short', year: 'numeric' },
  n: { day: 'numeric' },
  short: { weekday: 'short' },
  long: { weekday: 'long' },
  t: { hour: 'numeric', minute: '2-digit' },
};

/** The formats the warm-up built, by locale and key: the list's first render takes them over. */
const warmed = new Map<string, Intl.DateTimeFormat>();

/**
 * Builds the list's two formats (a day's heading, a time) once in `lang`, a step per task,
 * while the page waits for the list's answer: the first formatter of a kind loads its locale
 * data, which should not fall between the answer and the list's paint (as src/loader/warm-intl.ts
 * does for the event's), and building one is itself a cost the render then need not pay.
 */
export function warmDayFormat(lang: string): void {
  // The tag `createFormat` gives the widget's own formats, so the render finds these.
  const locale = resolveLocale(lang);
  const steps = ['d', 't'];
  const next = () => {
    const key = steps.shift();
    if (!key) return;
    try {
      const made = new Intl.DateTimeFormat(locale, { ...OPTIONS[key], timeZone: 'UTC' });
      made.format(0);
      warmed.set(`${locale} ${key}`, made);
    } catch {
      // A locale the engine refuses: the list says so when it formats.
    }
    setTimeout(next);
  };
  setTimeout(next);
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

/**
 * The formats of `f`'s locale in its numbering system. A month's name may hold digits of its
 * own (Korean "7월", Chinese "7月"), which no numbering system reaches: every text goes
 * through `f.digits` too, so the list has the widget's digits only.
 */
export function createDayFormat(
  f: Pick<Format, 'locale' | 'numberingSystem' | 'digits'>,
): DayFormat {
  const cache = new Map<string, Intl.DateTimeFormat>();
  const format = (key: string) => {
    let made = cache.get(key);
    if (!made) {
      // The warm-up's has the locale's own digits: it serves when those are the widget's.
      const early = warmed.get(`${f.locale} ${key}`);
      made =
        early?.resolvedOptions().numberingSystem === f.numberingSystem
          ? early
          : new Intl.DateTimeFormat(f.locale, {
              ...OPTIONS[key],
              timeZone: 'UTC',
              numberingSystem: f.numberingSystem,
            });
      cache.set(key, made);
    }
    return made;
  };
  const text = (key: string, at: string) => f.digits(format(key).format(utc(at)));
  return {
    day: (day) => text('d', day),
    month: (day) => text('m', day),
    days: (first, last) => f.digits(format('r').formatRange(utc(first), utc(last))),
    date: (day) => text('n', day),
    weekday: (day, style) => text(style, day),
    time: (wall) => text('t', wall),
  };
}
