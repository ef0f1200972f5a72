import { screen, waitFor } from '@testing-library/preact';
import { render } from 'preact';
import { describe, expect, it } from 'vitest';
import { WidgetRoot } from './root';
import { Skeleton } from './skeleton';
import { renderUi } from './testing';

describe('Skeleton', () => {
  it('fills its status after it appears, so the live region announces "Loading tickets…"', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    // Plain render (no act): this is what the first paint holds.
    render(
      <WidgetRoot lang="en">
        <Skeleton />
      </WidgetRoot>,
      host,
    );
    const status = host.querySelector('[role="status"]');
    expect(status?.textContent).toBe('');
    await waitFor(() => expect(status?.textContent).toBe('Loading tickets…'));
    render(null, host);
    host.remove();
  });

  it('is a busy placeholder hidden from assistive technology, with nothing to focus', () => {
    renderUi(<Skeleton />);
    expect(screen.getByRole('status').textContent).toBe('Loading tickets…');
    const placeholder = document.querySelector('.bo-skeleton');
    expect(placeholder?.getAttribute('aria-busy')).toBe('true');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder?.querySelector('a, button, input, select, textarea, [tabindex]')).toBeNull();
    expect(placeholder?.contains(screen.getByRole('status'))).toBe(false);
  });

  it('is built from the loaded layout: poster box, tier rows, fields, promo row, submit', () => {
    renderUi(<Skeleton rows={4} questions={1} />);
    const all = (selector: string) => document.querySelectorAll(`.bo-skeleton ${selector}`).length;
    expect(all('.bo-event__poster')).toBe(1);
    expect(all('.bo-event__text')).toBe(3);
    expect(all('.bo-tier')).toBe(4);
    expect(all('.bo-tier .bo-stepper')).toBe(4);
    // Name, e-mail, phone, one question; then the promo input.
    expect(all('.bo-form > .bo-field, .bo-fieldset > .bo-field')).toBe(4);
    expect(all('.bo-promo .bo-input')).toBe(1);
    expect(all('.bo-submit')).toBe(1);
  });

  it('reserves three tiers and two questions by default', () => {
    renderUi(<Skeleton />);
    expect(document.querySelectorAll('.bo-skeleton .bo-tier')).toHaveLength(3);
    expect(document.querySelectorAll('.bo-skeleton .bo-fieldset > .bo-field')).toHaveLength(2);
  });

  it('as a list, is the event list: a heading and event cards, no event header, tiers or form', () => {
    renderUi(<Skeleton variant="list" rows={5} />);
    const all = (selector: string) => document.querySelectorAll(`.bo-skeleton ${selector}`).length;
    expect(all('.bo-list__heading')).toBe(1);
    expect(all('.bo-card')).toBe(5);
    // Every other card has a poster, as in a typical list (narrow cards wrap like real ones).
    expect(all('.bo-card .bo-card__img')).toBe(3);
    expect(all('.bo-card .bo-card__meta')).toBe(10);
    expect(all('.bo-event, .bo-tier, .bo-form')).toBe(0);
    expect(screen.getByRole('status').textContent).toBe('Loading tickets…');
    expect(document.querySelector('.bo-skeleton')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('as a list, reserves eight cards by default (most of a first page)', () => {
    renderUi(<Skeleton variant="list" />);
    expect(document.querySelectorAll('.bo-skeleton .bo-card')).toHaveLength(8);
  });

  it('after it appears, builds the Intl date formatter the loaded view will need', async () => {
    const made: string[] = [];
    const Original = Intl.DateTimeFormat;
    Intl.DateTimeFormat = class extends Original {
      constructor(locale?: string | string[], options?: Intl.DateTimeFormatOptions) {
        super(locale, options);
        made.push(`${options?.dateStyle ?? ''}${options?.weekday ?? ''}`);
      }
    } as typeof Intl.DateTimeFormat;
    try {
      renderUi(<Skeleton />);
      await waitFor(() => expect(made).toContain('full'));
      renderUi(<Skeleton variant="list" />);
      await waitFor(() => expect(made).toContain('short'));
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });
});
