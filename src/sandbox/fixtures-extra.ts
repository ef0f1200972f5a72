/**
 * The remaining demo events: a cancelled one, one with every optional field absent, and
 * enough others (scheduled, sales ended, sold out) that `GET /events?limit=2` has 5 pages.
 */
import type { EventFixture } from './event-fixture.ts';

const CANCELLED: EventFixture = {
  event: {
    id: 'evt_harbour_lights',
    slug: 'harbour-lights',
    title: 'Harbour Lights Parade',
    description: 'Cancelled because of the storm forecast. Ticket holders are refunded.',
    startsAt: '2027-04-24T20:00',
    timezone: 'Europe/Lisbon',
    venueName: 'Cais do Sodré',
    seating: 'general_admission',
    currency: 'EUR',
    status: 'cancelled',
    maxTicketsPerOrder: 6,
    capacity: 300,
    sold: 0,
    available: 0,
    tiers: [{ id: 'standing', name: 'Standing', price: 15, available: 0, soldOut: true }],
    questions: [],
    paymentsEnabled: true,
    acceptsPromoCodes: false,
  },
};

/** Only the required fields: optional ones are absent (not null). */
const BARE: EventFixture = {
  event: {
    id: 'evt_bare',
    slug: 'bare-event',
    title: 'Bare Event',
    startsAt: '2027-05-20T10:00',
    timezone: 'America/New_York',
    venueName: 'Room 101',
    seating: 'general_admission',
    currency: 'USD',
    status: 'on_sale',
    maxTicketsPerOrder: 5,
    capacity: 50,
    sold: 0,
    available: 50,
    tiers: [{ id: 'entry', name: 'Entry', price: 20, available: 50, soldOut: false }],
    questions: [],
    paymentsEnabled: true,
    acceptsPromoCodes: false,
  },
};

const SCHEDULED: EventFixture = {
  event: {
    id: 'evt_autumn_lecture',
    slug: 'autumn-lecture',
    title: 'Autumn Lecture: The History of Tickets',
    description: 'Sales open four weeks before the lecture.',
    startsAt: '2027-10-08T18:00',
    timezone: 'Pacific/Auckland',
    venueName: 'Auckland Town Hall',
    organizerName: 'Aotearoa Society of Curious Things',
    seating: 'general_admission',
    currency: 'NZD',
    status: 'scheduled',
    maxTicketsPerOrder: 4,
    capacity: 400,
    sold: 0,
    available: 400,
    tiers: [{ id: 'seat', name: 'Seat', price: 25, available: 400, soldOut: false }],
    questions: [],
    paymentsEnabled: true,
    acceptsPromoCodes: false,
  },
};

const SALES_ENDED: EventFixture = {
  event: {
    id: 'evt_spring_run',
    slug: 'spring-run',
    title: 'Spring City Run 10k',
    startsAt: '2027-04-04T09:00',
    timezone: 'America/Los_Angeles',
    venueName: 'Golden Gate Park',
    seating: 'general_admission',
    currency: 'USD',
    status: 'sales_ended',
    maxTicketsPerOrder: 2,
    capacity: 1000,
    sold: 640,
    available: 360,
    tiers: [{ id: 'runner', name: 'Runner', price: 35, available: 360, soldOut: false }],
    questions: [{ id: 'shirt_size', label: 'T-shirt size', required: true }],
    paymentsEnabled: true,
    acceptsPromoCodes: false,
  },
};

const SOLD_OUT: EventFixture = {
  event: {
    id: 'evt_comedy_club',
    slug: 'comedy-club',
    title: 'Late Comedy Club',
    startsAt: '2027-02-27T21:00',
    timezone: 'Europe/Dublin',
    venueName: 'The Laughing Pint',
    seating: 'general_admission',
    currency: 'EUR',
    status: 'sold_out',
    maxTicketsPerOrder: 4,
    capacity: 80,
    sold: 80,
    available: 0,
    tiers: [{ id: 'seat', name: 'Seat', price: 18, available: 0, soldOut: true }],
    questions: [],
    paymentsEnabled: true,
    acceptsPromoCodes: false,
  },
};

/** Events after the four headline ones, in list order. */
export const EXTRA_EVENTS: readonly EventFixture[] = [
  CANCELLED,
  BARE,
  SCHEDULED,
  SALES_ENDED,
  SOLD_OUT,
];
