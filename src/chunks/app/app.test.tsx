import { cleanup, fireEvent, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Navigate } from '../../model/host';
import { createFakeFetch, defer, errorReply, type Reply } from '../../model/testing/fake-fetch';
import {
  checkoutReply,
  config,
  freeEvent,
  paidEvent,
  quoteFor,
} from '../../model/testing/fixtures';
import { testOptions } from '../../model/testing/harness';
import { CHUNKS, type Chunks } from '../../registry';
import type { Mounted } from '../../shared/contract';
import type { Options } from '../../shared/options';
import { sentence, testChunks, testMount } from '../../ui/testing';
import { type AppContext, mountApp, mount as mountAppChunk } from './app';

let widget: Mounted | null = null;

// The purchase chunk's first import transforms a good part of the app: do it once up front,
// so the `find*` timeouts below measure the widget, not the test runner.
beforeAll(async () => {
  await CHUNKS.purchase();
});

function mount(event: string, over: Partial<AppContext> = {}) {
  const fake = createFakeFetch();
  fake.on('GET /config', { body: config() });
  fake.on('GET /events/summer-fest', { body: paidEvent() });
  fake.on('GET /events/community-meetup', { body: freeEvent() });
  fake.on('POST /quote', (call) => {
    const body = call.body as { event: string; items: { tier: string; quantity: number }[] };
    return { body: quoteFor(body.event === 'summer-fest' ? paidEvent() : freeEvent(), body.items) };
  });
  const test = testMount(testOptions({ event }), { fetch: fake.fetch, ...over });
  const navigate = vi.fn<Navigate>(() => 'left');
  widget = mountApp(test.context, { navigate });
  return { ...test, fake, navigate, view: within(test.container) };
}

/** Mounts the app chunk again, as the loader does when the event or the language changed. */
function remount(options: Options, fetch: typeof globalThis.fetch) {
  const again = testMount(options, { fetch });
  widget = mountAppChunk(again.context);
  return within(again.container);
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  widget?.dispose();
  widget = null;
  cleanup();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

const type = (el: HTMLElement, value: string) => fireEvent.input(el, { target: { value } });

describe('exceptions', () => {
  it('an update that throws is one [boxoffice] line per step; nothing reaches the host page', async () => {
    const { view } = mount('summer-fest');
    expect(await view.findByRole('heading', { name: 'Summer Fest', level: 2 })).toBeTruthy();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const hostile = new Proxy({} as Options, {
      get() {
        throw new Error('boom');
      },
    });
    expect(() => widget?.update(hostile)).not.toThrow();
    expect(error.mock.calls).toEqual([
      ['[boxoffice] updating the widget failed: boom'],
      ['[boxoffice] rendering the widget failed: boom'],
    ]);
  });
});

describe('a failed event load', () => {
  // The same list the checkout resends by itself (`isTransient`): what may pass if asked again.
  it.each<[string, boolean, Reply]>([
    ['no connection', true, { networkError: true }],
    ['503', true, errorReply(503, 'unavailable')],
    ['429', true, errorReply(429, 'rate_limited')],
    ["a proxy's 502 page", true, { status: 502, text: '<h1>Bad gateway</h1>' }],
    ['504', true, errorReply(504, 'gateway_timeout')],
    ['500', false, errorReply(500, 'internal_error')],
    ["a proxy's 500 page", false, { status: 500, text: '<h1>Error</h1>' }],
    ['a body that is not an event', false, { body: { nope: true } }],
    ['404', false, errorReply(404, 'not_found')],
    ['401', false, errorReply(401, 'unauthorized')],
  ])('after %s offers "Try again": %s', async (_, offered, reply) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = createFakeFetch();
    fake.on('GET /config', { body: config() });
    fake.on('GET /events/summer-fest', reply, { body: paidEvent() });
    const test = testMount(testOptions({ event: 'summer-fest' }), { fetch: fake.fetch });
    widget = mountAppChunk(test.context);
    const view = within(test.container);
    const alert = await view.findByRole('alert');
    const retry = within(alert).queryByRole('button', { name: 'Try again' });
    expect(Boolean(retry)).toBe(offered);
    if (!retry) return;
    fireEvent.click(retry);
    expect(await view.findByRole('heading', { name: 'Summer Fest', level: 2 })).toBeTruthy();
  });
});

describe('mount (app chunk)', () => {
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
    expect(
      view.getByText(sentence('A confirmation e-mail is on its way to ada@example.com.')),
    ).toBeTruthy();
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
    const headingsAtReady: (string | null)[] = [];
    let container: HTMLElement | null = null;
    const { fake, view, ...test } = mount('summer-fest', {
      emit: (type) => {
        if (type === 'boxoffice:ready')
          headingsAtReady.push(container?.querySelector('h2')?.textContent ?? null);
      },
    });
    container = test.container;
    fake.on('POST /checkout', errorReply(400, 'invalid_request'));
    await view.findByRole('heading', { name: 'Summer Fest', level: 2 });
    fireEvent.click(view.getByRole('button', { name: 'General: add one' }));
    await waitFor(() => expect(headingsAtReady).toEqual(['Summer Fest']));
    // A refused checkout shows an error: the event view renders (and commits) again.
    type(await view.findByLabelText(/^Name/), 'Ada Lovelace');
    type(view.getByLabelText(/^E-mail/), 'ada@example.com');
    type(view.getByLabelText(/^Dietary needs/), 'none');
    fireEvent.click(view.getByRole('button', { name: /^Pay/ }));
    expect(await view.findByText('Some details need correcting.')).toBeTruthy();
    expect(headingsAtReady).toEqual(['Summer Fest']);
  });

  it('shows inline errors for a missing required answer and sends nothing', async () => {
    const { fake, view } = mount('summer-fest');
    fireEvent.click(await view.findByRole('button', { name: 'General: add one' }));
    type(await view.findByLabelText(/^Name/), 'Ada');
    type(view.getByLabelText(/^E-mail/), 'ada@example');
    fireEvent.submit(
      view.getByRole('button', { name: /^(Pay|Processing)/ }).closest('form') as HTMLFormElement,
    );
    expect(await view.findByText('Enter an e-mail address like name@example.com.')).toBeTruthy();
    expect(view.getByLabelText(/^Dietary needs/).getAttribute('aria-invalid')).toBe('true');
    expect(fake.callsTo('POST /checkout')).toHaveLength(0);
    expect((view.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Ada');
  });

  it('sends a paid order to the validated payment page through the context’s navigate', async () => {
    const { fake, navigate, view, emitted } = mount('summer-fest');
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
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://pay.example/session/1'));
    expect(emitted.find((e) => e.type === 'boxoffice:checkout')?.detail).toEqual({
      id: 'chk_1',
      status: 'requires_payment',
      amount: 51,
      currency: 'EUR',
      items: [{ tier: 'ga', name: 'General', price: 25.5, quantity: 2 }],
      event: 'summer-fest',
      promoCode: null,
    });
    expect(fake.callsTo('POST /checkout')[0]?.headers['idempotency-key']).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  it('links to a payment page the browser blocked and checks the payment once it is opened', async () => {
    const { fake, navigate, view } = mount('community-meetup');
    fake.on('POST /checkout', { body: checkoutReply({ paymentUrl: 'https://pay.example/s/2' }) });
    fake.on('GET /checkout/chk_1', { body: checkoutReply({ status: 'completed' }) });
    navigate.mockReturnValue('blocked');
    fireEvent.click(await view.findByRole('button', { name: 'Free entry: add one' }));
    type(await view.findByLabelText(/^Name/), 'Ada');
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
    const { fake, navigate, view } = mount('community-meetup');
    fake.on('POST /checkout', { body: checkoutReply({ paymentUrl: 'javascript:alert(1)' }) });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    fireEvent.click(await view.findByRole('button', { name: 'Free entry: add one' }));
    type(await view.findByLabelText(/^Name/), 'Ada');
    type(view.getByLabelText(/^E-mail/), 'ada@example.com');
    fireEvent.click(view.getByRole('button', { name: /Get free tickets|^Pay/ }));
    expect(await view.findByText(/payment page address looked wrong/)).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    expect(spy).toHaveBeenCalledWith(
      expect.stringContaining('[boxoffice] Refusing to open payment URL'),
    );
  });

  it('says why an event is not sold here and links to the hosted checkout', async () => {
    const { fake } = mount('summer-fest');
    fake.on('GET /events/summer-fest', { body: paidEvent({ seating: 'reserved' }) });
    // A new language is a new mount (the loader disposes and mounts again): it loads the event anew.
    widget?.dispose();
    const fresh = remount(testOptions({ event: 'summer-fest', lang: 'en-GB' }), fake.fetch);
    expect(await fresh.findByText(/reserved seating/)).toBeTruthy();
    expect(
      fresh.getByRole('link', { name: 'Buy on the organizer’s checkout' }).getAttribute('href'),
    ).toBe('https://tickets.example/summer-fest');
    expect(fresh.queryByRole('button', { name: /: add one$/ })).toBeNull();
  });

  it('applies cheap option changes in place and reloads for a new event', async () => {
    const { fake, navigate, view } = mount('summer-fest');
    fake.on('POST /checkout', { body: checkoutReply() });
    fireEvent.click(await view.findByRole('button', { name: 'General: add one' }));
    await view.findByLabelText(/^Name/);
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
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(fake.callsTo('POST /checkout')[0]?.body).toMatchObject({
      returnUrl: 'https://host.example/b',
    });
    // A new event is a new mount: the loader disposes this one and mounts the chunk again.
    widget?.dispose();
    const next = remount(testOptions({ event: 'community-meetup' }), fake.fetch);
    expect(await next.findByRole('heading', { name: 'Community Meetup' })).toBeTruthy();
    expect(next.queryByRole('heading', { name: 'Summer Fest' })).toBeNull();
    expect(view.queryByRole('heading', { name: 'Summer Fest' })).toBeNull();
  });

  it('shows a notice for an unknown event instead of throwing', async () => {
    const { fake, view } = mount('summer-fest');
    fake.on('GET /events/nope', {
      status: 404,
      body: { error: { code: 'not_found', message: 'x' } },
    });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    widget?.dispose();
    const next = remount(testOptions({ event: 'nope' }), fake.fetch);
    expect(await next.findByRole('alert')).toBeTruthy();
    expect(next.getByText("We couldn't find this event.")).toBeTruthy();
    expect(view.queryByRole('alert')).toBeNull();
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('data-event'));
    spy.mockRestore();
  });

  it('renders into the loader’s container and adopts its sheets into the shadow root, removing both on dispose', async () => {
    const { root, container, view } = mount('summer-fest');
    const before = root.adoptedStyleSheets.length;
    expect(before).toBeGreaterThan(0);
    expect(await view.findByRole('heading', { name: 'Summer Fest', level: 2 })).toBeTruthy();
    expect(container.querySelector('.bo')?.getAttribute('lang')).toBe('en');
    widget?.dispose();
    widget = null;
    expect(container.isConnected).toBe(false);
    expect(container.childNodes).toHaveLength(0);
    expect(root.adoptedStyleSheets).toHaveLength(0);
  });
});

describe('the purchase chunk', () => {
  it('before it has loaded, the tiers are usable and the form area is a placeholder', async () => {
    const purchase = defer<Chunks['purchase']>();
    const chunks = testChunks({ purchase: () => purchase.promise });
    const { container, view } = mount('summer-fest', { chunks });
    fireEvent.click(await view.findByRole('button', { name: 'General: add one' }));
    expect(
      (view.getByRole('spinbutton', { name: 'General: quantity' }) as HTMLInputElement).value,
    ).toBe('1');
    // No form yet: a placeholder of its shape holds the space, hidden and unfocusable.
    expect(view.queryByLabelText(/^Name/)).toBeNull();
    expect(view.queryByRole('button', { name: /^Pay/ })).toBeNull();
    const placeholder = container.querySelector('.bo-skel')?.closest('[aria-hidden="true"]');
    expect(placeholder).toBeTruthy();
    expect(placeholder?.querySelector('a, button, input, select, textarea, [tabindex]')).toBeNull();
    // It stands where the form will: after the tiers.
    const tiers = view.getByRole('spinbutton', { name: 'General: quantity' });
    expect(
      tiers.compareDocumentPosition(placeholder as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    purchase.resolve(await CHUNKS.purchase());
    expect(await view.findByLabelText(/^Name/)).toBeTruthy();
    expect(container.querySelector('[aria-hidden="true"] .bo-skel')).toBeNull();
    // The basket chosen meanwhile is the one the form sells.
    expect(
      (view.getByRole('spinbutton', { name: 'General: quantity' }) as HTMLInputElement).value,
    ).toBe('1');
  });

  it('is requested once, after boxoffice:ready, and then the form appears', async () => {
    const log: string[] = [];
    const chunks = testChunks({
      purchase: () => {
        log.push('load purchase');
        return CHUNKS.purchase();
      },
    });
    const { view } = mount('summer-fest', {
      chunks,
      emit: (type) => {
        log.push(type);
      },
    });
    expect(await view.findByLabelText(/^Name/)).toBeTruthy();
    expect(log.slice(0, 2)).toEqual(['boxoffice:ready', 'load purchase']);
    // Renders after the first one (basket, quote, form input) do not ask for it again.
    fireEvent.click(view.getByRole('button', { name: 'General: add one' }));
    type(view.getByLabelText(/^Name/), 'Ada');
    await view.findByRole('region', { name: 'Order summary' });
    expect(chunks.loads.filter((name) => name === 'purchase')).toHaveLength(1);
    expect(log.filter((entry) => entry === 'load purchase')).toHaveLength(1);
  });

  it('back from the payment page, is requested at once (before boxoffice:ready), and only once', async () => {
    const log: string[] = [];
    const chunks = testChunks({
      purchase: () => {
        log.push('load purchase');
        return CHUNKS.purchase();
      },
    });
    const { fake, view } = mount('summer-fest', {
      chunks,
      returnCheckoutId: 'chk_1',
      emit: (type) => {
        log.push(type);
      },
    });
    fake.on('GET /checkout/chk_1', { body: checkoutReply({ status: 'completed' }) });
    expect(log[0]).toBe('load purchase');
    expect(await view.findByRole('heading', { name: /Payment received/ })).toBeTruthy();
    await waitFor(() => expect(log).toContain('boxoffice:ready'));
    expect(chunks.loads.filter((name) => name === 'purchase')).toHaveLength(1);
  });

  it('when it cannot be loaded, the buyer sees an error notice and the tiers stay', async () => {
    let failures = 1;
    const chunks = testChunks({
      purchase: () => (failures-- > 0 ? Promise.reject(new Error('integrity')) : CHUNKS.purchase()),
    });
    const { view, emitted } = mount('summer-fest', { chunks });
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toContain(
      'The ticket shop is temporarily unavailable. Please try again in a moment.',
    );
    expect(emitted.find((e) => e.type === 'boxoffice:error')?.detail).toMatchObject({
      code: 'unavailable',
    });
    expect(view.getByRole('heading', { name: 'Summer Fest', level: 2 })).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'General: add one' }));
    expect(
      (view.getByRole('spinbutton', { name: 'General: quantity' }) as HTMLInputElement).value,
    ).toBe('1');
    expect(view.queryByLabelText(/^Name/)).toBeNull();
    // Choosing tickets does not hide why the form is missing; "Try again" asks for it again.
    expect(view.getByRole('alert')).toBe(alert);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await view.findByLabelText(/^Name/)).toBeTruthy();
    expect(view.queryByRole('alert')).toBeNull();
    expect(chunks.loads.filter((name) => name === 'purchase')).toHaveLength(2);
    expect(
      (view.getByRole('spinbutton', { name: 'General: quantity' }) as HTMLInputElement).value,
    ).toBe('1');
  });
});
