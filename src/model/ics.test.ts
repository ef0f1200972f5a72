import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../shared/zone-time';
import { type CalendarEvent, escapeText, fold, icsText } from './ics';

const NOW = Date.UTC(2026, 10, 29, 9, 0);

const MATINEE: CalendarEvent = {
  id: 'evt_midsummer_20270328-1430',
  title: 'A Midsummer Night’s Dream',
  startsAt: '2027-03-28T14:30',
  endsAt: '2027-03-28T17:30',
  timezone: 'Europe/London',
  venueName: 'Riverside Playhouse',
  address: '12 Bankside, London SE1 9TG, United Kingdom',
  url: 'https://shop.example/midsummer?date=2027-03-28',
};

/** The content lines of `text`, unfolded (RFC 5545 section 3.1). */
const unfold = (text: string) =>
  text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);

/** The value of the first line named `name` (with or without parameters). */
const value = (lines: string[], name: string) =>
  lines.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`))?.replace(/^[^:]*:/, '');

/**
 * The instant a calendar would give `DTSTART;TZID=…:<wall>` from the file's own VTIMEZONE: the
 * observance with the latest onset at or before the wall time, its TZOFFSETTO subtracted.
 */
function resolve(lines: string[], wall: string): number {
  const ms = (s: string) =>
    Date.UTC(+s.slice(0, 4), +s.slice(4, 6) - 1, +s.slice(6, 8), +s.slice(9, 11), +s.slice(11, 13));
  const offset = (s: string) =>
    (s[0] === '-' ? -1 : 1) * (+s.slice(1, 3) * 60 + +s.slice(3, 5)) * 60_000;
  let best: { onset: number; to: number } | null = null;
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] !== 'BEGIN:STANDARD' && lines[i] !== 'BEGIN:DAYLIGHT') continue;
    const block = lines.slice(i, lines.indexOf(lines[i]?.replace('BEGIN', 'END') ?? '', i));
    const onset = ms(value(block, 'DTSTART') ?? '');
    const to = offset(value(block, 'TZOFFSETTO') ?? '');
    if (onset <= ms(wall) && (!best || onset > best.onset)) best = { onset, to };
  }
  if (!best) throw new Error('no observance');
  return ms(wall) - best.to;
}

describe('icsText', () => {
  const text = icsText(MATINEE, NOW, 'shop.example') ?? '';
  const lines = unfold(text);

  it('ends every line in CRLF, none longer than 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('is one VEVENT in a VCALENDAR with the fields RFC 5545 requires', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(value(lines, 'VERSION')).toBe('2.0');
    expect(value(lines, 'PRODID')).toBeTruthy();
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(value(lines, 'UID')).toBe('evt_midsummer_20270328-1430@shop.example');
    expect(value(lines, 'DTSTAMP')).toBe('20261129T090000Z');
  });

  it('writes the wall times of the event’s zone, as the organizer gave them', () => {
    expect(lines).toContain('DTSTART;TZID=Europe/London:20270328T143000');
    expect(lines).toContain('DTEND;TZID=Europe/London:20270328T173000');
  });

  it('carries a VTIMEZONE whose rules land a date across the clock change on the right instant', () => {
    expect(value(lines, 'TZID')).toBe('Europe/London');
    // 14:30 on the day British clocks go forward is 13:30 UTC.
    expect(resolve(lines, '20270328T143000')).toBe(Date.UTC(2027, 2, 28, 13, 30));
    expect(lines).toContain('TZOFFSETTO:+0100');
  });

  it.each([
    ['Europe/Berlin', '2027-07-17T14:00', '2027-07-18T23:30:00+02:00'],
    ['Asia/Tokyo', '2027-03-05T23:30', null],
    ['America/New_York', '2027-11-07T01:30', '2027-11-07T03:00'],
    ['Australia/Sydney', '2027-04-04T19:00', null],
    ['Pacific/Auckland', '2027-10-08T18:00', null],
  ])('lands %s %s on its wall clock', (timezone, startsAt, endsAt) => {
    const event = { ...MATINEE, timezone, startsAt, endsAt };
    const own = unfold(icsText(event, NOW, 'shop.example') ?? '');
    const wall = `${startsAt.replace(/[-:]/g, '')}00`;
    expect(own).toContain(`DTSTART;TZID=${timezone}:${wall}`);
    expect(resolve(own, wall)).toBe(zonedInstant(startsAt, timezone));
  });

  it('writes the end of an event given with an offset as the wall time of its zone', () => {
    const event = {
      ...MATINEE,
      timezone: 'Europe/Berlin',
      startsAt: '2027-07-17T14:00',
      endsAt: '2027-07-18T21:30:00Z',
    };
    expect(unfold(icsText(event, NOW, 'shop.example') ?? '')).toContain(
      'DTEND;TZID=Europe/Berlin:20270718T233000',
    );
  });

  it('escapes the organizer’s text and folds it without splitting a character', () => {
    const event = {
      ...MATINEE,
      title:
        'Rock; Paper, Scissors \\ Friends\nLive — ünïcödé 東京ジャズナイト 東京ジャズナイト 東京ジャズナイト',
    };
    const own = icsText(event, NOW, 'shop.example') ?? '';
    expect(value(unfold(own), 'SUMMARY')).toBe(
      'Rock\\; Paper\\, Scissors \\\\ Friends\\nLive — ünïcödé 東京ジャズナイト 東京ジャズナイト 東京ジャズナイト',
    );
    // Each folded line is whole UTF-8: decoding its bytes gives it back.
    for (const line of own.split('\r\n')) {
      const bytes = new TextEncoder().encode(line);
      expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toBe(line);
    }
    expect(own.split('\r\n').some((l) => l.startsWith(' '))).toBe(true);
  });

  it('says the venue, its address and the organizer’s link, nothing else', () => {
    expect(value(lines, 'LOCATION')).toBe(
      'Riverside Playhouse\\, 12 Bankside\\, London SE1 9TG\\, United Kingdom',
    );
    expect(value(lines, 'URL')).toBe(MATINEE.url);
    expect(lines.filter((l) => /^(ATTENDEE|ORGANIZER|CONTACT)/.test(l))).toEqual([]);
  });

  it('gives floating times for a zone the engine does not know, and nothing for a bad start', () => {
    const own = unfold(icsText({ ...MATINEE, timezone: 'Mars/Olympus' }, NOW, 'x') ?? '');
    expect(own).toContain('DTSTART:20270328T143000');
    expect(own.some((l) => l.startsWith('BEGIN:VTIMEZONE'))).toBe(false);
    expect(icsText({ ...MATINEE, startsAt: 'soon' }, NOW, 'x')).toBeNull();
  });
});

describe('fold and escapeText', () => {
  it('leaves a short line alone and folds a long one at 75 octets', () => {
    expect(fold('SUMMARY:short')).toBe('SUMMARY:short');
    const long = `DESCRIPTION:${'a'.repeat(200)}`;
    const folded = fold(long).split('\r\n');
    expect(folded[0]).toHaveLength(75);
    expect(folded.slice(1).every((l) => l.startsWith(' ') && l.length <= 75)).toBe(true);
    expect(folded.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(long);
  });

  it('escapes backslash first, then ; and , and line breaks', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});
