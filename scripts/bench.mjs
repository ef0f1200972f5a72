// `npm run bench [pairs=20]`: how long a buyer waits for the tiers, and then for the answer
// to a click on "+", against a floor.
// `npm run bench -- [rounds=20] --against <dir>`: the same for two builds in one run, A (dist/
// or BENCH_DIST) against B (<dir>, e.g. a copy of dist/ built from the base branch).
// `--mode inline|iframe|button` (default inline; `--mode=<mode>` too): the widget pages' tag
// carries that `data-mode` (none when inline); the floor page is the same in every mode.
// `--view event|list` (default event): with list the widget pages' tag has no `data-event`, so
// the widget shows the event list, and T_list, the wait for its first page of cards, is timed
// against a list floor (below); not with --mode button.
// `--lang <tag>`: the widget pages' tag carries that `data-lang` (a language's chunks load with
// the code; the floor page stays English), to time a non-English buyer's wait.
// `--cpu <rate>` (default 4): the CPU slowdown, e.g. 6 for a slower phone.
// `npm run bench -- [loads=3] --profile`: instead of the timed loads, where the main thread's
// time goes while each page loads, by phase (below).
//
// Method. One server (Vite preview with the sandbox, as `npm start`) is reached through two
// origins: host pages on http://127.0.0.1:<port>, and the scripts and the API on
// http://localhost:<port>, so every request of the widget is cross-origin as from a CDN and an
// API host (scripts go out gzip -9, as a CDN sends them; scripts/bench/pages.mjs). Each pair
// loads, in alternating order, the widget page (a host page with our `<script async>` tag and
// content below it) and the floor page (the same host page with a ~1 KB script from the same
// origin that fetches the same event with the same key and renders a row per tier with − and
// + in plain DOM, which change the quantity). One unmeasured pair warms the browser first.
// Every load is a cold browser context with, through CDP, slow 4G (150 ms latency, 1.6 Mbps
// down, 750 kbps up) and the CPU slowed 4× (`--cpu`, Emulation.setCPUThrottlingRate; the
// report's header names the rate); Chromium's emulation does not delay CORS preflights, so
// the sandbox holds each preflight answer 150 ms itself (SANDBOX_PREFLIGHT_DELAY_MS).
//
// Measured in the page by an init script (scripts/bench/probe.mjs), per load:
// - T_tiers: navigation start → end of the first painted frame showing every tier's row with
//   its controls (a requestAnimationFrame loop, shadow roots pierced, finds the first frame
//   with all rows; the next frame's rAF timestamp is when that frame was painted); with
//   `--view list`, T_list instead (the event list, below);
// - script in LoAF: the summed `scripts[].duration` of long animation frames whose sourceURL
//   is the page's own script: our loader or a bo-*.js chunk, or on the floor page the floor
//   script (the reference: what rendering the tiers costs on this machine at all);
// - TBT: Σ (long task − 50 ms), each task clipped to [first contentful paint, end]; CLS: Σ
//   layout-shift values without recent input; moves: frames in which the top of the content
//   below the widget moved (read in the same rAF loop; the layout-shift entries attributing a
//   node below it are counted alongside, but only see what is in the viewport);
// each up to end = T_tiers + 1 s (T_list + 1 s). They are read from the page as soon as that window has
// ended, before the interaction begins, so the clicks cannot change them (nor the bytes).
//
// Interaction, after each load's window (not in button mode: no "+" until the buyer presses
// the button). Five clicks on the "+" of one tier: the first tier of the event that can take
// five tickets (summer-fest's first tier is sold out and shows no "+", its second has 3 left,
// so the third, "Day Ticket"), on the widget page the stepper's last button in the widget's
// shadow root (`.bo-stepper__controls > button.bo-stepper__btn:last-child`, src/ui/tier-row.tsx;
// in iframe mode inside our frame), on the floor page the row's last button. The button is
// scrolled into view first if it is below the fold (it is on the inline page: 0.5 s pause
// after the scroll). Each click is real input: Playwright's mouse (CDP Input events) at the
// centre of the button, the pointer already resting there (so the hover's restyle comes before
// the first click), each click once the previous click's next frame was painted. Per click, the probe's Event Timing
// observer (type 'event', durationThreshold 16) gives the `duration` of the click's
// pointerdown, pointerup, mousedown, mouseup and click entries, of which the longest counts
// (as INP takes an interaction: input delay + handlers + until the next frame is presented;
// Chromium reports it in 8 ms steps); a click with no entry (all under 16 ms) counts its click
// → next paint measured in the page instead: from the click event's timeStamp to the rAF
// timestamp of the frame after the one that followed the click (as T_tiers is read). Per load:
// the median and the worst of the five; over the pairs (rounds) the median of those medians
// and of those worsts with the same order-statistic intervals, the worst of all, and the ratios
// to the floor: of the medians (bootstrap as below, target ≤ 1.5) and of the worst of all
// (target ≤ 3). Each click must land on the "+" (the probe records the element the click was
// dispatched to), be painted, and the tier's quantity must read 5 at the end; otherwise, or
// when the "+" is not visible within 5 s, the bench stops with a message saying which.
//
// How each mode is timed (the floor's T_tiers the same way in all three; T_list alike):
// - inline: as above.
// - iframe: the tiers are painted in our frame (embed.html on the CDN origin, the inline widget
//   in a shadow root there, found with the same selectors). The probe also runs in that frame
//   and takes the frame's T_tiers on the frame's timeline; bench.mjs reads it (Playwright's
//   frame API) and moves it onto the host page's: T = frame.timeOrigin + T_frame −
//   host.timeOrigin, which is then the T_tiers of the load. The other figures (script in LoAF,
//   TBT, CLS, moves, bytes) stay the host page's, up to that T + 1 s. The host pages are then on
//   http://localhost:<port> and the CDN on 127.0.0.1 (the demo key lets only localhost frame
//   embed.html), and Chromium keeps cross-site frames in the page's process (as Android does):
//   CDP's throttling would not reach an out-of-process frame, which would run at full speed.
// - button: no tiers until the buyer presses the button; timed instead is T_button, navigation
//   → end of the first painted frame in which the buy button shows its price (`.bo-buy__price`
//   with text, in the widget's shadow root), reported in the T_tiers column under that name.
//   The ratio to the floor still stands: the floor shows the tiers with their prices, the same
//   essential work of showing the event's prices.
//
// The event list (`--view list`; inline and iframe mode, A/B, --lang and --profile alike; not
// with button mode, which shows no list until the buyer presses the button). The widget pages'
// tag has no `data-event`: the widget asks for `GET /events?limit=<EVENTS_PAGE_SIZE>` (its
// first page; the size is read from src/shared/endpoint.ts, where the loader and the list
// take it) and shows its cards under day headings (src/ui/event-list.tsx). How many cards:
// the bench asks the server it started for that same page with the same key before the loads
// (as it reads the event's tiers otherwise), one card per event of it. Timed is T_list:
// navigation → end of the first painted frame in which the shadow root holds exactly that many
// cards (`li.bo-card`), each with a box, its title with text (`.bo-card__title`) and its open
// button (`button.bo-card__open`; the loader's placeholder cards are `.bo-sk-card`, not
// counted), read as T_tiers is (in iframe mode inside our frame, moved onto the host page's
// timeline). The floor page loads the list floor instead (FLOOR_LIST_JS, ~0.5 KB gzip): it
// fetches the same page (`GET /api/v1/sell/events?limit=<the same size>`, the size as the
// tag's `data-limit`) with the same key and renders a heading and a row per event (its title,
// its date and time formatted with Intl, a button) in plain DOM; its T_list is when every row
// (`li.floor-event` with its title's text and its button) is painted. The other figures run to
// T_list + 1 s. No interaction (nothing to click but an event, which would leave the list): the
// report says so, as in button mode. If a page never shows its rows, the bench stops after
// 30 s saying how many rows the selector found and how many were complete, and, with the list,
// the `limit` the widget asked for if it is not the size the bench counted.
//
// The report names the mode, then: one row per pair, then the median of each figure with
// a distribution-free 95 % interval (order statistics), the ratio of medians widget / floor
// with a seeded percentile bootstrap over pairs, the targets, the interaction's figures, and
// the gzip bytes of the files the widget page requested before its tiers painted (resource
// timing) and by the end.
//
// A/B (`--against <dir>`). Separate runs of two builds differ by as much as builds do (the
// ratio swings by ±0.1 from run to run on a shared machine), so both are measured in the same
// run, in rounds. The same server also serves <dir>'s loader and chunks under /b/ on the CDN
// origin, and a B widget page (the same host page, its tag loading /b/boxoffice.js); A is the
// widget page. Each round loads the floor, A and B, each a cold context as above, in an order
// that rotates through F→A→B, A→B→F, B→F→A and then the reverse's rotations, so that each page
// holds each position equally often and follows each other page equally often (every 6
// rounds). One unmeasured round warms the browser first. The report: one row per round, each
// figure's median for A, B and the floor, each build's ratio of medians to the floor (seeded
// bootstrap over rounds), then A against B paired by round: the median of the round
// differences A − B (of T_tiers, script in long frames, TBT and the median click) with the
// order-statistic interval over them (distribution-free; below 6 rounds it covers less than
// 95 %), and the ratio of medians A / B with the bootstrap over rounds; and each build's gzip
// bytes: its loader,
// what its page requested before its tiers painted and by the end, A − B.
//
// Profile (`--profile`). `loads` cold loads of the widget page and of the floor page (one
// unprofiled pair first, then alternating which page goes first), as above (same emulation,
// same probe) but with, on the page's CDP session from before its navigation until the probe
// reports T_tiers + 1 s (polled every 50 ms): V8's sampling profiler (Profiler.start, a
// sample every 100 µs asked for; under the CPU slowdown they come about every 0.5 ms) and a
// trace (Tracing, the devtools.timeline categories with V8's compile steps; TRACE_CATEGORIES
// in profile.mjs). The
// profiler restarts when the page commits (Chromium restores it in the new document), so the
// profile covers commit → end; before the commit the renderer only waits for the HTML. The
// trace's `navigationStart` of the page gives its main thread and time 0. Per load, the
// samples from navigation to T_tiers and to T_tiers + 1 s are split into phases
// (scripts/bench/profile.mjs), and the report gives the mean of each phase over the loads, as a
// markdown table for docs/performance.md, then the widget's script time to T_tiers by module
// (its functions' self time, from the source maps), the largest first. Each sample weighs the
// time to the next one:
// 1. when the trace's innermost event at its time is style and layout (UpdateLayoutTree,
//    Layout, ParseAuthorStyleSheet), paint (PrePaint, Paint, Layerize, Commit…) or GC, that
//    phase, whatever script forced it; (garbage collector) samples are GC too;
// 2. a compile (v8.compile, v8.compileModule, V8.CompileCode, V8.ParseProgram…) goes to the
//    script it compiles: the URL of its trace event, else the JS on the stack, else the phase
//    most of its task's script samples had (a classic script compiles before it runs);
//    bo-*.js: "chunks", boxoffice.js or the floor's script: "loader";
// 3. else by the stack's innermost frame with a URL (browser API frames count for their
//    caller), its module read from the build's source maps (the build has none by default:
//    the bench then builds the working tree with BUILD_SOURCEMAP=1 in a scratch copy, as
//    scripts/size-report.mjs does, and profiles that build: the same code as dist/ with a
//    sourceMappingURL comment at the end of each file; BENCH_DIST with maps is used as it is):
//    - Intl: functions of src/loader/warm-intl.ts (the warm-up), src/i18n/format.ts (the
//      formatters), src/shared/locale.ts and the catalogues (plural rules). V8 shows no frame
//      for Intl's builtins: their time (ICU's locale and zone data, formatting) is the calling
//      function's own, so a module's functions stand for the Intl they call;
//    - chunks: anything under a bo-*.js file's top level (its evaluation, zod's schemas
//      built there included);
//    - in a chunk, zod and src/api: "reading the answer" (the checks; JSON.parse is a builtin
//      charged to its caller; response.json() parses inside Blink with no script on the
//      stack, so as native time below; the answer is a few KB); Preact, signals, src/ui,
//      src/chunks: "render"; the rest (src/model, storage, src/shared): "app";
//    - boxoffice.js: "loader"; the floor's script, all of it (its fetch, JSON, Intl and DOM):
//      the loader's row; script without a URL: "the bench's probe and Playwright" (the probe's
//      rAF loop and Playwright's injected script, which the polling waits evaluate: they run
//      on both pages alike, in the timed loads too);
//    - (program), native time outside any script: inside an event that runs script
//      (FunctionCall, EvaluateScript, v8.evaluateModule, RunMicrotasks) the phase of the
//      nearest script sample of the same task (ICU at work leaves no JS frame), else "other"
//      (HTML parsing, the frames' own upkeep, loading and browser tasks, the engine).
// Approximate: samples, not exact times (the profiler's own work and the trace slow the page:
// compare phases and pages, not these times with the timed runs'); a module stands for the
// Intl its functions call and for the time of the small helpers they inline; a compile or
// native sample goes to a neighbouring script's phase; the floor's script is one row.
//
// Run `npm run build` first.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { parseArgs, USAGE, UsageError } from './bench/args.mjs';
import { clickSummary, clickTimes } from './bench/interaction.mjs';
import {
  BELOW,
  benchPlugin,
  EVENT,
  FLOOR_JS,
  FLOOR_LIST_JS,
  KEY,
  listLimitsIn,
  originsFor,
  PATHS,
  pageSizeIn,
} from './bench/pages.mjs';
import { probe } from './bench/probe.mjs';
import {
  attribute,
  mainThread,
  meanPhases,
  PHASES,
  sourcesIn,
  TRACE_CATEGORIES,
} from './bench/profile.mjs';
import { median, medianCI, medianDifferenceCI, ratioOfMediansCI } from './bench/stats.mjs';
import { buildWithMaps } from './build-with-maps.mjs';

const LATENCY_MS = 150;
const DOWN_BPS = (1.6 * 1024 * 1024) / 8;
const UP_BPS = (750 * 1024) / 8;
const TIMEOUT_MS = 30_000;
/** How long after T_tiers the long frames, long tasks and shifts are still counted. */
const WINDOW_MS = 1000;
const VIEWPORT = { width: 1280, height: 720 };
/**
 * The targets, each against the floor of the same run: T_tiers at most 1.10× the floor's (1.15×
 * at CPU ×6 and slower, a slower phone), our script in long frames and TBT at most 2× the
 * floor's, CLS at most the floor's + 0.02, the content below moving once, a click's median at
 * most 1.5× the floor's and the worst of all at most 3×.
 */
const TARGET = {
  ratio: (cpu) => (cpu >= 6 ? 1.15 : 1.1),
  loafVsFloor: 2,
  tbtVsFloor: 2,
  clsAboveFloor: 0.02,
  moves: 1,
  clickMedian: 1.5,
  clickWorst: 3,
};
/** A target's cell: `≤ <bound>: met` per build, e.g. `≤ 124 ms (2× the floor): A met, B NOT met`. */
const targetCell = (bound, label, builds) =>
  `≤ ${label}: ${builds.map(([name, value]) => `${name ? `${name} ` : ''}${mark(value <= bound)}`).join(', ')}`;
/** Twice the floor's median, in ms. */
const floorBound = (bound, builds) => targetCell(bound, `${ms(bound)} (2× the floor)`, builds);
/** The floor's CLS + 0.02. */
const clsBound = (floorCls, builds) => {
  const bound = floorCls + TARGET.clsAboveFloor;
  return targetCell(bound, `${cls4(bound)} (the floor + ${TARGET.clsAboveFloor})`, builds);
};
/** Clicks on "+" after each load's window (not in button mode). */
const CLICKS = 5;
/** How long the interaction waits for the "+" to show, a click to arrive, its frame to paint. */
const CLICK_TIMEOUT_MS = 5000;
/** The pause after scrolling the "+" into view, before the pointer arrives. */
const SCROLL_SETTLE_MS = 500;
/** How many modules --profile lists by their script time. */
const MODULES_SHOWN = 15;

/** The profiler's sampling interval (µs) with --profile. */
const SAMPLING_US = 100;

class BenchError extends Error {}
const fail = (message) => {
  throw new BenchError(message);
};

/** `promise`, or a BenchError with `message` if it has not settled after `ms`. */
async function within(promise, ms, message) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new BenchError(message)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** gzip -9 size of `file` in the build folder `dir`. */
const gz = (dir, file) => gzipSync(readFileSync(resolve(dir, file)), { level: 9 }).length;

/**
 * One cold load of `url` with the CPU `cpu` times slower; fails after TIMEOUT_MS. Resolves to
 * { data, input, profiled }: the probe's raw data, collected once the window after T_tiers has
 * ended; then, with `click`, what the probe recorded of the clicks that followed (interact());
 * with `profile`, the CPU profile and trace of the load up to the end of that window.
 */
async function load(browser, url, cfg, label, { cpu, click = null, profile = false }) {
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
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.addInitScript(probe, cfg);
    const recording = profile ? await record(cdp) : null;
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    // Polled by timer, not per frame, to keep the check off the page's frames.
    const poll = { polling: 250, timeout: TIMEOUT_MS };
    try {
      if (cfg.framed) await tiersFromFrame(page, Date.now() + TIMEOUT_MS);
      await page.waitForFunction(() => window.__bench?.tiers != null, null, poll);
    } catch {
      const seen = errors.length > 0 ? ` Page errors: ${errors.join(' | ')}` : '';
      const what = cfg.price
        ? "buy button's price"
        : `${cfg.expected} ${cfg.noun}${cfg.framed ? ' in its frame' : ''}`;
      fail(
        `the ${label} page (${url}) never showed its ${what} within ${TIMEOUT_MS / 1000} s.${await whatWasThere(page, cfg)}${seen}`,
      );
    }
    // A profile stops soon after the window's end: polled more often.
    await page.waitForFunction(() => window.__bench?.done === true, null, {
      ...poll,
      ...(profile && { polling: 50 }),
    });
    const profiled = recording ? await recording.stop() : null;
    // The load's figures are taken here, before any click.
    const data = await page.evaluate(() => window.__bench.collect());
    const input = click ? await interact(page, click, label) : null;
    return { data, input, profiled };
  } finally {
    await context.close();
  }
}

/**
 * For the message of a load that timed out: what the probe saw of the rows at the end (how
 * many matched `cfg.row`, how many of them were complete) and, with the event list, the
 * `limit` of the list requests the widget made when it is not the page size the bench counts.
 * Empty when the page does not answer (within a few seconds) or has no probe.
 */
async function whatWasThere(page, cfg) {
  const where = cfg.framed ? ourFrame(page) : page.mainFrame();
  if (!where) return ' The page has no frame of ours.';
  try {
    const got = await within(
      where.evaluate(() => ({
        seen: window.__bench?.seen?.() ?? null,
        urls: performance.getEntriesByType('resource').map((r) => r.name),
      })),
      3000,
      'no answer',
    );
    if (!got.seen) return '';
    const { rows, shown } = got.seen;
    let text = cfg.price
      ? ` ${rows} element${rows === 1 ? '' : 's'} matched ${cfg.price}.`
      : ` ${rows} element${rows === 1 ? '' : 's'} matched ${cfg.row} (the document and its shadow roots), ${shown} of them complete (${[cfg.title && `${cfg.title} with text`, `${cfg.minControls} × ${cfg.controls}`].filter(Boolean).join(', ')}${cfg.soldout ? ` or ${cfg.soldout}` : ''}); the bench expected ${cfg.expected}.`;
    if (cfg.listLimit) {
      const other = listLimitsIn(got.urls).filter((n) => n !== cfg.listLimit);
      if (other.length > 0)
        text += ` The widget asked for the event list with limit=${other.join(', ')}, not the ${cfg.listLimit} of EVENTS_PAGE_SIZE in src/shared/endpoint.ts that the bench counts.`;
    }
    return text;
  } catch {
    return '';
  }
}

/**
 * Starts the sampling profiler (every SAMPLING_US) and a trace (TRACE_CATEGORIES) on the
 * page's session, before its navigation. `stop()` resolves to { profile, events }.
 */
async function record(cdp) {
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: TRACE_CATEGORIES },
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
  await cdp.send('Profiler.start');
  return {
    async stop() {
      const { profile } = await cdp.send('Profiler.stop');
      const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
      await cdp.send('Tracing.end');
      await complete;
      return { profile, events };
    },
  };
}

/**
 * The interaction after a load: CLICKS real clicks (CDP mouse input at the centre of the
 * "+", the mouse already resting there) on the "+" of the tier row `click.index`, each once
 * the previous click's next frame has been painted; in our frame when `click.framed`. Fails
 * with a message when the "+" does not show, a click reaches no listener, lands on another
 * element or is not painted, or the quantity does not end at CLICKS. Resolves to what the
 * probe recorded: { clicks, entries } (see interaction.mjs).
 */
async function interact(page, click, label) {
  const where = click.framed ? ourFrame(page) : page.mainFrame();
  const what = `the "+" of tier ${click.index + 1} (${click.name}) on the ${label} page${click.framed ? ', in its frame' : ''}`;
  const selector = `${click.row} >> nth=${click.index} >> ${click.plus}`;
  const s = CLICK_TIMEOUT_MS / 1000;
  if (!where) fail(`${what}: the page has no frame of ours to click in.`);
  const row = where.locator(click.row).nth(click.index);
  const plus = row.locator(click.plus);
  try {
    await plus.waitFor({ state: 'visible', timeout: CLICK_TIMEOUT_MS });
  } catch {
    fail(
      `${what} (${selector}) was not there or not visible ${s} s after the load's window: the clicks cannot be measured.`,
    );
  }
  const text = await row.textContent();
  if (!text?.includes(click.name))
    fail(`${what}: row ${click.index + 1} (${click.row}) does not show "${click.name}".`);
  let box = await plus.boundingBox();
  const inView = (b) =>
    b &&
    b.y >= 0 &&
    b.x >= 0 &&
    b.y + b.height <= VIEWPORT.height &&
    b.x + b.width <= VIEWPORT.width;
  if (!inView(box)) {
    // As a buyer scrolls to the tiers first; whatever the scroll sets off settles before the
    // clicks (the third tier's "+" lies below the fold of the inline page).
    await plus.scrollIntoViewIfNeeded({ timeout: CLICK_TIMEOUT_MS });
    await page.waitForTimeout(SCROLL_SETTLE_MS);
    box = await plus.boundingBox();
  }
  if (!inView(box) || box.width < 1 || box.height < 1)
    fail(
      `${what} (${selector}) has no box inside the ${VIEWPORT.width}×${VIEWPORT.height} viewport to click.`,
    );
  const x = Math.round(box.x + box.width / 2);
  const y = Math.round(box.y + box.height / 2);
  // The pointer arrives first, so the hover's restyle is not part of the first click.
  await within(
    page.mouse.move(x, y),
    CLICK_TIMEOUT_MS,
    `${what}: the page took no pointer within ${s} s (is it stuck?).`,
  );
  await page.waitForTimeout(100);
  for (let i = 1; i <= CLICKS; i++) {
    // CDP input waits for the renderer: a page that stops answering would hold it forever.
    await within(
      page.mouse.click(x, y),
      CLICK_TIMEOUT_MS,
      `click ${i} of ${CLICKS} on ${what} was not taken by the page within ${s} s (is it stuck?).`,
    );
    try {
      await where.waitForFunction((n) => window.__bench.input.clicks[n - 1]?.frame != null, i, {
        polling: 50,
        timeout: CLICK_TIMEOUT_MS,
      });
    } catch {
      const seen = await where.evaluate(() => window.__bench.input.clicks.length);
      fail(
        seen < i
          ? `click ${i} of ${CLICKS} at (${x}, ${y}) on ${what} reached no click listener within ${s} s.`
          : `click ${i} of ${CLICKS} on ${what}: no frame was painted within ${s} s after it.`,
      );
    }
    const hit = await plus.evaluate((el) => {
      const target = window.__bench.input.last;
      return target === el || el.contains(target);
    });
    if (!hit) {
      const target = await where.evaluate(() => window.__bench.input.clicks.at(-1).target);
      fail(
        `click ${i} of ${CLICKS} at (${x}, ${y}) landed on ${target}, not on ${what} (${selector}).`,
      );
    }
  }
  // Event Timing reports an entry once its frame has been presented: give the last one time.
  await page.waitForTimeout(300);
  const quantity = await row.locator(click.quantity).inputValue();
  if (quantity !== String(CLICKS))
    fail(
      `after ${CLICKS} clicks on ${what} its quantity reads "${quantity}", not ${CLICKS}: the clicks did not each add a ticket.`,
    );
  return await where.evaluate(() => {
    const input = window.__bench.input;
    input.flush();
    return {
      clicks: input.clicks.map(({ down, at, frame, target }) => ({ down, at, frame, target })),
      entries: input.entries,
    };
  });
}

/** Our frame (iframe mode's embed.html, of either build) among the page's frames, if any. */
const ourFrame = (page) =>
  page.frames().find((f) => f !== page.mainFrame() && /\/embed\.html(\?|$)/.test(f.url()));

/**
 * Iframe mode: waits until the probe in our frame has seen the tiers painted, moves that
 * time onto the top page's timeline (each document's timeline starts at its own
 * `performance.timeOrigin`, both on the same clock) and hands it to the top page's probe, whose
 * figures then run up to it + WINDOW_MS. Throws once `deadline` (a Date.now()) has passed.
 */
async function tiersFromFrame(page, deadline) {
  let frame = ourFrame(page);
  while (!frame) {
    if (Date.now() > deadline) throw new Error('no frame');
    await new Promise((done) => setTimeout(done, 250));
    frame = ourFrame(page);
  }
  await frame.waitForFunction(() => window.__bench?.tiers != null, null, {
    polling: 250,
    timeout: Math.max(1, deadline - Date.now()),
  });
  const inFrame = await frame.evaluate(() => ({
    tiers: window.__bench.tiers,
    origin: performance.timeOrigin,
  }));
  const top = await page.evaluate(() => performance.timeOrigin);
  await page.evaluate(
    (t) => {
      window.__bench.tiers = t;
    },
    inFrame.origin + inFrame.tiers - top,
  );
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

/** The figures of one load (figures()) and of its clicks, if any: null without them. */
function measured({ data, input }, cdn) {
  const click = input ? clickSummary(clickTimes(input.clicks, input.entries)) : null;
  return {
    ...figures(data, cdn),
    clickMedian: click?.median ?? null,
    clickWorst: click?.worst ?? null,
    clickEvents: click?.fromEvents ?? 0,
    clicks: click?.n ?? 0,
  };
}

// --- formatting ---------------------------------------------------------------------------
const ms = (x) => `${Math.round(x).toLocaleString('en')} ms`;
const r2 = (x) => x.toFixed(2);
const cls4 = (x) => x.toFixed(4);
const bytes = (n) => `${n.toLocaleString('en')} B`;
const pad = (s, n) => String(s).padStart(n);
const mark = (ok) => (ok ? 'met' : 'NOT met');
/** A signed figure: "+12 ms", "−3 ms", "0 ms" (rounded first, so no "−0"). */
const signed = (x, f) => {
  const r = Math.round(x);
  return r === 0 ? f(0) : `${r > 0 ? '+' : '−'}${f(Math.abs(r))}`;
};
const lbl = (s) => `  ${s.padEnd(32)}`;
/** A folder as the report names it: relative to the working directory if inside it. */
const shown = (dir) => {
  const rel = relative(process.cwd(), dir);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? `${rel}/` : dir;
};
/** "median [lo, hi]" of `xs`, each formatted with `f` (see medianCI for the interval). */
const summary = (xs, f) => {
  const ci = medianCI(xs);
  const bare = (x) => f(x).replace(/ ms$/, '');
  return `${f(median(xs))} [${bare(ci.lo)} – ${bare(ci.hi)}]`;
};

/**
 * What the loads of one build requested (the most frequent set over the loads: they should
 * all agree), with gzip -9 sizes from its folder `dir`. `runs` are the build's figures.
 */
function bytesOf(runs, dir) {
  const commonest = (sets) => {
    const counts = new Map();
    for (const s of sets) {
      const key = [...new Set(s)].sort().join(' ');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const [key, n] = [...counts].sort((a, b) => b[1] - a[1])[0];
    return { files: key ? key.split(' ') : [], n };
  };
  const size = (f) => gz(dir, f);
  const sizeOf = (files) => files.reduce((s, f) => s + size(f), 0);
  // Each file with the median time its request started (ms from navigation).
  const at = (f) => median(runs.map((w) => w.starts[f]).filter((x) => x !== undefined));
  const before = commonest(runs.map((w) => w.before));
  const all = commonest(runs.map((w) => w.all));
  before.files.sort((a, b) => at(a) - at(b));
  const more = all.files.filter((f) => !before.files.includes(f)).sort((a, b) => at(a) - at(b));
  const chunks = readdirSync(dir).filter((f) => /^bo-[\w-]+\.js$/.test(f));
  const wire = runs.at(-1)?.wire ?? {};
  return {
    loader: size('boxoffice.js'),
    loaderRaw: readFileSync(resolve(dir, 'boxoffice.js')).length,
    before,
    beforeBytes: sizeOf(before.files),
    all,
    allBytes: sizeOf(all.files),
    more,
    at,
    size,
    chunks: chunks.length,
    chunkBytes: sizeOf(chunks),
    sent: Object.values(wire).reduce((s, n) => s + n, 0),
    loads: runs.length,
    tMedian: median(runs.map((w) => w.t)),
  };
}

/** The lines from "requested before T_tiers" to the files added by the end of a load. */
function printRequested(b, T) {
  const note = ({ n }) =>
    n < b.loads ? ` (the set of ${n} of ${b.loads} loads; the others differ)` : '';
  console.log(
    `${lbl(`requested before ${T}`)}${bytes(b.beforeBytes)} in ${b.before.files.length} files (${T} median ${ms(b.tMedian)})${note(b.before)}`,
  );
  for (const f of b.before.files) {
    console.log(`${lbl('')}  ${f.padEnd(28)}${pad(bytes(b.size(f)), 9)}  @${ms(b.at(f))}`);
  }
  console.log(
    `${lbl('requested by the end of a load')}${bytes(b.allBytes)} in ${b.all.files.length} files${b.more.length === 0 ? ' (the same)' : ''}${note(b.all)}`,
  );
  for (const f of b.more)
    console.log(`${lbl('')}+ ${f.padEnd(28)}${pad(bytes(b.size(f)), 9)}  @${ms(b.at(f))}`);
}

/** "median/worst" of a load's clicks, in ms. */
const medWorst = (x) => `${Math.round(x.clickMedian)}/${Math.round(x.clickWorst)}`;
/** "1.23 [1.10 – 1.40]" of ratioOfMediansCI's result. */
const fmtRatio = (x) => `${r2(x.ratio)} [${r2(x.lo)} – ${r2(x.hi)}]`;
/** Are there clicks on "+" after each load: not in button mode, nor with the event list. */
const clicksIn = (mode, view) => mode !== 'button' && view !== 'list';
/** The line that says why the interaction is not measured. */
const noClicks = (view) =>
  view === 'list'
    ? 'interaction: not measured with the event list (no tiers, so no "+", until the buyer opens an event)'
    : 'interaction: not measured in button mode (no tiers, so no "+", until the buyer presses the button)';
/** The line above the interaction's figures. */
const clickHeading = (mode, unit, n) =>
  `interaction: ${CLICKS} clicks on the "+" of one tier after each load's window${mode === 'iframe' ? " (the widget's inside our frame)" : ''}; per load the median and the worst click → paint, then their median [95 % CI] over the ${n} ${unit}`;
/** How many clicks of each page Event Timing timed; `pages` [name, (key) => values]. */
const timedBy = (pages) =>
  `(Event Timing's duration, as INP, for ${pages.map(([name, X]) => `${X('clickEvents').reduce((a, b) => a + b, 0)} of ${X('clicks').reduce((a, b) => a + b, 0)} ${name}`).join(', ')} clicks; the others, under its 16 ms threshold, click → next frame in the page)`;

/** The floor's time: T_list with the event list, else T_tiers (in every mode). */
const floorTimeName = (view) => (view === 'list' ? 'T_list' : 'T_tiers');
/** The widget's time: T_list with the event list, T_button in button mode, else T_tiers. */
const timeName = (mode, view) => (mode === 'button' ? 'T_button' : floorTimeName(view));
/** The line above a table: which time its first columns show. */
const timesOf = (mode, view) => {
  const T = floorTimeName(view);
  const shown = view === 'list' ? "the widget's cards" : "the widget's tiers";
  return mode === 'button'
    ? `T_button of the widget pages (buy button with its price), ${T} of the floor`
    : mode === 'iframe'
      ? `${T} of each page (${shown} painted in its frame, on the host page's timeline)`
      : `${T} of each page`;
};
/** The label of the summary line of the times. */
const timeLabel = (mode, view) =>
  mode === 'button' ? `T_button; floor: ${floorTimeName(view)}` : floorTimeName(view);
/** In iframe mode the other figures are the host page's alone, not the frame's. */
const onHost = (mode) => (mode === 'iframe' ? "'s host page (not the frame)" : '');

const floorScriptLine = (view) => {
  const js = view === 'list' ? FLOOR_LIST_JS : FLOOR_JS;
  console.log(
    `${lbl(view === 'list' ? 'floor script (the list floor)' : 'floor script')}${bytes(gzipSync(js, { level: 9 }).length)} (${bytes(Buffer.byteLength(js))} raw)`,
  );
};

/**
 * The measured pairs (widget page and floor page in alternating order) and their report.
 * Returns the floor's T_tiers.
 */
async function pairRounds({ run, pairs, cdn, dist, mode, view, cpu }) {
  const T = timeName(mode, view);
  const clicking = clicksIn(mode, view);
  const header = `${pad('pair', 4)}  ${pad('order', 5)}  ${pad('widget', 8)}  ${pad('floor', 8)}  ${pad('ratio', 5)}  ${pad('script in LoAF', 14)}  ${pad('TBT', 7)}  ${pad('CLS', 6)}  ${pad('moves', 5)}  ${pad('LS below', 8)}${clicking ? `  ${pad('click W', 9)}  ${pad('click F', 9)}` : ''}`;
  console.log(
    `${timesOf(mode, view)}; the other columns are the widget page${onHost(mode)}, up to ${T} + 1 s${clicking ? `; click W, F: each page's ${CLICKS} clicks on "+" after that, median/worst click → paint (ms)` : ''}`,
  );
  console.log(header);
  console.log('-'.repeat(header.length));
  const rows = [];
  for (let i = 0; i < pairs; i++) {
    const order = i % 2 === 0 ? ['widget', 'floor'] : ['floor', 'widget'];
    const got = {};
    for (const name of order) got[name] = measured(await run(name), cdn);
    const w = got.widget;
    const f = got.floor;
    rows.push({ w, f });
    console.log(
      `${pad(i + 1, 4)}  ${pad(i % 2 === 0 ? 'W→F' : 'F→W', 5)}  ${pad(ms(w.t), 8)}  ${pad(ms(f.t), 8)}  ${pad(r2(w.t / f.t), 5)}  ${pad(ms(w.loaf), 14)}  ${pad(ms(w.tbt), 7)}  ${pad(cls4(w.cls), 6)}  ${pad(w.moves, 5)}  ${pad(w.shiftsBelow, 8)}${clicking ? `  ${pad(medWorst(w), 9)}  ${pad(medWorst(f), 9)}` : ''}`,
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
  const line3 = (label, widget, floor, target = '') =>
    console.log(`${lbl(label)}${widget.padEnd(30)}${floor.padEnd(30)}${target}`.trimEnd());
  console.log(`\nmedian [95 % CI from order statistics] over ${pairs} pairs${covNote}`);
  line3('', 'widget', 'floor', 'target');
  line3(timeLabel(mode, view), summary(W('t'), ms), summary(F('t'), ms));
  line3(
    'ratio of medians W / F',
    `${r2(ratio.ratio)} [${r2(ratio.lo)} – ${r2(ratio.hi)}]`,
    '',
    targetCell(TARGET.ratio(cpu), r2(TARGET.ratio(cpu)), [['', ratio.ratio]]),
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
    floorBound(TARGET.loafVsFloor * median(F('loaf')), [['', median(W('loaf'))]]),
  );
  line3(
    'TBT',
    summary(W('tbt'), ms),
    summary(F('tbt'), ms),
    floorBound(TARGET.tbtVsFloor * median(F('tbt')), [['', median(W('tbt'))]]),
  );
  line3(
    'CLS',
    summary(W('cls'), cls4),
    summary(F('cls'), cls4),
    clsBound(median(F('cls')), [['', median(W('cls'))]]),
  );
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
  if (clicking) {
    console.log(`\n${clickHeading(mode, 'pairs', pairs)}`);
    line3('', 'widget', 'floor', 'target');
    line3('median click → paint', summary(W('clickMedian'), ms), summary(F('clickMedian'), ms));
    const rm = ratioOfMediansCI(W('clickMedian'), F('clickMedian'));
    line3(
      'ratio of medians W / F',
      fmtRatio(rm),
      '',
      `≤ ${r2(TARGET.clickMedian)}: ${mark(rm.ratio <= TARGET.clickMedian)}`,
    );
    line3('worst click → paint', summary(W('clickWorst'), ms), summary(F('clickWorst'), ms));
    line3('worst of all loads', ms(Math.max(...W('clickWorst'))), ms(Math.max(...F('clickWorst'))));
    const worst = Math.max(...W('clickWorst')) / Math.max(...F('clickWorst'));
    line3(
      'ratio of the worst W / F',
      r2(worst),
      '',
      `≤ ${r2(TARGET.clickWorst)}: ${mark(worst <= TARGET.clickWorst)}`,
    );
    line3(
      '(ratio of median worsts W / F)',
      fmtRatio(ratioOfMediansCI(W('clickWorst'), F('clickWorst'))),
      '',
    );
    console.log(
      `${lbl('')}${timedBy([
        ['widget', W],
        ['floor', F],
      ])}`,
    );
  } else {
    console.log(`\n${noClicks(view)}`);
  }

  // Bytes: which of our files the widget page had requested before its tiers painted, and
  // by the end of a load.
  const b = bytesOf(
    rows.map((r) => r.w),
    dist,
  );
  console.log(
    `\nbytes (gzip -9 of the files in dist/${mode === 'iframe' ? ' the host page requested' : ''}; @ = median start of the request, from navigation)`,
  );
  console.log(`${lbl('dist/boxoffice.js')}${bytes(b.loader)} (${bytes(b.loaderRaw)} raw)`);
  printRequested(b, T);
  console.log(`${lbl('every chunk in dist/')}${bytes(b.chunkBytes)} in ${b.chunks} files`);
  floorScriptLine(view);
  console.log(
    `${lbl('on the wire (last widget load)')}${bytes(b.sent)} of our scripts (resource timing, encoded bodies)`,
  );
  return F('t');
}

/**
 * The orders of a round's three loads: the three rotations of F→A→B, then of its reverse.
 * Every three rounds each page has had each position once; every six rounds each page has
 * also followed each other page once (a Williams design), so neither the position in a round
 * nor the load just before favours A or B.
 */
const ROUND_ORDERS = [
  ['floor', 'a', 'b'],
  ['a', 'b', 'floor'],
  ['b', 'floor', 'a'],
  ['floor', 'b', 'a'],
  ['b', 'a', 'floor'],
  ['a', 'floor', 'b'],
];
const LETTER = { floor: 'F', a: 'A', b: 'B' };

/**
 * The measured rounds of `--against` (floor, A and B each once per round, in ROUND_ORDERS)
 * and their report: each build against the floor, then A against B paired by round.
 * Returns the floor's T_tiers.
 */
async function abRounds({ run, rounds, cdn, dist, against, mode, view, cpu }) {
  const T = timeName(mode, view);
  const clicking = clicksIn(mode, view);
  const header = `${pad('round', 5)}  ${pad('order', 5)}  ${pad('A', 8)}  ${pad('B', 8)}  ${pad('floor', 8)}  ${pad('A/F', 5)}  ${pad('B/F', 5)}  ${pad('A − B', 8)}  ${pad('LoAF A', 8)}  ${pad('LoAF B', 8)}  ${pad('TBT A', 7)}  ${pad('TBT B', 7)}  ${pad('moves A/B', 9)}${clicking ? `  ${pad('click A', 9)}  ${pad('click B', 9)}  ${pad('click F', 9)}` : ''}`;
  console.log(
    `${timesOf(mode, view)}; the other columns per build (A, B)${onHost(mode)}, up to ${T} + 1 s: script in LoAF, TBT, content below moved${clicking ? `; click A, B, F: each page's ${CLICKS} clicks on "+" after that, median/worst click → paint (ms)` : ''}`,
  );
  console.log(header);
  console.log('-'.repeat(header.length));
  const rows = [];
  for (let i = 0; i < rounds; i++) {
    const order = ROUND_ORDERS[i % ROUND_ORDERS.length];
    const got = {};
    for (const name of order) got[name] = measured(await run(name), cdn);
    const { a, b, floor: f } = got;
    rows.push({ a, b, f });
    console.log(
      `${pad(i + 1, 5)}  ${pad(order.map((n) => LETTER[n]).join('→'), 5)}  ${pad(ms(a.t), 8)}  ${pad(ms(b.t), 8)}  ${pad(ms(f.t), 8)}  ${pad(r2(a.t / f.t), 5)}  ${pad(r2(b.t / f.t), 5)}  ${pad(signed(a.t - b.t, ms), 8)}  ${pad(ms(a.loaf), 8)}  ${pad(ms(b.loaf), 8)}  ${pad(ms(a.tbt), 7)}  ${pad(ms(b.tbt), 7)}  ${pad(`${a.moves}/${b.moves}`, 9)}${clicking ? `  ${pad(medWorst(a), 9)}  ${pad(medWorst(b), 9)}  ${pad(medWorst(f), 9)}` : ''}`,
    );
  }

  const A = (k) => rows.map((r) => r.a[k]);
  const B = (k) => rows.map((r) => r.b[k]);
  const F = (k) => rows.map((r) => r.f[k]);
  const ratioA = ratioOfMediansCI(A('t'), F('t'));
  const ratioB = ratioOfMediansCI(B('t'), F('t'));
  const both = (ok) => `A ${mark(ok(A))}, B ${mark(ok(B))}`;
  const coverage = medianCI(A('t')).coverage;
  const covNote =
    coverage < 0.95
      ? ` (with ${rounds} rounds the widest interval, min to max, covers only ${Math.round(coverage * 100)} %)`
      : '';
  const COL = 28;
  const line4 = (label, a, b, floor, target = '') =>
    console.log(
      `${lbl(label)}${a.padEnd(COL)}${b.padEnd(COL)}${floor.padEnd(COL)}${target}`.trimEnd(),
    );
  console.log(`\nA = ${shown(dist)}, B = ${shown(against)}`);
  console.log(`median [95 % CI from order statistics] over ${rounds} rounds${covNote}`);
  line4('', 'A', 'B', 'floor', 'target');
  line4(timeLabel(mode, view), summary(A('t'), ms), summary(B('t'), ms), summary(F('t'), ms));
  line4(
    'ratio of medians to the floor',
    fmtRatio(ratioA),
    fmtRatio(ratioB),
    '',
    targetCell(TARGET.ratio(cpu), r2(TARGET.ratio(cpu)), [
      ['A', ratioA.ratio],
      ['B', ratioB.ratio],
    ]),
  );
  console.log(
    `${lbl('')}(percentile bootstrap over rounds, ${ratioA.resamples} resamples, seed ${ratioA.seed})`,
  );
  line4(
    'median of the round ratios',
    summary(
      rows.map((r) => r.a.t / r.f.t),
      r2,
    ),
    summary(
      rows.map((r) => r.b.t / r.f.t),
      r2,
    ),
    '',
  );
  line4(
    'script in long frames',
    summary(A('loaf'), ms),
    summary(B('loaf'), ms),
    summary(F('loaf'), ms),
    floorBound(TARGET.loafVsFloor * median(F('loaf')), [
      ['A', median(A('loaf'))],
      ['B', median(B('loaf'))],
    ]),
  );
  line4(
    'TBT',
    summary(A('tbt'), ms),
    summary(B('tbt'), ms),
    summary(F('tbt'), ms),
    floorBound(TARGET.tbtVsFloor * median(F('tbt')), [
      ['A', median(A('tbt'))],
      ['B', median(B('tbt'))],
    ]),
  );
  line4(
    'CLS',
    summary(A('cls'), cls4),
    summary(B('cls'), cls4),
    summary(F('cls'), cls4),
    clsBound(median(F('cls')), [
      ['A', median(A('cls'))],
      ['B', median(B('cls'))],
    ]),
  );
  line4(
    'content below moved (frames)',
    summary(A('moves'), String),
    summary(B('moves'), String),
    summary(F('moves'), String),
    `${TARGET.moves}: ${both((X) => median(X('moves')) <= TARGET.moves)}`,
  );
  line4(
    `layout shifts below (${VIEWPORT.height} px)`,
    summary(A('shiftsBelow'), String),
    summary(B('shiftsBelow'), String),
    summary(F('shiftsBelow'), String),
  );
  if (clicking) {
    console.log(`\n${clickHeading(mode, 'rounds', rounds)}`);
    line4('', 'A', 'B', 'floor', 'target');
    line4(
      'median click → paint',
      summary(A('clickMedian'), ms),
      summary(B('clickMedian'), ms),
      summary(F('clickMedian'), ms),
    );
    const rmA = ratioOfMediansCI(A('clickMedian'), F('clickMedian'));
    const rmB = ratioOfMediansCI(B('clickMedian'), F('clickMedian'));
    line4(
      'ratio of medians to the floor',
      fmtRatio(rmA),
      fmtRatio(rmB),
      '',
      `≤ ${r2(TARGET.clickMedian)}: A ${mark(rmA.ratio <= TARGET.clickMedian)}, B ${mark(rmB.ratio <= TARGET.clickMedian)}`,
    );
    line4(
      'worst click → paint',
      summary(A('clickWorst'), ms),
      summary(B('clickWorst'), ms),
      summary(F('clickWorst'), ms),
    );
    const worst = (X) => Math.max(...X('clickWorst'));
    line4('worst of all rounds', ms(worst(A)), ms(worst(B)), ms(worst(F)));
    const wA = worst(A) / worst(F);
    const wB = worst(B) / worst(F);
    line4(
      'ratio of the worst to the floor',
      r2(wA),
      r2(wB),
      '',
      `≤ ${r2(TARGET.clickWorst)}: A ${mark(wA <= TARGET.clickWorst)}, B ${mark(wB <= TARGET.clickWorst)}`,
    );
    console.log(
      `${lbl('')}${timedBy([
        ['A', A],
        ['B', B],
        ['floor', F],
      ])}`,
    );
  } else {
    console.log(`\n${noClicks(view)}`);
  }

  // A against B, paired by round: both loaded in the same round, so what the machine did in
  // that round weighs on both.
  const diff = (k) => medianDifferenceCI(A(k), B(k));
  const dsum = (d) => {
    const bare = (x) => signed(x, ms).replace(/ ms$/, '');
    return `${signed(d.median, ms)} [${bare(d.lo)} – ${bare(d.hi)}]`;
  };
  const dt = diff('t');
  const ab = ratioOfMediansCI(A('t'), B('t'));
  const line2 = (label, value, how = '') =>
    console.log(`${lbl(label)}${value.padEnd(COL)}${how}`.trimEnd());
  console.log(
    `\nA against B, paired over the ${rounds} rounds (A − B < 0 and A / B < 1: A is faster)`,
  );
  line2(
    `${T} A − B`,
    dsum(dt),
    `median of the round differences [95 % CI from order statistics${dt.coverage < 0.95 ? `, covers only ${Math.round(dt.coverage * 100)} %` : ''}]`,
  );
  line2(
    'ratio of medians A / B',
    fmtRatio(ab),
    `[percentile bootstrap over rounds, ${ab.resamples} resamples, seed ${ab.seed}]`,
  );
  line2('script in long frames A − B', dsum(diff('loaf')), 'median of the round differences');
  line2('TBT A − B', dsum(diff('tbt')), 'median of the round differences');
  if (clicking)
    line2(
      'median click → paint A − B',
      dsum(diff('clickMedian')),
      'median of the round differences',
    );
  // With fewer than 6 rounds even [min, max] covers less than 95 % (5 rounds: 94 %), and
  // e.g. 3 rounds of two identical builds all favour the same one 1 time in 4.
  const verdict =
    dt.coverage < 0.95
      ? 'too few rounds to tell A from B at 95 % (that needs 6 rounds or more)'
      : dt.lo > 0
        ? `A is slower than B: the interval of ${T} A − B lies above 0`
        : dt.hi < 0
          ? `A is faster than B: the interval of ${T} A − B lies below 0`
          : `no difference shown: the interval of ${T} A − B contains 0`;
  console.log(`${lbl('')}${verdict}`);

  // Bytes of both builds: what their loads requested before the tiers painted, and by the end.
  const bytesA = bytesOf(
    rows.map((r) => r.a),
    dist,
  );
  const bytesB = bytesOf(
    rows.map((r) => r.b),
    against,
  );
  console.log(
    `\nbytes (gzip -9 of each build's files${mode === 'iframe' ? ' its host page requested' : ''}; @ = median start of the request, from navigation)`,
  );
  for (const [name, dir, b] of [
    ['A', dist, bytesA],
    ['B', against, bytesB],
  ]) {
    console.log(`  ${name}: ${shown(dir)}`);
    console.log(
      `${lbl('boxoffice.js (the loader)')}${bytes(b.loader)} (${bytes(b.loaderRaw)} raw)`,
    );
    printRequested(b, T);
    console.log(`${lbl('every chunk in the folder')}${bytes(b.chunkBytes)} in ${b.chunks} files`);
    console.log(
      `${lbl(`on the wire (last ${name} load)`)}${bytes(b.sent)} of our scripts (resource timing, encoded bodies)`,
    );
  }
  const sb = (x) => signed(x, bytes);
  console.log(
    `${lbl('A − B')}loader ${sb(bytesA.loader - bytesB.loader)}, requested before ${T} ${sb(bytesA.beforeBytes - bytesB.beforeBytes)}, by the end ${sb(bytesA.allBytes - bytesB.allBytes)}`,
  );
  floorScriptLine(view);
  return F('t');
}

/**
 * `npm run build` with source maps in a scratch copy (scripts/build-with-maps.mjs): dist/ stays
 * as it is. Returns the copy's folder (its dist/ is the build); the caller removes it.
 */
function profileBuild() {
  try {
    return buildWithMaps(
      'boxoffice-profile-',
      ['scripts/build.mjs', 'scripts/post-build.mjs'],
      ['ignore', 'ignore', 'inherit'],
    );
  } catch (e) {
    fail(`the build with source maps for --profile failed: ${e.message}`);
  }
}

/**
 * --profile: `loads` cold loads of the widget page and of the floor page, alternating which
 * goes first, each with the CPU profile and trace of load() up to T_tiers + WINDOW_MS; prints
 * each load's main-thread time and then the mean of each phase (profile.mjs) as a markdown
 * table, up to T_tiers and up to T_tiers + 1 s. Returns the floor's T_tiers.
 */
async function profileRuns({ run, loads, mode, view, cpu, dist, pages }) {
  const T = timeName(mode, view);
  const TF = floorTimeName(view);
  const sourceOf = sourcesIn(dist);
  const got = { widget: [], floor: [] };
  const header = `${pad('load', 4)}  ${pad('page', 6)}  ${pad(T, 8)}  ${pad(`busy to ${T}`, 16)}  ${pad(`busy to ${T} + 1 s`, 20)}  ${pad('samples', 7)}`;
  console.log(
    `main thread busy: the sampled time that was not idle, from navigation (the profile starts when the page commits)\n${header}\n${'-'.repeat(header.length)}`,
  );
  // One unprofiled pair first, as the timed runs do, so that neither page pays for the
  // browser's first load.
  for (const name of ['widget', 'floor']) await run(name, { profile: false });
  for (let i = 0; i < loads; i++) {
    for (const name of i % 2 === 0 ? ['widget', 'floor'] : ['floor', 'widget']) {
      const { data, profiled } = await run(name);
      const { profile, events } = profiled;
      const thread = mainThread(events, pages[name].url);
      if (!thread)
        fail(
          `the ${name} page's trace has no navigationStart for ${pages[name].url}: its main thread is unknown.`,
        );
      const own = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
      const from = thread.navigationStart;
      const until = (t) => attribute({ profile, events: own, from, to: from + t * 1000, sourceOf });
      const end = from + (data.tiers + WINDOW_MS) * 1000;
      if (profile.endTime < end)
        fail(`the ${name} page's profile stopped before ${T} + ${WINDOW_MS} ms.`);
      const load = { t: data.tiers, toT: until(data.tiers), toEnd: until(data.tiers + WINDOW_MS) };
      got[name].push(load);
      console.log(
        `${pad(i + 1, 4)}  ${pad(name, 6)}  ${pad(ms(load.t), 8)}  ${pad(ms(load.toT.busy), 16)}  ${pad(ms(load.toEnd.busy), 20)}  ${pad(profile.samples.length.toLocaleString('en'), 7)}`,
      );
    }
  }
  const w = {
    toT: meanPhases(got.widget.map((l) => l.toT)),
    toEnd: meanPhases(got.widget.map((l) => l.toEnd)),
  };
  const f = {
    toT: meanPhases(got.floor.map((l) => l.toT)),
    toEnd: meanPhases(got.floor.map((l) => l.toEnd)),
  };
  const n0 = (x) => Math.round(x).toLocaleString('en');
  const signedN = (x) => signed(x, n0);
  const row = (cells) => `| ${cells.join(' | ')} |`;
  console.log(
    `\nmain-thread milliseconds by phase, the mean of ${loads} load${loads === 1 ? '' : 's'} of each page, CPU ×${cpu}, sampled every ${SAMPLING_US} µs (${mode} mode${view === 'list' ? ', the event list' : ''}; how the phases are attributed: the header of scripts/bench.mjs)\n`,
  );
  console.log(
    row([
      `phase (ms, mean of ${loads})`,
      `widget to ${T}`,
      `widget to ${T} + 1 s`,
      `floor to ${TF}`,
      `floor to ${TF} + 1 s`,
      `widget − floor to ${T}`,
    ]),
  );
  console.log(row(['---', '---:', '---:', '---:', '---:', '---:']));
  for (const [key, label] of PHASES) {
    console.log(
      row([
        label,
        n0(w.toT.phases[key]),
        n0(w.toEnd.phases[key]),
        n0(f.toT.phases[key]),
        n0(f.toEnd.phases[key]),
        signedN(w.toT.phases[key] - f.toT.phases[key]),
      ]),
    );
  }
  console.log(
    row([
      '**main thread busy**',
      `**${n0(w.toT.busy)}**`,
      `**${n0(w.toEnd.busy)}**`,
      `**${n0(f.toT.busy)}**`,
      `**${n0(f.toEnd.busy)}**`,
      `**${signedN(w.toT.busy - f.toT.busy)}**`,
    ]),
  );
  const tw = median(got.widget.map((l) => l.t));
  const tf = median(got.floor.map((l) => l.t));
  console.log(
    row([
      `${T === TF ? T : `${T}; floor: ${TF}`} (median of these loads)`,
      n0(tw),
      '',
      n0(tf),
      '',
      signedN(tw - tf),
    ]),
  );
  // Where the widget's script time goes, by module: the phases say how much, this says whose.
  const top = [...w.toT.modules].filter(([, v]) => v >= 0.5).slice(0, MODULES_SHOWN);
  console.log(
    `\nthe widget's script to ${T} by module: self time of its functions (ms, mean of ${loads}; the modules over 0.5 ms, at most ${MODULES_SHOWN}; a module stands for the Intl and native work its functions call)\n`,
  );
  console.log(row(['module', 'ms']));
  console.log(row(['---', '---:']));
  for (const [name, v] of top) console.log(row([`\`${name}\``, v.toFixed(1)]));
  console.log(
    "\nProfiling slows the page (the profiler's samples, the trace): compare phases and pages, not these times with the timed runs'.",
  );
  return got.floor.map((l) => l.t);
}

/** Where the widget's first page size of the event list is declared (EVENTS_PAGE_SIZE). */
const PAGE_SIZE_SOURCE = fileURLToPath(new URL('../src/shared/endpoint.ts', import.meta.url));

/**
 * How many events the widget asks for in the event list's first page (`--view list`), as the
 * source declares it: the bench counts that page's cards and its list floor asks for as many.
 */
function widgetPageSize() {
  let source;
  try {
    source = readFileSync(PAGE_SIZE_SOURCE, 'utf8');
  } catch (e) {
    fail(`--view list reads the widget's page size from ${PAGE_SIZE_SOURCE}: ${e.message}`);
  }
  const n = pageSizeIn(source);
  if (n === null)
    fail(
      `--view list: ${PAGE_SIZE_SOURCE} declares no \`export const EVENTS_PAGE_SIZE = <n>;\`, the list's page size the bench counts cards by.`,
    );
  return n;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const given = resolve(process.env.BENCH_DIST ?? 'dist');
  // --profile reads the modules of the functions it samples from the build's source maps.
  const maps = args.profile && !existsSync(resolve(given, 'boxoffice.js.map'));
  if (!maps && !existsSync(resolve(given, 'boxoffice.js')))
    fail(
      process.env.BENCH_DIST
        ? `${resolve(given, 'boxoffice.js')} (BENCH_DIST) is missing: give a built dist/ folder.`
        : 'dist/boxoffice.js is missing: run `npm run build` first.',
    );
  const scratch = maps ? profileBuild() : null;
  const dist = scratch ? join(scratch, 'dist') : given;
  const against = args.against === null ? null : resolve(args.against);
  if (against !== null && !existsSync(resolve(against, 'boxoffice.js')))
    fail(
      `--against ${args.against}: ${existsSync(against) ? `there is no boxoffice.js in ${against}` : `there is no folder ${against}`}; give a built dist/ folder (after \`npm run build\`: cp -r dist /tmp/dist-base).`,
    );
  const n = args.count;
  const { mode, view, lang, cpu, profile } = args;
  const list = view === 'list';
  // The event list's first page is as long as the widget asks for (--view list).
  const listLimit = list ? widgetPageSize() : null;

  // The sandbox reads its options when Vite mounts it.
  process.env.SANDBOX_PREFLIGHT_DELAY_MS = String(LATENCY_MS);
  process.env.SANDBOX_RATE_CAPACITY = '100000';
  process.env.SANDBOX_RATE_REFILL = '1000';
  let server;
  let browser;
  try {
    server = await preview({
      logLevel: 'warn',
      plugins: [benchPlugin(dist, { bDir: against, mode, lang, listLimit })],
      preview: { port: 0, strictPort: false, host: '127.0.0.1' },
    });
    const address = server.httpServer.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const origins = originsFor(mode);
    const host = `http://${origins.host}:${port}`;
    const cdn = `http://${origins.cdn}:${port}`;

    // What the pages must show, read from the server as the widget reads it: the event's
    // tiers, or the event list's first page (one card per event).
    const path = list ? `/events?limit=${listLimit}` : `/events/${EVENT}`;
    const res = await fetch(`${cdn}/api/v1/sell${path}`, { headers: { 'X-Sell-Key': KEY } });
    if (!res.ok)
      fail(
        `the sandbox answered ${res.status} for ${list ? `the event list (GET ${path})` : `the event ${EVENT}`}.`,
      );
    const answer = await res.json();
    const event = list ? null : answer;
    const expected = list ? answer.data.length : event.tiers.length;
    if (expected === 0)
      fail(`the sandbox lists no events for ${KEY} (GET ${path}): there is no card to wait for.`);
    const common = { expected, below: BELOW, windowMs: WINDOW_MS, price: null, framed: false };
    // The framed widget is the inline widget in embed.html, so its rows are found alike.
    const widgetCfg = {
      ...common,
      ...(list
        ? // src/ui/event-list.tsx: each card's title is its open button, inside its heading.
          {
            noun: 'event cards',
            row: 'li.bo-card',
            title: '.bo-card__title',
            controls: 'button.bo-card__open',
            minControls: 1,
            soldout: null,
            listLimit,
          }
        : {
            noun: 'tiers',
            row: 'li.bo-tier',
            title: null,
            controls: 'button.bo-stepper__btn',
            minControls: 2,
            soldout: 'p.bo-tier__soldout',
          }),
      ...(mode === 'iframe' && { framed: true }),
      ...(mode === 'button' && { price: '.bo-buy__price' }),
    };
    const floorCfg = {
      ...common,
      ...(list
        ? {
            noun: 'event rows',
            row: 'li.floor-event',
            title: '.floor-event__title',
            controls: 'button',
            minControls: 1,
          }
        : { noun: 'tiers', row: 'li.floor-tier', title: null, controls: 'button', minControls: 2 }),
      soldout: null,
    };
    const pages = {
      widget: { url: `${host}${PATHS.widget}`, cfg: widgetCfg },
      floor: {
        url: `${host}${PATHS.floor}`,
        cfg: floorCfg,
      },
    };
    // The interaction clicks the "+" of the first tier that can take CLICKS tickets (the
    // first tier of the event is sold out), on every page, after each load's window.
    const clicking = clicksIn(mode, view) && !profile;
    const index = clicking ? event.tiers.findIndex((t) => !t.soldOut && t.available >= CLICKS) : -1;
    if (clicking && (index < 0 || event.maxTicketsPerOrder < CLICKS))
      fail(`no tier of ${EVENT} can take ${CLICKS} tickets in one order: nothing to click.`);
    const tier = { index, name: event?.tiers[index]?.name };
    if (clicking) {
      pages.widget.click = {
        ...tier,
        row: 'li.bo-tier',
        // src/ui/tier-row.tsx: − , the quantity, + in the stepper's controls.
        plus: '.bo-stepper__controls > button.bo-stepper__btn:last-child',
        quantity: 'input.bo-stepper__input',
        framed: mode === 'iframe',
      };
      pages.floor.click = {
        ...tier,
        row: 'li.floor-tier',
        plus: 'button:last-of-type',
        quantity: 'input',
        framed: false,
      };
    }
    if (against !== null) {
      pages.a = { ...pages.widget, label: 'A widget' };
      pages.b = { ...pages.widget, url: `${host}${PATHS.widgetB}`, label: 'B widget' };
    }

    const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
    // Cross-site frames in the page's own process, as on Android (Chrome isolates few sites
    // there): throttling through CDP (network and CPU) reaches only the page's own process, and
    // an out-of-process frame would load and run at full speed.
    const flags = mode === 'iframe' ? ['--disable-site-isolation-trials'] : [];
    browser = await chromium.launch({ ...(executablePath && { executablePath }), args: flags });
    const run = (name, options = {}) =>
      load(browser, pages[name].url, pages[name].cfg, pages[name].label ?? name, {
        cpu,
        click: pages[name].click ?? null,
        profile,
        ...options,
      });

    if (profile) {
      console.log(
        `BoxOffice bench, ${mode} mode${list ? ', the event list' : ''}, profile: ${n} cold load${n === 1 ? '' : 's'} of each page, Chromium ${browser.version()} headless, ${VIEWPORT.width}×${VIEWPORT.height}`,
      );
      console.log(
        `emulation: latency ${LATENCY_MS} ms, 1.6 Mbps down, 750 kbps up, CORS preflight held ${LATENCY_MS} ms by the API, CPU ×${cpu}`,
      );
      console.log(
        scratch
          ? `profiled build: the working tree built with source maps (BUILD_SOURCEMAP=1) in ${scratch}, not ${shown(given)} (it has no maps)`
          : `profiled build: ${shown(dist)} (with its source maps)`,
      );
      const floorT = await profileRuns({ run, loads: n, mode, view, cpu, dist, pages });
      emulationCheck(floorT, view);
      return;
    }

    console.log(
      against === null
        ? `BoxOffice bench, ${mode} mode${list ? ', the event list' : ''}${lang ? `, data-lang="${lang}"` : ''}: ${n} pair${n === 1 ? '' : 's'} of cold loads, Chromium ${browser.version()} headless, ${VIEWPORT.width}×${VIEWPORT.height}`
        : `BoxOffice bench, ${mode} mode${list ? ', the event list' : ''}${lang ? `, data-lang="${lang}"` : ''}, A/B: ${n} round${n === 1 ? '' : 's'} of three cold loads (floor, A, B), Chromium ${browser.version()} headless, ${VIEWPORT.width}×${VIEWPORT.height}`,
    );
    if (against !== null) {
      console.log(
        `A: ${shown(dist)} at /boxoffice.js; B: ${shown(against)} at ${PATHS.b}boxoffice.js (same server and origin)`,
      );
    }
    console.log(
      `emulation: latency ${LATENCY_MS} ms, 1.6 Mbps down, 750 kbps up, CORS preflight held ${LATENCY_MS} ms by the API, CPU ×${cpu}`,
    );
    console.log(
      `host pages ${host}; loader, chunks, ${mode === 'iframe' ? 'embed.html, ' : ''}floor script (gzip -9) and API ${cdn}`,
    );
    const widgetPages = `widget page${against === null ? '' : 's'}`;
    console.log(
      `${
        mode === 'inline'
          ? `${widgetPages}: data-mode absent (inline)`
          : `${widgetPages}: data-mode="${mode}" on the script tag`
      }${list ? ', no data-event (the event list)' : ''}${
        mode === 'inline' ? '' : `; the floor page as in every mode`
      }`,
    );
    const tiers = list
      ? `painted frame with all ${expected} cards of the event list's first page (GET /events?limit=${listLimit} for ${KEY}), each with its title and open button`
      : `painted frame with all ${expected} tiers of ${EVENT}`;
    const T = floorTimeName(view);
    const floorWhat = list
      ? `floor: ${T}, navigation → painted frame with a row (title, date, button) for each of the ${expected} events (the list floor, ${PATHS.floorListScript}, fetches the same page with the same key)`
      : null;
    console.log(
      mode === 'button'
        ? `T_button: navigation → painted frame with the buy button showing its price (floor: T_tiers, navigation → ${tiers})`
        : mode === 'iframe'
          ? `${T}: navigation → ${tiers} (in the frame: its own timeline + its timeOrigin − the host page's)`
          : `${T}: navigation → ${tiers}`,
    );
    if (floorWhat) console.log(floorWhat);
    console.log(
      clicking
        ? `interaction: after each load's window, ${CLICKS} clicks on the "+" of tier ${index + 1} of ${expected}, ${tier.name} (the first that can take ${CLICKS} tickets), each after the previous click's next paint\n`
        : `${noClicks(view)}\n`,
    );

    let floorT;
    if (against === null) {
      await run('widget');
      await run('floor');
      floorT = await pairRounds({ run, pairs: n, cdn, dist, mode, view, cpu });
    } else {
      for (const name of ROUND_ORDERS[0]) await run(name);
      floorT = await abRounds({ run, rounds: n, cdn, dist, against, mode, view, cpu });
    }

    emulationCheck(floorT, view);
  } finally {
    await browser?.close();
    await server?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The emulation must show: the floor needs at least four delayed round trips (page, script,
 * preflight, event or list). Warns if its median T_tiers or T_list (of `floorT`) is shorter.
 */
function emulationCheck(floorT, view) {
  const floorMed = median(floorT);
  if (floorMed < 4 * LATENCY_MS) {
    console.error(
      `[bench] warning: the floor's median ${floorTimeName(view)} (${ms(floorMed)}) is under 4 × ${LATENCY_MS} ms: the network emulation does not seem to apply.`,
    );
  }
}

main().catch((e) => {
  console.error(
    e instanceof BenchError || e instanceof UsageError
      ? `[bench] ${e.message}`
      : `[bench] failed: ${e?.stack ?? e}`,
  );
  process.exitCode = e instanceof UsageError ? 2 : 1;
});
