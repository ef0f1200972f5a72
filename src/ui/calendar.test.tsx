import { signal } from '@preact/signals';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client';
import type { EventSummary } from '../api/schemas';
import { createDayFormat } from '../i18n/day-format';
import { createFormat } from '../i18n/format';
import { type CalendarLayout, createCalendar } from '../model/calendar';
import type { EventListModel } from '../model/event-list';
import type { WidgetHost } from '../model/host';
import { createScope } from '../model/scope';
import { resolveDeps } from '../model/types';
import { CalendarView } from './calendar';
import { renderUi } from './testing';

const event = (slug: string, startsAt: string, over: Partial<EventSummary> = {}): EventSummary => ({
  id: slug,
  slug,
  title: slug,
  startsAt,
  timezone: 'Europe/London',
  venueName: 'Riverside Playhouse',
  status: 'on_sale',
  posterImageUrl: null,
  priceFrom: 18,
  currency: 'GBP',
  available: 100,
  ...over,
});

const EVENTS = [
  event('matinee', '2027-02-13T14:30'),
  event('evening', '2027-02-13T19:30', { available: 4 }),
  event('gone', '2027-02-20T19:30', { available: 0 }),
  event('spring', '2027-03-12T19:30'),
];

/** The calendar against an API holding `EVENTS`, opened on 13 February 2027. */
function setup(layout: CalendarLayout = 'calendar', lang = 'en-GB') {
  const client = {
    send: vi.fn(async (_schema: unknown, call: { path: string }) => {
      const query = new URL(call.path, 'https://api.test').searchParams;
      const from = query.get('from') ?? '';
      const to = query.get('to') ?? '9999';
      const data = EVENTS.filter(
        (e) => e.startsAt.slice(0, 10) >= from && e.startsAt.slice(0, 10) <= to,
      );
      return {
        ok: true,
        value: { data: data.slice(0, Number(query.get('limit'))), nextCursor: null },
      };
    }),
  } as unknown as ApiClient;
  const list: EventListModel = {
    events: signal(EVENTS.slice(0, 1)),
    status: signal('ready'),
    error: signal(null),
    hasMore: signal(true),
    loadMore: vi.fn(),
  };
  const host = { emit: vi.fn() } as unknown as WidgetHost;
  const calendar = createCalendar(
    {
      client,
      scope: createScope(),
      deps: resolveDeps({ storage: null, sharedStorage: null }),
      host,
      report: vi.fn(),
    },
    list,
    layout,
    1,
    () => new Date(2026, 10, 29),
  );
  const f = createFormat(lang);
  const onSelect = vi.fn();
  renderUi(
    <CalendarView calendar={calendar} days={createDayFormat(f)} onSelect={onSelect} />,
    lang,
    'Europe/London',
  );
  return { calendar, onSelect };
}

const grid = () => screen.getByRole('grid');
const focused = () => document.activeElement?.getAttribute('data-day');

describe('CalendarView', () => {
  it('names the month, the weekdays in full for screen readers, and each day with its events', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('February 2027');
    const headers = within(grid())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers[0]).toBe('MonMonday');
    const day = await screen.findByRole('button', {
      name: 'Saturday, 13 February 2027, 2 events, On sale, Few left',
    });
    expect(day.getAttribute('tabindex')).toBe('0');
    expect(day.closest('[role="gridcell"]')?.getAttribute('aria-selected')).toBe('true');
    expect(
      screen.getByRole('button', { name: /^Saturday, 20 February 2027, 1 event, Sold out$/ }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Monday, 1 February 2027, No events on this day.' }),
    ).toBeTruthy();
  });

  it('lists the chosen day’s events with their times and availability in words, and opens one', async () => {
    const { onSelect } = setup();
    const agenda = (
      await screen.findByRole('heading', { name: 'Saturday, 13 February 2027' })
    ).closest('section');
    const items = within(agenda as HTMLElement).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'matinee14:30 · Riverside PlayhouseOn sale',
      'evening19:30 · Riverside PlayhouseFew left',
    ]);
    fireEvent.click(within(items[1] as HTMLElement).getByRole('button', { name: 'evening' }));
    expect(onSelect).toHaveBeenCalledWith('evening');
  });

  it('moves by day, week, to the week’s ends and by month with the keys of the grid pattern', async () => {
    const { calendar } = setup();
    const start = await screen.findByRole('button', { name: /^Saturday, 13 February/ });
    start.focus();
    const press = (key: string, shiftKey = false) =>
      fireEvent.keyDown(document.activeElement as Element, { key, shiftKey });
    press('ArrowRight');
    await waitFor(() => expect(focused()).toBe('2027-02-14'));
    press('ArrowDown');
    await waitFor(() => expect(focused()).toBe('2027-02-21'));
    press('Home');
    await waitFor(() => expect(focused()).toBe('2027-02-15'));
    press('End');
    await waitFor(() => expect(focused()).toBe('2027-02-21'));
    press('PageDown');
    await waitFor(() => expect(focused()).toBe('2027-03-21'));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('March 2027');
    // The live region names the month it moved to.
    expect(screen.getByRole('status').textContent).toBe('March 2027');
    press('ArrowUp');
    await waitFor(() => expect(focused()).toBe('2027-03-14'));
    expect(calendar.day.value).toBe('2027-03-14');
  });

  it('mirrors the arrows right to left', async () => {
    setup('calendar', 'he');
    const start = document.querySelector<HTMLElement>('[data-day="2027-02-13"]');
    start?.focus();
    // happy-dom computes no direction: the widget's root says it.
    vi.spyOn(window, 'getComputedStyle').mockReturnValue({
      direction: 'rtl',
    } as CSSStyleDeclaration);
    fireEvent.keyDown(start as Element, { key: 'ArrowLeft' });
    await waitFor(() => expect(focused()).toBe('2027-02-14'));
    vi.restoreAllMocks();
  });

  it('offers the next month with events from an empty one', async () => {
    const { calendar } = setup();
    calendar.choose('2027-05-10');
    const next = await screen.findByRole('button', { name: 'Next month with events' });
    expect(document.querySelector('.bo-cal__empty p')?.textContent).toBe('No events in May 2027.');
    fireEvent.click(next);
    await waitFor(() => expect(screen.getByText('No events after these.')).toBeTruthy());
  });

  it('shows seven days from the locale’s first day in the week view', async () => {
    setup('week');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/^8\s?–\s?14 Feb 2027$/);
    expect(within(grid()).getAllByRole('gridcell')).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeTruthy();
  });
});
