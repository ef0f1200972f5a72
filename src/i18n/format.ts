/**
 * Intl formatting for one widget language, with formatters cached per locale inside the
 * object `createFormat` returns (no module-level state: one cache per mounted widget).
 *
 * Event dates are event-when.ts's: each wall time shown as the event's zone has it.
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
import {
  type DateLineParts,
  type EventWhen,
  type EventZone,
  eventWhen,
  eventZone,
} from './event-when';

export { wallMs } from '../shared/zone-time';
export type { EventWhen, EventZone } from './event-when';

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
  /** An event's date line (its header). Never throws. */
  eventWhen(startsAt: string, timeZone: string, endsAt?: string | null): EventWhen;
  /**
   * A card's: the start's offset and the zone's short name, without a date line (a card
   * writes its time of day under its day's heading). Never throws.
   */
  eventZone(startsAt: string, timeZone: string): EventZone;
}

/** Options for tests and special hosts. */
export interface FormatOptions {
  /** The buyer's IANA zone; defaults to the browser's resolved zone. */
  buyerTimeZone?: string;
}

/** Direction marks and other invisible format characters. */
const MARKS = /\p{Cf}/gu;

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
  const numbers = createNumbers(locale);
  const dates = new Map<string, Intl.DateTimeFormat>();
  const dateFormat = (key: string, o: Intl.DateTimeFormatOptions) =>
    memo(dates, key, () => new Intl.DateTimeFormat(locale, o));
  const parts: DateLineParts = {
    // Formatting the wall components "as UTC" keeps the wall time whatever the buyer's zone.
    wall: () => dateFormat('w', { ...wallOptions(), numberingSystem: numbers.system() }),
    zone: (zone, style) => dateFormat(`z${style}${zone}`, zoneOptions(zone, style)),
    digits: numbers.digits,
    buyerTimeZone: options.buyerTimeZone,
  };

  return {
    locale,
    get numberingSystem() {
      return numbers.system();
    },
    money(amount, currency) {
      try {
        return numbers.format(`c${currency}`, { style: 'currency', currency }).format(amount);
      } catch {
        return `${numbers.plain().format(amount)} ${currency}`;
      }
    },
    number: (n) => numbers.plain().format(n),
    count(n) {
      const text = numbers.plain().format(n);
      return { value: n, text, toString: () => text };
    },
    digits: numbers.digits,
    eventWhen: (startsAt, timeZone, endsAt) => eventWhen(parts, startsAt, timeZone, endsAt),
    eventZone: (startsAt, timeZone) => eventZone(parts, startsAt, timeZone, 'short').place,
  };
}

/** The widget's numbers: the locale's own format, whose numbering system every other one takes. */
interface Numbers {
  /** The locale's own number format. */
  plain(): Intl.NumberFormat;
  /** The widget's one numbering system (`latn`, `arab`…), as the engine resolves the locale's. */
  system(): string;
  /** A number format in the widget's numbering system, built once per `key`. */
  format(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat;
  /** `text` with its digits written in the widget's. */
  digits(text: string): string;
}

/** The number formats of `locale`, each built once, at its first use. */
function createNumbers(locale: string): Numbers {
  const formats = new Map<string, Intl.NumberFormat>();
  const plain = () => memo(formats, '', () => new Intl.NumberFormat(locale));
  let system: string | undefined;
  const nu = () => {
    system ??= plain().resolvedOptions().numberingSystem || 'latn';
    return system;
  };
  let ten: string[] | undefined;
  /** The widget's digit for `d` (0–9), without the direction marks a format may add. */
  const digit = (d: number) => {
    ten ??= Array.from({ length: 10 }, (_, i) => plain().format(i).replace(MARKS, ''));
    return ten[d] || String(d);
  };
  return {
    plain,
    system: nu,
    format: (key, o) =>
      memo(formats, key, () => new Intl.NumberFormat(locale, { ...o, numberingSystem: nu() })),
    digits: (text) => text.replace(DIGITS, (c) => digit(digitValue(c))),
  };
}
