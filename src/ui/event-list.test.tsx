import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import type { EventSummary } from '../api/schemas';
import { BackButton, EventList, type EventListProps } from './event-list';
import { renderUi, sentence } from './testing';

const row = (over: Partial<EventSummary> = {}): EventSummary => ({
  id: 'e1',
  slug: 'summer-fest',
  title: 'Summer Fest',
  startsAt: '2025-07-12T19:30',
  timezone: 'Europe/Berlin',
  venueName: 'Park',
  status: 'on_sale',
  posterImageUrl: null,
  priceFrom: 25,
  currency: 'EUR',
  available: 100,
  ...over,
});

function setup(over: Partial<EventListProps> = {}) {
  const props: EventListProps = {
    events: [row()],
    hasMore: false,
    onMore: vi.fn(),
    onSelect: vi.fn(),
    ...over,
  };
  renderUi(<EventList {...props} />, 'en-GB', 'Europe/London');
  return props;
}

describe('EventList', () => {
  it('shows each event under its day, with its time in its own zone and the price from', () => {
    setup({
      events: [
        row(),
        row({
          id: 'e2',
          slug: 'tokyo',
          title: 'Tokyo',
          timezone: 'Asia/Tokyo',
          startsAt: '2025-08-01T18:00',
        }),
      ],
    });
    const days = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(days).toEqual(['Saturday, 12 July 2025', 'Friday, 1 August 2025']);
    const times = [...document.querySelectorAll('.bo-card time')].map((t) => t.textContent);
    expect(times).toEqual(['19:30', '18:00']);
    expect(screen.getAllByText(sentence('from €25.00'))).toHaveLength(2);
    expect(screen.getByText(/GMT\+9/)).toBeTruthy();
  });

  it('puts a late evening in Tokyo on its Tokyo date, and two events of one day under one heading', () => {
    // 23:30 in Tokyo on 5 March is 14:30 UTC, still the morning of the 5th in London.
    setup({
      events: [
        row({
          id: 'a',
          slug: 'a',
          title: 'Matinee',
          startsAt: '2027-03-05T14:30',
          timezone: 'Europe/London',
        }),
        row({
          id: 'b',
          slug: 'b',
          title: 'Late set',
          startsAt: '2027-03-05T23:30',
          timezone: 'Asia/Tokyo',
        }),
        row({
          id: 'c',
          slug: 'c',
          title: 'Evening',
          startsAt: '2027-03-05T19:30',
          timezone: 'Europe/London',
        }),
      ],
    });
    const days = screen.getAllByRole('heading', { level: 3 });
    expect(days.map((h) => h.textContent)).toEqual(['Friday, 5 March 2027']);
    const titles = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(titles).toEqual(['Matinee', 'Late set', 'Evening']);
  });

  it('labels sold-out and cancelled events', () => {
    setup({
      events: [
        row({ available: 0 }),
        row({ id: 'e2', slug: 'x', title: 'Gone', status: 'cancelled' }),
      ],
    });
    expect(screen.getByText('Sold out')).toBeTruthy();
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.queryByText(/from €/)).toBeNull();
  });

  it('opens an event by its title button', () => {
    const props = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Summer Fest' }));
    expect(props.onSelect).toHaveBeenCalledWith('summer-fest');
  });

  it('pages with "Show more events" only while there are more', () => {
    const props = setup({ hasMore: true });
    fireEvent.click(screen.getByRole('button', { name: 'Show more events' }));
    expect(props.onMore).toHaveBeenCalledOnce();
  });

  it('hides the paging button on the last page', () => {
    setup({ hasMore: false });
    expect(screen.queryByRole('button', { name: 'Show more events' })).toBeNull();
  });

  it('does not page twice while a page is loading', () => {
    const props = setup({ hasMore: true, loadingMore: true });
    const more = screen.getByRole('button', { name: 'Loading more events…' });
    expect(more.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(more);
    expect(props.onMore).not.toHaveBeenCalled();
  });

  it('has a back button to the list', () => {
    const onBack = vi.fn();
    renderUi(<BackButton onBack={onBack} />);
    fireEvent.click(screen.getByRole('button', { name: 'All events' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
