import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorBody, EventList, type EventSummary } from '../api/schemas.ts';
import { zonedInstant } from '../shared/zone-time.ts';
import { startTestSandbox, type TestClient } from './test-helpers.ts';

/** The sandbox's clock: a day in late November 2026, before every demo event but one. */
const NOW = Date.UTC(2026, 10, 29, 9, 0);

let t: TestClient;
beforeAll(async () => {
  t = await startTestSandbox({ catalogueNow: () => NOW });
});
afterAll(() => t.sb.close());

const list = async (query: string): Promise<EventSummary[]> =>
  EventList.parse(await (await t.api(`/events?limit=100${query}`)).json()).data;
const instant = (e: EventSummary) => zonedInstant(e.startsAt, e.timezone);

describe('GET /events', () => {
  it('lists the events in the order they start, by instant across zones', async () => {
    const events = await list('');
    const instants = events.map(instant);
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
    expect(events[0]?.slug).toBe('opera-gala');
    // A London matinee before the evening show of the same day.
    const day = events.filter((e) => e.startsAt.startsWith('2027-02-13')).map((e) => e.startsAt);
    expect(day).toEqual(['2027-02-13T14:30', '2027-02-13T19:30']);
  });

  it('never lists an event that has ended', async () => {
    const events = await list('');
    expect(events.some((e) => e.startsAt.startsWith('2026-10-10'))).toBe(false);
    const later = await startTestSandbox({ catalogueNow: () => Date.UTC(2027, 1, 13, 20, 0) });
    try {
      const data = EventList.parse(
        await (await later.api('/events?limit=100&to=2027-02-13')).json(),
      ).data;
      // 20:00 UTC is 20:00 in London: the evening show is on (it ends at 22:30), the matinee over.
      expect(data.map((e) => e.startsAt)).toEqual(['2027-02-13T19:30']);
    } finally {
      await later.sb.close();
    }
  });

  it('keeps its catalogue’s day: started in a later year, it lists what it lists today', async () => {
    const slugs = (events: EventSummary[]) => events.map((e) => e.slug);
    const today = slugs(await list(''));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2028, 5, 1, 12, 0) });
    const later = await startTestSandbox();
    try {
      const data = EventList.parse(await (await later.api('/events?limit=100')).json()).data;
      expect(data.length).toBeGreaterThan(20);
      expect(slugs(data)).toEqual(today);
    } finally {
      vi.useRealTimers();
      await later.sb.close();
    }
  });

  it('keeps the days from and to name, each event on its date in its own zone', async () => {
    const march = await list('&from=2027-03-01&to=2027-03-31');
    expect(march.length).toBeGreaterThan(3);
    for (const e of march) expect(e.startsAt.slice(0, 7)).toBe('2027-03');
    // Tokyo 19:30 on 5 March is 10:30 UTC: still the 5th, as the day it is in Tokyo.
    const fifth = await list('&from=2027-03-05&to=2027-03-05');
    expect(fifth.map((e) => e.slug).sort()).toEqual([
      'midsummer-20270305-1930',
      'tokyo-jazz-night',
    ]);
    expect(await list('&from=2027-12-01')).toEqual([]);
  });

  it('pages a range with the same cursors', async () => {
    const first = EventList.parse(
      await (await t.api('/events?limit=2&from=2027-02-01&to=2027-02-28')).json(),
    );
    expect(first.data).toHaveLength(2);
    const rest = EventList.parse(
      await (
        await t.api(
          `/events?limit=100&from=2027-02-01&to=2027-02-28&cursor=${first.nextCursor ?? ''}`,
        )
      ).json(),
    );
    const all = await list('&from=2027-02-01&to=2027-02-28');
    expect([...first.data, ...rest.data]).toEqual(all);
  });

  it('400 invalid_request for a from or to that is not a date', async () => {
    for (const q of ['from=2027-2-1', 'to=tomorrow', 'from=2027-13-40']) {
      const res = await t.api(`/events?${q}`);
      expect(res.status, q).toBe(400);
      const { error } = ErrorBody.parse(await res.json());
      expect(error.code).toBe('invalid_request');
      expect(error.fields?.[0]?.field).toBe(q.split('=')[0]);
    }
  });
});
