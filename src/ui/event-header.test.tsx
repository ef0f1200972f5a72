import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { EventHeader, paragraphs } from './event-header';
import { eventDetail, renderUi, sentence } from './testing';

describe('EventHeader', () => {
  it('shows the Tokyo wall time and names the zone for a buyer in Los Angeles', () => {
    renderUi(<EventHeader event={eventDetail()} />, 'en-US', 'America/Los_Angeles');
    expect(screen.getByRole('heading', { level: 2, name: 'Tokyo Night' })).toBeTruthy();
    const time = document.querySelector('time');
    expect(time?.textContent?.replace(/\s/g, ' ')).toMatch(/July 12, 2025.*7:30 PM/);
    expect(time?.getAttribute('datetime')).toBe('2025-07-12T19:30+09:00');
    expect(screen.getByText(/Japan Standard Time/)).toBeTruthy();
  });

  it('does not name the zone for a buyer in the event’s zone', () => {
    renderUi(<EventHeader event={eventDetail()} />, 'en', 'Asia/Tokyo');
    expect(screen.queryByText(/Japan Standard Time/)).toBeNull();
  });

  it('renders the description as text paragraphs split on blank lines', () => {
    const description =
      'First <b>bold</b> line\nstill first\n\n<script>alert(1)</script>\n\n\nThird';
    renderUi(<EventHeader event={eventDetail({ description })} />);
    const texts = [...document.querySelectorAll('.bo-event__text')].map((p) => p.textContent);
    expect(texts).toEqual([
      'First <b>bold</b> line\nstill first',
      '<script>alert(1)</script>',
      'Third',
    ]);
    expect(document.querySelector('b, script')).toBeNull();
  });

  it('shows venue, address, organizer, category and the age restriction', () => {
    renderUi(
      <EventHeader
        event={eventDetail({
          address: '3-4 Haneda',
          organizerName: 'Neon Co',
          category: 'Music',
          ageRestriction: '18+',
        })}
      />,
    );
    expect(screen.getByText('Zepp Haneda')).toBeTruthy();
    expect(screen.getByText('3-4 Haneda')).toBeTruthy();
    expect(screen.getByText(sentence('Presented by Neon Co'))).toBeTruthy();
    expect(screen.getByText('Music')).toBeTruthy();
    expect(screen.getByText('18+').closest('.bo-badge')?.textContent).toBe('Age restriction: 18+');
  });

  it('renders an https poster lazily with its box sized in advance', () => {
    renderUi(<EventHeader event={eventDetail({ posterImageUrl: 'https://cdn.example/p.jpg' })} />);
    const img = screen.getByRole('img', { name: 'Poster for Tokyo Night' });
    expect(img.getAttribute('src')).toBe('https://cdn.example/p.jpg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBeTruthy();
    expect(img.getAttribute('height')).toBeTruthy();
  });

  it.each([
    'javascript:alert(1)',
    'http://evil.example/p.jpg',
    'data:image/png;base64,AAAA',
    '/relative.jpg',
  ])('renders no poster for %s', (url) => {
    renderUi(<EventHeader event={eventDetail({ posterImageUrl: url })} />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('allows an http poster on localhost (the sandbox)', () => {
    renderUi(
      <EventHeader event={eventDetail({ posterImageUrl: 'http://localhost:5174/p.svg' })} />,
    );
    expect(screen.getByRole('img')).toBeTruthy();
  });

  it('handles every optional field being absent: title, date and venue, nothing else', () => {
    renderUi(<EventHeader event={eventDetail()} />);
    const header = screen.getByRole('region', { name: 'Tokyo Night' });
    // No badges, organizer line or description paragraphs, and no "null" anywhere.
    const lines = [...header.querySelectorAll('h2, p, .bo-event__venue')].map(
      (el) => el.textContent,
    );
    expect(lines).toEqual([
      'Tokyo Night',
      header.querySelector('time')?.parentElement?.textContent,
      'Zepp Haneda',
    ]);
    expect(lines[1]).toMatch(/July 12, 2025/);
    expect(header.textContent).not.toMatch(/null|undefined/);
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('paragraphs', () => {
  it('drops empty paragraphs and handles CRLF', () => {
    expect(paragraphs('a\r\n\r\nb\n \n')).toEqual(['a', 'b']);
    expect(paragraphs(null)).toEqual([]);
  });
});
