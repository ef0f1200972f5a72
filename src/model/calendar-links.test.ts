import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, outlookUrl } from './calendar-links';
import type { CalendarEvent } from './ics';
import { mapUrl } from './map-link';

const SUMMER: CalendarEvent = {
  id: 'evt_summer_fest',
  title: 'Summer Fest 2027',
  startsAt: '2027-07-17T14:00',
  endsAt: '2027-07-18T23:30:00+02:00',
  timezone: 'Europe/Berlin',
  venueName: 'Tempelhofer Feld',
  address: 'Tempelhofer Damm 1, 12101 Berlin, Germany',
  url: 'https://shop.example/summer',
};

describe('calendar links', () => {
  it('open Google Calendar with the wall times and the event’s zone', () => {
    const url = new URL(googleCalendarUrl(SUMMER) ?? '');
    expect(url.origin).toBe('https://calendar.google.com');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Summer Fest 2027');
    expect(url.searchParams.get('dates')).toBe('20270717T140000/20270718T233000');
    expect(url.searchParams.get('ctz')).toBe('Europe/Berlin');
    expect(url.searchParams.get('location')).toBe(
      'Tempelhofer Feld, Tempelhofer Damm 1, 12101 Berlin, Germany',
    );
    expect(url.searchParams.get('details')).toBe('https://shop.example/summer');
  });

  it('open Outlook with the instants in UTC, right across a clock change', () => {
    const url = new URL(
      outlookUrl({
        ...SUMMER,
        timezone: 'Europe/London',
        startsAt: '2027-03-28T14:30',
        endsAt: null,
      }) ?? '',
    );
    expect(url.origin).toBe('https://outlook.live.com');
    expect(url.searchParams.get('startdt')).toBe('2027-03-28T13:30:00Z');
    expect(url.searchParams.get('enddt')).toBe('2027-03-28T13:30:00Z');
    expect(url.searchParams.get('subject')).toBe('Summer Fest 2027');
  });

  it('carry no more than the event: no name, e-mail or order of the buyer', () => {
    for (const link of [googleCalendarUrl(SUMMER), outlookUrl(SUMMER)]) {
      const keys = [...new URL(link ?? '').searchParams.keys()];
      expect(keys.filter((k) => /mail|name|phone|order|attendee/i.test(k))).toEqual([]);
    }
  });
});

describe('mapUrl', () => {
  it('marks the venue’s coordinates, else searches its address, else has none', () => {
    const marked = new URL(mapUrl({ venueName: 'Pit Inn', lat: 35.6909, lng: 139.7066 }) ?? '');
    expect(marked.origin).toBe('https://www.openstreetmap.org');
    expect(marked.searchParams.get('mlat')).toBe('35.6909');
    expect(marked.searchParams.get('mlon')).toBe('139.7066');
    const searched = new URL(
      mapUrl({ venueName: 'Room 101', address: '1 Main St', lat: null }) ?? '',
    );
    expect(searched.pathname).toBe('/search');
    expect(searched.searchParams.get('query')).toBe('Room 101, 1 Main St');
    expect(mapUrl({ venueName: 'Room 101' })).toBeNull();
    expect(mapUrl({ venueName: 'Nowhere', lat: 95, lng: 10 })).toBeNull();
  });
});
