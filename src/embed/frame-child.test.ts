// @vitest-environment happy-dom
import { waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNKS } from '../chunks';
import { createFakeFetch } from '../model/testing/fake-fetch';
import { config, paidEvent } from '../model/testing/fixtures';
import { testOptions } from '../model/testing/harness';
import { testMount } from '../ui/testing';
import type { Mounted } from './contract';
import { confirmedParentOrigin, mount } from './frame-child';

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
  vi.restoreAllMocks();
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
          detail: { event: { id: 'evt_1', slug: 'summer-fest', title: 'Summer Fest' } },
        },
      }),
    );
    expect(new Set(posted.map((p) => p.targetOrigin))).toEqual(new Set([PARENT]));
    // Relayed instead of dispatched in the frame's own document.
    expect(emitted).toEqual([]);
  });

  it('sends nothing when the parent origin in the query is not confirmed', async () => {
    const posted = frameIn('https://fest.example/');
    const { container } = start('https://evil.example');
    await waitFor(() => expect(container.querySelector('h2')?.textContent).toBe('Summer Fest'));
    expect(posted).toEqual([]);
  });
});
