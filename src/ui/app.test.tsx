import { cleanup, fireEvent, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetHost } from '../model/host';
import { createFakeFetch, errorReply } from '../model/testing/fake-fetch';
import { checkoutReply, config, freeEvent, paidEvent, quoteFor } from '../model/testing/fixtures';
import { testOptions } from '../model/testing/harness';
import { renderWidget } from './app';

let widget: ReturnType<typeof renderWidget> | null = null;

function mount(event: string) {
  const fake = createFakeFetch();
  fake.on('GET /config', { body: config() });
  fake.on('GET /events/summer-fest', { body: paidEvent() });
  fake.on('GET /events/community-meetup', { body: freeEvent() });
  fake.on('POST /quote', (call) => {
    const body = call.body as { event: string; items: { tier: string; quantity: number }[] };
    return { body: quoteFor(body.event === 'summer-fest' ? paidEvent() : freeEvent(), body.items) };
  });
  vi.stubGlobal('fetch', fake.fetch);
  const emitted: { type: string; detail: unknown }[] = [];
  const host: WidgetHost = {
    emit: (type, detail) => emitted.push({ type, detail }),
    navigate: vi.fn<WidgetHost['navigate']>(() => 'left'),
    returnCheckoutId: null,
    setPalette: vi.fn(),
  };
  const container = document.createElement('div');
  document.body.append(container);
  widget = renderWidget(container, testOptions({ event }), host);
  return { fake, host, emitted, view: within(container) };
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  widget?.dispose();
  widget = null;
  cleanup();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const type = (el: HTMLElement, value: string) => fireEvent.input(el, { target: { value } });

describe('renderWidget', () => {
  it('sells free tickets: event, tickets, quoted total, form, confirmation with the e-mail', async () => {
    const { fake, view, emitted } = mount('community-meetup');
    fake.on('POST /checkout', {
      body: checkoutReply({
        id: 'chk_f',
        status: 'completed',
        paymentMethod: 'free',
        paymentUrl: null,
        amount: 0,
        orderId: 'ord_7',
      }),
    });
    expect(await view.findByRole('heading', { name: 'Community Meetup' })).toBeTruthy();
    const add = view.getByRole('button', { name: 'Free entry: add one' });
    fireEvent.click(add);
    fireEvent.click(add);
    expect(
      (view.getByRole('spinbutton', { name: 'Free entry: quantity' }) as HTMLInputElement).value,
    ).toBe('2');
    await waitFor(() => expect(fake.callsTo('POST /quote')).toHaveLength(1));
    const summary = await view.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('2 × Free entry')).toBeTruthy();
    expect(within(summary).getByText('Total')).toBeTruthy();
    type(view.getByLabelText(/^Name/), 'Ada Lovelace');
    type(view.getByLabelText(/^E-mail/), 'ada@example.com');
    fireEvent.click(view.getByRole('button', { name: 'Get free tickets' }));
    expect(await view.findByRole('heading', { name: 'You’re going!' })).toBeTruthy();
    expect(view.getByText('A confirmation e-mail is on its way to ada@example.com.')).toBeTruthy();
    expect(view.getByText('2 × Free entry')).toBeTruthy();
    expect(fake.callsTo('POST /checkout')[0]?.body).toMatchObject({
      customer: { name: 'Ada Lovelace', email: 'ada@example.com' },
      items: [{ tier: 'free', quantity: 2 }],
    });
    expect(emitted.map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'boxoffice:ready',
        'boxoffice:basket',
        'boxoffice:quote',
        'boxoffice:complete',
      ]),
    );
  });

  it('dispatches boxoffice:ready once, when the event is in the DOM (not while the skeleton shows)', async () => {
    const { fake, host, view } = mount('summer-fest');
    fake.on('POST /checkout', errorReply(400, 'invalid_request'));
    const headingsAtReady: (string | null)[] = [];
    host.emit = (type) => {
      if (type === 'boxoffice:ready')
        headingsAtReady.push(document.querySelector('h2')?.textContent ?? null);
    };
    await view.findByRole('heading', { name: 'Summer Fest', level: 2 });
    fireEvent.click(view.getByRole('button', { name: 'General: add one' }));
    await waitFor(() => expect(headingsAtReady).toEqual(['Summer Fest']));
    // A refused checkout shows an error: the event view renders (and commits) again.
    type(view.getByLabelText(/^Name/), 'Ada Lovelace');
    type(view.getByLabelText(/^E-mail/), 'ada@example.com');
    type(view.getByLabelText(/^Dietary needs/), 'none');
    fireEvent.click(view.getByRole('button', { name: /^Pay/ }));
    expect(await view.findByText('Some details need correcting.')).toBeTruthy();
    expect(headingsAtReady).toEqual(['Summer Fest']);
  });

  it('shows inline errors for a missing required answer and sends nothing', async () => {
    const { fake, view } = mount('summer-fest');
    fireEvent.click(await view.findByRole('button', { name: 'General: add one' }));
    type(view.getByLabelText(/^Name/), 'Ada');
    type(view.getByLabelText(/^E-mail/), 'ada@example');
    fireEvent.submit(
      view.getByRole('button', { name: /^(Pay|Processing)/ }).closest('form') as HTMLFormElement,
    );
    expect(await view.findByText('Enter an e-mail address like name@example.com.')).toBeTruthy();
    expect(view.getByLabelText(/^Dietary needs/).getAttribute('aria-invalid')).toBe('true');
    expect(fake.callsTo('POST /checkout')).toHaveLength(0);
    expect((view.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Ada');
  });

  it('sends a paid order to the validated payment page through host.navigate', async () => {
    const { fake, host, view, emitted } = mount('summer-fest');
    fake.on('POST /checkout', {
      body: checkoutReply({ paymentUrl: 'https://pay.example/session/1' }),
    });
    fireEvent.click(await view.findByRole('button', { name: 'General: add one' }));
    fireEvent.click(view.getByRole('button', { name: 'General: add one' }));
    await waitFor(() => expect(view.getByRole('button', { name: /^Pay .*51/ })).toBeTruthy());
    type(view.getByLabelText(/^Name/), 'Ada Lovelace');
    type(view.getByLabelText(/^E-mail/), 'ada@example.com');
    type(view.getByLabelText(/^Dietary needs/), 'none');
    fireEvent.click(view.getByRole('button', { name: /^Pay/ }));
    await waitFor(() =>
      expect(host.navigate).toHaveBeenCalledWith('https://pay.example/session/1'),
    );
    expect(emitted.find((e) => e.type === 'boxoffice:checkout')?.detail).toEqual({
      id: 'chk_1',
      status: 'requires_payment',
      amount: 51,
      currency: 'EUR',
    });
    expect(fake.callsTo('POST /checkout')[0]?.headers['idempotency-key']).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  it('links to a payment page the browser blocked and checks the payment once it is opened', async () => {
    const { fake, host, view } = mount('community-meetup');
    fake.on('POST /checkout', { body: checkoutReply({ paymentUrl: 'https://pay.example/s/2' }) });
    fake.on('GET /checkout/chk_1', { body: checkoutReply({ status: 'completed' }) });
    vi.mocked(host.navigate).mockReturnValue('blocked');
    fireEvent.click(await view.findByRole('button', { name: 'Free entry: add one' }));
    type(view.getByLabelText(/^Name/), 'Ada');
    type(view.getByLabelText(/^E-mail/), 'ada@example.com');
    fireEvent.click(view.getByRole('button', { name: /Get free tickets|^Pay/ }));
    const link = await view.findByRole('link', { name: 'Continue to payment' });
    expect(link.getAttribute('href')).toBe('https://pay.example/s/2');
    expect(fake.callsTo('GET /checkout/chk_1')).toHaveLength(0);
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(await view.findByRole('heading', { name: /Payment received/ })).toBeTruthy();
  });

  it('refuses an unsafe payment URL and tells the buyer', async () => {
    const { fake, host, view } = mount('community-meetup');
    fake.on('POST /checkout', { body: checkoutReply({ paymentUrl: 'javascript:alert(1)' }) });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    fireEvent.click(await view.findByRole('button', { name: 'Free entry: add one' }));
    type(view.getByLabelText(/^Name/), 'Ada');
    type(view.getByLabelText(/^E-mail/), 'ada@example.com');
    fireEvent.click(view.getByRole('button', { name: /Get free tickets|^Pay/ }));
    expect(await view.findByText(/payment page address looked wrong/)).toBeTruthy();
    expect(host.navigate).not.toHaveBeenCalled();
    expect(spy).toHaveBeenCalledWith(
      expect.stringContaining('[boxoffice] Refusing to open payment URL'),
    );
  });

  it('says why an event is not sold here and links to the hosted checkout', async () => {
    const { fake, view } = mount('summer-fest');
    fake.on('GET /events/summer-fest', { body: paidEvent({ seating: 'reserved' }) });
    widget?.update(testOptions({ event: 'summer-fest', lang: 'en-GB' }));
    expect(await view.findByText(/reserved seating/)).toBeTruthy();
    expect(
      view.getByRole('link', { name: 'Buy on the organizer’s checkout' }).getAttribute('href'),
    ).toBe('https://tickets.example/summer-fest');
    expect(view.queryByRole('button', { name: /: add one$/ })).toBeNull();
  });

  it('applies cheap option changes in place and reloads for a new event', async () => {
    const { fake, host, view } = mount('summer-fest');
    fake.on('POST /checkout', { body: checkoutReply() });
    fireEvent.click(await view.findByRole('button', { name: 'General: add one' }));
    widget?.update(
      testOptions({ event: 'summer-fest', theme: 'dark', returnUrl: 'https://host.example/b' }),
    );
    expect(fake.callsTo('GET /events/summer-fest')).toHaveLength(1);
    expect(
      (view.getByRole('spinbutton', { name: 'General: quantity' }) as HTMLInputElement).value,
    ).toBe('1');
    // The new return URL is the one the checkout sends.
    type(view.getByLabelText(/^Name/), 'Ada Lovelace');
    type(view.getByLabelText(/^E-mail/), 'ada@example.com');
    type(view.getByLabelText(/^Dietary needs/), 'none');
    fireEvent.click(view.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(host.navigate).toHaveBeenCalled());
    expect(fake.callsTo('POST /checkout')[0]?.body).toMatchObject({
      returnUrl: 'https://host.example/b',
    });
    widget?.update(testOptions({ event: 'community-meetup' }));
    expect(await view.findByRole('heading', { name: 'Community Meetup' })).toBeTruthy();
    expect(view.queryByRole('heading', { name: 'Summer Fest' })).toBeNull();
  });

  it('shows a notice for an unknown event instead of throwing', async () => {
    const { fake, view } = mount('summer-fest');
    fake.on('GET /events/nope', {
      status: 404,
      body: { error: { code: 'not_found', message: 'x' } },
    });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    widget?.update(testOptions({ event: 'nope' }));
    expect(await view.findByRole('alert')).toBeTruthy();
    expect(view.getByText("We couldn't find this event.")).toBeTruthy();
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('data-event'));
    spy.mockRestore();
  });
});
