/**
 * A test site for the cross-engine specs: a small HTTP server in front of the test server
 * (`webServer` of playwright.config.ts) that every engine's driver can reach as a real
 * origin. WebDriver has no request interception, so what Playwright's `page.route` does in
 * the Chromium specs happens here instead, the same way for all three engines:
 * - made-up host pages (`page(path, html)`), and any query on them (the payment page sends
 *   the buyer back with `?bo_checkout=…`);
 * - tampered files (`tamper(match)` appends a line to a served chunk), answers of the test
 *   server rewritten (`rewrite(match, edit)`: an API body as another API would give it), and
 *   requests held unanswered (`hold(match)`: an API that has not answered yet);
 * - the probe (`/__probe.js`, see probe.js), put first into every HTML page it serves, which
 *   records console errors and warnings, uncaught errors, CSP violations and host events;
 * - a log of every request (`requests`).
 * Each test gets its own site on its own port: its own origin, so no engine's cache or storage
 * carries one test's files into the next. Responses are `no-store` for the same reason.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const PROBE = readFileSync(new URL('./probe.js', import.meta.url), 'utf8');
/** The line a tampered file gains: it would mark the page if it ever ran. */
export const TAMPER_LINE = '\ndocument.documentElement.dataset.tampered = "ran";\n';

/** One test's site. */
export interface Site {
  /** `http://localhost:<port>`. */
  origin: string;
  /**
   * Serves `html` (with the probe put in) at `path`, whatever the query, with `headers` added
   * (a cross-origin isolated page's, say). Returns the URL.
   */
  page(path: string, html: string, headers?: Record<string, string>): string;
  /** Appends `TAMPER_LINE` to every file whose path matches `match`; returns the paths tampered so far. */
  tamper(match: RegExp): string[];
  /** Serves every 200 answer whose path matches `match` with its body (as text) passed through `edit`. */
  rewrite(match: RegExp, edit: (body: string) => string): void;
  /** Leaves every request whose path matches `match` unanswered until the site closes. */
  hold(match: RegExp): void;
  /** Every request, as `METHOD path?query`, in order. */
  readonly requests: string[];
  close(): Promise<void>;
}

/** Starts a site in front of `upstream` (e.g. `http://localhost:5174`). */
export async function startSite(upstream: string): Promise<Site> {
  const up = new URL(upstream);
  const pages = new Map<string, { html: string; headers: Record<string, string> }>();
  const tampers: { match: RegExp; seen: string[] }[] = [];
  const rewrites: { match: RegExp; edit: (body: string) => string }[] = [];
  const requests: string[] = [];
  const holds: RegExp[] = [];

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://site.invalid');
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    // Held: `close()` ends the connection. A CORS preflight is answered, so the request is sent.
    if (req.method !== 'OPTIONS' && holds.some((match) => match.test(url.pathname))) return;
    const own =
      url.pathname === '/__probe.js' ? { html: PROBE, headers: {} } : pages.get(url.pathname);
    if (own !== undefined) {
      const type = url.pathname.endsWith('.js') ? 'text/javascript' : 'text/html';
      const body = type === 'text/html' ? withProbe(own.html) : own.html;
      res.writeHead(200, {
        ...own.headers,
        'content-type': `${type}; charset=utf-8`,
        'cache-control': 'no-store',
      });
      res.end(body);
      return;
    }
    const headers = { ...req.headers };
    // Whole bodies, never a 304: the site rewrites some of them.
    delete headers['accept-encoding'];
    delete headers['if-none-match'];
    delete headers['if-modified-since'];
    const forward = http.request(
      // The test server listens on 127.0.0.1 (vite.config.ts), and `localhost` may resolve to ::1 first.
      {
        host: up.hostname === 'localhost' ? '127.0.0.1' : up.hostname,
        port: up.port,
        method: req.method,
        path: req.url,
        headers,
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const tamper = tampers.find((t) => t.match.test(url.pathname));
        const rewrite = rewrites.find((r) => r.match.test(url.pathname));
        const outHeaders = { ...answer.headers, 'cache-control': 'no-store' };
        delete outHeaders.etag;
        delete outHeaders['last-modified'];
        if (!tamper && !rewrite && !type.startsWith('text/html')) {
          res.writeHead(answer.statusCode ?? 502, outHeaders);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          let body = Buffer.concat(chunks).toString('utf8');
          if (tamper && answer.statusCode === 200) {
            tamper.seen.push(url.pathname);
            body += TAMPER_LINE;
          } else if (rewrite && answer.statusCode === 200) body = rewrite.edit(body);
          else if (type.startsWith('text/html')) body = withProbe(body);
          delete outHeaders['content-length'];
          delete outHeaders['transfer-encoding'];
          res.writeHead(answer.statusCode ?? 502, outHeaders);
          res.end(body);
        });
      },
    );
    forward.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://localhost:${port}`;
  return {
    origin,
    page(path, html, headers = {}) {
      pages.set(path, { html, headers });
      return `${origin}${path}`;
    },
    tamper(match) {
      const entry = { match, seen: [] as string[] };
      tampers.push(entry);
      return entry.seen;
    },
    rewrite(match, edit) {
      rewrites.push({ match, edit });
    },
    hold(match) {
      holds.push(match);
    },
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `html` with the probe as the first script of its head. */
function withProbe(html: string): string {
  return html.replace(/<head[^>]*>/i, (head) => `${head}<script src="/__probe.js"></script>`);
}

/** A minimal host page around `body` (no inline script or style). */
export function hostPage(body: string, { lang = 'en', head = '' } = {}): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Host page</title><link rel="icon" href="data:,">${head}</head>
<body><main><h1>Host page</h1>${body}</main></body></html>`;
}
