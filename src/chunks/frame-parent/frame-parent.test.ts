// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as de } from '../../i18n/de';
import { toldToFrame } from '../../loader/options';
import { createFakeFetch } from '../../model/testing/fake-fetch';
import type { Mounted } from '../../shared/contract';
import { ENGLISH, frameTitle } from '../../shared/loader-text';
import type { Options } from '../../shared/options';
import { testMount } from '../../ui/testing';
import { frameQuery, frameUrl, initialFrameHeight, mount } from './frame-parent';

const options: Options = {
  key: 'pk_test_demo',
  event: 'summer-fest',
  api: 'https://api.boxoffice.test',
  lang: 'de-AT',
  mode: 'iframe',
  theme: 'dark',
  accent: '#0057b8',
  returnUrl: 'https://fest.example/tickets?x=1',
};

describe('frameUrl', () => {
  it('points at embed.html in the same folder as the script', () => {
    const url = frameUrl(
      'https://cdn.boxoffice.test/v1.2/boxoffice.js?cache=1',
      frameQuery(options, toldToFrame),
      'https://fest.example',
      null,
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://cdn.boxoffice.test/v1.2/embed.html');
  });

  it("hands the frame the options, the parent's origin and return URL, and the return id", () => {
    const url = frameUrl(
      'https://cdn.boxoffice.test/boxoffice.js',
      frameQuery(options, toldToFrame),
      'https://fest.example',
      'co_42',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      event: 'summer-fest',
      key: 'pk_test_demo',
      api: 'https://api.boxoffice.test',
      lang: 'de-AT',
      theme: 'dark',
      accent: '#0057b8',
      returnUrl: 'https://fest.example/tickets?x=1',
      parentOrigin: 'https://fest.example',
      bo_checkout: 'co_42',
    });
  });

  it('leaves data-analytics to the host page: the frame is not told it', () => {
    const url = frameUrl(
      'https://cdn.boxoffice.test/boxoffice.js',
      frameQuery({ ...options, analytics: 'datalayer' }, toldToFrame),
      'https://fest.example',
      null,
    );
    expect(url.searchParams.has('analytics')).toBe(false);
  });

  it('tells the frame neither where nor how the host page embeds it', () => {
    const url = frameUrl(
      'https://cdn.boxoffice.test/boxoffice.js',
      frameQuery({ ...options, target: '#tickets', mode: 'iframe' }, toldToFrame),
      'https://fest.example',
      null,
    );
    expect(url.searchParams.has('target')).toBe(false);
    expect(url.searchParams.has('mode')).toBe(false);
    expect(url.searchParams.get('event')).toBe('summer-fest');
  });

  it('leaves out options that are not set', () => {
    const { event: _e, accent: _a, ...rest } = options;
    const url = frameUrl(
      'https://cdn.boxoffice.test/boxoffice.js',
      frameQuery(rest, toldToFrame),
      'https://fest.example',
      null,
    );
    expect([...url.searchParams.keys()]).not.toContain('event');
    expect([...url.searchParams.keys()]).not.toContain('accent');
    expect([...url.searchParams.keys()]).not.toContain('bo_checkout');
  });
});

describe('the frame document', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const scriptUrl = 'https://cdn.boxoffice.test/v1.2/boxoffice.js';
  const documentOf = (url: URL) => `${url.origin}${url.pathname}`;

  it('is embed.html on a page that is not cross-origin isolated (or cannot say)', () => {
    for (const isolated of [false, undefined]) {
      vi.stubGlobal('crossOriginIsolated', isolated);
      expect(
        documentOf(
          frameUrl(scriptUrl, frameQuery(options, toldToFrame), 'https://fest.example', null),
        ),
      ).toBe('https://cdn.boxoffice.test/v1.2/embed.html');
    }
  });

  it('is embed-isolated.html, next to the script, on a cross-origin isolated page', () => {
    vi.stubGlobal('crossOriginIsolated', true);
    const url = frameUrl(
      scriptUrl,
      frameQuery(options, toldToFrame),
      'https://fest.example',
      'co_42',
    );
    expect(documentOf(url)).toBe('https://cdn.boxoffice.test/v1.2/embed-isolated.html');
    // The same query: the two paths serve one page.
    vi.stubGlobal('crossOriginIsolated', false);
    const ordinary = frameUrl(
      scriptUrl,
      frameQuery(options, toldToFrame),
      'https://fest.example',
      'co_42',
    );
    expect(url.search).toBe(ordinary.search);
  });
});

describe('frameTitle', () => {
  it("names the frame in the widget's language, for one event or the list", () => {
    expect(frameTitle(true, de)).toBe('Ticketkauf');
    expect(frameTitle(true, ENGLISH)).toBe('Ticket checkout');
    expect(frameTitle(false, ENGLISH)).toBe('Ticket sales');
    expect(frameTitle(false, de)).toBe('Ticketverkauf');
  });
});

describe('initialFrameHeight', () => {
  it('starts narrow frames taller (their text wraps more); an unknown width counts as wide', () => {
    for (const shows of ['event', 'list'] as const) {
      const at = (width: number) => initialFrameHeight(shows, width);
      expect(at(320)).toBeGreaterThan(at(1000));
      expect(at(320)).toBeGreaterThanOrEqual(at(375));
      expect(at(0)).toBe(at(1000));
    }
    expect(initialFrameHeight('event', 1000)).toBeGreaterThan(initialFrameHeight('list', 1000));
  });

  it('starts a month or a week at a grid of days, compact on a phone', () => {
    expect(initialFrameHeight('calendar', 1000)).toBeLessThan(initialFrameHeight('list', 1000));
    expect(initialFrameHeight('calendar', 320)).toBeLessThan(initialFrameHeight('calendar', 1000));
    expect(initialFrameHeight('week', 1000)).toBeLessThan(initialFrameHeight('calendar', 1000));
    expect(initialFrameHeight('week', 0)).toBe(initialFrameHeight('week', 1000));
  });
});

describe('mount (frame-parent chunk)', () => {
  let mounted: Mounted | null = null;
  beforeEach(() => {
    // happy-dom does not load iframe pages and says so on the console.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    mounted?.dispose();
    mounted = null;
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  function start(returnCheckoutId: string | null = null, first: Options = options) {
    const test = testMount(first, { fetch: createFakeFetch().fetch, returnCheckoutId });
    mounted = mount(test.context);
    const iframe = test.container.querySelector('iframe') as HTMLIFrameElement;
    return { ...test, iframe, query: () => new URL(iframe.src).searchParams };
  }

  /** Lets `iframe` look like the frame's window, then posts `data` from it (as `origin`). */
  function fromFrame(
    iframe: HTMLIFrameElement,
    data: unknown,
    origin = 'https://cdn.boxoffice.test',
  ) {
    const frameWindow = (iframe.contentWindow ?? { postMessage() {} }) as Window;
    Object.defineProperty(iframe, 'contentWindow', { configurable: true, value: frameWindow });
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: frameWindow }));
  }

  it('shows embed.html (next to the script) in an iframe named in the widget’s language, with the return id', () => {
    const { iframe, query } = start('co_42');
    expect(iframe.src.startsWith('https://cdn.boxoffice.test/v1/embed.html?')).toBe(true);
    expect(iframe.title).toBe('Ticketkauf');
    expect(query().get('bo_checkout')).toBe('co_42');
    expect(query().get('parentOrigin')).toBe(location.origin);
    expect(Number.parseInt(iframe.style.height, 10)).toBeGreaterThan(0);
  });

  it('on a cross-origin isolated page shows embed-isolated.html, also after update()', () => {
    vi.stubGlobal('crossOriginIsolated', true);
    try {
      const { iframe } = start();
      expect(iframe.src.startsWith('https://cdn.boxoffice.test/v1/embed-isolated.html?')).toBe(
        true,
      );
      mounted?.update({ ...options, promo: 'EARLY' });
      expect(iframe.src.startsWith('https://cdn.boxoffice.test/v1/embed-isolated.html?')).toBe(
        true,
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('update() with identical options (after a first mount that carried a return id) does not change the iframe src', () => {
    const { iframe } = start('co_42');
    const first = iframe.src;
    mounted?.update({ ...options });
    expect(iframe.src).toBe(first);
    expect(new URL(iframe.src).searchParams.get('bo_checkout')).toBe('co_42');
  });

  it('update() with a new promo reloads the frame with it, without replaying bo_checkout', () => {
    const { iframe, query } = start('co_42');
    const first = iframe.src;
    mounted?.update({ ...options, promo: 'SUMMER' });
    expect(iframe.src).not.toBe(first);
    expect(query().get('promo')).toBe('SUMMER');
    expect(query().has('bo_checkout')).toBe(false);
    expect(query().get('event')).toBe('summer-fest');
  });

  it('sizes the iframe to the height the frame reports and relays its host events', () => {
    const { iframe, emitted } = start();
    fromFrame(iframe, { v: 1, type: 'resized', height: 812.4 });
    expect(iframe.style.height).toBe('813px');
    const ready = {
      event: { id: 'evt_1', slug: 'summer-fest', title: 'Summer Fest' },
      currency: 'EUR',
      tiers: [{ id: 'ga', name: 'General', price: 25.5 }],
    };
    fromFrame(iframe, {
      v: 1,
      type: 'hostEvent',
      event: { name: 'boxoffice:ready', detail: ready },
    });
    expect(emitted).toEqual([{ type: 'boxoffice:ready', detail: ready }]);
  });

  it('ignores messages from another origin, and all messages once disposed', () => {
    const { iframe, emitted } = start();
    const height = iframe.style.height;
    fromFrame(iframe, { v: 1, type: 'resized', height: 900 }, 'https://evil.example');
    expect(iframe.style.height).toBe(height);
    mounted?.dispose();
    mounted = null;
    expect(iframe.isConnected).toBe(false);
    fromFrame(iframe, { v: 1, type: 'resized', height: 900 });
    fromFrame(iframe, {
      v: 1,
      type: 'hostEvent',
      event: { name: 'boxoffice:complete', detail: { id: 'chk_1', status: 'paid' } },
    });
    expect(iframe.style.height).toBe(height);
    expect(emitted).toEqual([]);
  });
});

describe('the prefill in iframe mode', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  const prefilled: Options = {
    ...options,
    prefill: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      answers: new Map([['diet', 'vegan']]),
    },
    items: [{ tier: 'ga', quantity: 2 }],
  };

  it('never goes into the frame’s URL (our server sees it); the items do', () => {
    const url = frameUrl(
      'https://cdn.boxoffice.test/boxoffice.js',
      frameQuery(prefilled, toldToFrame),
      location.origin,
      null,
    );
    expect(url.href).not.toMatch(/Ada|ada%40|vegan|diet/);
    expect(url.searchParams.get('items')).toBe('ga:2');
  });

  it('is posted to the frame’s exact origin once its widget started, and again after a change', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const test = testMount(prefilled, { fetch: createFakeFetch().fetch });
    const mounted = mount(test.context);
    const iframe = test.container.querySelector('iframe') as HTMLIFrameElement;
    const posted: [unknown, string][] = [];
    const frameWindow = {
      postMessage: (data: unknown, origin: string) => posted.push([data, origin]),
    };
    Object.defineProperty(iframe, 'contentWindow', { configurable: true, value: frameWindow });
    const from = (
      data: unknown,
      origin = 'https://cdn.boxoffice.test',
      source: unknown = frameWindow,
    ) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));

    // Nothing before the frame says it listens, nor for a message from elsewhere.
    expect(posted).toEqual([]);
    from({ v: 1, type: 'started' }, 'https://evil.example');
    from({ v: 1, type: 'started' }, 'https://cdn.boxoffice.test', window);
    expect(posted).toEqual([]);

    from({ v: 1, type: 'started' });
    expect(posted).toEqual([
      [
        {
          v: 1,
          type: 'prefill',
          prefill: {
            name: 'Ada Lovelace',
            email: 'ada@example.com',
            answers: new Map([['diet', 'vegan']]),
          },
        },
        'https://cdn.boxoffice.test',
      ],
    ]);
    const src = iframe.src;
    mounted.update({ ...prefilled, prefill: { ...prefilled.prefill, name: 'Grace Hopper' } });
    expect(iframe.src).toBe(src);
    expect(posted).toHaveLength(2);
    expect(posted[1]?.[0]).toMatchObject({ prefill: { name: 'Grace Hopper' } });
    mounted.update({
      ...prefilled,
      prefill: { ...prefilled.prefill, name: 'Grace Hopper' },
      theme: 'light',
    });
    expect(posted).toHaveLength(2);
    mounted.dispose();
  });

  it('is posted again when only an answer changed, and not when nothing did', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const test = testMount(prefilled, { fetch: createFakeFetch().fetch });
    const mounted = mount(test.context);
    const iframe = test.container.querySelector('iframe') as HTMLIFrameElement;
    const posted: unknown[] = [];
    const frameWindow = { postMessage: (data: unknown) => posted.push(data) };
    Object.defineProperty(iframe, 'contentWindow', { configurable: true, value: frameWindow });
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { v: 1, type: 'started' },
        origin: 'https://cdn.boxoffice.test',
        source: frameWindow as unknown as Window,
      }),
    );
    const answered = (diet: string) => ({
      ...prefilled,
      prefill: { ...prefilled.prefill, answers: new Map([['diet', diet]]) },
    });
    mounted.update(answered('vegan'));
    expect(posted).toHaveLength(1);
    mounted.update(answered('none'));
    expect(posted).toHaveLength(2);
    expect(posted[1]).toMatchObject({ prefill: { answers: new Map([['diet', 'none']]) } });
    mounted.dispose();
  });
});
