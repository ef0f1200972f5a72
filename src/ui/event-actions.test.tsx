import { signal } from '@preact/signals';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { UNPAINTED } from '../loader/placeholder';
import { CHUNKS } from '../registry';
import { EventActions } from './event-actions';
import { WidgetRoot } from './root';
import { type Shell, ShellProvider } from './shell';
import { eventDetail } from './testing';

const SUMMER = eventDetail({
  slug: 'summer-fest',
  title: 'Summer Fest 2027',
  startsAt: '2027-07-17T14:00',
  endsAt: '2027-07-18T23:30:00+02:00',
  timezone: 'Europe/Berlin',
  venueName: 'Tempelhofer Feld',
  address: 'Tempelhofer Damm 1, 12101 Berlin, Germany',
  lat: 52.4731,
  lng: 13.4017,
  checkoutUrl: 'https://shop.example/summer',
});

/** Renders the actions of `event` with `hide`, the calendar chunk as the build ships it. */
function setup(event = SUMMER, hide = '') {
  const load = vi.fn(CHUNKS.calendar);
  const shell: Shell = {
    placeholder: UNPAINTED,
    purchase: signal(null),
    calendar: load,
    options: signal({
      api: 'https://api.example',
      lang: 'en',
      mode: 'inline',
      theme: 'auto',
      returnUrl: 'https://shop.example/',
      ...(hide && { hide }),
    }),
  };
  render(
    <WidgetRoot lang="en">
      <ShellProvider value={shell}>
        <EventActions event={event} />
      </ShellProvider>
    </WidgetRoot>,
  );
  return { load };
}

describe('EventActions', () => {
  it('opens the venue on a map in a new tab, from its coordinates', () => {
    setup();
    const map = screen.getByRole('link', { name: 'Map (opens in a new tab)' });
    expect(map.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=52.4731&mlon=13.4017#map=17/52.4731/13.4017',
    );
    expect(map.getAttribute('target')).toBe('_blank');
    expect(map.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('offers the calendar file and the Google and Outlook links once opened, loading their code then', async () => {
    const { load } = setup();
    const button = screen.getByRole('button', { name: 'Add to calendar' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const file = await screen.findByRole('link', { name: 'Calendar file (.ics)' });
    expect(file.getAttribute('download')).toBe('summer-fest.ics');
    expect(file.getAttribute('href')).toMatch(/^blob:/);
    const google = screen.getByRole('link', { name: 'Google Calendar (opens in a new tab)' });
    expect(new URL(google.getAttribute('href') ?? '').searchParams.get('dates')).toBe(
      '20270717T140000/20270718T233000',
    );
    expect(screen.getByRole('link', { name: 'Outlook (opens in a new tab)' })).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('link', { name: /Google/ })).toBeNull());
  });

  it('is left out by hide, each part on its own', () => {
    setup(SUMMER, 'map');
    expect(screen.queryByRole('link', { name: /Map/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeTruthy();
    document.body.replaceChildren();
    setup(SUMMER, 'map,add-to-calendar');
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });

  it('searches the address without coordinates, and has no map with neither', () => {
    setup(eventDetail({ venueName: 'Room 101', address: '1 Main St' }));
    expect(screen.getByRole('link', { name: /Map/ }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/search?query=Room+101%2C+1+Main+St',
    );
    document.body.replaceChildren();
    setup(eventDetail({ venueName: 'Room 101' }));
    expect(screen.queryByRole('link', { name: /Map/ })).toBeNull();
  });
});
