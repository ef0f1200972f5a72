/**
 * One connect-style middleware for Vite's dev and preview servers: `/api/*` and
 * `/sandbox/*` go to the Hono app; `/embed.html` and `/embed-isolated.html` are served
 * (dist first, else public/embed.html) with `Content-Security-Policy: frame-ancestors <the
 * key's frame origins>`, and the second with what a cross-origin isolated parent needs of
 * its frame (`ISOLATION_HEADERS`); demo pages
 * come from `public/` (`/` → index.html; HTML pages get the shared demo chrome of
 * demo-chrome.ts). Files in `dist/` are left to Vite preview
 * (`serveDist: false`) or served here (dev). Everything else falls through to `next()`.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Sandbox } from './app.ts';
import { withDemoChrome } from './demo-chrome.ts';
import { accountFor, frameOrigins } from './keys.ts';
import { fileIn, sendFile, sendHtml } from './static-files.ts';

/** Where the files are and which sandbox answers the API. */
export interface MiddlewareOptions {
  sandbox: Sandbox;
  publicDir: string;
  distDir: string;
  /** Serve `dist/` files here too (dev server); Vite preview serves them itself. */
  serveDist: boolean;
}

/**
 * The `frame-ancestors` policy of embed.html for the `key` (or `token`) query parameter: the
 * key's frame origins, the sandbox's extra origins among them.
 */
export function embedCsp(
  url: URL,
  host: string | undefined,
  extraOrigins: readonly string[] = [],
): string {
  const account = accountFor(url.searchParams.get('key') ?? url.searchParams.get('token'));
  const origins = account
    ? frameOrigins(account, `http://${host ?? 'localhost'}/`, extraOrigins)
    : [];
  return `frame-ancestors ${origins.length > 0 ? origins.join(' ') : "'none'"}`;
}

/**
 * What a page that is cross-origin isolated (`Cross-Origin-Opener-Policy: same-origin` +
 * `Cross-Origin-Embedder-Policy: require-corp`) needs of the files it loads from us
 * (docs/deploy.md, "Cross-origin isolated sites"): every file may be embedded by another
 * origin (CORP), which a script tag without `crossorigin` needs; and the document in its
 * frame, embed-isolated.html, must take on an embedder policy, or the browser blocks the
 * frame. embed.html, framed by every other page, takes on none: under one, a poster from an
 * image host that sends no CORP would not show.
 */
export const ISOLATION_HEADERS = {
  files: { 'Cross-Origin-Resource-Policy': 'cross-origin' },
  isolatedFrame: {
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'Cross-Origin-Embedder-Policy': 'require-corp',
  },
} as const;

/** The hosted page of iframe mode under its two paths (one file), with each one's headers. */
const FRAME_DOCUMENTS = new Map<string, Readonly<Record<string, string>>>([
  ['/embed.html', ISOLATION_HEADERS.files],
  ['/embed-isolated.html', ISOLATION_HEADERS.isolatedFrame],
]);

type Next = (err?: unknown) => void;

/** Creates the middleware (see the module comment for what it serves). */
export function sandboxMiddleware(o: MiddlewareOptions) {
  const listener = getRequestListener(o.sandbox.app.fetch);
  /** Answers the request and returns true, or returns false to fall through. */
  const handle = (req: IncomingMessage, res: ServerResponse, next: Next): boolean => {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const path = url.pathname;
    if (path.startsWith('/api/') || path.startsWith('/sandbox/')) {
      listener(req, res).catch(next);
      return true;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const frameHeaders = FRAME_DOCUMENTS.get(path);
    if (frameHeaders) {
      // Before a build (dev server), public/embed.html is both.
      const file = fileIn(o.distDir, path) ?? fileIn(o.publicDir, '/embed.html');
      if (!file) return false;
      const csp = embedCsp(url, req.headers.host, o.sandbox.core.opts.extraOrigins);
      sendFile(res, file, req.method, { 'Content-Security-Policy': csp, ...frameHeaders });
      return true;
    }
    const distFile = fileIn(o.distDir, path);
    if (distFile) {
      // dist/ is the CDN folder: scripts may be loaded cross-origin with `crossorigin` + SRI.
      res.setHeader('Access-Control-Allow-Origin', '*');
      for (const [name, value] of Object.entries(ISOLATION_HEADERS.files))
        res.setHeader(name, value);
      if (o.serveDist) sendFile(res, distFile, req.method);
      return o.serveDist;
    }
    const publicFile = fileIn(o.publicDir, path);
    if (!publicFile) return false;
    if (publicFile.endsWith('.html'))
      sendHtml(res, withDemoChrome(readFileSync(publicFile, 'utf8'), path), req.method);
    else sendFile(res, publicFile, req.method);
    return true;
  };
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    if (!handle(req, res, next)) next();
  };
}
