/** Test helper: renders UI inside a `WidgetRoot` (text context) and cleans up after each test. */
import { cleanup, render } from '@testing-library/preact';
import type { ComponentChildren } from 'preact';
import { afterEach } from 'vitest';
import type { EventDetail, Tier } from '../api/schemas';
import { WidgetRoot } from './root';

afterEach(cleanup);

/** Renders `ui` in English (or `lang`) for a buyer in `buyerTimeZone` (default Los Angeles). */
export function renderUi(
  ui: ComponentChildren,
  lang = 'en',
  buyerTimeZone = 'America/Los_Angeles',
) {
  return render(
    <WidgetRoot lang={lang} buyerTimeZone={buyerTimeZone}>
      {ui}
    </WidgetRoot>,
  );
}

/** A tier with sensible defaults. */
export const tier = (over: Partial<Tier> = {}): Tier => ({
  id: 'std',
  name: 'Standard',
  description: null,
  price: 25,
  color: '#ff8800',
  available: 100,
  soldOut: false,
  ...over,
});

/** An on-sale event in Tokyo with one tier. */
export const eventDetail = (over: Partial<EventDetail> = {}): EventDetail => ({
  id: 'evt_1',
  slug: 'tokyo-night',
  title: 'Tokyo Night',
  description: null,
  category: null,
  ageRestriction: null,
  startsAt: '2025-07-12T19:30',
  endsAt: null,
  timezone: 'Asia/Tokyo',
  venueName: 'Zepp Haneda',
  address: null,
  lat: null,
  lng: null,
  coverImageUrl: null,
  posterImageUrl: null,
  organizerName: null,
  seating: 'general_admission',
  currency: 'EUR',
  status: 'on_sale',
  maxTicketsPerOrder: 6,
  capacity: 100,
  sold: 0,
  available: 100,
  tiers: [tier()],
  questions: [],
  paymentsEnabled: true,
  acceptsPromoCodes: false,
  checkoutUrl: null,
  ...over,
});
