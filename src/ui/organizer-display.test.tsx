/**
 * What the organizer's options change in what the buyer sees: the header's parts (`hide`),
 * the folded description, the tiers on show (`tiers`) and the way out of a dead end
 * (`fallbackUrl`, else the event's `checkoutUrl`).
 */
import { cleanup, fireEvent, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mount as mountAppChunk } from '../chunks/app/app';
import { createFakeFetch, errorReply, type Reply } from '../model/testing/fake-fetch';
import { config, paidEvent, quoteFor } from '../model/testing/fixtures';
import { testOptions } from '../model/testing/harness';
import { CHUNKS } from '../registry';
import type { Mounted } from '../shared/contract';
import type { Options } from '../shared/options';
import { EventHeader } from './event-header';
import { eventDetail, renderUi, testMount } from './testing';

let widget: Mounted | null = null;

/** The notice whose text matches `text`, once shown. */
async function noticeWith(view: ReturnType<typeof within>, text: RegExp): Promise<HTMLElement> {
  const notice = (await view.findByText(text)).closest('[part="notice"]');
  if (!(notice instanceof HTMLElement)) throw new Error('not in a notice');
  return notice;
}

beforeAll(async () => {
  await CHUNKS.purchase();
});
afterEach(() => {
  widget?.dispose();
  widget = null;
  cleanup();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function mount(options: Partial<Options>, event: Reply = { body: paidEvent() }) {
  const fake = createFakeFetch();
  fake.on('GET /config', { body: config() });
  fake.on('GET /events/summer-fest', event);
  fake.on('POST /quote', (call) => {
    const body = call.body as {
      items: { tier: string; quantity: number }[];
      promoCode?: string;
    };
    const promo = body.promoCode
      ? { code: body.promoCode, status: 'applied' as const, message: '' }
      : null;
    return { body: quoteFor(paidEvent(), body.items, { promo }) };
  });
  const test = testMount(testOptions({ event: 'summer-fest', ...options }), { fetch: fake.fetch });
  widget = mountAppChunk(test.context);
  return { ...test, fake, view: within(test.container) };
}

const LONG = 'First paragraph.\n\nSecond paragraph, folded in a narrow widget.';

describe('the event header', () => {
  it('folds a long description behind a "More" disclosure button', () => {
    const view = renderUi(<EventHeader event={eventDetail({ description: LONG })} />);
    const more = view.getByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    const texts = view.container.querySelector(`#${more.getAttribute('aria-controls')}`);
    expect(texts?.textContent).toContain('Second paragraph');
    expect(view.container.querySelector('.bo-event--folded')).toBeTruthy();
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(view.container.querySelector('.bo-event--folded')).toBeNull();
  });

  it('has no "More" for a short description', () => {
    const view = renderUi(<EventHeader event={eventDetail({ description: 'Short.' })} />);
    expect(view.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('leaves out the poster and the description that `hide` names', () => {
    const event = eventDetail({ description: LONG, posterImageUrl: 'https://cdn.example/p.jpg' });
    const view = renderUi(<EventHeader event={event} hide={new Set(['poster', 'description'])} />);
    expect(view.queryByRole('img')).toBeNull();
    expect(view.queryByText('First paragraph.')).toBeNull();
    expect(view.queryByRole('button', { name: 'More' })).toBeNull();
    expect(view.getByRole('heading', { level: 2 })).toBeTruthy();
  });
});

describe('hide', () => {
  it('header: the tiers come first, without the event’s block', async () => {
    const { view } = mount({ hide: 'header' });
    expect(await view.findByRole('heading', { name: 'Tickets' })).toBeTruthy();
    expect(view.queryByRole('heading', { name: 'Summer Fest', level: 2 })).toBeNull();
  });

  it('promo: no field, and a code from the promo option still applies', async () => {
    const { view, fake } = mount({ hide: 'promo', promo: 'SUMMER10' });
    fireEvent.click(await view.findByRole('button', { name: 'General: add one' }));
    await view.findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(fake.callsTo('POST /quote').length).toBeGreaterThan(0));
    expect(fake.callsTo('POST /quote').at(-1)?.body).toMatchObject({ promoCode: 'SUMMER10' });
    expect(view.queryByRole('textbox', { name: 'Promo code' })).toBeNull();
  });

  it('changes in place when the options are updated', async () => {
    const { view } = mount({});
    expect(await view.findByRole('heading', { name: 'Summer Fest', level: 2 })).toBeTruthy();
    widget?.update(testOptions({ event: 'summer-fest', hide: 'header' }));
    await waitFor(() =>
      expect(view.queryByRole('heading', { name: 'Summer Fest', level: 2 })).toBeNull(),
    );
  });
});

describe('tiers', () => {
  it('shows only the named tiers, in the event’s order', async () => {
    const { view } = mount({ tiers: 'vip,ga' });
    const list = await view.findByRole('list');
    const names = within(list)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent);
    expect(names).toEqual(['General', 'VIP']);
  });

  it('none left: a notice with the way out, never an empty widget', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { view } = mount({ tiers: 'gold', fallbackUrl: 'https://fest.example/tickets' });
    const notice = await noticeWith(view, /^No tickets for this event are offered here\.$/);
    const link = within(notice).getByRole('link', {
      name: 'Get tickets on the organizer’s website',
    });
    expect(link.getAttribute('href')).toBe('https://fest.example/tickets');
    expect(view.queryByRole('heading', { name: 'Tickets' })).toBeNull();
  });
});

describe('fallbackUrl', () => {
  it('an event that cannot load offers it beside "Try again"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { view } = mount(
      { fallbackUrl: 'https://fest.example/tickets' },
      errorReply(503, 'unavailable'),
    );
    const alert = await view.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(within(alert).getByRole('link').getAttribute('href')).toBe(
      'https://fest.example/tickets',
    );
  });

  it('without it, a dead end links the event’s own checkoutUrl, and an error without one links nothing', async () => {
    const closed = paidEvent({ status: 'sales_ended' });
    const { view } = mount({}, { body: closed });
    const notice = await noticeWith(view, /sales for this event have ended/);
    const link = within(notice).getByRole('link', { name: 'Buy on the organizer’s checkout' });
    expect(link.getAttribute('href')).toBe('https://tickets.example/summer-fest');
    cleanup();
    widget?.dispose();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = mount({}, errorReply(503, 'unavailable'));
    const alert = await failed.view.findByRole('alert');
    expect(within(alert).queryByRole('link')).toBeNull();
  });

  it('wins over the event’s checkoutUrl on a notice that ends the path', async () => {
    const { view } = mount(
      { fallbackUrl: 'https://fest.example/tickets' },
      { body: paidEvent({ status: 'sales_ended' }) },
    );
    const notice = await noticeWith(view, /sales for this event have ended/);
    expect(within(notice).getByRole('link').getAttribute('href')).toBe(
      'https://fest.example/tickets',
    );
  });
});
