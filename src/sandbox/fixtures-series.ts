/**
 * A touring play, one event per performance (docs/sandbox.md): enough dates to fill months in
 * the calendar, two on one day, one sold out, one with few seats left, one in the past (never
 * listed), a Sunday matinee on the day British clocks go forward, and two nights in New York.
 */
import type { EventFixture } from './event-fixture.ts';

/** One performance: its wall time, zone and seats left (`undefined`: plenty). */
interface Performance {
  at: string;
  zone: 'Europe/London' | 'America/New_York';
  left?: number;
}

const PERFORMANCES: readonly Performance[] = [
  { at: '2026-10-10T19:30', zone: 'Europe/London' },
  { at: '2027-02-12T19:30', zone: 'Europe/London' },
  { at: '2027-02-13T14:30', zone: 'Europe/London' },
  { at: '2027-02-13T19:30', zone: 'Europe/London' },
  { at: '2027-02-19T19:30', zone: 'Europe/London' },
  { at: '2027-02-20T19:30', zone: 'Europe/London', left: 0 },
  { at: '2027-02-26T19:30', zone: 'Europe/London' },
  { at: '2027-03-05T19:30', zone: 'Europe/London', left: 4 },
  { at: '2027-03-12T19:30', zone: 'Europe/London' },
  { at: '2027-03-27T19:30', zone: 'Europe/London' },
  { at: '2027-03-28T14:30', zone: 'Europe/London' },
  { at: '2027-04-09T19:30', zone: 'America/New_York' },
  { at: '2027-04-10T19:30', zone: 'America/New_York' },
];

const VENUES = {
  'Europe/London': {
    venueName: 'Riverside Playhouse',
    address: '12 Bankside, London SE1 9TG, United Kingdom',
    lat: 51.5076,
    lng: -0.0994,
    currency: 'GBP',
    prices: [32, 18],
  },
  'America/New_York': {
    venueName: 'Hudson Street Theater',
    address: '480 Hudson Street, New York, NY 10014, United States',
    lat: 40.7317,
    lng: -74.0071,
    currency: 'USD',
    prices: [45, 25],
  },
} as const;

/** The performance at `at` as an event: its slug names its date and time. */
function performance({ at, zone, left }: Performance): EventFixture {
  const venue = VENUES[zone];
  const stamp = at.replace(/[-:]/g, '').replace('T', '-');
  const [stalls = 100, balcony = 50] = left === undefined ? [] : [left, 0];
  const end = new Date(`${at}:00Z`);
  end.setUTCHours(end.getUTCHours() + 3);
  return {
    event: {
      id: `evt_midsummer_${stamp}`,
      slug: `midsummer-${stamp}`,
      title: 'A Midsummer Night’s Dream',
      description: 'Shakespeare’s comedy of lovers lost in a wood, on tour with Riverside Players.',
      category: 'Theatre',
      startsAt: at,
      endsAt: end.toISOString().slice(0, 16),
      timezone: zone,
      venueName: venue.venueName,
      address: venue.address,
      lat: venue.lat,
      lng: venue.lng,
      organizerName: 'Riverside Players',
      seating: 'general_admission',
      currency: venue.currency,
      status: 'on_sale',
      maxTicketsPerOrder: 6,
      capacity: 150,
      sold: 150 - stalls - balcony,
      available: stalls + balcony,
      tiers: [
        {
          id: 'stalls',
          name: 'Stalls',
          price: venue.prices[0],
          available: stalls,
          soldOut: stalls === 0,
        },
        {
          id: 'balcony',
          name: 'Balcony',
          price: venue.prices[1],
          available: balcony,
          soldOut: balcony === 0,
        },
      ],
      questions: [],
      paymentsEnabled: true,
      acceptsPromoCodes: false,
    },
  };
}

/** Every performance of the tour, in date order. */
export const SERIES_EVENTS: readonly EventFixture[] = PERFORMANCES.map(performance);
