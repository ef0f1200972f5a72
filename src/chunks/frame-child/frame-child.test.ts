// @vitest-environment happy-dom
import { waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { planMount } from '../../loader/plan';
import { prefetch } from '../../loader/prefetch';
import { createFakeFetch, defer, type Reply } from '../../model/testing/fake-fetch';
import { config, paidEvent } from '../../model/testing/fixtures';
import { testOptions } from '../../model/testing/harness';
import { CHUNKS, type Chunks } from '../../registry';
import type { Mounted } from '../../shared/contract';
import { embed as en } from '../../shared/loader-text';
import { testChunks, testMount } from '../../ui/testing';
import { allowedOrigins, confirmedParentOrigin, framingAncestors, mount } from './frame-child';

const PARENT = 'https://fest.example';

/** The window this document is framed by, recording what is posted to it. */
function frameIn(referrer = `${PARENT}/tickets`) {
  const posted: { message: unknown; targetOrigin: string }[] = [];
  const parent = {
    postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }),
  };
  vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
  return posted;
}

/** Sets `location.ancestorOrigins` (Chromium, Safari) for one test. */
function ancestors(origins: string[] | undefined) {
  Object.defineProperty(location, 'ancestorOrigins', { configurable: true, value: origins });
}

beforeAll(async () => {
  await CHUNKS.purchase();
});
beforeEach(() => {
  sessionStorage.clear();
  ancestors(undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  ancestors(undefined);
  history.replaceState(null, '', '/');
  document.body.replaceChildren();
});

describe('confirmedParentOrigin', () => {
  it('trusts nothing outside a frame', () => {
    expect(confirmedParentOrigin(PARENT)).toBeNull();
  });

  it('trusts the claimed origin only when the referrer confirms it', () => {
    frameIn();
    expect(confirmedParentOrigin(PARENT)).toBe(PARENT);
    expect(confirmedParentOrigin('https://evil.example')).toBeNull();
    expect(confirmedParentOrigin(null)).toBeNull();
    // Only an exact origin: no path, no malformed value, never the opaque "null".
    expect(confirmedParentOrigin(`${PARENT}/tickets`)).toBeNull();
    expect(confirmedParentOrigin('fest.example')).toBeNull();
    expect(confirmedParentOrigin('null')).toBeNull();
  });

  it('prefers location.ancestorOrigins over the referrer when the browser has it', () => {
    frameIn('https://evil.example/');
    ancestors([PARENT]);
    expect(confirmedParentOrigin(PARENT)).toBe(PARENT);
    ancestors(['https://evil.example']);
    expect(confirmedParentOrigin(PARENT)).toBeNull();
  });

  it('trusts nothing without a referrer to confirm it', () => {
    frameIn('');
    expect(confirmedParentOrigin(PARENT)).toBeNull();
  });
});

describe('mount (frame-child chunk)', () => {
  let mounted: Mounted | null = null;
  afterEach(() => {
    mounted?.dispose();
    mounted = null;
  });

  function start(claimed: string) {
    history.replaceState(null, '', `/embed.html?parentOrigin=${encodeURIComponent(claimed)}`);
    const fake = createFakeFetch();
    fake.on('GET /config', { body: config() });
    fake.on('GET /events/summer-fest', { body: paidEvent() });
    fake.on('GET /config/frame-origins', { body: { origins: [PARENT] } });
    const test = testMount(testOptions({ lang: 'de' }), { fetch: fake.fetch });
    mounted = mount(test.context);
    return test;
  }

  it('relays host events to the confirmed parent only, with its exact origin', async () => {
    const posted = frameIn();
    const { emitted } = start(PARENT);
    expect(document.title).toBe('Ticketkauf');
    await waitFor(() =>
      expect(posted.map((p) => p.message)).toContainEqual({
        v: 1,
        type: 'hostEvent',
        event: {
          name: 'boxoffice:ready',
          detail: {
            event: { id: 'evt_1', slug: 'summer-fest', title: 'Summer Fest' },
            currency: 'EUR',
            tiers: [
              { id: 'ga', name: 'General', price: 25.5 },
              { id: 'vip', name: 'VIP', price: 80.1 },
            ],
          },
        },
      }),
    );
    expect(new Set(posted.map((p) => p.targetOrigin))).toEqual(new Set([PARENT]));
    // Relayed instead of dispatched in the frame's own document.
    expect(emitted).toEqual([]);
  });

  it('says it started once allowed, and takes the prefill from its confirmed parent only', async () => {
    const posted = frameIn();
    const { root } = start(PARENT);
    await waitFor(() =>
      expect(posted.map((p) => p.message)).toContainEqual({ v: 1, type: 'started' }),
    );
    const prefill = (name: string) => ({
      v: 1,
      type: 'prefill',
      prefill: { name, answers: new Map([['diet', 'vegan']]) },
    });
    const nameField = () =>
      root.querySelector<HTMLInputElement>('input[autocomplete="name"]')?.value ?? null;
    await waitFor(() => expect(nameField()).toBe(''));
    window.dispatchEvent(
      new MessageEvent('message', { data: prefill('Ada'), origin: PARENT, source: window.parent }),
    );
    await waitFor(() => expect(nameField()).toBe('Ada'));
    // Another origin, or another window of the right one: ignored.
    for (const [origin, source] of [
      ['https://evil.example', window.parent],
      [PARENT, window],
    ] as const) {
      window.dispatchEvent(
        new MessageEvent('message', { data: prefill('Mallory'), origin, source }),
      );
    }
    // A render the buyer causes comes after any the messages caused.
    const plus = root.querySelectorAll<HTMLButtonElement>('.bo-stepper__btn')[1];
    plus?.click();
    await waitFor(() =>
      expect(root.querySelector<HTMLInputElement>('.bo-stepper__input')?.value).toBe('1'),
    );
    expect(nameField()).toBe('Ada');
  });

  it("fills the question's field from the answers the parent sends as a Map", async () => {
    const posted = frameIn();
    const { root } = start(PARENT);
    await waitFor(() =>
      expect(posted.map((p) => p.message)).toContainEqual({ v: 1, type: 'started' }),
    );
    const answer = () =>
      [...root.querySelectorAll<HTMLInputElement>('input')].find((input) =>
        input.labels?.[0]?.textContent?.includes('Dietary needs'),
      )?.value ?? null;
    await waitFor(() => expect(answer()).toBe(''));
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { v: 1, type: 'prefill', prefill: { answers: new Map([['diet', 'vegan']]) } },
        origin: PARENT,
        source: window.parent,
      }),
    );
    await waitFor(() => expect(answer()).toBe('vegan'));
  });

  it('sends nothing when the parent origin in the query is not confirmed', async () => {
    const posted = frameIn('https://fest.example/');
    const { container } = start('https://evil.example');
    await waitFor(() => expect(container.querySelector('h2')?.textContent).toBe('Summer Fest'));
    expect(posted).toEqual([]);
  });
});

/** Whether the frame's own placeholder (a `.bo` next to the container, holding the skeleton) is shown. */
const placeholderShown = (root: ShadowRoot) =>
  Array.from(root.children).some((el) => el.matches('.bo') && el.querySelector('.bo-skeleton'));

describe('framingAncestors', () => {
  it('is null in the top window: embed.html opened as a page of its own', () => {
    expect(framingAncestors()).toBeNull();
  });

  it('names the parent from the referrer, or every ancestor from location.ancestorOrigins', () => {
    frameIn('https://fest.example/tickets?x=1');
    expect(framingAncestors()).toEqual([PARENT]);
    ancestors([PARENT, 'https://outer.example']);
    expect(framingAncestors()).toEqual([PARENT, 'https://outer.example']);
  });

  it('is empty when the browser names no parent', () => {
    frameIn('');
    expect(framingAncestors()).toEqual([]);
  });
});

describe('allowedOrigins', () => {
  it('compares exact origins: trailing slashes, case and default ports do not matter', () => {
    const allowed = allowedOrigins([
      'HTTPS://Fest.Example/',
      ' https://shop.example:443 ',
      'http://localhost:5173/tickets',
    ]);
    expect([...allowed]).toEqual([PARENT, 'https://shop.example', 'http://localhost:5173']);
  });

  it('ignores entries without an origin', () => {
    const entries = ['fest.example', '', 'null', 'not a url', 'data:text/html,x', 'https://'];
    expect([...allowedOrigins(entries)]).toEqual([]);
  });
});

describe('mount: the framing check', () => {
  let mounted: Mounted | null = null;
  afterEach(() => {
    mounted?.dispose();
    mounted = null;
  });

  const ORIGINS = '/config/frame-origins';

  /** Starts the frame with `origins` answering the frame-origins request (default: the parent only). */
  function start(
    origins: Reply | (() => Promise<Reply>) = { body: { origins: [PARENT] } },
    lang = 'en',
  ) {
    history.replaceState(null, '', `/embed.html?parentOrigin=${encodeURIComponent(PARENT)}`);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = createFakeFetch();
    fake.on('GET /config', { body: config() });
    fake.on('GET /events/summer-fest', { body: paidEvent() });
    fake.on(`GET ${ORIGINS}`, typeof origins === 'function' ? origins : () => origins);
    const test = testMount(testOptions({ lang }), { fetch: fake.fetch }, { painted: true });
    mounted = mount(test.context);
    test.paint?.mounted();
    const requests = () => fake.calls.filter((c) => c.path === ORIGINS);
    /** What a buyer could press or type into, anywhere in the widget's shadow root. */
    const controls = () => test.root.querySelectorAll('.bo-tier, button, input, select, textarea');
    const notice = () => test.root.querySelector('[role="alert"]');
    const boxofficeErrors = () =>
      errors.mock.calls.map((args) => args.join(' ')).filter((m) => m.startsWith('[boxoffice]'));
    return { ...test, fake, requests, controls, notice, boxofficeErrors };
  }

  it('shows the placeholder and nothing buyable until the parent is confirmed, then the tickets', async () => {
    const posted = frameIn();
    const answer = defer<Reply>();
    vi.useFakeTimers();
    const { root, container, requests, controls } = start(() => answer.promise);
    // Everything that can happen before the answer has happened (every timer run, every
    // promise settled), and the app has not shown up.
    await vi.runAllTimersAsync();
    expect(requests()).toHaveLength(1);
    expect(placeholderShown(root)).toBe(true);
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Loading tickets…');
    expect(controls()).toHaveLength(0);
    expect(posted.filter((p) => (p.message as { type: string }).type === 'hostEvent')).toEqual([]);

    vi.useRealTimers();
    answer.resolve({ body: { origins: ['https://other.example', `${PARENT}/`] } });
    await waitFor(() => expect(container.querySelectorAll('.bo-tier')).toHaveLength(3));
    expect(container.querySelector('button[aria-label="General: add one"]')).not.toBeNull();
    expect(requests()).toHaveLength(1);
    expect(requests()[0]?.url).toBe('https://api.example/api/v1/sell/config/frame-origins');
    expect(requests()[0]?.headers['x-sell-key']).toBe('pk_test_demo');
    // The placeholder is gone: one widget, no skeleton left behind.
    await waitFor(() => expect(placeholderShown(root)).toBe(false));
  });

  it("keeps the loader's placeholder through the check and the app's first loading state: no copy, no live region filled before it is shown", async () => {
    frameIn();
    const origins = defer<Reply>();
    const { root, container, requests, fake } = start(() => origins.promise);
    const eventAnswer = defer<Reply>();
    fake.on('GET /events/summer-fest', () => eventAnswer.promise);
    const painted = root.querySelector('.bo-skeleton');
    // One status, the loader's: empty when it appears, filled a frame later.
    const statuses = () => Array.from(root.querySelectorAll('[role="status"]'));
    expect(statuses()).toHaveLength(1);
    expect(statuses()[0]?.textContent).toBe('');
    await waitFor(() => expect(statuses()[0]?.textContent).toBe('Loading tickets…'));
    await waitFor(() => expect(requests()).toHaveLength(1));
    origins.resolve({ body: { origins: [PARENT] } });
    // The app's first loading state is the very element painted first, still where it was.
    await waitFor(() => expect(fake.callsTo('GET /events/summer-fest')).toHaveLength(1));
    expect(painted?.isConnected).toBe(true);
    expect(root.querySelectorAll('.bo-skeleton')).toHaveLength(1);
    expect(container.hidden).toBe(true);
    eventAnswer.resolve({ body: paidEvent() });
    await waitFor(() => expect(container.querySelectorAll('.bo-tier')).toHaveLength(3));
    expect(painted?.isConnected).toBe(false);
    expect(container.hidden).toBe(false);
  });

  it("refuses with the loader's own notice: one alert in the widget's place, nothing else", async () => {
    frameIn('https://evil.example/page');
    const { root, notice } = start();
    await waitFor(() => expect(notice()?.textContent).toBe(en.refused));
    expect(Array.from(root.children)).toEqual([notice()]);
    expect(notice()?.getAttribute('part')).toBe('notice');
  });

  it('refuses a parent that is not in the list: a notice, no tickets, one console error', async () => {
    const posted = frameIn('https://evil.example/page');
    vi.useFakeTimers();
    const { controls, notice, boxofficeErrors, container } = start();
    // The check has answered, and all it leads to has happened: every timer run, every
    // promise settled.
    await vi.runAllTimersAsync();
    expect(notice()?.textContent).toBe(en.refused);
    expect(controls()).toHaveLength(0);
    expect(container.querySelector('.bo-tier')).toBeNull();
    expect(boxofficeErrors()).toHaveLength(1);
    expect(boxofficeErrors()[0]).toContain('https://evil.example');
    expect(boxofficeErrors()[0]).toContain("add it to the key's frame origins in the dashboard");
    // The claim in the query does not match the browser: nothing at all goes to that window.
    expect(posted).toEqual([]);
  });

  it('compares scheme, host and port exactly', async () => {
    frameIn();
    const { notice } = start({
      body: { origins: ['http://fest.example', 'https://fest.example:8443', 'fest.example'] },
    });
    await waitFor(() => expect(notice()?.textContent).toBe(en.refused));
  });

  it('honours no wildcard: https://*.example lets no parent in', async () => {
    frameIn();
    const { notice, controls } = start({ body: { origins: ['https://*.example'] } });
    await waitFor(() => expect(notice()?.textContent).toBe(en.refused));
    expect(controls()).toHaveLength(0);
  });

  it('refuses an allowed parent that is itself framed by another site', async () => {
    frameIn();
    ancestors([PARENT, 'https://evil.example']);
    const { notice, boxofficeErrors } = start();
    await waitFor(() => expect(notice()?.textContent).toBe(en.refused));
    expect(boxofficeErrors()).toHaveLength(1);
    expect(boxofficeErrors()[0]).toContain('itself framed by https://evil.example');
  });

  it('in the top window (embed.html opened directly) shows the notice and asks nothing', async () => {
    const { notice, controls, requests, boxofficeErrors } = start();
    await waitFor(() => expect(notice()?.textContent).toBe(en.refused));
    expect(controls()).toHaveLength(0);
    expect(requests()).toHaveLength(0);
    expect(boxofficeErrors()).toHaveLength(1);
    expect(boxofficeErrors()[0]).toContain('embed.html was opened as a page of its own');
  });

  it('refuses when the browser names no parent at all', async () => {
    frameIn('');
    const { notice, requests, boxofficeErrors } = start();
    await waitFor(() => expect(notice()?.textContent).toBe(en.refused));
    expect(requests()).toHaveLength(0);
    expect(boxofficeErrors()[0]).toContain('could not be confirmed');
  });

  it.each<[string, Reply]>([
    ['a network failure', { networkError: true }],
    ['a 503', { status: 503, body: { error: { code: 'unavailable', message: 'down' } } }],
    ['an answer that does not parse', { body: { origins: 'https://fest.example' } }],
  ])(
    'after %s nothing is sold: "can\'t be shown right now" and one console error',
    async (_, reply) => {
      frameIn();
      const { notice, controls, boxofficeErrors } = start(reply);
      await waitFor(() => expect(notice()?.textContent).toBe(en.failed));
      expect(controls()).toHaveLength(0);
      expect(boxofficeErrors()).toHaveLength(1);
      expect(boxofficeErrors()[0]).toContain('frame origins could not be loaded');
    },
  );

  it('a refused key (401) says the setting needs fixing', async () => {
    frameIn();
    const { notice, boxofficeErrors } = start({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'Unknown key' } },
    });
    await waitFor(() => expect(notice()?.textContent).toBe(en.problem('key')));
    expect(boxofficeErrors()[0]).toContain('401');
  });

  it('tells the buyer in the widget language', async () => {
    frameIn('https://evil.example/');
    const { notice } = start(undefined, 'de');
    await waitFor(() =>
      expect(notice()?.textContent).toBe(
        'Auf dieser Seite können keine Tickets gekauft werden. Bitte kaufe sie auf der Website des Veranstalters.',
      ),
    );
    expect(notice()?.getAttribute('lang')).toBe('de');
  });

  it('disposed during the check: nothing appears and nothing is logged', async () => {
    frameIn();
    const answer = defer<Reply>();
    vi.useFakeTimers();
    const { root, requests, boxofficeErrors } = start(() => answer.promise);
    await vi.runAllTimersAsync();
    expect(requests()).toHaveLength(1);
    mounted?.dispose();
    mounted = null;
    answer.resolve({ body: { origins: [PARENT] } });
    // Everything the answer could lead to has happened: every timer run, every promise settled.
    await vi.runAllTimersAsync();
    expect(root.querySelector('.bo-tier, .bo-notice, .bo-skeleton')).toBeNull();
    expect(boxofficeErrors()).toEqual([]);
  });

  describe('the event list (no event)', () => {
    function startList(list?: () => Promise<Chunks['list']>) {
      history.replaceState(null, '', `/embed.html?parentOrigin=${encodeURIComponent(PARENT)}`);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const fake = createFakeFetch();
      fake.on('GET /config', { body: config() });
      fake.on('GET /events', { body: { data: [], nextCursor: null } });
      fake.on(`GET ${ORIGINS}`, { body: { origins: [PARENT] } });
      const chunks = testChunks(list ? { list } : {});
      const test = testMount(
        testOptions({ event: undefined }),
        { fetch: fake.fetch, chunks },
        { painted: true },
      );
      mounted = mount(test.context);
      test.paint?.mounted();
      return { ...test, chunks, errors };
    }

    it('keeps the placeholder until the allowed list is mounted', async () => {
      frameIn();
      const chunk = defer<Chunks['list']>();
      const { root, chunks } = startList(() => chunk.promise);
      await waitFor(() => expect(chunks.loads).toContain('list'));
      expect(placeholderShown(root)).toBe(true);
      chunk.resolve(await CHUNKS.list());
      await waitFor(() =>
        expect(root.textContent).toContain('There are no events on sale right now.'),
      );
      expect(placeholderShown(root)).toBe(false);
    });

    it('shows the view the mount plan chose (MountContext.view), not its own reading of the options', async () => {
      frameIn();
      const fake = createFakeFetch();
      fake.on('GET /config', { body: config() });
      fake.on('GET /events', { body: { data: [], nextCursor: null } });
      fake.on(`GET ${ORIGINS}`, { body: { origins: [PARENT] } });
      // The options name an event; the plan chose the list.
      const test = testMount(testOptions(), { fetch: fake.fetch, view: 'list' });
      mounted = mount(test.context);
      await waitFor(() =>
        expect(test.root.textContent).toContain('There are no events on sale right now.'),
      );
      expect(test.chunks.loads).toContain('list');
      expect(document.title).toBe('Ticket sales');
    });

    it('shows "can\'t be shown right now" when the list code does not load', async () => {
      frameIn();
      const { root, errors } = startList(() => Promise.reject(new Error('integrity')));
      await waitFor(() =>
        expect(root.querySelector('[role="alert"]')?.textContent).toBe(en.failed),
      );
      expect(errors).toHaveBeenCalledTimes(1);
      expect(root.querySelector('.bo-skeleton')).toBeNull();
    });
  });

  it('takes over the request the loader started: one frame-origins request in all', async () => {
    frameIn();
    const fake = createFakeFetch();
    fake.on('GET /config', { body: config() });
    fake.on('GET /events/summer-fest', { body: paidEvent() });
    fake.on(`GET ${ORIGINS}`, { body: { origins: [PARENT] } });
    vi.stubGlobal('fetch', fake.fetch);
    const options = testOptions();
    // As widget.ts starts it for the frame.
    const fetchFn = prefetch(
      options,
      planMount(options, 'frame').requests,
      new AbortController().signal,
    );
    const { container, context } = testMount(options, { fetch: fetchFn });
    mounted = mount(context);
    await waitFor(() => expect(container.querySelectorAll('.bo-tier')).toHaveLength(3));
    expect(fake.calls.map((c) => c.path).sort()).toEqual(
      ['/config', '/events/summer-fest', ORIGINS].sort(),
    );
  });
});
