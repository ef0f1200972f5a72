/**
 * The demo events (docs/sandbox.md). Each `event` is typed as the *input* of the EventDetail
 * schema, so a fixture that drifts from the contract fails to compile (and
 * fixtures.test.ts parses every one). Relative URLs (`/sandbox/...`) are made absolute
 * against the request's origin when served.
 */
import type { EventFixture } from './event-fixture.ts';
import { EXTRA_EVENTS } from './fixtures-extra.ts';
import { SERIES_EVENTS } from './fixtures-series.ts';

export type { EventFixture } from './event-fixture.ts';

const SUMMER_FEST: EventFixture = {
  serviceFee: 1.5,
  // The Weekend Pass is listed at 89.00 but quotes at 94.50: the listing is a cached
  // estimate and the price rose, so the widget must show the difference.
  quotedPrices: { weekend: 94.5 },
  event: {
    id: 'evt_summer_fest',
    slug: 'summer-fest',
    title: 'Summer Fest 2027',
    description:
      'Two days of open-air music on the old airfield: three stages, forty acts and the longest sunset of the year.\n\n' +
      'Bring a <blanket> & sunscreen. Re-entry is allowed with your wristband.\n\n' +
      'Food trucks, water refill points and a quiet zone are on site.',
    category: 'Music festival',
    ageRestriction: '18+',
    startsAt: '2027-07-17T14:00',
    endsAt: '2027-07-18T23:30:00+02:00',
    timezone: 'Europe/Berlin',
    venueName: 'Tempelhofer Feld',
    address: 'Tempelhofer Damm 1, 12101 Berlin, Germany',
    lat: 52.4731,
    lng: 13.4017,
    posterImageUrl: '/sandbox/poster/summer-fest.svg',
    organizerName: 'Sommerklang GmbH',
    seating: 'general_admission',
    currency: 'EUR',
    status: 'on_sale',
    maxTicketsPerOrder: 6,
    capacity: 2000,
    sold: 1447,
    available: 553,
    tiers: [
      {
        id: 'early-bird',
        name: 'Early Bird Day Ticket',
        description: 'The first 500 day tickets.',
        price: 39,
        color: '#f59e0b',
        available: 0,
        soldOut: true,
      },
      {
        id: 'backstage',
        name: 'Backstage VIP',
        description: 'Backstage bar, lockers and the artists’ terrace. Only a few left.',
        price: 149,
        color: '#db2777',
        available: 3,
        soldOut: false,
      },
      {
        id: 'day',
        name: 'Day Ticket',
        description: 'Entry on one day of your choice.',
        price: 49.5,
        color: '#0ea5e9',
        available: 400,
        soldOut: false,
      },
      {
        id: 'weekend',
        name: 'Weekend Pass',
        description: 'Both days, with re-entry.',
        price: 89,
        color: '#16a34a',
        available: 150,
        soldOut: false,
      },
    ],
    questions: [
      { id: 'emergency_contact', label: 'Emergency contact (name and phone)', required: true },
      { id: 'dietary', label: 'Dietary requirements', required: false },
    ],
    paymentsEnabled: true,
    acceptsPromoCodes: true,
  },
};

const COMMUNITY_MEETUP: EventFixture = {
  event: {
    id: 'evt_community_meetup',
    slug: 'community-meetup',
    title: 'Web Community Meetup #42',
    description: 'Lightning talks, pizza and people who build for the web. Free to attend.',
    category: 'Meetup',
    startsAt: '2027-02-11T18:30',
    endsAt: '2027-02-11T21:30:00+01:00',
    timezone: 'Europe/Amsterdam',
    venueName: 'Pakhuis de Zwijger',
    address: 'Piet Heinkade 179, 1019 HC Amsterdam, Netherlands',
    organizerName: 'Web Community NL',
    seating: 'general_admission',
    currency: 'EUR',
    status: 'on_sale',
    maxTicketsPerOrder: 4,
    capacity: 170,
    sold: 30,
    available: 140,
    tiers: [
      { id: 'general', name: 'Community Ticket', price: 0, available: 120, soldOut: false },
      // A paid tier on an event without payments: the widget must refuse it (docs/security.md).
      {
        id: 'supporter',
        name: 'Supporter Ticket',
        description: 'Chip in for the pizza. Card payments are not set up for this event yet.',
        price: 10,
        available: 20,
        soldOut: false,
      },
    ],
    questions: [
      { id: 'topic', label: 'Which topic would you like to hear about?', required: false },
    ],
    paymentsEnabled: false,
    acceptsPromoCodes: false,
  },
};

const TOKYO_JAZZ: EventFixture = {
  serviceFee: 300,
  event: {
    id: 'evt_tokyo_jazz',
    slug: 'tokyo-jazz-night',
    title: 'Tokyo Jazz Night',
    description: 'A late set of modern jazz in a basement club in Shinjuku.',
    category: 'Concert',
    ageRestriction: '20+',
    startsAt: '2027-03-05T19:30',
    endsAt: '2027-03-05T23:00:00+09:00',
    timezone: 'Asia/Tokyo',
    venueName: 'Shinjuku Pit Inn',
    address: '2-12-4 Shinjuku, Tokyo 160-0022, Japan',
    lat: 35.6909,
    lng: 139.7066,
    posterImageUrl: '/sandbox/poster/tokyo-jazz-night.svg',
    organizerName: 'Blue Hour Records',
    seating: 'general_admission',
    currency: 'JPY',
    status: 'on_sale',
    maxTicketsPerOrder: 8,
    capacity: 120,
    sold: 20,
    available: 100,
    tiers: [
      { id: 'standard', name: 'Standard', price: 4500, available: 80, soldOut: false },
      {
        id: 'premium',
        name: 'Premium with a drink',
        price: 8000,
        color: '#7c3aed',
        available: 20,
        soldOut: false,
      },
    ],
    questions: [],
    paymentsEnabled: true,
    acceptsPromoCodes: true,
  },
};

const OPERA_GALA: EventFixture = {
  event: {
    id: 'evt_opera_gala',
    slug: 'opera-gala',
    title: 'New Year Opera Gala',
    description: 'Arias and overtures, with a seat map: pick your seats on the hosted checkout.',
    category: 'Classical',
    startsAt: '2027-01-01T19:00',
    timezone: 'Europe/London',
    venueName: 'Royal Festival Hall',
    address: 'Belvedere Road, London SE1 8XX, United Kingdom',
    posterImageUrl: '/sandbox/poster/opera-gala.svg',
    organizerName: 'South Bank Opera',
    seating: 'reserved',
    currency: 'GBP',
    status: 'on_sale',
    maxTicketsPerOrder: 10,
    capacity: 900,
    sold: 512,
    available: 388,
    tiers: [
      { id: 'stalls', name: 'Stalls', price: 120, available: 200, soldOut: false },
      { id: 'circle', name: 'Circle', price: 75, available: 188, soldOut: false },
    ],
    questions: [],
    paymentsEnabled: true,
    acceptsPromoCodes: false,
    checkoutUrl: '/sandbox/hosted/opera-gala',
  },
};

/** Every demo event (the list shows them in start order). */
export const EVENT_FIXTURES: readonly EventFixture[] = [
  SUMMER_FEST,
  COMMUNITY_MEETUP,
  TOKYO_JAZZ,
  OPERA_GALA,
  ...EXTRA_EVENTS,
  ...SERIES_EVENTS,
];
