import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, defer, errorReply } from '../model/testing/fake-fetch';
import { config, paidEvent } from '../model/testing/fixtures';
import { CHUNKS } from '../registry';
import type { ChunkName, ChunkSource, MountContext, Mounted } from '../shared/contract';
import { UNCHECKABLE } from '../shared/log';
import { defineBoxOfficeElement } from './element';
import { createMount } from './mount-api';
import { attributeInput } from './options';
import { placeholderOf } from './placeholder';
import { type Placement, planMount } from './plan';
import { mountFromScript } from './script-tag';
import { createWidget, type LoaderPage } from './widget';

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.lang = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const SCRIPT = 'https://cdn.boxoffice.test/boxoffice.js';

/** Chunks held back until the test releases them; `language` chunks resolve from the real ones. */
function heldChunks(onMount?: (context: MountContext) => void) {
  const mounted: {
    context: MountContext;
    handle: Mounted & Record<string, ReturnType<typeof vi.fn>>;
  }[] = [];
  const gate = defer<void>();
  let fail: Error | null = null;
  const loads: string[] = [];
  /** The chunks whose code was handed to the loader (after the gate opened). */
  const arrived: string[] = [];
  const chunks: ChunkSource = {
    languages: ['en', 'de'],
    load: (async (name: ChunkName) => {
      loads.push(name);
      if (name === 'de') return CHUNKS.de();
      await gate.promise;
      if (fail) throw fail;
      arrived.push(name);
      return {
        mount(context: MountContext) {
          const handle = { update: vi.fn(), dispose: vi.fn(), open: vi.fn() };
          mounted.push({ context, handle });
          onMount?.(context);
          return handle;
        },
      };
    }) as ChunkSource['load'],
  };
  return {
    chunks,
    mounted,
    loads,
    arrived,
    open: () => gate.resolve(),
    release: async () => {
      gate.resolve();
      await vi.waitFor(() => expect(mounted.length + Number(Boolean(fail))).toBeGreaterThan(0));
    },
    failNext: (error = new Error('integrity')) => {
      fail = error;
      gate.resolve();
    },
  };
}

function widget(
  input: Record<string, string>,
  page: LoaderPage,
  source: 'script' | 'element' = 'element',
) {
  const host = document.createElement('div');
  document.body.append(host);
  const w = createWidget(host, host, source, page);
  w.apply(input);
  return { host, w, root: () => host.shadowRoot };
}

function stubFetch() {
  const fake = createFakeFetch();
  fake.on('GET /config', { body: config() });
  fake.on('GET /events/summer-fest', { body: paidEvent() });
  fake.on('GET /events', { body: { data: [], nextCursor: null } });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

describe('a widget with bad options', () => {
  it('logs one [boxoffice] error naming the attribute and the fix, and shows a notice', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const held = heldChunks();
    const { root } = widget(
      { key: 'pk_test_demo', theme: 'purple' },
      { scriptUrl: SCRIPT, chunks: held.chunks },
      'script',
    );
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(
      /^\[boxoffice\] data-theme is invalid: use light, dark or auto/,
    );
    await vi.waitFor(() => expect(root()?.querySelector('[role="alert"]')).toBeTruthy());
    const notice = root()?.querySelector('[role="alert"]');
    expect(notice?.textContent).toContain('data-theme');
    expect(notice?.getAttribute('part')).toBe('notice');
    // Nothing of the widget was loaded or requested.
    expect(held.loads).toEqual([]);
  });

  it('writes the notice in the language asked for, else the page language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = { scriptUrl: SCRIPT, chunks: heldChunks().chunks };
    const notice = async (input: Record<string, string>) => {
      const { root } = widget(input, page);
      await vi.waitFor(() => expect(root()?.querySelector('[role="alert"]')).toBeTruthy());
      return root()?.querySelector('[role="alert"]');
    };
    const german = await notice({ key: 'pk_test_demo', lang: 'de-AT', theme: 'purple' });
    expect(german?.textContent).toMatch(/^Tickets können hier nicht angezeigt werden.*„theme“/);
    expect(german?.getAttribute('lang')).toBe('de-AT');
    document.documentElement.lang = 'de';
    expect((await notice({ key: 'pk_test_demo', theme: 'purple' }))?.getAttribute('lang')).toBe(
      'de',
    );
    expect(
      (await notice({ key: 'pk_test_demo', lang: 'en', theme: 'purple' }))?.textContent,
    ).toMatch(/^Tickets can't be shown here/);
  });
});

describe('a widget starting', () => {
  it('paints the placeholder and starts the event requests before any chunk arrives', async () => {
    const fake = stubFetch();
    const held = heldChunks();
    const { root } = widget(
      { key: 'pk_test_demo', event: 'summer-fest' },
      { scriptUrl: SCRIPT, chunks: held.chunks },
    );
    const placeholder = root()?.querySelector('.bo-skeleton');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /events/summer-fest',
      'GET /config',
    ]);
    expect(held.mounted).toHaveLength(0);
    // The status is filled a frame after it appears, so screen readers announce it.
    await vi.waitFor(() =>
      expect(root()?.querySelector('[role="status"]')?.textContent).toBe('Loading tickets…'),
    );
    await held.release();
    expect(root()?.querySelector('.bo-skeleton')).toBeNull();
  });

  it('asks for its code before its first requests: the code is the longer way to the tiers', () => {
    const fake = stubFetch();
    const order: string[] = [];
    vi.stubGlobal('fetch', (...args: Parameters<typeof fetch>) => {
      order.push('request');
      return fake.fetch(...args);
    });
    const held = heldChunks();
    const chunks: ChunkSource = {
      ...held.chunks,
      load: ((name: ChunkName) => {
        order.push(`chunk ${name}`);
        return held.chunks.load(name);
      }) as ChunkSource['load'],
    };
    widget({ key: 'pk_test_demo', event: 'summer-fest' }, { scriptUrl: SCRIPT, chunks });
    expect(order).toEqual(['chunk app', 'request', 'request']);
  });

  it("hands the app its language's texts and the hash that checks their purchase half; English needs neither", async () => {
    stubFetch();
    const held = heldChunks();
    const german = await CHUNKS.de();
    const chunks: ChunkSource = {
      ...held.chunks,
      // As built: the first half carries its purchase half's sha384.
      load: ((name: ChunkName) =>
        name === 'de'
          ? Promise.resolve({ ...german, purchase: 'D'.repeat(64) })
          : held.chunks.load(name)) as ChunkSource['load'],
    };
    widget(
      { key: 'pk_test_demo', event: 'summer-fest', lang: 'de' },
      { scriptUrl: SCRIPT, chunks },
    );
    widget(
      { key: 'pk_test_demo', event: 'summer-fest', lang: 'en' },
      { scriptUrl: SCRIPT, chunks },
    );
    await held.release();
    await vi.waitFor(() => expect(held.mounted).toHaveLength(2));
    const [de, en] = held.mounted.map(({ context }) => context);
    expect(de?.messages).toBe(german.messages);
    expect(de?.purchaseHalf).toBe('D'.repeat(64));
    expect(en && 'messages' in en).toBe(false);
    expect(en && 'purchaseHalf' in en).toBe(false);
  });

  it('loads a regional catalogue for its region and the language one for the rest', async () => {
    stubFetch();
    const held = heldChunks();
    const german = await CHUNKS.de();
    const brazilian = { ...german.messages, loading: 'Carregando (Brasil)' };
    const chunks: ChunkSource = {
      languages: ['en', 'pt', 'pt-BR'],
      // A build with a `pt-BR` line in CATALOGUES lists that chunk beside `pt`.
      load: ((name: string) =>
        name === 'pt' || name === 'pt-BR'
          ? Promise.resolve({
              messages: name === 'pt' ? german.messages : brazilian,
              purchase: undefined,
            })
          : held.chunks.load(name as ChunkName)) as ChunkSource['load'],
    };
    for (const lang of ['pt-BR', 'pt-PT', 'pt']) {
      widget({ key: 'pk_test_demo', event: 'summer-fest', lang }, { scriptUrl: SCRIPT, chunks });
    }
    await held.release();
    await vi.waitFor(() => expect(held.mounted).toHaveLength(3));
    const [br, pt, plain] = held.mounted.map(({ context }) => context);
    expect(br?.messages).toBe(brazilian);
    expect(pt?.messages).toBe(german.messages);
    expect(plain?.messages).toBe(german.messages);
  });

  it("gives a payment's return to one widget per event: the first to start, until it stops", async () => {
    stubFetch();
    const held = heldChunks();
    history.replaceState(null, '', '/tickets?bo_checkout=chk_1');
    const page = { scriptUrl: SCRIPT, chunks: held.chunks };
    const inline = widget({ key: 'pk_test_demo', event: 'summer-fest' }, page);
    const dialog = widget({ key: 'pk_test_demo', event: 'summer-fest' }, page);
    const other = widget({ key: 'pk_test_demo', event: 'community-meetup' }, page);
    await held.release();
    await vi.waitFor(() => expect(held.mounted).toHaveLength(3));
    const [first, second, third] = held.mounted.map(({ context }) => context);
    expect(first).toMatchObject({ returnCheckoutId: 'chk_1', takesReturn: true });
    expect(second).toMatchObject({ returnCheckoutId: null, takesReturn: false });
    expect(third).toMatchObject({ takesReturn: true });
    expect(location.search).toBe('');
    inline.w.stop();
    dialog.w.stop();
    other.w.stop();
    widget({ key: 'pk_test_demo', event: 'summer-fest' }, page);
    await vi.waitFor(() => expect(held.mounted).toHaveLength(4));
    expect(held.mounted[3]?.context).toMatchObject({ takesReturn: true });
  });

  it('leaves its placeholder on screen while the app keeps it, until the last keep ends', async () => {
    stubFetch();
    const kept = { list: true, event: false };
    const held = heldChunks((context) => {
      // Of another view's shape: not kept.
      kept.list = context.placeholder.keep('list');
      kept.event = context.placeholder.keep('event');
    });
    const { root } = widget(
      { key: 'pk_test_demo', event: 'summer-fest' },
      { scriptUrl: SCRIPT, chunks: held.chunks },
    );
    const painted = root()?.querySelector('.bo-skeleton');
    await held.release();
    const { context } = held.mounted[0] ?? {};
    expect(kept).toEqual({ list: false, event: true });
    // The very element painted first, where it was, with the app's container hidden behind it.
    expect(painted?.isConnected).toBe(true);
    expect(root()?.querySelectorAll('.bo-skeleton')).toHaveLength(1);
    expect(context?.container.hidden).toBe(true);
    // Kept again (the frame's chunk, then the app inside it): it goes with the last remove.
    expect(context?.placeholder.keep('event')).toBe(true);
    context?.placeholder.remove();
    expect(painted?.isConnected).toBe(true);
    context?.placeholder.remove();
    expect(root()?.querySelector('.bo-skeleton')).toBeNull();
    expect(context?.container.hidden).toBe(false);
    expect(context?.container.isConnected).toBe(true);
    // Gone for good: a later loading state takes a new one.
    expect(context?.placeholder.keep('event')).toBe(false);
    expect(context?.placeholder.take('event').matches('.bo-skeleton')).toBe(true);
  });

  it("hands its requests to the app: the app's fetch of the same URL sends nothing new", async () => {
    const fake = stubFetch();
    const held = heldChunks();
    widget(
      { key: 'pk_test_demo', event: 'summer-fest' },
      { scriptUrl: SCRIPT, chunks: held.chunks },
    );
    await held.release();
    const { context } = held.mounted[0] ?? {};
    const res = await context?.fetch('https://cdn.boxoffice.test/api/v1/sell/events/summer-fest', {
      headers: { 'X-Sell-Key': 'pk_test_demo' },
    });
    const body: unknown = await res?.json();
    expect(body).toMatchObject({ slug: 'summer-fest' });
    expect(fake.callsTo('GET /events/summer-fest')).toHaveLength(1);
    // Once only: a second fetch of it goes to the network.
    await context?.fetch('https://cdn.boxoffice.test/api/v1/sell/events/summer-fest');
    expect(fake.callsTo('GET /events/summer-fest')).toHaveLength(2);
  });

  it('mounts with the latest options when update() came before the chunk, and not at all after stop()', async () => {
    stubFetch();
    const held = heldChunks();
    const { w, root } = widget(
      { key: 'pk_test_demo', event: 'summer-fest' },
      { scriptUrl: SCRIPT, chunks: held.chunks },
    );
    w.apply({ key: 'pk_test_demo', event: 'summer-fest', promo: 'SUMMER10', theme: 'dark' });
    await held.release();
    expect(held.mounted).toHaveLength(1);
    expect(held.mounted[0]?.context.options).toMatchObject({ promo: 'SUMMER10', theme: 'dark' });

    vi.useFakeTimers();
    try {
      const later = heldChunks();
      const second = widget(
        { key: 'pk_test_demo', event: 'summer-fest' },
        { scriptUrl: SCRIPT, chunks: later.chunks },
      );
      second.w.stop();
      later.open();
      // The code arrived after stop(), and everything its arrival set off (promise chains,
      // timers) has run: still nothing mounted.
      await vi.runAllTimersAsync();
      expect(later.arrived).toEqual(['app']);
      expect(later.mounted).toHaveLength(0);
      expect(second.root()?.childNodes).toHaveLength(0);
      expect(root()?.host.getAttribute('data-theme')).toBe('dark');
    } finally {
      vi.useRealTimers();
    }
  });

  it('updates in place when the mount stays, and starts again for a new event', async () => {
    stubFetch();
    const held = heldChunks();
    const { w } = widget(
      { key: 'pk_test_demo', event: 'summer-fest' },
      { scriptUrl: SCRIPT, chunks: held.chunks },
    );
    await held.release();
    const first = held.mounted[0];
    w.apply({ key: 'pk_test_demo', event: 'summer-fest', accent: '#0057b8' });
    expect(first?.handle.update).toHaveBeenCalledTimes(1);
    expect(first?.handle.dispose).not.toHaveBeenCalled();
    w.apply({ key: 'pk_test_demo', event: 'community-meetup' });
    expect(first?.handle.dispose).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(held.mounted).toHaveLength(2));
  });

  it('shows a notice and logs once when its code does not load, and never mounts', async () => {
    stubFetch();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const held = heldChunks();
    const { root } = widget(
      { key: 'pk_test_demo', event: 'summer-fest' },
      { scriptUrl: SCRIPT, chunks: held.chunks },
    );
    held.failNext();
    await vi.waitFor(() =>
      expect(root()?.querySelector('[role="alert"]')?.textContent).toMatch(
        /can't be shown right now/,
      ),
    );
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(
      /^\[boxoffice\] The widget's code did not load/,
    );
    expect(held.mounted).toHaveLength(0);
  });
});

describe("a notice's way out when the code does not load", () => {
  const failed = async (options: Record<string, string>) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const held = heldChunks();
    const { root } = widget(
      { key: 'pk_test_demo', event: 'summer-fest', ...options },
      { scriptUrl: SCRIPT, chunks: held.chunks },
    );
    held.failNext();
    await vi.waitFor(() => expect(root()?.querySelector('[role="alert"]')).not.toBeNull());
    return root()?.querySelector<HTMLAnchorElement>('[role="alert"] a') ?? null;
  };

  it("links the event's own checkout page, which the event's answer names", async () => {
    stubFetch();
    const link = await failed({});
    expect(link?.href).toBe('https://tickets.example/summer-fest');
    expect(link?.textContent).toMatch(/organizer/);
  });

  it("says a page that may not run the code can't sell here, not to reload, and links the way out", async () => {
    stubFetch();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const held = heldChunks();
    const { root } = widget(
      { key: 'pk_test_demo', event: 'summer-fest' },
      { scriptUrl: SCRIPT, chunks: held.chunks },
    );
    const refused = new Error("this browser checks the widget's code only in a script element");
    refused.name = UNCHECKABLE;
    held.failNext(refused);
    await vi.waitFor(() =>
      expect(root()?.querySelector('[role="alert"] a')?.getAttribute('href')).toBe(
        'https://tickets.example/summer-fest',
      ),
    );
    const notice = root()?.querySelector('[role="alert"]')?.textContent ?? '';
    expect(notice).toMatch(/^Tickets can't be bought on this page\./);
    expect(notice).not.toMatch(/reload/i);
  });

  it('links data-fallback-url over the checkout page', async () => {
    stubFetch();
    const link = await failed({ fallbackUrl: 'https://festival.example/tickets' });
    expect(link?.href).toBe('https://festival.example/tickets');
  });

  it('offers no link when the answer names no safe page', async () => {
    const fake = stubFetch();
    fake.on('GET /events/summer-fest', {
      body: { ...paidEvent(), checkoutUrl: 'javascript:alert(1)' },
    });
    expect(await failed({})).toBeNull();
  });
});

describe('a widget follows its mount plan', () => {
  it.each([
    ['script', 'inline', 'summer-fest'],
    ['element', 'inline', undefined],
    ['mount', 'button', 'summer-fest'],
    ['script', 'iframe', 'summer-fest'],
    ['frame', 'inline', undefined],
  ] as const)(
    '%s, mode %s, event %s: its chunk, its requests, its paint',
    async (placement, mode, event) => {
      const fake = stubFetch();
      fake.on('GET /config/frame-origins', { body: { origins: [] } });
      vi.stubGlobal('requestIdleCallback', () => 0);
      vi.stubGlobal('cancelIdleCallback', () => {});
      const held = heldChunks();
      const host = document.createElement('div');
      document.body.append(host);
      const input = { key: 'pk_test_demo', mode, ...(event && { event }) };
      createWidget(host, host, placement, { scriptUrl: SCRIPT, chunks: held.chunks }).apply(input);
      const plan = planMount({ mode, event }, placement);
      expect(fake.calls.map((c) => c.url.replace(/^.*\/sell/, ''))).toEqual(plan.requests);
      const root = host.shadowRoot;
      if (plan.paint === 'button') {
        expect(held.loads).toEqual([]);
        await vi.waitFor(() => expect(root?.querySelector('button')).not.toBeNull());
        expect(root?.querySelector('.bo-skeleton')).toBeNull();
        root?.querySelector('button')?.click();
      } else {
        const shape = root?.querySelector('.bo-skeleton');
        expect(shape?.outerHTML).toBe(placeholderOf(plan.view).outerHTML);
      }
      expect(held.loads).toEqual([plan.chunk]);
      await held.release();
      expect(held.mounted[0]?.context.view).toBe(plan.view);
    },
  );
});

describe('button mode', () => {
  it('paints the button before any chunk, and a press before the app arrived opens it on arrival', async () => {
    stubFetch();
    // The page never gets idle here: only the press loads the app.
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => {});
    const held = heldChunks();
    const { root } = widget(
      { key: 'pk_test_demo', event: 'summer-fest', mode: 'button' },
      { scriptUrl: SCRIPT, chunks: held.chunks },
    );
    await vi.waitFor(() =>
      expect(root()?.querySelector('button')?.textContent).toBe('Buy tickets'),
    );
    expect(held.loads).toEqual([]);
    root()?.querySelector('button')?.click();
    expect(held.loads).toEqual(['button']);
    await held.release();
    expect(held.mounted[0]?.handle.open).toHaveBeenCalledTimes(1);
    expect(held.mounted[0]?.context.button?.element).toBe(root()?.querySelector('button'));
  });

  it.each(['pointerenter', 'focus'])(
    'loads the app when the buyer shows interest: %s',
    async (type) => {
      stubFetch();
      vi.stubGlobal('requestIdleCallback', () => 0);
      vi.stubGlobal('cancelIdleCallback', () => {});
      const held = heldChunks();
      const { root } = widget(
        { key: 'pk_test_demo', event: 'summer-fest', mode: 'button' },
        { scriptUrl: SCRIPT, chunks: held.chunks },
      );
      await vi.waitFor(() => expect(root()?.querySelector('button')).not.toBeNull());
      const button = root()?.querySelector('button');
      expect(held.loads).toEqual([]);
      button?.dispatchEvent(new Event(type));
      button?.dispatchEvent(new Event(type));
      expect(held.loads).toEqual(['button']);
    },
  );

  it('without requestIdleCallback (Safari), loads the app after the longest idle wait, not at once', async () => {
    vi.useFakeTimers();
    try {
      stubFetch();
      vi.stubGlobal('requestIdleCallback', undefined);
      vi.stubGlobal('cancelIdleCallback', undefined);
      const held = heldChunks();
      widget(
        { key: 'pk_test_demo', event: 'summer-fest', mode: 'button' },
        { scriptUrl: SCRIPT, chunks: held.chunks },
      );
      await vi.advanceTimersByTimeAsync(100);
      expect(held.loads).toEqual([]);
      await vi.advanceTimersByTimeAsync(3000);
      expect(held.loads).toEqual(['button']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('mount()', () => {
  it('never throws, whatever it is given, and says what is wrong with each in a [boxoffice] error', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const mount = createMount({ scriptUrl: SCRIPT, chunks: heldChunks().chunks });
    const bad: [unknown, unknown, RegExp][] = [
      ['#missing', { key: 'k' }, /no element matches "#missing"/],
      ['::not a selector', { key: 'k' }, /no element matches "::not a selector"/],
      [42, { key: 'k' }, /target must be an element or a CSS selector/],
      [document.body, null, /key is missing/],
      [document.body, { key: 'k', accent: 'red' }, /accent/],
    ];
    for (const [target, options, why] of bad) {
      errors.mockClear();
      const handle = (mount as (t: unknown, o: unknown) => ReturnType<typeof mount>)(
        target,
        options,
      );
      const said = errors.mock.calls.map(([message]) => String(message));
      expect(said.length, String(target)).toBeGreaterThan(0);
      for (const message of said) expect(message, String(target)).toMatch(/^\[boxoffice\] /);
      expect(
        said.some((message) => why.test(message)),
        `${target}: ${said}`,
      ).toBe(true);
      expect(() => {
        handle.update({ theme: 'dark' });
        handle.unmount();
      }).not.toThrow();
    }
  });
});

describe('console hints for API errors', () => {
  it.each([
    ['script', 'data-event', 'data-return-url'],
    ['element', 'event', 'return-url'],
    ['mount', 'event', 'returnUrl'],
    // The frame's options are its query, which uses mount()'s names.
    ['frame', 'event', 'returnUrl'],
  ] as const)(
    'a %s widget hands its chunk the options named as written: %s, %s',
    async (placement, event, returnUrl) => {
      stubFetch();
      const held = heldChunks();
      const host = document.createElement('div');
      document.body.append(host);
      createWidget(host, host, placement satisfies Placement, {
        scriptUrl: SCRIPT,
        chunks: held.chunks,
      }).apply({ key: 'pk_test_demo', event: 'summer-fest' });
      await held.release();
      const context = held.mounted[0]?.context;
      expect(context?.optionName('event')).toBe(event);
      expect(context?.optionName('returnUrl')).toBe(returnUrl);
    },
  );

  /** The chunks the build ships, loaded in-process. */
  const page: LoaderPage = {
    scriptUrl: SCRIPT,
    chunks: {
      languages: ['en'],
      load: ((name: ChunkName) => CHUNKS[name]()) as ChunkSource['load'],
    },
  };

  /** The `[boxoffice]` errors logged once `embed` mounted a widget whose event is unknown. */
  async function errorsAfter404(embed: () => void) {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch().on('GET /events/nope', errorReply(404, 'not_found'));
    embed();
    await vi.waitFor(() => expect(errors).toHaveBeenCalled(), { timeout: 5000 });
    return errors.mock.calls.map(([message]) => String(message));
  }

  it('mount(): the hint for an unknown event names `event`, not `data-event`', async () => {
    let handle: ReturnType<ReturnType<typeof createMount>> | undefined;
    const said = await errorsAfter404(() => {
      handle = createMount(page)(document.body, { key: 'pk_test_demo', event: 'nope' });
    });
    handle?.unmount();
    expect(said).toEqual([
      '[boxoffice] GET /events/nope: 404 not found. No such event for this key: check event (the event slug).',
    ]);
  });

  it('<box-office>: the hint names its attribute `event`', async () => {
    const said = await errorsAfter404(() => {
      defineBoxOfficeElement(page);
      document.body.innerHTML = '<box-office key="pk_test_demo" event="nope"></box-office>';
    });
    expect(said).toEqual([expect.stringMatching(/: 404 not found\. .*: check event \(/)]);
  });

  it('a script tag: the hint names `data-event`', async () => {
    const said = await errorsAfter404(() => {
      const script = document.createElement('script');
      script.dataset.key = 'pk_test_demo';
      script.dataset.event = 'nope';
      document.body.append(script);
      mountFromScript(script, attributeInput(script, 'script'), page);
    });
    expect(said).toEqual([expect.stringMatching(/: 404 not found\. .*: check data-event \(/)]);
  });
});

describe('data-analytics', () => {
  /** Chunks whose mode chunk announces the event as soon as it mounts; `analytics` is the real one. */
  function announcingChunks() {
    const loads: string[] = [];
    const chunks: ChunkSource = {
      languages: ['en'],
      load: (async (name: ChunkName) => {
        loads.push(name);
        if (name === 'analytics') return CHUNKS.analytics();
        return {
          mount(context: MountContext) {
            context.emit('boxoffice:ready', {
              event: { id: 'evt_1', slug: 'summer-fest', title: 'Summer Fest' },
              currency: 'EUR',
              tiers: [{ id: 'ga', name: 'General', price: 25.5 }],
            });
            return { update: vi.fn(), dispose: vi.fn() };
          },
        };
      }) as ChunkSource['load'],
    };
    return { chunks, loads };
  }
  const layer = () => (window as { dataLayer?: unknown[] }).dataLayer;
  afterEach(() => {
    delete (window as { dataLayer?: unknown[] }).dataLayer;
    sessionStorage.clear();
  });

  it('loads the analytics chunk before the mode mounts, so the first event is pushed', async () => {
    stubFetch();
    const { chunks, loads } = announcingChunks();
    widget(
      { key: 'pk_test_demo', event: 'summer-fest', analytics: 'datalayer' },
      { scriptUrl: SCRIPT, chunks },
    );
    await vi.waitFor(() => expect(layer()).toHaveLength(2));
    expect(layer()?.[1]).toMatchObject({ event: 'view_item' });
    expect(loads).toContain('analytics');
  });

  it('without the option: no analytics chunk, and window.dataLayer untouched', async () => {
    stubFetch();
    const { chunks, loads } = announcingChunks();
    const { host } = widget(
      { key: 'pk_test_demo', event: 'summer-fest' },
      { scriptUrl: SCRIPT, chunks },
    );
    const seen = vi.fn();
    host.addEventListener('boxoffice:ready', seen);
    await vi.waitFor(() => expect(loads).toContain('app'));
    await vi.waitFor(() => expect(host.shadowRoot?.childElementCount).toBeGreaterThan(0));
    expect(loads).not.toContain('analytics');
    expect('dataLayer' in window).toBe(false);
  });

  it('never in the hosted frame: the page that framed it pushes the relayed events', async () => {
    stubFetch();
    const { chunks, loads } = announcingChunks();
    const host = document.createElement('div');
    document.body.append(host);
    createWidget(host, host, 'frame', { scriptUrl: SCRIPT, chunks }).apply({
      key: 'pk_test_demo',
      event: 'summer-fest',
      analytics: 'datalayer',
    });
    await vi.waitFor(() => expect(loads).toContain('frame-child'));
    expect(loads).not.toContain('analytics');
    expect('dataLayer' in window).toBe(false);
  });

  it('a bad value logs one hint naming the option as written', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { chunks } = announcingChunks();
    widget({ key: 'pk_test_demo', analytics: 'gtm' }, { scriptUrl: SCRIPT, chunks }, 'script');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toBe(
      '[boxoffice] data-analytics is invalid: use datalayer, or leave it out.',
    );
  });
});
