import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type PreviewServer, preview, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionsFromEnv } from './env-options.ts';
import { fileIn } from './static-files.ts';
import { sandboxPlugin } from './vite-plugin.ts';

let root: string;
let server: PreviewServer;
let base: string;
let port: string;

function write(rel: string, text: string) {
  const file = join(root, rel);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'bo-plugin-'));
  write('public/index.html', '<!doctype html><title>demo index</title>');
  write('public/x.html', '<!doctype html><title>demo x</title>');
  write(
    'public/list.html',
    '<!doctype html><head><!-- demo:head --></head><body><!-- demo:header --><main>list</main><!-- demo:footer -->',
  );
  write('public/embed.html', '<!doctype html><title>public embed</title>');
  write('public/assets/site.css', 'body{}');
  write('dist/boxoffice.js', 'console.log("dist widget")');
  write('dist/embed.html', '<!doctype html><title>dist embed</title>');
  write('dist/embed-isolated.html', '<!doctype html><title>dist embed, isolated</title>');
  server = await preview({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [sandboxPlugin()],
    preview: { port: 0, host: '127.0.0.1' },
  });
  port = String((server.httpServer.address() as AddressInfo).port);
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('sandboxPlugin in vite preview', () => {
  it('serves demo pages from public/ with their content types', async () => {
    const index = await fetch(`${base}/`);
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(await index.text()).toContain('demo index');
    expect(await (await fetch(`${base}/x.html`)).text()).toContain('demo x');
    expect((await fetch(`${base}/assets/site.css`)).headers.get('content-type')).toContain(
      'text/css',
    );
  });

  it('fills in the shared demo chrome, marking the page being served in the nav', async () => {
    const res = await fetch(`${base}/list.html`);
    const html = await res.text();
    expect(html).toContain('<link rel="stylesheet" href="/demo.css" />');
    expect(html).toContain('<a class="skip" href="#main">Skip to content</a>');
    expect(html).toContain('<a href="/list.html" aria-current="page">Event list</a>');
    expect(html.match(/aria-current/g)).toHaveLength(1);
    expect(html).toContain('<footer class="site-footer">');
    expect(html).not.toContain('<!-- demo:');
    expect(Number(res.headers.get('content-length'))).toBe(new TextEncoder().encode(html).length);
    // Pages without markers pass unchanged.
    expect(await (await fetch(`${base}/x.html`)).text()).toBe(
      '<!doctype html><title>demo x</title>',
    );
  });

  it('leaves dist/ files to vite preview, readable cross-origin', async () => {
    const js = await fetch(`${base}/boxoffice.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect(js.headers.get('access-control-allow-origin')).toBe('*');
    expect(await js.text()).toContain('dist widget');
  });

  it('serves what a cross-origin isolated page may load: CORP on dist/, COEP on embed-isolated.html', async () => {
    // A script tag without `crossorigin` on a `require-corp` page needs CORP of its file.
    const js = await fetch(`${base}/boxoffice.js`);
    expect(js.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    // The isolated page's frame document must take on the embedder policy (and be
    // embeddable) itself.
    const isolated = await fetch(`${base}/embed-isolated.html?event=summer-fest&key=pk_test_demo`);
    expect(await isolated.text()).toContain('dist embed, isolated');
    expect(isolated.headers.get('cross-origin-embedder-policy')).toBe('require-corp');
    expect(isolated.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    // Every other page's takes on none: its posters need no CORP.
    const embed = await fetch(`${base}/embed.html?event=summer-fest&key=pk_test_demo`);
    expect(embed.headers.get('cross-origin-embedder-policy')).toBeNull();
    expect(embed.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('404 for anything else', async () => {
    expect((await fetch(`${base}/nope.html`)).status).toBe(404);
  });

  it.each(['/embed.html', '/embed-isolated.html'])(
    '%s (dist first) carries frame-ancestors from the key',
    async (path) => {
      const demo = await fetch(`${base}${path}?event=summer-fest&key=pk_test_demo`);
      expect(await demo.text()).toContain('dist embed');
      expect(demo.headers.get('content-security-policy')).toBe(
        `frame-ancestors http://localhost:${port} http://127.0.0.1:${port}`,
      );
      const limited = await fetch(`${base}${path}?key=pk_test_limited`);
      expect(limited.headers.get('content-security-policy')).toBe(
        `frame-ancestors http://localhost:${port} http://127.0.0.1:${port}`,
      );
      for (const q of ['', '?key=pk_nope']) {
        const res = await fetch(`${base}${path}${q}`);
        expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      }
    },
  );

  it('mounts the API and owns CORS (vite CORS is off)', async () => {
    const res = await fetch(`${base}/api/v1/sell/config`, {
      headers: { 'X-Sell-Key': 'pk_test_demo' },
    });
    expect(res.status).toBe(200);
    const pre = await fetch(`${base}/api/v1/sell/config`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:9',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-sell-key',
      },
    });
    expect(pre.headers.get('access-control-max-age')).toBe('600');
    expect(pre.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
    expect((await fetch(`${base}/sandbox/outbox`)).status).toBe(200);
  });
});

describe('sandboxPlugin in the vite dev server', () => {
  let dev: ViteDevServer;
  beforeAll(async () => {
    dev = await createServer({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [sandboxPlugin()],
      server: { port: 0, host: '127.0.0.1', ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    await dev.listen();
  });
  afterAll(() => dev.close());

  it('serves the API, public pages and dist files', async () => {
    const address = dev.httpServer?.address() as AddressInfo | null | undefined;
    const url = `http://127.0.0.1:${address?.port}`;
    expect(
      (await fetch(`${url}/api/v1/sell/events`, { headers: { 'X-Sell-Key': 'pk_test_demo' } }))
        .status,
    ).toBe(200);
    expect(await (await fetch(`${url}/x.html`)).text()).toContain('demo x');
    expect(await (await fetch(`${url}/boxoffice.js`)).text()).toContain('dist widget');
  });

  it('before a build, serves public/embed.html as both frame documents', async () => {
    const address = dev.httpServer?.address() as AddressInfo | null | undefined;
    const url = `http://127.0.0.1:${address?.port}`;
    rmSync(join(root, 'dist/embed.html'));
    rmSync(join(root, 'dist/embed-isolated.html'));
    try {
      for (const path of ['/embed.html', '/embed-isolated.html'])
        expect(await (await fetch(`${url}${path}?key=pk_test_demo`)).text()).toContain(
          'public embed',
        );
      const isolated = await fetch(`${url}/embed-isolated.html?key=pk_test_demo`);
      expect(isolated.headers.get('cross-origin-embedder-policy')).toBe('require-corp');
    } finally {
      write('dist/embed.html', '<!doctype html><title>dist embed</title>');
      write('dist/embed-isolated.html', '<!doctype html><title>dist embed, isolated</title>');
    }
  });
});

describe('helpers', () => {
  it('fileIn never leaves its folder', () => {
    const pub = join(root, 'public');
    expect(fileIn(pub, '/x.html')).toBe(join(pub, 'x.html'));
    expect(fileIn(pub, '/../dist/boxoffice.js')).toBeNull();
    expect(fileIn(pub, '/%2e%2e/dist/boxoffice.js')).toBeNull();
    expect(fileIn(pub, '/assets')).toBeNull();
  });

  it('reads SANDBOX_* variables, ignoring malformed ones', () => {
    expect(
      optionsFromEnv({
        SANDBOX_HOLD_MS: '2000',
        SANDBOX_WEBHOOK_URL: 'http://127.0.0.1:1/h',
        SANDBOX_PAYMENT_MS: 'x',
      }),
    ).toEqual({
      holdMs: 2000,
      webhookUrl: 'http://127.0.0.1:1/h',
    });
    expect(optionsFromEnv({ SANDBOX_RATE_CAPACITY: '5' }).rateLimit).toEqual({
      capacity: 5,
      refillPerSec: 30,
    });
  });
});
