/**
 * A plain static file server for `dist/`, as a CDN serves it: every file with its content
 * type and `Access-Control-Allow-Origin: *` (the loader preloads its chunks with
 * `crossorigin`), and no other header: in particular no `Content-Security-Policy:
 * frame-ancestors` on `embed.html`, so only the hosted page's own check decides who may
 * frame it. Started by a spec on a free port of its own, next to the test server.
 */
import { createReadStream } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { contentType, fileIn } from '../src/sandbox/static-files.ts';

/** A running static server. */
export interface StaticCdn {
  /** `http://localhost:<port>`. */
  origin: string;
  close(): Promise<void>;
}

/** Serves `dir` (default `dist/`) on a free port of localhost. */
export async function startStaticCdn(dir = resolve('dist')): Promise<StaticCdn> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://cdn.invalid').pathname;
    const file = req.method === 'GET' || req.method === 'HEAD' ? fileIn(dir, path) : null;
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    res.writeHead(200, {
      'Content-Type': contentType(file),
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'no-store',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  // No host: both IPv4 and IPv6 loopback answer, whichever `localhost` resolves to.
  await new Promise<void>((done) => server.listen(0, done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
