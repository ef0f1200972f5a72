/**
 * A static server for `dist/` that sends exactly the headers docs/deploy.md's header table
 * gives each file (and nothing else: no `Content-Type` or CORS header the page does not
 * list), so e2e/docs.spec.ts shows those headers are enough for a cross-origin, pinned
 * embed. A file no row of the table covers is a 404.
 */
import { createReadStream } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { relative, resolve } from 'node:path';
import { codeSpans, readPage, tableStartingWith } from '../scripts/docs-markdown.ts';
import { fileIn } from '../src/sandbox/static-files.ts';

/** One row of the header table: file patterns (`bo-*.js`, `esm/*.mjs`) and their headers. */
export interface HeaderRow {
  files: RegExp[];
  headers: [string, string][];
}

/** The rows of deploy.md's header table. */
export function documentedHeaders(): HeaderRow[] {
  return tableStartingWith(readPage('deploy.md'), 'Files').rows.map((row) => ({
    files: codeSpans(row[0] ?? '').map(
      (pattern) =>
        new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`),
    ),
    headers: codeSpans(row[1] ?? '').map((header) => {
      const at = header.indexOf(':');
      return [header.slice(0, at).trim(), header.slice(at + 1).trim()];
    }),
  }));
}

/** A host page the server also serves (a real response: Chromium lets it reach loopback). */
export interface HostPage {
  body: string;
  headers: Record<string, string>;
}

/** A running server: its origin, and every path it answered (with the status). */
export interface DocsCdn {
  /** `http://localhost:<port>`: the widget's files. */
  origin: string;
  /** `http://127.0.0.1:<port>`: the same server under another origin, for host pages. */
  otherOrigin: string;
  served: { path: string; status: number }[];
  close(): Promise<void>;
}

/**
 * Serves `dir` (default `dist/`) on a free port of localhost with the documented headers,
 * and `pages` (path → page) as they are.
 */
export async function startDocsCdn(
  pages: Record<string, HostPage> = {},
  dir = resolve('dist'),
): Promise<DocsCdn> {
  const rows = documentedHeaders();
  const served: DocsCdn['served'] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://cdn.invalid').pathname;
    const hosted = Object.hasOwn(pages, path) ? pages[path] : undefined;
    if (hosted) {
      res.writeHead(200, hosted.headers).end(hosted.body);
      return;
    }
    const file = req.method === 'GET' || req.method === 'HEAD' ? fileIn(dir, path) : null;
    const name = file ? relative(dir, file).split('\\').join('/') : '';
    const row = rows.find((r) => r.files.some((pattern) => pattern.test(name)));
    served.push({ path, status: file && row ? 200 : 404 });
    if (!file || !row) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, Object.fromEntries(row.headers));
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  await new Promise<void>((done) => server.listen(0, done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    otherOrigin: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
