import { effect } from '@preact/signals';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from '../api/client';
import { startTestSandbox, type TestClient } from '../sandbox/test-helpers';
import { type CalendarLayout, type CalendarModel, createCalendar } from './calendar';
import { createEventList } from './event-list';
import type { WidgetHost } from './host';
import { createScope } from './scope';
import { resolveDeps } from './types';

/** The sandbox's clock and the buyer's: late November 2026, before every demo event but one. */
const NOW = new Date(2026, 10, 29, 10, 0);

let sandbox: TestClient;
beforeAll(async () => {
  sandbox = await startTestSandbox({ catalogueNow: () => NOW.getTime() });
});
afterAll(() => sandbox.sb.close());

/** A widget's calendar against the sandbox, with the list's first page as the loader asks for it. */
function setup(layout: CalendarLayout, firstDay = 1) {
  const fetch = vi.fn(globalThis.fetch);
  const client = createClient({ api: sandbox.url, key: 'pk_test_demo', fetch });
  const scope = createScope();
  const deps = resolveDeps({ storage: null, sharedStorage: null });
  const host = { emit: vi.fn(), optionName: (n: string) => n } as unknown as WidgetHost;
  const report = vi.fn();
  const list = createEventList(client, scope, deps, host, report);
  const calendar = createCalendar(
    { client, scope, deps, host, report },
    list,
    layout,
    firstDay,
    () => NOW,
  );
  const paths = () =>
    fetch.mock.calls.map(([url]) => String(url).replace(/^.*\/api\/v1\/sell/, ''));
  return { calendar, scope, paths };
}

/** Resolves once the calendar shows its days' events. */
const ready = (calendar: CalendarModel) =>
  new Promise<void>((resolve) => {
    const stop = effect(() => {
      if (calendar.range.value.status === 'ready') {
        queueMicrotask(() => stop());
        resolve();
      }
    });
  });

const titles = (calendar: CalendarModel, day: string) =>
  (calendar.byDay.value.get(day) ?? []).map((e) => `${e.startsAt.slice(11)} ${e.title}`);

describe('the calendar model', () => {
  it('opens on the month of the first listed event, its weeks starting on the locale’s first day', async () => {
    const { calendar, scope } = setup('calendar', 7);
    await ready(calendar);
    expect(calendar.day.value).toBe('2027-01-01');
    const weeks = calendar.weeks.value;
    expect(weeks[0]?.[0]).toBe('2026-12-27');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(titles(calendar, '2027-01-01')).toEqual(['19:00 New Year Opera Gala']);
    scope.dispose();
  });

  it('asks for a month’s days with from and to, unless the first page holds them all', async () => {
    const { calendar, scope, paths } = setup('calendar');
    await ready(calendar);
    calendar.step(1);
    await ready(calendar);
    expect(calendar.day.value).toBe('2027-02-01');
    // The first page runs to 5 March: February is all in it.
    expect(paths()).toEqual(['/events?limit=10']);
    calendar.step(2);
    await ready(calendar);
    expect(paths()).toContain('/events?limit=100&from=2027-03-29&to=2027-05-02');
    expect(titles(calendar, '2027-04-10')).toEqual(['19:30 A Midsummer Night’s Dream']);
    scope.dispose();
  });

  it('shows two events of one day in the order they start, each on its own date', async () => {
    const { calendar, scope } = setup('calendar');
    await ready(calendar);
    calendar.step(1);
    await ready(calendar);
    expect(titles(calendar, '2027-02-13')).toEqual([
      '14:30 A Midsummer Night’s Dream',
      '19:30 A Midsummer Night’s Dream',
    ]);
    // Each event on its own date: 19:30 in Tokyo on 5 March is in March, not in February's grid.
    expect(calendar.byDay.value.has('2027-03-05')).toBe(false);
    scope.dispose();
  });

  it('keeps the chosen day and month for as long as it lives (the way back from an event)', async () => {
    const { calendar, scope, paths } = setup('calendar');
    await ready(calendar);
    calendar.choose('2027-02-20');
    await ready(calendar);
    const asked = paths().length;
    calendar.open('midsummer-20270220-1930');
    calendar.choose('2027-02-20');
    expect(calendar.day.value).toBe('2027-02-20');
    expect(calendar.opened.value).toBe('midsummer-20270220-1930');
    expect(calendar.range.value.status).toBe('ready');
    // Known already: not asked for again.
    expect(paths()).toHaveLength(asked);
    scope.dispose();
  });

  it('skips from a month without events to the next one that has some, and says when none is left', async () => {
    const { calendar, scope } = setup('calendar');
    await ready(calendar);
    calendar.choose('2027-06-10');
    await ready(calendar);
    expect(calendar.range.value).toEqual({ status: 'ready', events: [] });
    calendar.skipToNext();
    await vi.waitFor(() => expect(calendar.day.value).toBe('2027-07-17'));
    calendar.choose('2027-11-01');
    await ready(calendar);
    calendar.skipToNext();
    await vi.waitFor(() => expect(calendar.next.value).toBe('none'));
    scope.dispose();
  });

  it('moves a week by seven days from the locale’s first day, and not back past this week', async () => {
    const { calendar, scope } = setup('week', 1);
    await ready(calendar);
    expect(calendar.weeks.value).toHaveLength(1);
    expect(calendar.weeks.value[0]?.[0]).toBe('2026-12-28');
    calendar.step(6);
    await ready(calendar);
    expect(calendar.weeks.value[0]?.[0]).toBe('2027-02-08');
    expect(titles(calendar, '2027-02-12')).toEqual(['19:30 A Midsummer Night’s Dream']);
    expect(calendar.hasPrevious.value).toBe(true);
    // Today is Sunday 29 November: its week (from Monday the 23rd) is the first one.
    calendar.choose('2026-11-29');
    expect(calendar.hasPrevious.value).toBe(false);
    scope.dispose();
  });
});
