// `npm run bench [pairs=20]`: how long a buyer waits for the tiers, against a floor.
//
// Method. One server (Vite preview with the sandbox, as `npm start`) is reached through two
// origins: host pages on http://127.0.0.1:<port>, and the scripts and the API on
// http://localhost:<port>, so every request of the widget is cross-origin as from a CDN and an
// API host (scripts go out gzip -9, as a CDN sends them; scripts/bench/pages.mjs). Each pair
// loads, in alternating order, the widget page (a host page with our `<script async>` tag and
// content below it) and the floor page (the same host page with a ~1 KB script from the same
// origin that fetches the same event with the same key and renders a row per tier with − and
// + in plain DOM). One unmeasured pair warms the browser first. Every load is a cold browser
// context with, through CDP, slow 4G (150 ms latency, 1.6 Mbps down, 750 kbps up) and the CPU
// slowed 4×; Chromium's emulation does not delay CORS preflights, so the sandbox holds each
// preflight answer 150 ms itself (SANDBOX_PREFLIGHT_DELAY_MS).
//
// Measured in the page by an init script (scripts/bench/probe.mjs), per load:
// - T_tiers: navigation start → end of the first painted frame showing every tier's row with
//   its controls (a requestAnimationFrame loop, shadow roots pierced, finds the first frame
//   with all rows; the next frame's rAF timestamp is when that frame was painted);
// - script in LoAF: the summed `scripts[].duration` of long animation frames whose sourceURL
//   is the page's own script: our loader or a bo-*.js chunk, or on the floor page the floor
//   script (the reference: what rendering the tiers costs on this machine at all);
// - TBT: Σ (long task − 50 ms), each task clipped to [first contentful paint, end]; CLS: Σ
//   layout-shift values without recent input; moves: frames in which the top of the content
//   below the widget moved (read in the same rAF loop; the layout-shift entries attributing a
//   node below it are counted alongside, but only see what is in the viewport);
// each up to end = T_tiers + 1 s. The report: one row per pair, then the median of each figure with
// a distribution-free 95 % interval (order statistics), the ratio of medians widget / floor
// with a seeded percentile bootstrap over pairs, the targets, and the gzip bytes of the files
// the widget page requested before its tiers painted (resource timing) and by the end.
// Run `npm run build` first.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { BELOW, benchPlugin, EVENT, FLOOR_JS, KEY, PATHS } from './bench/pages.mjs';
import { probe } from './bench/probe.mjs';
import { median, medianCI, ratioOfMediansCI } from './bench/stats.mjs';

const LATENCY_MS = 150;
const DOWN_BPS = (1.6 * 1024 * 1024) / 8;
const UP_BPS = (750 * 1024) / 8;
const CPU_RATE = 4;
const TIMEOUT_MS = 30_000;
/** How long after T_tiers the long frames, long tasks and shifts are still counted. */
const WINDOW_MS = 1000;
const VIEWPORT = { width: 1280, height: 720 };
const TARGET = { ratio: 1.15, aim: 1.1, loafMs: 60, moves: 1 };

class BenchError extends Error {}
const fail = (message) => {
  throw new BenchError(message);
};

const pairs = Number(process.argv[2] ?? 20);
const dist = resolve(process.env.BENCH_DIST ?? 'dist');

/** gzip -9 size of a file in dist/. */
const gz = (file) => gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length;

/** One cold load of `url`; resolves to the probe's raw data, or fails after TIMEOUT_MS. */
async function load(browser, url, cfg, label) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const errors = [];
  try {
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LATENCY_MS,
      downloadThroughput: DOWN_BPS,
      uploadThroughput: UP_BPS,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await page.addInitScript(probe, cfg);
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    // Polled by timer, not per frame, to keep the check off the page's frames.
    const poll = { polling: 250, timeout: TIMEOUT_MS };
    try {
      await page.waitForFunction(() => window.__bench?.tiers != null, null, poll);
    } catch {
      const seen = errors.length > 0 ? ` Page errors: ${errors.join(' | ')}` : '';
      fail(
        `the ${label} page (${url}) never showed its ${cfg.expected} tiers within ${TIMEOUT_MS / 1000} s.${seen}`,
      );
    }
    await page.waitForFunction(() => window.__bench?.done === true, null, poll);
    return await page.evaluate(() => window.__bench.collect());
  } finally {
    await context.close();
  }
}

/**
 * Is `url` the page's own script on the CDN origin: the widget's loader or a chunk, or (on
 * the floor page) the floor script, whose time in long frames is the reference?
 */
const isOurs = (cdn, url) =>
  url.startsWith(`${cdn}/`) && /\/(boxoffice|bo-[\w-]+|floor[\w-]*)\.js$/.test(url);

/** The figures of one load, from the probe's data (see the header comment). */
function figures(data, cdn) {
  const t = data.tiers;
  const end = t + WINDOW_MS;
  let loaf = 0;
  for (const frame of data.loaf) {
    for (const s of frame.scripts) {
      if (s.startTime <= end && isOurs(cdn, s.sourceURL)) loaf += s.duration;
    }
  }
  let tbt = 0;
  const fcp = data.fcp ?? 0;
  for (const task of data.longtasks) {
    const span = Math.min(task.startTime + task.duration, end) - Math.max(task.startTime, fcp);
    if (span > 50) tbt += span - 50;
  }
  const shifts = data.shifts.filter((s) => !s.hadRecentInput && s.startTime <= end);
  const scripts = data.resources.filter((r) => isOurs(cdn, r.name));
  const file = (r) => r.name.slice(r.name.lastIndexOf('/') + 1);
  return {
    t,
    loaf,
    tbt,
    cls: shifts.reduce((sum, s) => sum + s.value, 0),
    moves: data.moves.filter((m) => m.at <= end).length,
    shiftsBelow: shifts.filter((s) => s.below).length,
    before: scripts.filter((r) => r.startTime < t).map(file),
    all: scripts.map(file),
    wire: Object.fromEntries(scripts.map((r) => [file(r), r.encodedBodySize])),
    starts: Object.fromEntries(scripts.map((r) => [file(r), r.startTime])),
  };
}

// --- formatting ---------------------------------------------------------------------------
const ms = (x) => `${Math.round(x).toLocaleString('en')} ms`;
const r2 = (x) => x.toFixed(2);
const cls4 = (x) => x.toFixed(4);
const bytes = (n) => `${n.toLocaleString('en')} B`;
const pad = (s, n) => String(s).padStart(n);
const mark = (ok) => (ok ? 'met' : 'NOT met');
/** "median [lo, hi]" of `xs`, each formatted with `f` (see medianCI for the interval). */
const summary = (xs, f) => {
  const ci = medianCI(xs);
  const bare = (x) => f(x).replace(/ ms$/, '');
  return `${f(median(xs))} [${bare(ci.lo)} – ${bare(ci.hi)}]`;
};

async function main() {
  if (!Number.isInteger(pairs) || pairs < 1)
    fail(`usage: node scripts/bench.mjs [pairs=20] (got "${process.argv[2]}")`);
  if (!existsSync(resolve(dist, 'boxoffice.js')))
    fail('dist/boxoffice.js is missing: run `npm run build` first.');

  // The sandbox reads its options when Vite mounts it.
  process.env.SANDBOX_PREFLIGHT_DELAY_MS = String(LATENCY_MS);
  process.env.SANDBOX_RATE_CAPACITY = '100000';
  process.env.SANDBOX_RATE_REFILL = '1000';
  const server = await preview({
    logLevel: 'warn',
    plugins: [benchPlugin(dist)],
    preview: { port: 0, strictPort: false, host: '127.0.0.1' },
  });
  let browser;
  try {
    const address = server.httpServer.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const host = `http://127.0.0.1:${port}`;
    const cdn = `http://localhost:${port}`;

    const res = await fetch(`${cdn}/api/v1/sell/events/${EVENT}`, {
      headers: { 'X-Sell-Key': KEY },
    });
    if (!res.ok) fail(`the sandbox answered ${res.status} for the event ${EVENT}.`);
    const expected = (await res.json()).tiers.length;
    const common = { expected, below: BELOW, windowMs: WINDOW_MS };
    const pages = {
      widget: {
        url: `${host}${PATHS.widget}`,
        cfg: {
          ...common,
          row: 'li.bo-tier',
          controls: 'button.bo-stepper__btn',
          soldout: 'p.bo-tier__soldout',
        },
      },
      floor: {
        url: `${host}${PATHS.floor}`,
        cfg: { ...common, row: 'li.floor-tier', controls: 'button', soldout: null },
      },
    };

    const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
    browser = await chromium.launch(executablePath ? { executablePath } : {});
    const run = (name) => load(browser, pages[name].url, pages[name].cfg, name);

    console.log(
      `BoxOffice bench: ${pairs} pair${pairs === 1 ? '' : 's'} of cold loads, Chromium ${browser.version()} headless, ${VIEWPORT.width}×${VIEWPORT.height}`,
    );
    console.log(
      `emulation: latency ${LATENCY_MS} ms, 1.6 Mbps down, 750 kbps up, CORS preflight held ${LATENCY_MS} ms by the API, CPU ×${CPU_RATE}`,
    );
    console.log(`host pages ${host}; loader, chunks, floor script (gzip -9) and API ${cdn}`);
    console.log(`T_tiers: navigation → painted frame with all ${expected} tiers of ${EVENT}\n`);

    await run('widget');
    await run('floor');

    const header = `${pad('pair', 4)}  ${pad('order', 5)}  ${pad('widget', 8)}  ${pad('floor', 8)}  ${pad('ratio', 5)}  ${pad('script in LoAF', 14)}  ${pad('TBT', 7)}  ${pad('CLS', 6)}  ${pad('moves', 5)}  ${pad('LS below', 8)}`;
    console.log('T_tiers of each page; the other columns are the widget page, up to T_tiers + 1 s');
    console.log(header);
    console.log('-'.repeat(header.length));
    const rows = [];
    for (let i = 0; i < pairs; i++) {
      const order = i % 2 === 0 ? ['widget', 'floor'] : ['floor', 'widget'];
      const got = {};
      for (const name of order) got[name] = figures(await run(name), cdn);
      const w = got.widget;
      const f = got.floor;
      rows.push({ w, f });
      console.log(
        `${pad(i + 1, 4)}  ${pad(i % 2 === 0 ? 'W→F' : 'F→W', 5)}  ${pad(ms(w.t), 8)}  ${pad(ms(f.t), 8)}  ${pad(r2(w.t / f.t), 5)}  ${pad(ms(w.loaf), 14)}  ${pad(ms(w.tbt), 7)}  ${pad(cls4(w.cls), 6)}  ${pad(w.moves, 5)}  ${pad(w.shiftsBelow, 8)}`,
      );
    }

    const W = (k) => rows.map((r) => r.w[k]);
    const F = (k) => rows.map((r) => r.f[k]);
    const ratio = ratioOfMediansCI(W('t'), F('t'));
    const coverage = medianCI(W('t')).coverage;
    const covNote =
      coverage < 0.95
        ? ` (with ${pairs} pairs the widest interval, min to max, covers only ${Math.round(coverage * 100)} %)`
        : '';
    const lbl = (s) => `  ${s.padEnd(32)}`;
    const line3 = (label, widget, floor, target = '') =>
      console.log(`${lbl(label)}${widget.padEnd(30)}${floor.padEnd(30)}${target}`.trimEnd());
    console.log(`\nmedian [95 % CI from order statistics] over ${pairs} pairs${covNote}`);
    line3('', 'widget', 'floor', 'target');
    line3('T_tiers', summary(W('t'), ms), summary(F('t'), ms));
    line3(
      'ratio of medians W / F',
      `${r2(ratio.ratio)} [${r2(ratio.lo)} – ${r2(ratio.hi)}]`,
      '',
      `≤ ${r2(TARGET.ratio)} (aim ${r2(TARGET.aim)}): ${mark(ratio.ratio <= TARGET.ratio)}`,
    );
    console.log(
      `${lbl('')}(percentile bootstrap over pairs, ${ratio.resamples} resamples, seed ${ratio.seed})`,
    );
    line3(
      'median of the pair ratios',
      summary(
        rows.map((r) => r.w.t / r.f.t),
        r2,
      ),
      '',
    );
    line3(
      'script in long frames',
      summary(W('loaf'), ms),
      summary(F('loaf'), ms),
      `≤ ${TARGET.loafMs} ms: ${mark(median(W('loaf')) <= TARGET.loafMs)}`,
    );
    line3('TBT', summary(W('tbt'), ms), summary(F('tbt'), ms));
    line3('CLS', summary(W('cls'), cls4), summary(F('cls'), cls4));
    line3(
      'content below moved (frames)',
      summary(W('moves'), String),
      summary(F('moves'), String),
      `${TARGET.moves}: ${mark(median(W('moves')) <= TARGET.moves)}`,
    );
    line3(
      `layout shifts below (${VIEWPORT.height} px)`,
      summary(W('shiftsBelow'), String),
      summary(F('shiftsBelow'), String),
    );

    // Bytes: which of our files the widget page had requested before its tiers painted, and
    // by the end of a load; the most frequent set over the runs (they should all agree).
    const commonest = (sets) => {
      const counts = new Map();
      for (const s of sets) {
        const key = [...new Set(s)].sort().join(' ');
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      const [key, n] = [...counts].sort((a, b) => b[1] - a[1])[0];
      return { files: key ? key.split(' ') : [], n };
    };
    // Each file with the median time its request started (ms from navigation).
    const at = (f) => median(rows.map((r) => r.w.starts[f]).filter((x) => x !== undefined));
    const sizeOf = (files) => files.reduce((s, f) => s + gz(f), 0);
    const note = ({ n }) =>
      n < rows.length ? ` (the set of ${n} of ${rows.length} loads; the others differ)` : '';
    const before = commonest(rows.map((r) => r.w.before));
    const all = commonest(rows.map((r) => r.w.all));
    console.log(
      '\nbytes (gzip -9 of the files in dist/; @ = median start of the request, from navigation)',
    );
    console.log(
      `${lbl('dist/boxoffice.js')}${bytes(gz('boxoffice.js'))} (${bytes(readFileSync(resolve(dist, 'boxoffice.js')).length)} raw)`,
    );
    console.log(
      `${lbl('requested before T_tiers')}${bytes(sizeOf(before.files))} in ${before.files.length} files (T_tiers median ${ms(median(W('t')))})${note(before)}`,
    );
    for (const f of before.files.sort((a, b) => at(a) - at(b))) {
      console.log(`${lbl('')}  ${f.padEnd(28)}${pad(bytes(gz(f)), 9)}  @${ms(at(f))}`);
    }
    const more = all.files.filter((f) => !before.files.includes(f)).sort((a, b) => at(a) - at(b));
    console.log(
      `${lbl('requested by the end of a load')}${bytes(sizeOf(all.files))} in ${all.files.length} files${more.length === 0 ? ' (the same)' : ''}${note(all)}`,
    );
    for (const f of more)
      console.log(`${lbl('')}+ ${f.padEnd(28)}${pad(bytes(gz(f)), 9)}  @${ms(at(f))}`);
    const wire = rows.at(-1)?.w.wire ?? {};
    const sent = Object.values(wire).reduce((s, n) => s + n, 0);
    const chunks = readdirSync(dist).filter((f) => /^bo-[\w-]+\.js$/.test(f));
    console.log(
      `${lbl('every chunk in dist/')}${bytes(chunks.reduce((s, f) => s + gz(f), 0))} in ${chunks.length} files`,
    );
    console.log(
      `${lbl('floor script')}${bytes(gzipSync(FLOOR_JS, { level: 9 }).length)} (${bytes(Buffer.byteLength(FLOOR_JS))} raw)`,
    );
    console.log(
      `${lbl('on the wire (last widget load)')}${bytes(sent)} of our scripts (resource timing, encoded bodies)`,
    );

    // The emulation must show: the floor needs at least four delayed round trips (page,
    // script, preflight, event).
    const floorMed = median(F('t'));
    if (floorMed < 4 * LATENCY_MS) {
      console.error(
        `[bench] warning: the floor's median T_tiers (${ms(floorMed)}) is under 4 × ${LATENCY_MS} ms: the network emulation does not seem to apply.`,
      );
    }
  } finally {
    await browser?.close();
    await server.close();
  }
}

main().catch((e) => {
  console.error(
    e instanceof BenchError ? `[bench] ${e.message}` : `[bench] failed: ${e?.stack ?? e}`,
  );
  process.exitCode = 1;
});
