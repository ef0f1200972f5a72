import { describe, expect, it } from 'vitest';
import { groupByDay } from './day-groups';

/** Events as the API lists them: in the order they start, by instant. */
const event = (slug: string, startsAt: string, timezone: string) => ({ slug, startsAt, timezone });

describe('groupByDay', () => {
  it('puts an event on its date in its own zone, not the buyer’s or UTC', () => {
    // 23:30 in Tokyo is 14:30 UTC and 06:30 in Los Angeles: still the 5th, in Tokyo.
    const groups = groupByDay([event('late-set', '2027-03-05T23:30', 'Asia/Tokyo')]);
    expect(groups).toEqual([
      { day: '2027-03-05', events: [expect.objectContaining({ slug: 'late-set' })] },
    ]);
  });

  it('lists the days in date order when the start order crosses zones', () => {
    // By instant, 01:00 on the 6th in Tokyo (16:00 UTC on the 5th) starts before 20:00 on
    // the 5th in Berlin (19:00 UTC): the 5th is still listed first.
    const groups = groupByDay([
      event('tokyo', '2027-03-06T01:00', 'Asia/Tokyo'),
      event('berlin', '2027-03-05T20:00', 'Europe/Berlin'),
      event('new-york', '2027-03-06T09:00', 'America/New_York'),
    ]);
    expect(groups.map((g) => [g.day, g.events.map((e) => e.slug)])).toEqual([
      ['2027-03-05', ['berlin']],
      ['2027-03-06', ['tokyo', 'new-york']],
    ]);
  });

  it('keeps two events of one day together in their order, on the day clocks change', () => {
    // 28 March 2027: London's clocks go forward at 01:00; a 00:30 and a 14:30 show.
    const groups = groupByDay([
      event('night', '2027-03-28T00:30', 'Europe/London'),
      event('matinee', '2027-03-28T14:30', 'Europe/London'),
      event('next', '2027-03-29T19:30', 'Europe/London'),
    ]);
    expect(groups.map((g) => [g.day, g.events.map((e) => e.slug)])).toEqual([
      ['2027-03-28', ['night', 'matinee']],
      ['2027-03-29', ['next']],
    ]);
  });
});
