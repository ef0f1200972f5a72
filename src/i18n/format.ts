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
 *
 * One numbering system per widget: every number the buyer reads uses the same digits. Engines
 * disagree about a locale's default digits (WebKit gives `ar` Arabic-Indic digits, Chromium
 * and Firefox Latin ones), so the widget does not pick digits of its own: it takes the
 * locale's once, as the engine's `Intl.NumberFormat` resolves them (an explicit `-u-nu-` in
 * the language tag wins), pins every formatter it builds to them, and writes every other
 * number in them too. Counts reach the catalogues as `Count`s (`count()`), whose text is
 * `number()`'s; the few numbers that arrive as text (a catalogue's phone example, the age
 * badge, a zone's name) go through `digits()`. An Arabic buyer on Safari reads Arabic-Indic
 * digits throughout, on Chrome Latin digits throughout; never both. Only what the widget
 * parses uses other digits: the zone formatter reads offsets in Latin digits.
 */
import { DIGITS, digitValue } from '../shared/digits';
import { wallOptions, zoneOptions } from '../shared/intl-options';
import { resolveLocale } from '../shared/locale';
import { instantOf, offsetAt, wallMs } from '../shared/zone-time';

/** The date line of an event. */
export interface EventWhen {
  /** Start (and end) as wall time of the event's zone, e.g. "Sat, Jul 12, 2025, 7:30 – 11:00 PM". */
  text: string;
  /** The event zone's name ("Japan Standard Time") when the buyer's clock differs, else null. */
  zone: string | null;
  /** For `<time datetime>`: `YYYY-MM-DDTHH:mm`, plus the zone offset when known. */
  dateTime: string;
}

/**
 * A count inside a sentence ("Only 3 left", "2 × Day Pass"), as a catalogue function takes
 * it: the plural form is picked on its `value`, and it reads as its `text` (`${n}` in a
 * template), in the widget's digits.
 */
export interface Count {
  /** The number, for `Intl.PluralRules` and comparisons. */
  readonly value: number;
  /** The number as the buyer reads it: `format.number(value)`. */
  readonly text: string;
  /** `text`, so that a count interpolated into a sentence reads in the widget's digits. */
  toString(): string;
}

/** Formatting functions bound to one locale. */
export interface Format {
  /** The resolved BCP 47 tag used for `Intl`. */
  readonly locale: string;
  /** The widget's one numbering system (`latn`, `arab`…): the locale's, as the engine resolves it. */
  readonly numberingSystem: string;
  /** Money in major units, e.g. `€25.50`, `¥3,000` (zero-decimal currencies respected). */
  money(amount: number, currency: string): string;
  /** A plain number in the locale's style. */
  number(n: number): string;
  /** A count for a catalogue's sentence: its value (for plural rules) and its text. */
  count(n: number): Count;
  /**
   * `text` with its digits (Latin, Arabic-Indic or Persian) written in the widget's: for the
   * numbers that arrive as text. Everything else is left as it is.
   */
  digits(text: string): string;
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

/** Direction marks and other invisible format characters. */
const MARKS = /\p{Cf}/gu;
const MINUTE = 60_000;

export { wallMs } from '../shared/zone-time';

const pad = (n: number) => String(Math.trunc(Math.abs(n))).padStart(2, '0');
/** `+09:00` style offset. */
const offsetText = (ms: number) =>
  `${ms < 0 ? '-' : '+'}${pad(ms / 3_600_000)}:${pad((Math.abs(ms) % 3_600_000) / MINUTE)}`;

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
  /** The locale's own number format: its numbering system is the widget's. */
  const plain = () => memo(numbers, '', () => new Intl.NumberFormat(locale));
  let system: string | undefined;
  const nu = () => {
    system ??= plain().resolvedOptions().numberingSystem || 'latn';
    return system;
  };
  const nf = (key: string, o: Intl.NumberFormatOptions) =>
    memo(numbers, key, () => new Intl.NumberFormat(locale, { ...o, numberingSystem: nu() }));
  const df = (key: string, loc: string, o: Intl.DateTimeFormatOptions) =>
    memo(dates, key, () => new Intl.DateTimeFormat(loc, o));

  /**
   * One formatter per zone and style gives both the zone's offset (from the numeric parts)
   * and its name: building an `Intl.DateTimeFormat` for a zone is the costly part (ICU loads
   * the zone's data), so an event's date line builds two in all, this one and the wall
   * format. Latin digits and the Gregorian calendar keep the numeric parts readable in
   * every locale; the zone's name is shown through `digits()`.
   */
  const zoneFormat = (zone: string, style: 'long' | 'short') =>
    df(`z${style}${zone}`, locale, zoneOptions(zone, style));
  /** Offset of `zone` from UTC at `instant`, in ms (throws RangeError for unknown zones). */
  const offset = (instant: number, zone: string): number =>
    offsetAt(zoneFormat(zone, 'long'), instant);
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
  let ten: string[] | undefined;
  /** The widget's digit for `d` (0–9), without the direction marks a format may add. */
  const digit = (d: number) => {
    ten ??= Array.from({ length: 10 }, (_, i) => plain().format(i).replace(MARKS, ''));
    return ten[d] || String(d);
  };
  const digits = (text: string) => text.replace(DIGITS, (c) => digit(digitValue(c)));
  // "GMT+9": the name of a zone without one comes from the Latin-digit zone format.
  const zoneName = (instant: number, zone: string, style: 'long' | 'short'): string =>
    digits(
      zoneFormat(zone, style)
        .formatToParts(instant)
        .find((p) => p.type === 'timeZoneName')?.value ?? zone,
    );

  // Formatting the wall components "as UTC" keeps the wall time whatever the buyer's zone.
  const wallFormat = (style: 'long' | 'short') =>
    df(`w${style}`, locale, { ...wallOptions(style), numberingSystem: nu() });

  return {
    locale,
    get numberingSystem() {
      return nu();
    },
    money(amount, currency) {
      try {
        return nf(`c${currency}`, { style: 'currency', currency }).format(amount);
      } catch {
        return `${plain().format(amount)} ${currency}`;
      }
    },
    number: (n) => plain().format(n),
    count(n) {
      const text = plain().format(n);
      return { value: n, text, toString: () => text };
    },
    digits,
    eventWhen(startsAt, timeZone, endsAt, style = 'long') {
      const start = wallMs(startsAt);
      if (Number.isNaN(start)) return { text: startsAt, zone: null, dateTime: startsAt };
      const long = style === 'long';
      const dtf = wallFormat(style);
      let zone: string | null = null;
      let dateTime = startsAt.slice(0, 16);
      let end = Number.NaN;
      try {
        const instant = instantOf(start, (at) => offset(at, timeZone));
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
