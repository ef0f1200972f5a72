/**
 * `SANDBOX_EXTRA_ORIGINS`: a site on another host or port (a local WordPress, say) may call the
 * API and frame the checkout, for every key; every other origin is still refused.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview } from 'vite';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FrameOrigins } from '../api/schemas.ts';
import { optionsFromEnv, originsOf } from './env-options.ts';
import { startTestSandbox, type TestClient } from './test-helpers.ts';
import { sandboxPlugin } from './vite-plugin.ts';

const SITE = 'http://127.0.0.1:8089';
const SHOP = 'https://shop.test';

describe('originsOf', () => {
  it('reads comma-separated origins, a trailing slash and spaces allowed', () => {
    expect(originsOf(`${SITE}, ${SHOP}/ ,${SITE}`)).toEqual([SITE, SHOP]);
  });

  it('leaves out what is not an origin: paths, wildcards, other schemes, blanks', () => {
    expect(
      originsOf('*,http://a.test/path,ftp://b.test,javascript:alert(1),shop.test,,https://ok.test'),
    ).toEqual(['https://ok.test']);
    expect(originsOf(undefined)).toEqual([]);
    expect(originsOf(' ')).toEqual([]);
  });

  it('is read from the environment as extraOrigins, and left out when none is valid', () => {
    expect(optionsFromEnv({ SANDBOX_EXTRA_ORIGINS: SITE }).extraOrigins).toEqual([SITE]);
    expect(optionsFromEnv({ SANDBOX_EXTRA_ORIGINS: 'nope' })).not.toHaveProperty('extraOrigins');
  });
});

describe('an extra origin', () => {
  let t: TestClient;
  beforeAll(async () => {
    t = await startTestSandbox({ extraOrigins: [SITE, SHOP] });
  });
  afterAll(() => t.sb.close());

  it('gets its preflight answered and may call the API with any key', async () => {
    const preflight = await fetch(`${t.url}/api/v1/sell/events`, {
      method: 'OPTIONS',
      headers: {
        Origin: SHOP,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-sell-key',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SHOP);
    for (const key of ['pk_test_demo', 'pk_test_limited', 'pk_live_demo']) {
      const res = await t.api('/config', { key, headers: { Origin: SHOP } });
      expect(res.status, key).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(SHOP);
    }
  });

  it('is among every key’s frame origins, after the key’s own', async () => {
    const port = new URL(t.url).port;
    const demo = FrameOrigins.parse(await (await t.api('/config/frame-origins')).json());
    expect(demo.origins).toEqual([
      `http://localhost:${port}`,
      `http://127.0.0.1:${port}`,
      SITE,
      SHOP,
    ]);
    const limited = await t.api('/config/frame-origins', { key: 'pk_test_limited' });
    expect(FrameOrigins.parse(await limited.json()).origins).toEqual([
      `http://localhost:${port}`,
      `http://127.0.0.1:${port}`,
      SITE,
      SHOP,
    ]);
  });

  it('opens nothing to other origins', async () => {
    const res = await t.api('/config', { headers: { Origin: 'https://evil.test' } });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('is not one without the option', async () => {
    const plain = await startTestSandbox();
    try {
      expect((await plain.api('/config', { headers: { Origin: SHOP } })).status).toBe(403);
      const body = FrameOrigins.parse(await (await plain.api('/config/frame-origins')).json());
      expect(body.origins).not.toContain(SHOP);
    } finally {
      await plain.sb.close();
    }
  });
});

describe('SANDBOX_EXTRA_ORIGINS in `npm start`’s server', () => {
  let root: string;
  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(root, { recursive: true, force: true });
  });

  it('lets the extra origin frame embed.html and answers its API calls', async () => {
    vi.stubEnv('SANDBOX_EXTRA_ORIGINS', `${SITE},${SHOP}`);
    root = mkdtempSync(join(tmpdir(), 'bo-extra-'));
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist/embed.html'), '<!doctype html><title>embed</title>');
    const server = await preview({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [sandboxPlugin()],
      preview: { port: 0, host: '127.0.0.1' },
    });
    try {
      const port = (server.httpServer.address() as AddressInfo).port;
      const base = `http://127.0.0.1:${port}`;
      const embed = await fetch(`${base}/embed.html?event=summer-fest&key=pk_test_demo`);
      expect(embed.headers.get('content-security-policy')).toBe(
        `frame-ancestors http://localhost:${port} http://127.0.0.1:${port} ${SITE} ${SHOP}`,
      );
      const none = await fetch(`${base}/embed.html?key=pk_nope`);
      expect(none.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      const api = await fetch(`${base}/api/v1/sell/config`, {
        headers: { 'X-Sell-Key': 'pk_test_demo', Origin: SHOP },
      });
      expect(api.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
