// The bench's init script: runs in every page before any of the page's own scripts (Playwright
// `addInitScript`), records what `scripts/bench.mjs` reports, and exposes it as `window.__bench`.
// Self-contained: Playwright serialises the function's source into the page.
//
// "Tiers" below stand for the rows the page must show: the event's tiers, or with the event
// list (`--view list`) the cards of its first page (`window.__bench.tiers` is then T_list).
//
// It runs in every frame too. In a frame it only looks for the tiers, when the tiers are
// framed (iframe mode): `window.__bench.tiers` there is on the frame's own timeline, which
// scripts/bench.mjs moves onto the top page's and hands to the top page's probe, whose window
// of figures then ends WINDOW_MS after it.
//
// In the top page, and in a frame with the tiers, it also records clicks for the interaction
// that follows the load (`window.__bench.input`, read by scripts/bench.mjs and summarised by
// scripts/bench/interaction.mjs): the Event Timing entries of at least 16 ms, and per click
// the pointerdown's and the click's timestamps, the clicked element and the rAF timestamp of
// the frame after the one that followed the click (when that frame was painted). Its
// listeners are passive capture listeners on the window, which do nothing else.

/**
 * @param {{
 *   expected: number,   // rows the page must show (one per tier of the event; with the event
 *                       //   list, one per card of its first page)
 *   row: string,        // selector of one row, searched in the document and every shadow root
 *   controls: string,   // selector of a row's buttons (a row is complete with `minControls`)
 *   minControls: number, // how many: 2 for a tier's − and +, 1 for a card's open button
 *   title: string | null, // selector in a row that must show text (an event card's title)
 *   soldout: string | null, // selector that completes a row without buttons (a sold-out tier)
 *   price: string | null, // instead of rows: the buy button's price, which is the target
 *                       //   once one such element has text and a height (button mode)
 *   framed: boolean,    // the target is in a frame: the top page waits to be told T_tiers
 *   below: string,      // id of the host page's content below the widget
 *   windowMs: number,   // how long to keep recording after T_tiers
 * }} cfg
 */
export function probe(cfg) {
  const inFrame = window !== window.top;
  if (inFrame && !cfg.framed) return;
  /** An element as a failure message names it: `button.bo-stepper__btn "+"`. */
  const nameOf = (node) => {
    if (!(node instanceof Element)) return String(node?.nodeName ?? node);
    const cls = typeof node.className === 'string' && node.className.trim();
    const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `${node.localName}${cls ? `.${cls.split(/\s+/).join('.')}` : ''}${text ? ` "${text}"` : ''}`;
  };
  const st = {
    /** rAF timestamp of the frame after the first frame that had every row: T_tiers. */
    tiers: null,
    /** rAF timestamp of the frame in which every row was first present. */
    found: null,
    done: false,
    /** Frames in which the top of the content below the widget moved: { at, from, to }. */
    moves: [],
    loaf: [],
    longtasks: [],
    shifts: [],
  };
  window.__bench = st;

  const input = {
    /** Per click: { down, at, target, frame } (see the header). */
    clicks: [],
    /** Event Timing entries (≥ 16 ms) of input events. */
    entries: [],
    /** The element the last click was dispatched to (not serialised). */
    last: null,
    flush: () => {},
  };
  st.input = input;
  {
    const keep = (e) =>
      input.entries.push({
        name: e.name,
        startTime: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
        interactionId: e.interactionId ?? 0,
      });
    try {
      const o = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) keep(e);
      });
      o.observe({ type: 'event', durationThreshold: 16, buffered: true });
      input.flush = () => {
        for (const e of o.takeRecords()) keep(e);
      };
    } catch {
      // No Event Timing: every click is timed to its next frame.
    }
    let down = null;
    const options = { capture: true, passive: true };
    addEventListener('pointerdown', (e) => (down = e.timeStamp), options);
    addEventListener(
      'click',
      (e) => {
        const node = e.composedPath()[0];
        const click = { down, at: e.timeStamp, target: nameOf(node), frame: null };
        input.clicks.push(click);
        input.last = node;
        requestAnimationFrame(() =>
          requestAnimationFrame((ts) => {
            click.frame = ts;
          }),
        );
      },
      options,
    );
  }

  /** True if `node` is the content below the widget, inside it, or after it in the document. */
  const isBelow = (node) => {
    const below = document.getElementById(cfg.below);
    if (!below || !node || node.getRootNode() !== document) return false;
    return (
      node === below ||
      below.contains(node) ||
      Boolean(below.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING)
    );
  };
  const record = {
    'long-animation-frame': (e) =>
      st.loaf.push({
        startTime: e.startTime,
        duration: e.duration,
        blockingDuration: e.blockingDuration,
        scripts: e.scripts.map((s) => ({
          startTime: s.startTime,
          duration: s.duration,
          sourceURL: s.sourceURL,
          invoker: s.invoker,
        })),
      }),
    longtask: (e) => st.longtasks.push({ startTime: e.startTime, duration: e.duration }),
    'layout-shift': (e) =>
      st.shifts.push({
        startTime: e.startTime,
        value: e.value,
        hadRecentInput: e.hadRecentInput,
        below: e.sources.some((s) => isBelow(s.node)),
      }),
  };
  const observers = [];
  // A frame's long frames, tasks and shifts are not the top page's figures.
  for (const [type, fn] of inFrame ? [] : Object.entries(record)) {
    try {
      const o = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) fn(e);
      });
      o.observe({ type, buffered: true });
      observers.push([o, fn]);
    } catch {
      // An entry type this browser lacks: its figure stays empty.
    }
  }

  /** Every root to search: the document and each shadow root in it, nested ones included. */
  const roots = () => {
    const all = [document];
    for (let i = 0; i < all.length; i++) {
      for (const el of all[i].querySelectorAll('*')) if (el.shadowRoot) all.push(el.shadowRoot);
    }
    return all;
  };
  const complete = () => {
    if (cfg.price !== null) {
      return roots().some((r) =>
        [...r.querySelectorAll(cfg.price)].some(
          (el) => el.textContent.trim() !== '' && el.getBoundingClientRect().height > 0,
        ),
      );
    }
    const rows = roots().flatMap((r) => [...r.querySelectorAll(cfg.row)]);
    return rows.length === cfg.expected && rows.every(shown);
  };
  /** A row with a box, its title's text if it needs one, and its buttons (or sold out). */
  const shown = (row) =>
    row.getBoundingClientRect().height > 0 &&
    (cfg.title === null || (row.querySelector(cfg.title)?.textContent ?? '').trim() !== '') &&
    (row.querySelectorAll(cfg.controls).length >= cfg.minControls ||
      (cfg.soldout !== null && row.querySelector(cfg.soldout) !== null));
  /** For a failure message: how many rows (or prices) the page has now, and how many show. */
  st.seen = () => {
    const rows = roots().flatMap((r) => [...r.querySelectorAll(cfg.price ?? cfg.row)]);
    return { rows: rows.length, shown: cfg.price === null ? rows.filter(shown).length : null };
  };

  if (inFrame) {
    // The framed widget's first frame with every row; nothing else is recorded here.
    const look = (ts) => {
      if (st.found !== null) {
        st.tiers = ts;
        return;
      }
      if (complete()) st.found = ts;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
    return;
  }

  let top = null;
  const frame = (ts) => {
    const below = document.getElementById(cfg.below);
    if (below) {
      const y = below.getBoundingClientRect().top + window.scrollY;
      if (top !== null && Math.abs(y - top) > 0.5) st.moves.push({ at: ts, from: top, to: y });
      top = y;
    }
    if (st.found !== null && st.tiers === null) st.tiers = ts;
    if (st.found === null && !cfg.framed && complete()) st.found = ts;
    if (st.tiers !== null && ts >= st.tiers + cfg.windowMs) {
      st.done = true;
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);

  /** Everything recorded, as plain data (pending observer entries flushed first). */
  st.collect = () => {
    for (const [o, fn] of observers) for (const e of o.takeRecords()) fn(e);
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      tiers: st.tiers,
      found: st.found,
      fcp: fcp ? fcp.startTime : null,
      moves: st.moves,
      loaf: st.loaf,
      longtasks: st.longtasks,
      shifts: st.shifts,
      resources: performance.getEntriesByType('resource').map((r) => ({
        name: r.name,
        startTime: r.startTime,
        responseEnd: r.responseEnd,
        encodedBodySize: r.encodedBodySize,
        initiatorType: r.initiatorType,
      })),
    };
  };
}
