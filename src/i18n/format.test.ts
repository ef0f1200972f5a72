import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages as ar } from './ar';
import { createFormat } from './format';
import { digitSystems, likeWebKit } from './testing/digits';

/** ICU separates times with narrow/thin no-break spaces; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u2009\u202f]/g, ' ');
const BUYERS = [
  'America/Los_Angeles',
  'Europe/Berlin',
  'Asia/Tokyo',
  'UTC',
  'Asia/Kolkata',
  'Pacific/Kiritimati',
];

describe('event dates keep the wall time of the event zone', () => {
  it.each(BUYERS)('a Tokyo 19:30 event reads 19:30 for a buyer in %s', (buyer) => {
    const when = createFormat('en-GB', { buyerTimeZone: buyer }).eventWhen(
      '2025-07-12T19:30',
      'Asia/Tokyo',
    );
    expect(plain(when.text)).toMatch(/Saturday, 12 July 2025.*19:30/);
    expect(when.dateTime).toBe('2025-07-12T19:30+09:00');
  });

  it('uses the locale clock: 7:30 PM in American English, whatever the buyer zone', () => {
    for (const buyer of BUYERS) {
      const f = createFormat('en-US', { buyerTimeZone: buyer });
      expect(plain(f.eventWhen('2025-07-12T19:30', 'Asia/Tokyo').text)).toContain('7:30 PM');
    }
  });

  it('names the event zone only when the buyer clock differs', () => {
    const at = (buyer: string, zone: string) =>
      createFormat('en', { buyerTimeZone: buyer }).eventWhen('2025-07-12T19:30', zone).zone;
    expect(at('America/Los_Angeles', 'Asia/Tokyo')).toBe('Japan Standard Time');
    expect(at('Asia/Tokyo', 'Asia/Tokyo')).toBeNull();
    // Same offset under another name: the buyer's clock shows the same time.
    expect(at('Europe/Paris', 'Europe/Berlin')).toBeNull();
    expect(at('Europe/London', 'Europe/Berlin')).toBe('Central European Summer Time');
  });

  it("reads the buyer's own clock from the device when no zone is given", () => {
    // This process's own zone: the event is at the buyer's clock, so no zone is named.
    const here = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(createFormat('en').eventWhen('2025-07-12T19:30', here).zone).toBeNull();
    // A zone at another offset than this process's, in January and in July.
    const elsewhere = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find(
      (zone) =>
        createFormat('en', { buyerTimeZone: here }).eventWhen('2025-01-12T19:30', zone).zone,
    );
    expect(createFormat('en').eventWhen('2025-01-12T19:30', elsewhere ?? '').zone).toMatch(/Time/);
  });

  it('keeps offsets right in locales with another calendar or digits', () => {
    for (const lang of ['th-TH', 'ar-EG', 'ja-JP-u-ca-japanese', 'fa-IR']) {
      const when = createFormat(lang, { buyerTimeZone: 'UTC' }).eventWhen(
        '2025-07-12T19:30',
        'Asia/Tokyo',
      );
      expect(when.dateTime, lang).toBe('2025-07-12T19:30+09:00');
      expect(when.zone, lang).not.toBeNull();
    }
  });

  it('names the zone for the true instant across DST changes', () => {
    const f = createFormat('en', { buyerTimeZone: 'Asia/Tokyo' });
    const before = f.eventWhen('2025-03-30T01:30', 'Europe/Berlin');
    const after = f.eventWhen('2025-03-30T03:30', 'Europe/Berlin');
    expect(before.zone).toBe('Central European Standard Time');
    expect(before.dateTime).toBe('2025-03-30T01:30+01:00');
    expect(after.zone).toBe('Central European Summer Time');
    expect(after.dateTime).toBe('2025-03-30T03:30+02:00');
    expect(plain(after.text)).toContain('3:30 AM');
  });

  it('a card’s zone: the date line’s offset across DST changes, the zone’s short name', () => {
    const f = createFormat('en', { buyerTimeZone: 'Asia/Tokyo' });
    for (const at of ['2025-03-30T01:30', '2025-03-30T03:30', '2025-11-02T01:30']) {
      const card = f.eventZone(at, 'Europe/Berlin');
      expect(card.dateTime, at).toBe(f.eventWhen(at, 'Europe/Berlin').dateTime);
    }
    expect(f.eventZone('2025-03-30T01:30', 'Europe/Berlin').zone).toBe('GMT+1');
    expect(f.eventZone('2025-03-30T03:30', 'Europe/Berlin').zone).toBe('GMT+2');
    expect(f.eventZone('2025-07-12T19:30', 'Asia/Tokyo').zone).toBeNull();
    // An unknown zone keeps the wall time and is named as written.
    expect(f.eventZone('2025-07-12T19:30', 'Mars/Olympus')).toEqual({
      zone: 'Mars/Olympus',
      dateTime: '2025-07-12T19:30',
    });
  });

  it('shows a wall time inside a DST gap or overlap unchanged', () => {
    const f = createFormat('en-GB', { buyerTimeZone: 'America/Los_Angeles' });
    expect(plain(f.eventWhen('2025-03-09T02:30', 'America/New_York').text)).toContain('02:30');
    expect(plain(f.eventWhen('2025-11-02T01:30', 'America/New_York').text)).toContain('01:30');
    expect(f.eventWhen('2025-11-02T01:30', 'America/New_York').zone).toMatch(/Eastern/);
  });

  it('property: the text never depends on the buyer zone', () => {
    const zones = [
      'Asia/Tokyo',
      'Europe/Berlin',
      'America/New_York',
      'Australia/Lord_Howe',
      'UTC',
      'Asia/Kathmandu',
    ];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2037-12-31'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        fc.constantFrom(...zones),
        (d, zone, buyer) => {
          const wall = d.toISOString().slice(0, 16);
          const text = createFormat('en-GB', { buyerTimeZone: buyer }).eventWhen(wall, zone).text;
          expect(plain(text)).toContain(wall.slice(11, 16));
          expect(text).toBe(
            createFormat('en-GB', { buyerTimeZone: 'UTC' }).eventWhen(wall, zone).text,
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('shows a same-day end as a time range, converted from its offset into the event zone', () => {
    const f = createFormat('en-GB', { buyerTimeZone: 'America/Los_Angeles' });
    const withOffset = f.eventWhen('2025-07-12T19:30', 'Asia/Tokyo', '2025-07-12T23:00+09:00');
    const inUtc = f.eventWhen('2025-07-12T19:30', 'Asia/Tokyo', '2025-07-12T14:00:00Z');
    expect(plain(withOffset.text)).toMatch(/19:30 ?– ?23:00/);
    expect(inUtc.text).toBe(withOffset.text);
    expect(plain(withOffset.text).match(/July/g)).toHaveLength(1);
  });

  it('shows both dates when the event ends on another day', () => {
    const f = createFormat('en-GB', { buyerTimeZone: 'UTC' });
    const text = plain(
      f.eventWhen('2025-07-12T22:00', 'Europe/Berlin', '2025-07-13T02:00+02:00').text,
    );
    expect(text).toContain('12 July');
    expect(text).toContain('13 July');
    expect(text).toContain('02:00');
  });

  it('ignores an end before the start or unreadable', () => {
    const f = createFormat('en-GB', { buyerTimeZone: 'UTC' });
    const alone = f.eventWhen('2025-07-12T22:00', 'Europe/Berlin').text;
    expect(f.eventWhen('2025-07-12T22:00', 'Europe/Berlin', '2025-07-12T20:00').text).toBe(alone);
    expect(f.eventWhen('2025-07-12T22:00', 'Europe/Berlin', 'soon').text).toBe(alone);
  });

  it('never throws on an unknown zone or malformed input', () => {
    const f = createFormat('en-GB', { buyerTimeZone: 'Not/AZone' });
    const when = f.eventWhen('2025-07-12T19:30', 'Mars/Olympus_Mons');
    expect(plain(when.text)).toContain('19:30');
    expect(when.zone).toBe('Mars/Olympus_Mons');
    expect(f.eventWhen('tomorrow', 'Asia/Tokyo').text).toBe('tomorrow');
  });
});

describe('money and numbers', () => {
  it('formats JPY without decimals and EUR with cents', () => {
    const en = createFormat('en');
    expect(en.money(3000, 'JPY')).toBe('¥3,000');
    expect(en.money(1234.5, 'JPY')).not.toMatch(/[.,]5/);
    expect(en.money(25.5, 'EUR')).toBe('€25.50');
    expect(plain(createFormat('de').money(25.5, 'EUR'))).toBe('25,50 €');
    expect(plain(createFormat('de').money(3000, 'JPY'))).toBe('3.000 ¥');
  });

  it('formats numbers in the locale', () => {
    expect(createFormat('de').number(1234.5)).toBe('1.234,5');
  });

  it('falls back to English for a malformed language tag instead of throwing', () => {
    const f = createFormat('not a tag!!');
    expect(f.locale).toBe('en');
    expect(f.money(5, 'USD')).toBe('$5.00');
  });

  it('builds each formatter once per locale and currency', () => {
    const Original = Intl.NumberFormat;
    let made = 0;
    class Counting extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made += 1;
      }
    }
    const swap = (value: unknown) =>
      Object.defineProperty(Intl, 'NumberFormat', { value, configurable: true, writable: true });
    swap(Counting);
    try {
      const f = createFormat('en');
      f.money(1, 'EUR');
      f.money(2, 'EUR');
      f.money(3, 'EUR');
      // The locale's own format (it decides the widget's digits, and formats counts) and EUR's.
      expect(made).toBe(2);
      f.money(3, 'JPY');
      f.number(4);
      f.count(5);
      expect(made).toBe(3);
    } finally {
      swap(Original);
    }
  });
});

describe('one numbering system per widget', () => {
  /** Everything a widget in `lang` writes with numbers, for a buyer in Los Angeles. */
  function written(lang: string) {
    const f = createFormat(lang, { buyerTimeZone: 'America/Los_Angeles' });
    const long = f.eventWhen('2025-07-12T19:30', 'Asia/Tokyo', '2025-07-12T23:00');
    const short = f.eventZone('2025-07-12T19:30', 'Asia/Tokyo');
    return {
      f,
      long,
      texts: [
        f.money(89, 'EUR'),
        f.money(3000, 'JPY'),
        f.money(5, 'XXX-not-a-currency'),
        f.number(1234.5),
        f.count(12).text,
        `${f.count(3)}`,
        long.text,
        long.zone ?? '',
        short.zone ?? '',
        f.digits('+44 20 7946 0958, ٣ ۴'),
      ],
    };
  }
  /** The numbering system the engine gives `lang`'s numbers. */
  const engines = (lang: string) => new Intl.NumberFormat(lang).resolvedOptions().numberingSystem;

  it.each([
    'ar',
    'ar-EG',
    'ar-u-nu-arab',
    'ar-u-nu-latn',
    'de',
    'de-u-nu-arab',
    'fa',
    'he',
    'ja',
    'ko-u-nu-arab',
    'th-u-nu-thai',
  ])('%s: prices, counts, dates and zone names share the locale’s digits', (lang) => {
    const { f, texts } = written(lang);
    expect(f.numberingSystem).toBe(engines(lang));
    expect(digitSystems(texts.join(' ')), texts.join(' | ')).toEqual([f.numberingSystem]);
  });

  it('honours the numbering system the language tag names', () => {
    expect(createFormat('ar-u-nu-arab').numberingSystem).toBe('arab');
    expect(createFormat('ar-u-nu-latn').numberingSystem).toBe('latn');
    expect(createFormat('de-u-nu-arab').numberingSystem).toBe('arab');
    expect(createFormat('de').numberingSystem).toBe('latn');
  });

  it('gives Arabic on WebKit Arabic-Indic digits throughout, and still reads the zone offsets', () => {
    const restore = likeWebKit();
    try {
      const { f, long, texts } = written('ar');
      expect(f.numberingSystem).toBe('arab');
      expect(digitSystems(texts.join(' ')), texts.join(' | ')).toEqual(['arab']);
      // The offsets come from the Latin-digit zone format (and name the zone: LA ≠ Tokyo).
      expect(long.dateTime).toBe('2025-07-12T19:30+09:00');
      expect(long.zone).not.toBeNull();
      expect(f.eventZone('2025-07-12T19:30', 'Asia/Tokyo').zone).toBe('غرينتش+٩');
    } finally {
      restore();
    }
    // Chromium and Firefox (and Node): the same Arabic widget in Latin digits throughout.
    const { texts } = written('ar');
    expect(digitSystems(texts.join(' '))).toEqual([engines('ar')]);
  });

  it('hands catalogues counts that read in the widget’s digits and plural on their value', () => {
    const { count } = createFormat('ar-u-nu-arab');
    const three = count(3);
    expect(three.value).toBe(3);
    expect(three.text).toBe('٣');
    expect(`${three}`).toBe('٣');
    expect(String(count(1234))).toBe('١٬٢٣٤');
    // `few` (3–10) takes the plural تذاكر; a count read as text would fall to `other` (تذكرة).
    expect(ar.tiers.left(three)).toBe('لم تتبقَّ سوى ٣ تذاكر');
    expect(ar.tiers.left(count(11))).toBe('لم تتبقَّ سوى ١١ تذكرةً');
    expect(createFormat('de').count(3).text).toBe('3');
  });

  it('writes the digits of a text in the widget’s, whatever digits it came in', () => {
    expect(createFormat('ar-u-nu-arab').digits('+44 20, 18+, ۴۵')).toBe('+٤٤ ٢٠, ١٨+, ٤٥');
    expect(createFormat('de').digits('+٤٤ ٢٠, 18+, ۴۵')).toBe('+44 20, 18+, 45');
    expect(createFormat('fa').digits('18+')).toBe('۱۸+');
    expect(createFormat('de').digits('VIP')).toBe('VIP');
  });
});
