import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, defer } from '../model/testing/fake-fetch';
import { config, paidEvent } from '../model/testing/fixtures';
import { prefetch } from './prefetch';

afterEach(() => vi.unstubAllGlobals());

const API = 'https://api.boxoffice.test';
const sell = (path: string) => `${API}/api/v1/sell${path}`;

function network() {
  const fake = createFakeFetch();
  fake.on('GET /config', { body: config() });
  fake.on('GET /events/summer-fest', { body: paidEvent() });
  fake.on('GET /events', { body: { data: [], nextCursor: null } });
  fake.on('GET /config/frame-origins', { body: { origins: [] } });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

describe('prefetch', () => {
  it('starts the requests of the paths it is given at once, with the key and without cookies', () => {
    const fake = network();
    prefetch(
      { api: API, key: 'pk_test_demo' },
      ['/config', '/events/summer-fest'],
      new AbortController().signal,
    );
    expect(fake.calls.map((c) => [c.method, c.url, c.headers['x-sell-key']])).toEqual([
      ['GET', sell('/config'), 'pk_test_demo'],
      ['GET', sell('/events/summer-fest'), 'pk_test_demo'],
    ]);
  });

  it('sends the token when there is no key, and nothing without paths', () => {
    const fake = network();
    prefetch({ api: API, token: 'tok' }, ['/config/frame-origins'], new AbortController().signal);
    expect(fake.calls.map((c) => c.url)).toEqual([sell('/config/frame-origins')]);
    expect(fake.calls[0]?.headers.authorization).toBe('Bearer tok');
    const take = prefetch({ api: API, key: 'k' }, [], new AbortController().signal);
    expect(fake.calls).toHaveLength(1);
    void take(sell('/config'));
    expect(fake.calls).toHaveLength(2);
  });

  it('hands each request over once; other methods and URLs go to the network', async () => {
    const fake = network();
    const take = prefetch(
      { api: API, key: 'k' },
      ['/config', '/events/summer-fest'],
      new AbortController().signal,
    );
    expect((await (await take(sell('/events/summer-fest'))).json()).slug).toBe('summer-fest');
    expect(fake.calls).toHaveLength(2);
    await take(sell('/events/summer-fest'));
    expect(fake.calls).toHaveLength(3);
    await take(sell('/config'), { method: 'POST' }).catch(() => {});
    expect(fake.calls).toHaveLength(4);
  });

  it('answers an abort of the taker at once, like fetch', async () => {
    const fake = network();
    const held = defer<{ body: unknown }>();
    fake.on('GET /events/summer-fest', () => held.promise);
    const take = prefetch(
      { api: API, key: 'k' },
      ['/config', '/events/summer-fest'],
      new AbortController().signal,
    );
    const taker = new AbortController();
    const answer = take(sell('/events/summer-fest'), { signal: taker.signal });
    taker.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('aborts what nobody took when its signal aborts', async () => {
    const fake = network();
    fake.on('GET /events/summer-fest', () => new Promise(() => {}));
    const abort = new AbortController();
    prefetch({ api: API, key: 'k' }, ['/config', '/events/summer-fest'], abort.signal);
    abort.abort();
    expect(fake.calls.every((c) => c.signal?.aborted)).toBe(true);
  });
});
