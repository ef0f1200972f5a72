// What `npm run bench` serves besides dist/ and the sandbox: the host pages and the floor
// script, through a Vite plugin added to the preview server (same server as `npm start`).
// The host pages are requested on one origin (http://127.0.0.1:<port>) and load the scripts
// and the API from the other (http://localhost:<port>), as from a CDN and an API host. With
// `--against <dir>` a second build is served from that origin too, under /b/, with a host
// page of its own. With `--mode iframe` the two origins swap hosts (see `originsFor`) and
// our frame's document, embed.html, is served from each build's folder too. With `--view list`
// the widget pages' tags have no `data-event` (the widget shows the event list) and the floor
// page loads the list floor (FLOOR_LIST_JS) instead.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The attributes both pages' scripts carry. */
export const EVENT = 'summer-fest';
export const KEY = 'pk_test_demo';
/** The id of the host page's content below the widget (its moves are counted). */
export const BELOW = 'below';

/**
 * The floor: the least a script must do to show the tiers. It fetches the same event with
 * the same key from the same API (a preflighted cross-origin GET, like ours) and renders a
 * heading and one row per tier with − and + around a quantity: plain DOM, no framework.
 * − and + change the quantity, the least a click on them can do (the bench's interaction).
 */
export const FLOOR_JS = `(() => {
  const s = document.currentScript;
  const { event, key } = s.dataset;
  const root = document.createElement('div');
  s.after(root);
  const el = (tag, text, cls) => {
    const n = document.createElement(tag);
    if (text) n.textContent = text;
    if (cls) n.className = cls;
    return n;
  };
  const url = new URL('/api/v1/sell/events/' + encodeURIComponent(event), s.src);
  fetch(url, { headers: { 'X-Sell-Key': key }, credentials: 'omit' })
    .then((r) => r.json())
    .then((e) => {
      const money = new Intl.NumberFormat('en', { style: 'currency', currency: e.currency });
      const list = el('ul');
      for (const t of e.tiers) {
        const row = el('li', null, 'floor-tier');
        const qty = el('input');
        qty.type = 'number';
        qty.min = '0';
        qty.value = '0';
        qty.setAttribute('aria-label', t.name);
        const minus = el('button', '\\u2212');
        const plus = el('button', '+');
        minus.onclick = () => (qty.value = String(Math.max(0, Number(qty.value) - 1)));
        plus.onclick = () => (qty.value = String(Number(qty.value) + 1));
        row.append(el('span', t.name + ' ' + money.format(t.price)), minus, qty, plus);
        list.append(row);
      }
      root.replaceChildren(el('h3', e.title), list);
    });
})();
`;

/**
 * The list floor (`--view list`): the least a script must do to show the event list's first
 * page. It fetches the same page the widget asks for first, `GET /events?limit=<data-limit>`,
 * with the same key from the same API (a preflighted cross-origin GET, like ours), and renders
 * a heading and one row per event: its title, its date and time (the wall time the API
 * gives, formatted) and a button, in plain DOM. The button does nothing: the list is not
 * clicked.
 */
export const FLOOR_LIST_JS = `(() => {
  const s = document.currentScript;
  const { key, limit } = s.dataset;
  const root = document.createElement('div');
  s.after(root);
  const el = (tag, text, cls) => {
    const n = document.createElement(tag);
    if (text) n.textContent = text;
    if (cls) n.className = cls;
    return n;
  };
  const url = new URL('/api/v1/sell/events?limit=' + encodeURIComponent(limit), s.src);
  fetch(url, { headers: { 'X-Sell-Key': key }, credentials: 'omit' })
    .then((r) => r.json())
    .then((page) => {
      const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
      const list = el('ul');
      for (const e of page.data) {
        const row = el('li', null, 'floor-event');
        const date = when.format(new Date(e.startsAt.slice(0, 16) + 'Z'));
        row.append(el('span', e.title, 'floor-event__title'), el('span', ' ' + date + ' '), el('button', 'Tickets'));
        list.append(row);
      }
      root.replaceChildren(el('h3', 'Events'), list);
    });
})();
`;

/**
 * The page size the widget asks the event list for first: `EVENTS_PAGE_SIZE` as
 * src/shared/endpoint.ts (`source`, its text) declares it, or null if it declares none.
 * @param {string} source
 */
export function pageSizeIn(source) {
  const m = /^export const EVENTS_PAGE_SIZE\s*=\s*(\d+)\s*;/m.exec(source);
  const n = m ? Number(m[1]) : Number.NaN;
  return Number.isInteger(n) && n >= 1 ? n : null;
}

/**
 * The `limit` of each event-list request (`…/events?limit=…`) among `urls` (e.g. a page's
 * resource timing entries), in order; null for a list request without one.
 * @param {string[]} urls
 */
export const listLimitsIn = (urls) =>
  urls
    .map((u) => new URL(u, 'http://bench.invalid'))
    .filter((u) => /\/api\/v1\/sell\/events\/?$/.test(u.pathname))
    .map((u) => (u.searchParams.has('limit') ? Number(u.searchParams.get('limit')) : null));

/**
 * The hosts of the two origins, both on the server's port: the host pages' and the CDN's (the
 * scripts, embed.html and the API). In iframe mode the host pages are on `localhost`, the one
 * host the demo key lets frame embed.html (the frame asks the API, src/sandbox/keys.ts), so the
 * CDN is on `127.0.0.1`; otherwise the other way round, as the bench has always loaded.
 * @param {string} mode
 */
export const originsFor = (mode) =>
  mode === 'iframe'
    ? { host: 'localhost', cdn: '127.0.0.1' }
    : { host: '127.0.0.1', cdn: 'localhost' };

/**
 * A host page: a heading, some text, the script tag, and more content below it. The tag
 * carries `data` as `data-*` attributes in their order, those whose value is null left out
 * (e.g. `{ event: EVENT, key: KEY, mode: null, lang: 'de' }`).
 * @param {string} cdn
 * @param {string} script
 * @param {Record<string, string | number | null>} data
 */
export function hostPage(cdn, script, data) {
  const attrs = Object.entries(data)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([name, value]) => ` data-${name}="${value}"`)
    .join('');
  const tag = `<script async src="${cdn}/${script}"${attrs}></script>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Summer Fest 2027 · Tickets</title>
    <link rel="icon" href="data:," />
    <style>
      body { margin: 0 auto; max-width: 48rem; padding: 0 1rem; font: 16px/1.5 system-ui, sans-serif; color: #1c1917; }
      header { padding: 1.5rem 0 0.5rem; border-bottom: 1px solid #e7e5e4; }
      h1 { margin: 0 0 0.5rem; font-size: 2rem; }
      .facts { display: grid; grid-template-columns: repeat(3, 1fr); gap: 1rem; }
      footer { margin-top: 2rem; padding: 1rem 0; border-top: 1px solid #e7e5e4; color: #57534e; }
    </style>
  </head>
  <body>
    <header>
      <h1>Summer Fest 2027</h1>
      <p>Two days of open-air music on the old airfield: three stages, forty acts and the longest sunset of the year.</p>
    </header>
    <main>
      <section id="tickets">
        <h2>Tickets</h2>
        <p>Day tickets, weekend passes and VIP. Prices include VAT.</p>
        ${tag}
      </section>
      <section id="${BELOW}">
        <h2>Good to know</h2>
        <div class="facts">
          <div><h3>Getting there</h3><p>U6 Platz der Luftbrücke, then a 5-minute walk. Bike parking at every gate.</p></div>
          <div><h3>Age</h3><p>18+. Bring a photo ID with your ticket.</p></div>
          <div><h3>Re-entry</h3><p>Allowed with your wristband, any time of the day.</p></div>
        </div>
        <p>Food trucks, water refill points and a quiet zone are on site. The festival runs rain or shine.</p>
      </section>
    </main>
    <footer>Sommerklang GmbH · Tempelhofer Damm 1, 12101 Berlin</footer>
  </body>
</html>
`;
}

/** The paths the plugin answers (the B page and /b/ only with a second build). */
export const PATHS = {
  widget: '/__bench/widget.html',
  widgetB: '/__bench/widget-b.html',
  floor: '/__bench/floor.html',
  floorScript: '/__bench/floor.js',
  /** The list floor's script (`--view list`). */
  floorListScript: '/__bench/floor-list.js',
  /** Where the second build's loader and chunks are: /b/boxoffice.js, /b/bo-*.js. */
  b: '/b/',
};

/** The path of our frame's document in a build folder (iframe mode's frame loads it). */
const FRAME_DOCUMENT = 'embed.html';

/** A response body and its gzip -9 form, read once. */
function gzipCache() {
  const cache = new Map();
  return (key, read) => {
    if (!cache.has(key)) {
      const raw = read();
      cache.set(key, { raw, gzip: gzipSync(raw, { level: 9 }) });
    }
    return cache.get(key);
  };
}

/** Sends `file` (from gzipCache), gzipped if the request accepts it, with `headers`. */
function send(req, res, file, headers) {
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = gzip ? file.gzip : file.raw;
  res.writeHead(200, {
    ...headers,
    'Content-Length': body.length,
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    Vary: 'Accept-Encoding',
  });
  res.end(body);
}

/**
 * The tags' data attributes of the widget pages and of the floor page. The widget pages' tags
 * carry `data-mode` unless `mode` is inline, and `data-lang` when `lang` is given; with
 * `listLimit` (`--view list`) no tag has `data-event` (the widget shows the event list) and
 * the floor's carries `data-limit`, the page size its list floor asks for.
 * @param {{ mode?: string, lang?: string | null, listLimit?: number | null }} options
 */
export function tagData({ mode = 'inline', lang = null, listLimit = null } = {}) {
  const event = listLimit === null ? EVENT : null;
  return {
    widget: { event, key: KEY, mode: mode === 'inline' ? null : mode, lang },
    floor: { event, key: KEY, limit: listLimit },
  };
}

/**
 * The Vite plugins: the host pages, the floor script, and dist/'s scripts, the scripts gzipped
 * (level 9) as a CDN sends them, each readable cross-origin (CORS for the module chunks and
 * `Timing-Allow-Origin` so resource timing shows their sizes). With `bDir`, that build's
 * scripts under /b/ (the loader resolves its chunks against its own URL, so they load from
 * there) and the page PATHS.widgetB whose tag loads /b/boxoffice.js. The tags' attributes are
 * tagData()'s; with `listLimit` the floor page loads the list floor. Everything else falls
 * through to the sandbox and Vite preview, except embed.html (and /b/embed.html): in iframe
 * mode each build's own, answered before the sandbox would answer with dist/'s, with the
 * `frame-ancestors` the sandbox would send.
 * @param {string} distDir
 * @param {{ bDir?: string | null, mode?: string, lang?: string | null,
 *   listLimit?: number | null }} [options]
 */
export function benchPlugin(
  distDir,
  { bDir = null, mode = 'inline', lang = null, listLimit = null } = {},
) {
  const gz = gzipCache();
  const script = (path) => {
    if (path === PATHS.floorScript) return gz(path, () => Buffer.from(FLOOR_JS));
    if (path === PATHS.floorListScript) return gz(path, () => Buffer.from(FLOOR_LIST_JS));
    if (/^\/(boxoffice|bo-[\w-]+)\.js$/.test(path))
      return gz(path, () => readFileSync(join(distDir, path.slice(1))));
    const b = path.startsWith(PATHS.b) ? path.slice(PATHS.b.length) : null;
    if (bDir && b && /^(boxoffice|bo-[\w-]+)\.js$/.test(b))
      return gz(path, () => readFileSync(join(bDir, b)));
    return null;
  };
  /** The script tag's src (relative to the CDN origin) of the host page at `path`, if any. */
  const pageScript = {
    [PATHS.widget]: 'boxoffice.js',
    [PATHS.floor]: (listLimit === null ? PATHS.floorScript : PATHS.floorListScript).slice(1),
    ...(bDir ? { [PATHS.widgetB]: `${PATHS.b.slice(1)}boxoffice.js` } : {}),
  };
  const origins = originsFor(mode);
  const data = tagData({ mode, lang, listLimit });
  /** Each build's frame document by path. */
  const frameDocs = new Map([
    [`/${FRAME_DOCUMENT}`, distDir],
    ...(bDir ? [[`${PATHS.b}${FRAME_DOCUMENT}`, bDir]] : []),
  ]);
  const pathOf = (req) => new URL(req.url ?? '/', 'http://bench.invalid').pathname;
  const portOf = (req) => (req.headers.host ?? '').split(':').pop();
  const frames = {
    name: 'boxoffice-bench-frame',
    enforce: 'pre',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = pathOf(req);
        if (req.method !== 'GET' || mode !== 'iframe' || !frameDocs.has(path)) return next();
        const file = gz(path, () => readFileSync(join(frameDocs.get(path), FRAME_DOCUMENT)));
        send(req, res, file, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-cache',
          'Content-Security-Policy': `frame-ancestors http://${origins.host}:${portOf(req)}`,
        });
      });
    },
  };
  const pages = {
    name: 'boxoffice-bench',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET') return next();
        const path = pathOf(req);
        const src = Object.hasOwn(pageScript, path) ? pageScript[path] : null;
        if (src) {
          const cdn = `http://${origins.cdn}:${portOf(req)}`;
          const body = Buffer.from(
            hostPage(cdn, src, path === PATHS.floor ? data.floor : data.widget),
          );
          res.writeHead(200, {
            'Content-Type': 'text/html; charset=utf-8',
            'Content-Length': body.length,
            'Cache-Control': 'no-store',
          });
          res.end(body);
          return;
        }
        let file;
        try {
          file = script(path);
        } catch {
          file = null;
        }
        if (!file) return next();
        send(req, res, file, {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': 'no-cache',
          'Access-Control-Allow-Origin': '*',
          'Timing-Allow-Origin': '*',
        });
      });
    },
  };
  return [frames, pages];
}
