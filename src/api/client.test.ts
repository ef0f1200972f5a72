import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, defer, errorReply, type Reply } from '../model/testing/fake-fetch';
import { checkoutReply, config, paidEvent } from '../model/testing/fixtures';
import { createClient } from './client';
import { withSales } from './sales-client';

const setup = (opts: { key?: string; token?: string } = { key: 'pk_test_demo' }) => {
  const fake = createFakeFetch();
  const client = createClient({ api: 'https://api.example/', ...opts, fetch: fake.fetch });
  return { fake, client };
};

describe('createClient', () => {
  it('sends the key as X-Sell-Key under /api/v1/sell and returns the parsed event', async () => {
    const { fake, client } = setup();
    fake.on('GET /events/summer-fest', { body: { ...paidEvent(), extra: 'ignored' } });
    const res = await client.event('summer-fest');
    expect(res).toEqual({ ok: true, value: paidEvent() });
    expect(fake.calls[0]?.url).toBe('https://api.example/api/v1/sell/events/summer-fest');
    expect(fake.calls[0]?.headers['x-sell-key']).toBe('pk_test_demo');
    expect(fake.calls[0]?.headers.authorization).toBeUndefined();
  });

  it('sends a token as a Bearer Authorization header when there is no key', async () => {
    const { fake, client } = setup({ token: 'tok_1' });
    fake.on('GET /config', { body: config() });
    await client.config();
    expect(fake.calls[0]?.headers.authorization).toBe('Bearer tok_1');
    expect(fake.calls[0]?.headers['x-sell-key']).toBeUndefined();
  });

  it('escapes the event ref in the path', async () => {
    const { fake, client } = setup();
    fake.on('GET /events/a%2Fb', { body: paidEvent() });
    await client.event('a/b');
    expect(fake.calls[0]?.path).toBe('/events/a%2Fb');
  });

  it('passes limit and cursor to the event list', async () => {
    const { fake, client } = setup();
    fake.on('GET /events', { body: { data: [], nextCursor: null } });
    await client.events({ limit: 5, cursor: 'c2' });
    expect(new URL(fake.calls[0]?.url ?? '').search).toBe('?limit=5&cursor=c2');
  });

  it("posts checkout JSON with the Idempotency-Key header (the purchase half's client)", async () => {
    const { fake, client } = setup();
    fake.on('POST /checkout', { body: checkoutReply() });
    const req = {
      event: 'summer-fest',
      items: [{ tier: 'ga', quantity: 1 }],
      customer: { name: 'Ada', email: 'ada@example.com' },
    };
    const res = await withSales(client).checkout(req, 'key-1');
    expect(res.ok).toBe(true);
    expect(fake.calls[0]?.headers['idempotency-key']).toBe('key-1');
    expect(fake.calls[0]?.headers['content-type']).toBe('application/json');
    expect(fake.calls[0]?.body).toEqual(req);
  });

  it('reports a body that fails its schema as invalid_response with the issue path', async () => {
    const { fake, client } = setup();
    fake.on('GET /events/x', { body: { ...paidEvent(), tiers: 'nope' } });
    const res = await client.event('x');
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.error.kind).toBe('invalid_response');
    if (res.error.kind === 'invalid_response') expect(res.error.issues).toContain('tiers');
  });

  it.each<[string, Reply, object]>([
    ['401', errorReply(401, 'unauthorized'), { status: 401, code: 'unauthorized' }],
    ['404', errorReply(404, 'not_found'), { status: 404, code: 'not_found' }],
    [
      '400 with fields',
      errorReply(400, 'invalid_request', { fields: [{ field: 'customer.email', message: 'bad' }] }),
      { code: 'invalid_request', fields: [{ field: 'customer.email', message: 'bad' }] },
    ],
    [
      '429 with Retry-After',
      errorReply(429, 'rate_limited', { headers: { 'Retry-After': '3' } }),
      { status: 429, code: 'rate_limited', retryAfter: 3 },
    ],
    [
      '503 without an error body',
      { status: 503, body: 'oops' },
      { status: 503, code: 'unavailable' },
    ],
  ])('maps %s to an http error', async (_, reply, expected) => {
    const { fake, client } = setup();
    fake.on('GET /events/x', reply);
    const res = await client.event('x');
    expect(res.ok ? null : res.error).toMatchObject({ kind: 'http', ...expected });
  });

  it('keeps the config when a palette field is malformed: that field is dropped, the rest kept', async () => {
    const { fake, client } = setup();
    const body = config();
    fake.on('GET /config', {
      body: { ...body, palette: { ...body.palette, radius: '4px', background: 'white', name: 7 } },
    });
    const res = await client.config();
    expect(res.ok ? res.value : res.error).toEqual({
      ...body,
      palette: { id: 'p1', accent: '#0055aa', foreground: '#111111', radius: '4px' },
    });
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['a string', 'sea'],
    ['an array', ['#0055aa']],
  ])(
    'keeps the config when the palette is %s (no fields: the built-in look)',
    async (_, palette) => {
      const { fake, client } = setup();
      fake.on('GET /config', { body: { ...config(), palette } });
      const res = await client.config();
      expect(res.ok ? res.value : res.error).toStrictEqual({ ...config(), palette: {} });
    },
  );

  it('drops a malformed tier colour (cosmetic) and keeps the event', async () => {
    const { fake, client } = setup();
    const event = paidEvent();
    const tiers = event.tiers.map((t, i) => (i === 0 ? { ...t, color: 'red;}' } : t));
    fake.on('GET /events/summer-fest', { body: { ...event, tiers } });
    const res = await client.event('summer-fest');
    expect(res.ok ? res.value.tiers.map((t) => t.color) : res.error).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(res.ok && res.value.tiers[0]?.name).toBe('General');
  });

  it('reports a failed fetch as a network error instead of throwing', async () => {
    const { fake, client } = setup();
    fake.on('GET /config', { networkError: true });
    const res = await client.config();
    expect(res.ok ? null : res.error.kind).toBe('network');
  });

  it('reports an abort by the caller as aborted', async () => {
    const { fake, client } = setup();
    const slow = defer<Reply>();
    fake.on('GET /config', () => slow.promise);
    const controller = new AbortController();
    const pending = client.config(controller.signal);
    controller.abort();
    expect(await pending).toEqual({ ok: false, error: { kind: 'aborted' } });
  });

  it('turns a request that hangs past the timeout into a network error', async () => {
    vi.useFakeTimers();
    try {
      const fake = createFakeFetch();
      const client = createClient({
        api: 'https://api.example',
        key: 'k',
        fetch: fake.fetch,
        timeoutMs: 1000,
      });
      fake.on('GET /config', () => defer<Reply>().promise);
      const pending = client.config();
      await vi.advanceTimersByTimeAsync(1000);
      const res = await pending;
      expect(res.ok ? null : res.error).toMatchObject({
        kind: 'network',
        message: expect.stringContaining('timed out'),
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
