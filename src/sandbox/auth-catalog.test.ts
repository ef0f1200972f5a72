import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Config,
  ErrorBody,
  EventDetail,
  EventList,
  FrameOrigins,
  Palettes,
} from '../api/schemas.ts';
import { accountFor, frameOrigins, isAllowedOrigin } from './keys.ts';
import { startTestSandbox, type TestClient } from './test-helpers.ts';

let t: TestClient;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.sb.close());

async function errorOf(res: Response) {
  return ErrorBody.parse(await res.json()).error;
}

describe('auth', () => {
  it('401 unauthorized without a key', async () => {
    const res = await t.api('/config', { key: null });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('unauthorized');
  });

  it('401 unauthorized with an unknown key or token', async () => {
    expect((await t.api('/events', { key: 'pk_test_nope' })).status).toBe(401);
    const bearer = await t.api('/events', {
      key: null,
      headers: { Authorization: 'Bearer tok_nope' },
    });
    expect(bearer.status).toBe(401);
    expect((await errorOf(bearer)).code).toBe('unauthorized');
  });

  it('accepts X-Sell-Key and Authorization: Bearer', async () => {
    expect((await t.api('/config')).status).toBe(200);
    const res = await t.api('/config', {
      key: null,
      headers: { Authorization: 'Bearer tok_test_demo' },
    });
    expect(res.status).toBe(200);
    expect(Config.parse(await res.json()).livemode).toBe(false);
  });

  it('pk_live_demo is live mode with its own palette', async () => {
    const live = Config.parse(await (await t.api('/config', { key: 'pk_live_demo' })).json());
    const test = Config.parse(await (await t.api('/config')).json());
    expect(live.livemode).toBe(true);
    expect(live.palette.id).not.toBe(test.palette.id);
  });

  it('pk_test_limited: 403 forbidden for other events, 200 for community-meetup', async () => {
    const other = await t.api('/events/summer-fest', { key: 'pk_test_limited' });
    expect(other.status).toBe(403);
    expect((await errorOf(other)).code).toBe('forbidden');
    const quote = await t.post(
      '/quote',
      { event: 'summer-fest', items: [] },
      { key: 'pk_test_limited' },
    );
    expect(quote.status).toBe(403);
    expect((await t.api('/events/community-meetup', { key: 'pk_test_limited' })).status).toBe(200);
  });

  it('pk_test_limited lists only its events', async () => {
    const list = EventList.parse(await (await t.api('/events', { key: 'pk_test_limited' })).json());
    expect(list.data.map((e) => e.slug)).toEqual(['community-meetup']);
    expect(list.nextCursor).toBeNull();
  });
});

describe('config and catalog', () => {
  it('palettes: at least three presets', async () => {
    expect(
      Palettes.parse(await (await t.api('/config/palettes')).json()).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('frame-origins: both names of this machine on the request port, and the address asked', async () => {
    const port = new URL(t.url).port;
    const loopback = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
    for (const key of ['pk_test_demo', 'pk_test_limited', 'pk_live_demo']) {
      const body = FrameOrigins.parse(await (await t.api('/config/frame-origins', { key })).json());
      expect(body.origins).toEqual(loopback);
    }
    // `HOST=0.0.0.0`: a phone opens the demo at the machine's network address.
    const demo = accountFor('pk_test_demo');
    if (!demo) throw new Error('pk_test_demo is a demo key');
    expect(frameOrigins(demo, 'http://192.168.1.20:5173/x')).toEqual([
      'http://localhost:5173',
      'http://127.0.0.1:5173',
      'http://192.168.1.20:5173',
    ]);
  });

  it("CORS: the sandbox's own address, whatever it is, and loopback pages; not other sites", () => {
    const at = 'http://192.168.1.20:5173/api/v1/sell/config';
    expect(isAllowedOrigin(null, 'http://192.168.1.20:5173', at)).toBe(true);
    expect(isAllowedOrigin(null, 'http://127.0.0.1:4000', at)).toBe(true);
    expect(isAllowedOrigin(null, 'http://192.168.1.21:5173', at)).toBe(false);
    expect(isAllowedOrigin(null, 'https://evil.example', at)).toBe(false);
  });

  it('events by slug and by id, with absolute poster and checkout URLs', async () => {
    const bySlug = EventDetail.parse(await (await t.api('/events/summer-fest')).json());
    const byId = EventDetail.parse(await (await t.api(`/events/${bySlug.id}`)).json());
    expect(byId.slug).toBe('summer-fest');
    expect(bySlug.posterImageUrl).toBe(`${t.url}/sandbox/poster/summer-fest.svg`);
    const poster = await fetch(bySlug.posterImageUrl ?? '');
    expect(poster.headers.get('content-type')).toContain('image/svg+xml');
    expect(await poster.text()).toContain('Summer Fest');
    const opera = EventDetail.parse(await (await t.api('/events/opera-gala')).json());
    expect((await fetch(opera.checkoutUrl ?? '')).status).toBe(200);
  });

  it('404 not_found for an unknown event and an unknown API path', async () => {
    const res = await t.api('/events/nope');
    expect(res.status).toBe(404);
    expect((await errorOf(res)).code).toBe('not_found');
    expect((await errorOf(await t.api('/nope'))).code).toBe('not_found');
  });

  it('pages through every event with limit=2 (3+ pages, no duplicates, null cursor at the end)', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const q: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = EventList.parse(await (await t.api(`/events?limit=2${q}`)).json());
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((e) => e.slug));
      cursor = page.nextCursor;
      pages += 1;
    }
    const all = EventList.parse(await (await t.api('/events?limit=100')).json());
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(pages).toBe(Math.ceil(all.data.length / 2));
    expect(seen).toEqual(all.data.map((e) => e.slug));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('summaries carry priceFrom, currency and status', async () => {
    const all = EventList.parse(await (await t.api('/events?limit=100')).json());
    const summer = all.data.find((e) => e.slug === 'summer-fest');
    expect(summer).toMatchObject({ priceFrom: 39, currency: 'EUR', status: 'on_sale' });
    expect(all.data.find((e) => e.slug === 'harbour-lights')?.status).toBe('cancelled');
  });

  it('400 invalid_request for a bad limit or cursor', async () => {
    for (const q of ['limit=0', 'limit=101', 'limit=abc', 'cursor=garbage']) {
      const res = await t.api(`/events?${q}`);
      expect(res.status, q).toBe(400);
      const err = await errorOf(res);
      expect(err.code).toBe('invalid_request');
      expect(err.fields?.[0]?.field).toBe(q.split('=')[0]);
    }
  });
});
