import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutResponse, ErrorBody, EventDetail } from '../api/schemas.ts';
import type { Sandbox } from './app.ts';
import {
  freeCheckout,
  idem,
  inProcessSandbox,
  startTestSandbox,
  summerCheckout,
  type TestClient,
  watch,
} from './test-helpers.ts';

let t: TestClient | undefined;
let closeLater: Sandbox | undefined;
afterEach(async () => {
  await t?.sb.close();
  t = undefined;
  closeLater?.close();
  closeLater = undefined;
  vi.useRealTimers();
});
const code = async (res: Response) => ErrorBody.parse(await res.json()).error.code;

describe('rate limiting', () => {
  it('429 rate_limited with Retry-After once the bucket is empty; refills over time; per key', async () => {
    const clock = { now: 1_000_000 };
    t = await startTestSandbox({
      rateLimit: { capacity: 3, refillPerSec: 0.5 },
      now: () => clock.now,
    });
    for (let i = 0; i < 3; i++) expect((await t.api('/config')).status).toBe(200);
    const limited = await t.api('/config');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect(await code(limited)).toBe('rate_limited');
    expect((await t.api('/config', { key: 'pk_test_limited' })).status).toBe(200);
    clock.now += 2000;
    expect((await t.api('/config')).status).toBe(200);
    expect((await t.api('/config')).status).toBe(429);
  });

  it('the default bucket allows a burst of 100 requests', async () => {
    t = await startTestSandbox();
    const statuses = await Promise.all(
      Array.from({ length: 100 }, () => t?.api('/config').then((r) => r.status)),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
  });
});

describe('CORS', () => {
  const preflight = (c: TestClient, origin: string) =>
    fetch(`${c.url}/api/v1/sell/checkout`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-sell-key,idempotency-key,content-type',
      },
    });

  it('answers preflights from allowed origins with the CORS headers of the API', async () => {
    t = await startTestSandbox();
    const res = await preflight(t, 'http://localhost:3000');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '')
      .toLowerCase()
      .split(/\s*,\s*/);
    expect(allowed.sort()).toEqual([
      'authorization',
      'content-type',
      'idempotency-key',
      'x-sell-key',
    ]);
    expect(Number(res.headers.get('access-control-max-age'))).toBeGreaterThan(0);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('does not allow other origins', async () => {
    t = await startTestSandbox();
    const res = await preflight(t, 'https://evil.example');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const real = await t.api('/config', { headers: { Origin: 'https://evil.example' } });
    expect(real.status).toBe(403);
    expect(await code(real)).toBe('forbidden');
    expect(real.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('real responses to allowed origins carry the origin and expose Retry-After', async () => {
    t = await startTestSandbox();
    const res = await t.api('/config', { headers: { Origin: 'http://127.0.0.1:5174' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5174');
    expect(res.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });
});

describe('sandbox controls', () => {
  it('POST /sandbox/faults makes the next N matching requests 503 unavailable with Retry-After', async () => {
    t = await startTestSandbox();
    const add = await fetch(`${t.url}/sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ next: 2, status: 503, retryAfter: 3, path: '/checkout' }),
    });
    expect(add.status).toBe(201);
    expect((await t.api('/config')).status).toBe(200);
    const key = idem();
    for (let i = 0; i < 2; i++) {
      const res = await t.post('/checkout', freeCheckout(), { idem: key });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('3');
      expect(await code(res)).toBe('unavailable');
    }
    const retry = await t.post('/checkout', freeCheckout(), { idem: key });
    expect(retry.status).toBe(200);
  });

  it('rejects a fault without status or delay', async () => {
    t = await startTestSandbox();
    expect(
      (await fetch(`${t.url}/sandbox/faults`, { method: 'POST', body: '{"next":1}' })).status,
    ).toBe(400);
  });

  it('409 request_in_progress while the same key is still running; replay afterwards', async () => {
    vi.useFakeTimers();
    const { sandbox, post } = inProcessSandbox({ checkoutDelayMs: 150 });
    closeLater = sandbox;
    const key = idem();
    const a = watch(post('/checkout', summerCheckout(), key));
    await vi.advanceTimersByTimeAsync(1);
    expect(a.response).toBeUndefined();
    const b = await post('/checkout', summerCheckout(), key);
    expect(b.status).toBe(409);
    expect(await code(b)).toBe('request_in_progress');
    await vi.advanceTimersByTimeAsync(149);
    expect(a.response?.status).toBe(200);
    const first = CheckoutResponse.parse(await a.response?.json());
    const replay = CheckoutResponse.parse(
      await (await post('/checkout', summerCheckout(), key)).json(),
    );
    expect(replay.id).toBe(first.id);
  });

  it('idempotency keys are forgotten after 24 hours', async () => {
    const clock = { now: 5_000_000 };
    t = await startTestSandbox({ now: () => clock.now, holdMs: 48 * 3600_000 });
    const key = idem();
    const a = CheckoutResponse.parse(
      await (await t.post('/checkout', summerCheckout(), { idem: key })).json(),
    );
    clock.now += 24 * 3600_000 - 1;
    expect((await (await t.post('/checkout', summerCheckout(), { idem: key })).json()).id).toBe(
      a.id,
    );
    clock.now += 2;
    expect((await (await t.post('/checkout', summerCheckout(), { idem: key })).json()).id).not.toBe(
      a.id,
    );
  });

  it('POST /sandbox/reset restores inventory and forgets checkouts and mail', async () => {
    t = await startTestSandbox();
    const co = CheckoutResponse.parse(
      await (await t.post('/checkout', summerCheckout(), { idem: idem() })).json(),
    );
    await t.post('/checkout', freeCheckout(), { idem: idem() });
    expect((await fetch(`${t.url}/sandbox/reset`, { method: 'POST' })).status).toBe(204);
    const e = EventDetail.parse(await (await t.api('/events/summer-fest')).json());
    expect(e.tiers.find((x) => x.id === 'day')?.available).toBe(400);
    expect((await t.api(`/checkout/${co.id}`)).status).toBe(404);
    expect(await (await fetch(`${t.url}/sandbox/outbox`)).json()).toEqual([]);
  });
});
