/**
 * Intl formatting for one widget language, with formatters cached per locale inside the
 * object `createFormat` returns (no module-level state: one cache per mounted widget).
 *
 * Event dates: `startsAt` is a wall-clock `YYYY-MM-DDTHH:mm` in the event's
 * IANA `timezone` and is shown as exactly that wall time, whatever the buyer's zone. We
 * never let the buyer's zone touch it: the wall components are formatted as if they were
 * UTC. The true instant is only computed to name the zone (names depend on DST) and to
 * decide whether the buyer's clock differs. `endsAt` may carry an offset; it is converted
 * into the event's zone the same way.
 */
import { resolveLocale } from './locale';

/** The date line of an event. */
export interface EventWhen {
  /** Start (and end) as wall time of the event's zone, e.g. "Sat, Jul 12, 2025, 7:30 – 11:00 PM". */
  text: string;
  /** The event zone's name ("Japan Standard Time") when the buyer's clock differs, else null. */
  zone: string | null;
  /** For `<time datetime>`: `YYYY-MM-DDTHH:mm`, plus the zone offset when known. */
  dateTime: string;
}

/** Formatting functions bound to one locale. */
export interface Format {
  /** The resolved BCP 47 tag used for `Intl`. */
  readonly locale: string;
  /** Money in major units, e.g. `€25.50`, `¥3,000` (zero-decimal currencies respected). */
  money(amount: number, currency: string): string;
  /** A plain number in the locale's style. */
  number(n: number): string;
  /** An event's date line; `style: 'short'` for compact cards. Never throws. */
  eventWhen(
    startsAt: string,
    timeZone: string,
    endsAt?: string | null,
    style?: 'long' | 'short',
  ): EventWhen;
}

/** Options for tests and special hosts. */
export interface FormatOptions {
  /** The buyer's IANA zone; defaults to the browser's resolved zone. */
  buyerTimeZone?: string;
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const MINUTE = 60_000;

/** Wall-clock components read as UTC milliseconds, or NaN when `s` is not a wall time. */
export function wallMs(s: string): number {
  const m = WALL.exec(s);
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, se] = m.map(Number) as number[];
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, se || 0);
}

const pad = (n: number) => String(Math.trunc(Math.abs(n))).padStart(2, '0');
/** `+09:00` style offset. */
const offsetText = (ms: number) =>
  `${ms < 0 ? '-' : '+'}${pad(ms / 3_600_000)}:${pad((Math.abs(ms) % 3_600_000) / MINUTE)}`;

/**
 * The options of the formatter that gives a zone's offset and name. With the wall format's
 * below, exported for the loader, which builds the same kinds early (src/embed/warm-intl.ts).
 */
export const zoneOptions = (zone: string, style: 'long' | 'short'): Intl.DateTimeFormatOptions => ({
  timeZone: zone,
  timeZoneName: style,
  calendar: 'gregory',
  numberingSystem: 'latn',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** The options of an event's date line, its wall components read as UTC. */
export const wallOptions = (style: 'long' | 'short'): Intl.DateTimeFormatOptions =>
  style === 'long'
    ? { timeZone: 'UTC', dateStyle: 'full', timeStyle: 'short' }
    : {
        timeZone: 'UTC',
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      };

/** The cached value of `key`, made once. */
function memo<T>(cache: Map<string, T>, key: string, make: () => T): T {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const made = make();
  cache.set(key, made);
  return made;
}

/** Creates the formatters for `lang`, each built once and cached. */
export function createFormat(lang: string, options: FormatOptions = {}): Format {
  const locale = resolveLocale(lang);
  const numbers = new Map<string, Intl.NumberFormat>();
  const dates = new Map<string, Intl.DateTimeFormat>();
  const nf = (key: string, o: Intl.NumberFormatOptions) =>
    memo(numbers, key, () => new Intl.NumberFormat(locale, o));
  const df = (key: string, loc: string, o: Intl.DateTimeFormatOptions) =>
    memo(dates, key, () => new Intl.DateTimeFormat(loc, o));

  /**
   * One formatter per zone and style gives both the zone's offset (from the numeric parts)
   * and its name: building an `Intl.DateTimeFormat` for a zone is the costly part (ICU loads
   * the zone's data), so an event's date line builds two in all, this one and the wall
   * format. Latin digits and the Gregorian calendar keep the numeric parts readable in
   * every locale.
   */
  const zoneFormat = (zone: string, style: 'long' | 'short') =>
    df(`z${style}${zone}`, locale, zoneOptions(zone, style));
  /** Offset of `zone` from UTC at `instant`, in ms (throws RangeError for unknown zones). */
  const offset = (instant: number, zone: string): number => {
    const parts = zoneFormat(zone, 'long').formatToParts(instant);
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    const asUtc = Date.UTC(
      get('year'),
      get('month') - 1,
      get('day'),
      get('hour') % 24,
      get('minute'),
    );
    return asUtc - Math.floor(instant / MINUTE) * MINUTE;
  };
  /** The instant whose wall time in `zone` is `wall` (the later reading in DST gaps). */
  const instantOf = (wall: number, zone: string): number => {
    const first = offset(wall, zone);
    const second = offset(wall - first, zone);
    return wall - second;
  };
  /** The buyer's offset at `instant`: the device's own (no Intl needed), or the zone given for tests. */
  const buyerOffset = (instant: number): number =>
    options.buyerTimeZone
      ? offset(instant, options.buyerTimeZone)
      : -new Date(instant).getTimezoneOffset() * MINUTE;
  /** Wall time of `endsAt` in `zone`: wall strings as-is, offset strings converted. */
  const endWall = (endsAt: string, zone: string): number => {
    const wall = wallMs(endsAt);
    if (!Number.isNaN(wall)) return wall;
    const instant = Date.parse(endsAt);
    return Number.isNaN(instant) ? Number.NaN : instant + offset(instant, zone);
  };
  const zoneName = (instant: number, zone: string, style: 'long' | 'short'): string =>
    zoneFormat(zone, style)
      .formatToParts(instant)
      .find((p) => p.type === 'timeZoneName')?.value ?? zone;

  // Formatting the wall components "as UTC" keeps the wall time whatever the buyer's zone.
  const wallFormat = (style: 'long' | 'short') => df(`w${style}`, locale, wallOptions(style));

  return {
    locale,
    money(amount, currency) {
      try {
        return nf(`c${currency}`, { style: 'currency', currency }).format(amount);
      } catch {
        return `${nf('', {}).format(amount)} ${currency}`;
      }
    },
    number: (n) => nf('', {}).format(n),
    eventWhen(startsAt, timeZone, endsAt, style = 'long') {
      const start = wallMs(startsAt);
      if (Number.isNaN(start)) return { text: startsAt, zone: null, dateTime: startsAt };
      const long = style === 'long';
      const dtf = wallFormat(style);
      let zone: string | null = null;
      let dateTime = startsAt.slice(0, 16);
      let end = Number.NaN;
      try {
        const instant = instantOf(start, timeZone);
        const eventOffset = offset(instant, timeZone);
        dateTime += offsetText(eventOffset);
        let buyer: number | null = null;
        try {
          buyer = buyerOffset(instant);
        } catch {
          buyer = null;
        }
        if (buyer !== eventOffset) zone = zoneName(instant, timeZone, style);
        if (long && endsAt) end = endWall(endsAt, timeZone);
      } catch {
        // Unknown zone: the wall time is still right; name the zone as the organizer wrote it.
        zone = timeZone;
        if (long && endsAt) end = wallMs(endsAt);
      }
      const text =
        end > start && typeof dtf.formatRange === 'function'
          ? dtf.formatRange(start, end)
          : dtf.format(start);
      return { text, zone, dateTime };
    },
  };
}
