import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { basketFromRecord } from './basket';
import { defer, errorReply, type Reply } from './testing/fake-fetch';
import { config, paidEvent, summary } from './testing/fixtures';
import { flush, harness, purchaseOf, sessionOf } from './testing/harness';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('checkout model: loading', () => {
  it('fetches config and the event in parallel, then applies the palette and announces ready', async () => {
    const h = harness();
    const slowConfig = defer<Reply>();
    h.fake.on('GET /config', () => slowConfig.promise);
    const model = h.start();
    await flush();
    expect(h.fake.calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual([
      'GET /config',
      'GET /events/summer-fest',
    ]);
    const session = sessionOf(model);
    expect(session.load.value).toEqual({ status: 'ready' });
    expect(session.event.value?.title).toBe('Summer Fest');
    expect(h.eventLoaded).toHaveBeenCalledWith(paidEvent());
    // Ready waits for the view: dispatched once, after the first render of the loaded event.
    expect(h.events('boxoffice:ready')).toEqual([]);
    session.rendered();
    session.rendered();
    expect(h.events('boxoffice:ready')).toMatchObject([
      { event: { id: 'evt_1', slug: 'summer-fest', title: 'Summer Fest' } },
    ]);
    slowConfig.resolve({ body: config() });
    await flush();
    expect(h.setPalette).toHaveBeenCalledWith(config().palette);
    model.dispose();
  });

  it('applies a palette whose radius is a CSS length, accent included', async () => {
    const h = harness();
    const body = config();
    h.fake.on('GET /config', { body: { ...body, palette: { ...body.palette, radius: '4px' } } });
    h.start();
    await flush();
    expect(h.setPalette).toHaveBeenCalledWith(
      expect.objectContaining({ accent: '#0055aa', radius: '4px' }),
    );
  });

  it('keeps working with the built-in look when config fails', async () => {
    const h = harness();
    h.fake.on('GET /config', errorReply(503, 'unavailable'));
    const model = h.start();
    await flush();
    expect(h.setPalette).toHaveBeenCalledWith(null);
    expect(sessionOf(model).load.value.status).toBe('ready');
    expect(h.events('boxoffice:error')).toEqual([]);
  });

  it.each([
    [401, 'unauthorized', 'data-key'],
    [403, 'forbidden', 'may not sell this event'],
    [404, 'not_found', 'data-event'],
  ])(
    'on %i shows an error state and gives the integrator a console hint',
    async (status, code, hint) => {
      const h = harness();
      h.fake.on('GET /events/summer-fest', errorReply(status, code));
      const model = h.start();
      await flush();
      expect(sessionOf(model).load.value).toEqual({
        status: 'error',
        error: { code, status },
        retryable: false,
      });
      expect(h.console.error).toHaveBeenCalledWith(expect.stringMatching(/^\[boxoffice\]/));
      expect(h.console.error.mock.calls[0]?.[0]).toContain(hint);
      expect(h.events('boxoffice:error')).toEqual([{ code, status, message: code }]);
    },
  );

  it('reloads the event after a network failure', async () => {
    const h = harness();
    h.fake.on('GET /events/summer-fest', { networkError: true }, { body: paidEvent() });
    const model = h.start();
    await flush();
    const session = sessionOf(model);
    expect(session.load.value).toEqual({
      status: 'error',
      error: { code: 'network' },
      retryable: true,
    });
    expect(h.console.error).not.toHaveBeenCalled();
    expect(h.eventLoaded).not.toHaveBeenCalled();
    session.reload();
    await flush();
    expect(session.load.value).toEqual({ status: 'ready' });
    expect(h.eventLoaded).toHaveBeenCalledTimes(1);
  });
});

describe('checkout model: basket', () => {
  it('enforces limits and emits boxoffice:basket on each change', async () => {
    const h = harness();
    const session = sessionOf(h.start());
    await flush();
    session.increment('vip');
    session.increment('vip');
    session.increment('vip');
    session.increment('early');
    expect(session.basket.value).toEqual(basketFromRecord({ vip: 2 }));
    expect(session.tiers.value.find((t) => t.id === 'vip')?.canAdd).toEqual({
      ok: false,
      reason: 'tier_limit',
    });
    session.setQuantity('ga', 99);
    expect(session.quantity.value).toBe(6);
    session.decrement('vip');
    expect(h.events('boxoffice:basket')).toMatchObject([
      { items: [{ tier: 'vip', quantity: 1 }], quantity: 1 },
      { items: [{ tier: 'vip', quantity: 2 }], quantity: 2 },
      {
        items: [
          { tier: 'ga', quantity: 4 },
          { tier: 'vip', quantity: 2 },
        ],
        quantity: 6,
      },
      {
        items: [
          { tier: 'ga', quantity: 4 },
          { tier: 'vip', quantity: 1 },
        ],
        quantity: 5,
      },
    ]);
  });
});

describe('checkout model: lifecycle', () => {
  it('dispose aborts pending requests and leaves no timers behind', async () => {
    const h = harness();
    const hanging = defer<Reply>();
    h.fake.on('GET /events/summer-fest', () => hanging.promise);
    const model = h.start();
    await flush();
    const eventCall = h.fake.callsTo('GET /events/summer-fest')[0];
    model.dispose();
    await flush();
    expect(eventCall?.signal?.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(h.events('boxoffice:error')).toEqual([]);
  });

  it('dispose during debounce cancels the pending quote', async () => {
    const h = harness();
    h.fake.on('POST /quote', { body: {} });
    const model = h.start();
    await flush();
    const session = sessionOf(model);
    const purchase = await purchaseOf(session);
    session.increment('ga');
    expect(purchase.quote.state.value).toBe('pending');
    model.dispose();
    await flush(1000);
    expect(h.fake.callsTo('POST /quote')).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('checkout model: event list', () => {
  it('pages through events, opens one and goes back to the list', async () => {
    const h = harness({ options: { event: undefined } });
    h.fake.on(
      'GET /events',
      { body: { data: [summary('summer-fest', 'Summer Fest')], nextCursor: 'c2' } },
      { body: { data: [summary('community-meetup', 'Meetup')], nextCursor: null } },
    );
    const model = h.start();
    await flush();
    const list = model.list;
    if (!list) throw new Error('no list');
    expect(model.session.value).toBeNull();
    expect(list.events.value.map((e) => e.slug)).toEqual(['summer-fest']);
    expect(list.hasMore.value).toBe(true);
    list.loadMore();
    await flush();
    expect(new URL(h.fake.callsTo('GET /events')[1]?.url ?? '').searchParams.get('cursor')).toBe(
      'c2',
    );
    expect(list.events.value.map((e) => e.slug)).toEqual(['summer-fest', 'community-meetup']);
    expect(list.hasMore.value).toBe(false);
    model.selectEvent('community-meetup');
    await flush();
    expect(sessionOf(model).event.value?.title).toBe('Community Meetup');
    model.backToList();
    expect(model.session.value).toBeNull();
    expect(list.events.value).toHaveLength(2);
  });

  it('retries a failed page with the same cursor, and stops after the last page', async () => {
    const h = harness({ options: { event: undefined } });
    h.fake.on(
      'GET /events',
      errorReply(503, 'unavailable'),
      { body: { data: [summary('summer-fest', 'Summer Fest')], nextCursor: 'c2' } },
      errorReply(503, 'unavailable'),
      { body: { data: [], nextCursor: null } },
    );
    const model = h.start();
    await flush();
    const list = model.list;
    if (!list) throw new Error('no list');
    const cursors = () =>
      h.fake.callsTo('GET /events').map((c) => new URL(c.url).searchParams.get('cursor'));
    expect(list.status.value).toBe('error');
    list.loadMore();
    list.loadMore(); // ignored while the page is loading
    await flush();
    expect(list.status.value).toBe('ready');
    list.loadMore();
    await flush();
    expect(list.status.value).toBe('error');
    list.loadMore();
    await flush();
    expect(cursors()).toEqual([null, null, 'c2', 'c2']);
    expect(list.status.value).toBe('ready');
    expect(list.hasMore.value).toBe(false);
    list.loadMore();
    await flush();
    expect(cursors()).toHaveLength(4);
    expect(list.events.value.map((e) => e.slug)).toEqual(['summer-fest']);
  });
});

describe('checkout model: console hints name the options as the integrator wrote them', () => {
  // A script tag's attributes, a <box-office>'s, and mount()'s options.
  const SOURCES = [
    ['script', { key: 'data-key', token: 'data-token', event: 'data-event', api: 'data-api' }],
    ['element', { key: 'key', token: 'token', event: 'event', api: 'api' }],
    ['mount', { key: 'key', token: 'token', event: 'event', api: 'api' }],
  ] as const;

  /** The one hint logged after `reply` answered `route`. */
  async function hint(
    source: (typeof SOURCES)[number][0],
    route: string,
    reply: Reply,
    opts: Parameters<typeof harness>[0] = {},
  ) {
    const h = harness({ ...opts, source });
    h.fake.on(route, reply);
    h.start();
    await flush();
    expect(h.console.error).toHaveBeenCalledTimes(1);
    return String(h.console.error.mock.calls[0]?.[0]);
  }

  describe.each(SOURCES)('embedded as %s', (source, name) => {
    it('names the event on 404, the key and the token on 401, the key and the event on 403', async () => {
      const event = 'GET /events/summer-fest';
      expect(await hint(source, event, errorReply(404, 'not_found'))).toContain(
        `404 not found. No such event for this key: check ${name.event} (the event slug).`,
      );
      expect(await hint(source, event, errorReply(401, 'unauthorized'))).toContain(
        `check ${name.key} (a publishable key such as pk_test_…) or ${name.token}.`,
      );
      expect(await hint(source, event, errorReply(403, 'forbidden'))).toContain(
        `check ${name.key} and ${name.event}, and the key's allowed origins.`,
      );
    });

    it('names the API when it answers something else', async () => {
      const text = await hint(source, 'GET /events/summer-fest', { body: { html: '<h1>' } });
      expect(text).toMatch(/^\[boxoffice\] GET \/events\/summer-fest answered with a body/);
      expect(text).toContain(`Check ${name.api} points at the sell API.`);
    });

    it('names the key in the event list, and the API when the list is not found', async () => {
      const listed = { options: { event: undefined } };
      const list = await hint(source, 'GET /events', errorReply(401, 'unauthorized'), listed);
      expect(list).toMatch(/^\[boxoffice\] GET \/events: 401/);
      expect(list).toContain(`check ${name.key} (`);
      // No event to blame in a list.
      expect(await hint(source, 'GET /events', errorReply(403, 'forbidden'), listed)).toBe(
        `[boxoffice] GET /events: 403 forbidden. This site's origin is not allowed for the key: check ${name.key} and the key's allowed origins.`,
      );
      expect(await hint(source, 'GET /events', errorReply(404, 'not_found'), listed)).toBe(
        `[boxoffice] GET /events: 404 not found: check ${name.api} points at the sell API.`,
      );
    });

    it('names the key for a returned checkout it may not read, and nothing for one it cannot see', async () => {
      const back = { returnCheckoutId: 'chk_1' };
      const refused = await hint(source, 'GET /checkout/chk_1', errorReply(401, 'x'), back);
      expect(refused).toMatch(/^\[boxoffice\] GET \/checkout\/chk_1: 401/);
      expect(refused).toContain(`check ${name.key} (`);
      // Another site's or key's checkout, or one long gone: the buyer shops again, and there
      // is no setting to fix (the event loaded: its slug is right).
      for (const status of [403, 404]) {
        const h = harness({ source, ...back });
        h.fake.on('GET /checkout/chk_1', errorReply(status, 'x'));
        h.start();
        await flush();
        expect(h.fake.callsTo('GET /checkout/chk_1')).toHaveLength(1);
        expect(h.console.error).not.toHaveBeenCalled();
      }
    });
  });

  it('never names a data-* attribute to an element or mount() integrator', async () => {
    for (const source of ['element', 'mount'] as const) {
      for (const status of [401, 403, 404]) {
        const text = await hint(source, 'GET /events/summer-fest', errorReply(status, 'x'));
        expect(text).not.toContain('data-');
      }
    }
  });
});
