import { describe, expect, it } from 'vitest';
import { Config, EventDetail, Palettes } from '../api/schemas.ts';
import { EVENT_FIXTURES } from './fixtures.ts';
import { ACCOUNTS } from './keys.ts';
import { configFor, PALETTES } from './palettes.ts';

const events = EVENT_FIXTURES.map((f) => EventDetail.parse(f.event));
const bySlug = (slug: string) => {
  const e = events.find((x) => x.slug === slug);
  if (!e) throw new Error(`missing fixture ${slug}`);
  return e;
};

describe('sandbox fixtures', () => {
  it.each(EVENT_FIXTURES.map((f) => [f.event.slug, f]))('%s parses as EventDetail', (_slug, f) => {
    const r = EventDetail.safeParse(f.event);
    expect(r.success ? [] : r.error.issues).toEqual([]);
  });

  it('palettes and every account config parse', () => {
    expect(Palettes.safeParse(PALETTES).success).toBe(true);
    expect(PALETTES.length).toBeGreaterThanOrEqual(3);
    for (const a of ACCOUNTS) expect(Config.safeParse(configFor(a)).success).toBe(true);
  });

  it('ids and slugs are unique and counts add up', () => {
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    expect(new Set(events.map((e) => e.slug)).size).toBe(events.length);
    for (const e of events) {
      expect(e.available, e.slug).toBe(e.tiers.reduce((n, t) => n + t.available, 0));
      expect(e.sold + e.available, e.slug).toBeLessThanOrEqual(e.capacity);
      for (const t of e.tiers) expect(t.soldOut, `${e.slug}/${t.id}`).toBe(t.available === 0);
    }
  });

  it('cover the demo events: paid multi-tier event with a sold-out and a nearly sold-out tier', () => {
    const e = bySlug('summer-fest');
    expect(e.status).toBe('on_sale');
    expect(e.tiers.some((t) => t.soldOut)).toBe(true);
    expect(e.tiers.some((t) => t.available > 0 && t.available <= 3)).toBe(true);
    expect(e.questions.some((q) => q.required)).toBe(true);
    expect(e.questions.some((q) => !q.required)).toBe(true);
    expect(e.acceptsPromoCodes).toBe(true);
    expect(e.endsAt).toMatch(/[+-]\d{2}:\d{2}$/);
    const quoted = EVENT_FIXTURES.find((f) => f.event.slug === 'summer-fest')?.quotedPrices ?? {};
    const listed = e.tiers.find((t) => t.id in quoted);
    expect(listed && quoted[listed.id]).not.toBe(listed?.price);
  });

  it('cover the demo events: free, far time zone, reserved, cancelled and bare events', () => {
    const free = bySlug('community-meetup');
    expect(free.paymentsEnabled).toBe(false);
    expect(free.tiers.some((t) => t.price === 0)).toBe(true);
    expect(bySlug('tokyo-jazz-night')).toMatchObject({ timezone: 'Asia/Tokyo', currency: 'JPY' });
    expect(bySlug('opera-gala').seating).toBe('reserved');
    expect(bySlug('opera-gala').checkoutUrl).toBeTruthy();
    expect(bySlug('harbour-lights').status).toBe('cancelled');
    const bare = EVENT_FIXTURES.find((f) => f.event.slug === 'bare-event')?.event ?? {};
    for (const k of [
      'description',
      'category',
      'ageRestriction',
      'endsAt',
      'address',
      'lat',
      'lng',
      'coverImageUrl',
      'posterImageUrl',
      'organizerName',
      'checkoutUrl',
    ]) {
      expect(bare).not.toHaveProperty(k);
    }
  });
});
