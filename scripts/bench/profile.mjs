// `npm run bench -- --profile`: where the main thread's time goes during a load, by phase. The
// pure part: from one load's CPU profile (CDP Profiler, sampled) and trace (CDP Tracing) to
// milliseconds per phase, and the mean over loads. Tested by profile.test.mjs
// (`npm run test:scripts`); scripts/bench.mjs records the profiles and traces, and its header
// comment says how the phases are attributed and what is approximate.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';

/** The phases, in the table's order: key and the table's label. */
export const PHASES = [
  ['loader', 'loader: boxoffice.js (floor: floor.js)'],
  ['chunks', 'chunks: compile + top level (bo-*.js)'],
  ['answer', 'reading the answer: src/api, zod'],
  ['intl', 'Intl: formatters, locale data'],
  ['render', 'render: Preact, signals, src/ui'],
  ['app', 'app: model, storage, other modules'],
  ['style', 'style and layout'],
  ['paint', 'paint, layerize, commit'],
  ['gc', 'garbage collection'],
  ['bench', "the bench's probe and Playwright"],
  ['other', 'other: HTML, engine, browser tasks'],
];
export const PHASE_KEYS = PHASES.map(([key]) => key);

/** The trace's tracing categories: the timeline, the task boundaries, V8's compile steps. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'blink.user_timing',
];

// Trace events whose time is native work of a phase, whatever JS is on the stack (a layout
// forced by a script is layout).
const STYLE = /^(UpdateLayoutTree|RecalculateStyles|Layout|ParseAuthorStyleSheet)$/;
const PAINT =
  /^(PrePaint|Paint|PaintImage|Layerize|UpdateLayer|UpdateLayerTree|CompositeLayers|Commit|Decode Image)$/;
const COMPILE =
  /^(v8\.(compile|compileModule|produceCache|produceModuleCache)|V8\.(Compile\w*|ParseProgram|ParseFunction|PreParse\w*|OffThreadFinalization\S*|StreamingFinalization\S*)|DocumentModuleScriptFetcher::NotifyFinished)$/;
const GC = /^(MinorGC|MajorGC|V8\.GC\w*|BlinkGC\.\S+|CppGC\.\S+)$/;
/** Events that run a page's script: native time inside them is that script's doing. */
const SCRIPT =
  /^(FunctionCall|EvaluateScript|v8\.(evaluateModule|run|callFunction)|RunMicrotasks)$/;

/**
 * The phase a trace event's own time belongs to, or null when the CPU profile's stack decides
 * (script, tasks), or 'compile' (charged to the script being compiled, see attribute()).
 * @param {string} name
 */
export function tracePhase(name) {
  if (STYLE.test(name)) return 'style';
  if (PAINT.test(name)) return 'paint';
  if (GC.test(name)) return 'gc';
  if (COMPILE.test(name)) return 'compile';
  if (name === 'ParseHTML') return 'other';
  return null;
}

/** Which of the page's scripts `url` is: 'loader', 'chunk', 'floor', or null (none of ours). */
export function scriptKind(url) {
  const file = url.slice(url.lastIndexOf('/') + 1).replace(/[?#].*$/, '');
  if (file === 'boxoffice.js') return 'loader';
  if (/^bo-[\w-]+\.js$/.test(file)) return 'chunk';
  if (/^floor[\w-]*\.js$/.test(file)) return 'floor';
  return null;
}

/** Modules whose functions' own time is mostly Intl's (V8 charges a builtin to its caller). */
const INTL_SOURCE =
  /^src\/(loader\/warm-intl|i18n\/format|shared\/locale|i18n\/[a-z]{2}(-[A-Za-z]+)?(-purchase)?)\.ts$/;
const ANSWER_SOURCE = /^(src\/api\/|node_modules\/zod\/)/;
const RENDER_SOURCE = /^(node_modules\/(preact|@preact)\/|src\/(ui|chunks)\/)/;

/**
 * The phase of one sampled stack from the profile alone (see the header of scripts/bench.mjs):
 * `frames` leaf first, each { functionName, url, lineNumber, columnNumber }; `sourceOf(frame)`
 * the module a frame's function comes from (from the build's source maps: "src/ui/…",
 * "node_modules/preact/…") or null. Returns a phase key, 'native' for time outside any script
 * ((program): the trace decides), or null for idle time.
 */
export function stackPhase(frames, sourceOf) {
  const leaf = frames[0]?.functionName;
  if (leaf === '(idle)') return null;
  if (leaf === '(garbage collector)') return 'gc';
  if (leaf === '(program)' || leaf === '(root)') return 'native';
  const scripts = frames.filter((f) => f.url);
  // Every script without a URL on the bench's pages is the bench's own: the probe (an init
  // script) and what Playwright evaluates. Browser API frames (no URL) count for their caller.
  if (scripts.length === 0) return 'bench';
  const kind = scriptKind(scripts[0].url);
  if (kind === null) return 'other';
  if (kind === 'floor') return 'loader';
  const source = sourceOf(scripts[0]);
  if (source !== null && INTL_SOURCE.test(source)) return 'intl';
  const topLevel = scripts.find(
    (f) => f.functionName === '' && f.lineNumber === 0 && f.columnNumber === 0,
  );
  if (topLevel) return scriptKind(topLevel.url) === 'chunk' ? 'chunks' : 'loader';
  if (kind === 'loader') return 'loader';
  if (source === null) return 'app';
  if (ANSWER_SOURCE.test(source)) return 'answer';
  if (RENDER_SOURCE.test(source)) return 'render';
  return 'app';
}

/**
 * The main thread of the page that loaded `url`, from its `navigationStart` (a renderer's
 * main thread): { pid, tid, navigationStart } (trace clock, µs), or null.
 */
export function mainThread(events, url) {
  const nav = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url,
  );
  return nav ? { pid: nav.pid, tid: nav.tid, navigationStart: nav.ts } : null;
}

/**
 * The complete events ('X') of one thread as non-overlapping segments, each with its innermost
 * event: { start, end, name, url, task, inScript }, `url` the nearest enclosing event's script
 * URL (`args.data.url`, e.g. v8.compileModule's) or null, `task` the index of the outermost
 * event (the task), `inScript` whether an enclosing event runs script (SCRIPT). Sorted by
 * start; time outside every event is in no segment.
 */
export function segments(events) {
  const xs = events
    .filter((e) => e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const out = [];
  /** @type {{ name: string, end: number, url: string | null, task: number, inScript: boolean }[]} */
  const stack = [];
  let cursor = Number.NEGATIVE_INFINITY;
  let tasks = 0;
  const emit = (to) => {
    const top = stack.at(-1);
    if (top && to > cursor) {
      const { name, url, task, inScript } = top;
      out.push({ start: cursor, end: to, name, url, task, inScript });
    }
    cursor = Math.max(cursor, to);
  };
  const advance = (t) => {
    while (stack.length > 0 && stack.at(-1).end <= t) {
      emit(stack.at(-1).end);
      stack.pop();
    }
    emit(t);
  };
  for (const e of xs) {
    advance(e.ts);
    const parent = stack.at(-1);
    // A child never outlasts its parent (the clocks round apart by a microsecond at times).
    const end = parent ? Math.min(e.ts + e.dur, parent.end) : e.ts + e.dur;
    const url = typeof e.args?.data?.url === 'string' ? e.args.data.url : (parent?.url ?? null);
    const inScript = SCRIPT.test(e.name) || (parent?.inScript ?? false);
    stack.push({ name: e.name, end, url, task: parent ? parent.task : tasks++, inScript });
    cursor = Math.max(cursor, e.ts);
  }
  advance(Number.POSITIVE_INFINITY);
  return out;
}

/**
 * Milliseconds of main-thread time per phase over [from, to] (trace clock, µs) of one load.
 * Each sample of `profile` (CDP Profiler.stop's) weighs the time to the next sample. The
 * trace's innermost event at its time decides first (style and layout, paint, GC, compile),
 * then its stack (stackPhase). Two kinds of samples are charged after the others, within
 * their task (the outermost trace event): a compile whose script is not known from its trace
 * event or its stack goes where most of the task's script samples went (a classic script is
 * compiled before it runs), and native time inside an event that runs script ((program), e.g.
 * ICU building an Intl formatter: V8 keeps no JS frame for it) goes where the nearest script
 * sample of the task went. Idle samples count nowhere. `modules` is the self time of each
 * module's functions among the script samples (the innermost frame with a URL: its module
 * from the source maps, else its file; the bench's probe and GC apart), largest first once
 * `meanPhases` has averaged it: where a phase's script time goes.
 * @returns {{ phases: Record<string, number>, busy: number, modules: Map<string, number> }} ms
 */
export function attribute({ profile, events, from, to, sourceOf }) {
  const segs = segments(events);
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const memo = new Map();
  const nodeOf = (id) => {
    if (!memo.has(id)) {
      const frames = [];
      for (let n = nodes.get(id); n; n = nodes.get(parent.get(n.id))) frames.push(n.callFrame);
      const js = frames.find((f) => f.url);
      const module = js ? (sourceOf(js) ?? js.url.slice(js.url.lastIndexOf('/') + 1)) : null;
      memo.set(id, { phase: stackPhase(frames, sourceOf), url: js?.url ?? null, module });
    }
    return memo.get(id);
  };
  const compileOwner = (url) => {
    const kind = url ? scriptKind(url) : null;
    return kind === 'chunk' ? 'chunks' : kind === 'loader' || kind === 'floor' ? 'loader' : null;
  };
  const phases = Object.fromEntries(PHASE_KEYS.map((k) => [k, 0]));
  /** The self time of each module's functions (script samples only), µs. */
  const modules = new Map();
  /** Per task: its script samples in time order, { t, dt, phase }. */
  const scripts = new Map();
  /** Samples charged at the end: { kind: 'compile' | 'native', task, t, dt }. */
  const later = [];
  let t = profile.startTime;
  let s = 0;
  const n = profile.samples.length;
  for (let i = 0; i < n; i++) {
    t += profile.timeDeltas[i];
    const next = i + 1 < n ? t + profile.timeDeltas[i + 1] : profile.endTime;
    const dt = Math.min(next, to) - Math.max(t, from);
    if (dt <= 0) continue;
    const node = nodeOf(profile.samples[i]);
    if (node.phase === null) continue;
    while (s < segs.length && segs[s].end <= t) s++;
    const seg = s < segs.length && segs[s].start <= t ? segs[s] : null;
    const native = seg ? tracePhase(seg.name) : null;
    if (native === 'compile') {
      const owner =
        compileOwner(seg.url) ??
        compileOwner(node.url) ??
        (node.phase === 'bench' ? 'bench' : null);
      if (owner) phases[owner] += dt;
      else later.push({ kind: 'compile', task: seg.task, t, dt });
    } else if (native) {
      phases[native] += dt;
    } else if (node.phase === 'native') {
      if (seg?.inScript) later.push({ kind: 'native', task: seg.task, t, dt });
      else phases.other += dt;
    } else {
      phases[node.phase] += dt;
      if (node.module && node.phase !== 'bench' && node.phase !== 'gc')
        modules.set(node.module, (modules.get(node.module) ?? 0) + dt);
      if (seg && node.phase !== 'gc') {
        const list = scripts.get(seg.task) ?? [];
        list.push({ t, dt, phase: node.phase });
        scripts.set(seg.task, list);
      }
    }
  }
  for (const { kind, task, t: at, dt } of later) {
    const list = scripts.get(task) ?? [];
    let phase = 'other';
    if (list.length > 0 && kind === 'compile') {
      const weight = new Map();
      for (const x of list) weight.set(x.phase, (weight.get(x.phase) ?? 0) + x.dt);
      phase = [...weight].sort((a, b) => b[1] - a[1])[0][0];
    } else if (list.length > 0) {
      let best = list[0];
      for (const x of list) if (Math.abs(x.t - at) < Math.abs(best.t - at)) best = x;
      phase = best.phase;
    }
    phases[phase] += dt;
  }
  const ms = Object.fromEntries(Object.entries(phases).map(([k, v]) => [k, v / 1000]));
  return {
    phases: ms,
    busy: Object.values(ms).reduce((a, b) => a + b, 0),
    modules: new Map([...modules].map(([k, v]) => [k, v / 1000])),
  };
}

/**
 * The mean of each phase, of the busy total and of each module's self time over loads, each
 * load attribute()'s result (a module absent from a load counts 0 there), modules largest first.
 * @param {{ phases: Record<string, number>, busy: number, modules?: Map<string, number> }[]} loads
 */
export function meanPhases(loads) {
  const mean = (f) => loads.reduce((sum, l) => sum + f(l), 0) / loads.length;
  const names = new Set(loads.flatMap((l) => [...(l.modules ?? [])].map(([name]) => name)));
  return {
    phases: Object.fromEntries(PHASE_KEYS.map((k) => [k, mean((l) => l.phases[k] ?? 0)])),
    busy: mean((l) => l.busy),
    modules: new Map(
      [...names]
        .map((name) => [name, mean((l) => l.modules?.get(name) ?? 0)])
        .sort((a, b) => b[1] - a[1]),
    ),
  };
}

/**
 * `sourceOf(frame)` for the scripts of the build folder `dir`: the module a profiled function
 * comes from, read from the `.map` next to its file (null without one), as a path from the
 * project ("src/ui/tier-row.tsx") or from node_modules ("node_modules/preact/dist/…").
 */
export function sourcesIn(dir) {
  const maps = new Map();
  const mapOf = (file) => {
    if (!maps.has(file)) {
      let map = null;
      try {
        map = new SourceMap(JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8')));
      } catch {
        // No map: the frame's module stays unknown.
      }
      maps.set(file, map);
    }
    return maps.get(file);
  };
  return (frame) => {
    const file = frame.url.slice(frame.url.lastIndexOf('/') + 1);
    if (!/^(boxoffice|bo-[\w-]+)\.js$/.test(file)) return null;
    const entry = mapOf(file)?.findEntry(frame.lineNumber, frame.columnNumber);
    return entry?.originalSource ? normalSource(entry.originalSource) : null;
  };
}

/** A source map's source as a path from the project: "src/…" or "node_modules/…". */
export function normalSource(source) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) return source.slice(modules);
  const src = source.indexOf('src/');
  return src >= 0 ? source.slice(src) : source;
}
