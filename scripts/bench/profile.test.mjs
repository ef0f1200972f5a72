// Unit tests of scripts/bench/profile.mjs (`npm run test:scripts`, node's test runner): how
// `npm run bench -- --profile` splits a load's main-thread time into phases.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import {
  attribute,
  mainThread,
  meanPhases,
  normalSource,
  PHASE_KEYS,
  scriptKind,
  segments,
  sourcesIn,
  stackPhase,
  tracePhase,
} from './profile.mjs';

const CDN = 'http://localhost:5173';
const LOADER = `${CDN}/boxoffice.js`;
const APP = `${CDN}/bo-app-Ab12_-.js`;
const FLOOR = `${CDN}/__bench/floor.js`;

/** A profile's call frame: a function of `url` at line:column. */
const fn = (functionName, url = '', lineNumber = 1, columnNumber = 10) => ({
  functionName,
  url,
  lineNumber,
  columnNumber,
});
/** The modules of the test's functions, by name (what the source maps would say). */
const SOURCES = {
  warm: 'src/loader/warm-intl.ts',
  run: 'src/loader/run.ts',
  money: 'src/i18n/format.ts',
  parse: 'node_modules/zod/v4/core/schemas.js',
  read: 'src/api/client.ts',
  diff: 'node_modules/preact/dist/preact.mjs',
  effect: 'node_modules/@preact/signals-core/dist/signals-core.module.js',
  TierRow: 'src/ui/tier-row.tsx',
  basket: 'src/model/basket.ts',
};
const sourceOf = (frame) => SOURCES[frame.functionName] ?? null;
/** stackPhase of a stack given root first (as one reads it). */
const phaseOf = (...rootFirst) => stackPhase([...rootFirst].reverse(), sourceOf);

describe('tracePhase', () => {
  test("names the phase of the trace's native events, and leaves script to the profile", () => {
    for (const name of ['UpdateLayoutTree', 'Layout', 'RecalculateStyles', 'ParseAuthorStyleSheet'])
      assert.equal(tracePhase(name), 'style', name);
    for (const name of ['Paint', 'PrePaint', 'Layerize', 'Commit', 'PaintImage'])
      assert.equal(tracePhase(name), 'paint', name);
    for (const name of ['MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'BlinkGC.AtomicPauseMarkRoots'])
      assert.equal(tracePhase(name), 'gc', name);
    for (const name of [
      'v8.compile',
      'v8.compileModule',
      'V8.CompileCode',
      'V8.CompileStreamedModule',
      'V8.ParseProgram',
      'V8.PreParse',
      'V8.OffThreadFinalization.Publish',
      'v8.produceModuleCache',
    ])
      assert.equal(tracePhase(name), 'compile', name);
    assert.equal(tracePhase('ParseHTML'), 'other');
    for (const name of ['FunctionCall', 'RunTask', 'EvaluateScript', 'v8.evaluateModule'])
      assert.equal(tracePhase(name), null, name);
  });
});

describe('scriptKind', () => {
  test("tells the loader, a chunk and the floor's script from other URLs", () => {
    assert.equal(scriptKind(LOADER), 'loader');
    assert.equal(scriptKind(`${CDN}/b/boxoffice.js`), 'loader');
    assert.equal(scriptKind(APP), 'chunk');
    assert.equal(scriptKind(`${CDN}/bo-pt-PT-purchase-x_Y9.js?v=1`), 'chunk');
    assert.equal(scriptKind(FLOOR), 'floor');
    assert.equal(scriptKind(`${CDN}/__bench/widget.html`), null);
    assert.equal(scriptKind(`${CDN}/src/ui/tier-row.tsx`), null);
  });
});

describe('stackPhase', () => {
  const root = fn('(root)', '', -1, -1);
  test('idle counts nowhere, GC is GC, native time is left to the trace', () => {
    assert.equal(phaseOf(root, fn('(idle)', '', -1, -1)), null);
    assert.equal(phaseOf(root, fn('(garbage collector)', '', -1, -1)), 'gc');
    assert.equal(phaseOf(root, fn('(program)', '', -1, -1)), 'native');
  });
  test("script without a URL is the bench's (the probe, Playwright)", () => {
    assert.equal(phaseOf(root, fn('frame'), fn('roots'), fn('querySelectorAll')), 'bench');
  });
  test("the floor's script is the loader's row", () => {
    assert.equal(phaseOf(root, fn('', FLOOR, 0, 0), fn('createElement')), 'loader');
  });
  test('Intl is the time of the functions of the modules that build and call formatters', () => {
    assert.equal(phaseOf(root, fn('next', LOADER), fn('warm', LOADER)), 'intl');
    assert.equal(phaseOf(root, fn('TierRow', APP), fn('money', APP)), 'intl');
  });
  test("a chunk's top level, and what it calls, is its evaluation", () => {
    assert.equal(phaseOf(root, fn('', APP, 0, 0)), 'chunks');
    assert.equal(phaseOf(root, fn('', APP, 0, 0), fn('parse', APP)), 'chunks');
    // The loader's own top level stays the loader's.
    assert.equal(phaseOf(root, fn('', LOADER, 0, 0), fn('run', LOADER)), 'loader');
  });
  test('in a chunk: zod and src/api read the answer, Preact and src/ui render, the rest is app', () => {
    assert.equal(phaseOf(root, fn('read', APP), fn('parse', APP)), 'answer');
    assert.equal(phaseOf(root, fn('read', APP)), 'answer');
    assert.equal(phaseOf(root, fn('diff', APP), fn('TierRow', APP)), 'render');
    assert.equal(phaseOf(root, fn('effect', APP)), 'render');
    assert.equal(phaseOf(root, fn('diff', APP), fn('basket', APP)), 'app');
    assert.equal(phaseOf(root, fn('mystery', APP)), 'app');
  });
  test("a browser API's frame (no URL) counts for the script that called it", () => {
    assert.equal(phaseOf(root, fn('diff', APP), fn('insertBefore')), 'render');
    assert.equal(phaseOf(root, fn('run', LOADER), fn('appendChild')), 'loader');
  });
  test("another origin's or the host page's script is other", () => {
    assert.equal(phaseOf(root, fn('track', 'https://example.com/ga.js')), 'other');
  });
});

describe('mainThread', () => {
  test("is the renderer thread of the page's navigationStart", () => {
    const url = 'http://127.0.0.1:4000/__bench/widget.html';
    const events = [
      {
        name: 'navigationStart',
        pid: 1,
        tid: 1,
        ts: 10,
        args: { data: { documentLoaderURL: '' } },
      },
      {
        name: 'navigationStart',
        pid: 7,
        tid: 9,
        ts: 500,
        args: { data: { documentLoaderURL: url } },
      },
    ];
    assert.deepEqual(mainThread(events, url), { pid: 7, tid: 9, navigationStart: 500 });
    assert.equal(mainThread(events, `${url}?x`), null);
  });
});

/** A complete trace event. */
const X = (name, ts, dur, data) => ({ ph: 'X', name, ts, dur, ...(data && { args: { data } }) });

describe('segments', () => {
  test('cuts nested events into their innermost parts, with the task, URL and script', () => {
    const events = [
      X('RunTask', 0, 100),
      X('FunctionCall', 10, 50, { url: LOADER }),
      X('V8.CompileCode', 20, 5),
      X('Layout', 40, 10),
      X('RunTask', 200, 10),
      { ph: 'I', name: 'LayoutShift', ts: 45 },
      X('UpdateLayoutTree', 205, 20), // outlasts its task by 15 µs: cut at the task's end
    ];
    const parts = segments(events).map(({ start, end, name, url, task, inScript }) => [
      start,
      end,
      name,
      url,
      task,
      inScript,
    ]);
    assert.deepEqual(parts, [
      [0, 10, 'RunTask', null, 0, false],
      [10, 20, 'FunctionCall', LOADER, 0, true],
      [20, 25, 'V8.CompileCode', LOADER, 0, true],
      [25, 40, 'FunctionCall', LOADER, 0, true],
      [40, 50, 'Layout', LOADER, 0, true],
      [50, 60, 'FunctionCall', LOADER, 0, true],
      [60, 100, 'RunTask', null, 0, false],
      [200, 205, 'RunTask', null, 1, false],
      [205, 210, 'UpdateLayoutTree', null, 1, false],
    ]);
  });
});

describe('attribute', () => {
  // Nodes: 1 root; 2 (program); 3 (idle); 4 (garbage collector); 5 loader; 6 loader → warm
  // (Intl); 7 a component, 8 Preact under it (render); 9 the probe (no URL).
  const nodes = [
    { id: 1, callFrame: fn('(root)', '', -1, -1), children: [2, 3, 4, 5, 7, 9] },
    { id: 2, callFrame: fn('(program)', '', -1, -1) },
    { id: 3, callFrame: fn('(idle)', '', -1, -1) },
    { id: 4, callFrame: fn('(garbage collector)', '', -1, -1) },
    { id: 5, callFrame: fn('run', LOADER), children: [6] },
    { id: 6, callFrame: fn('warm', LOADER) },
    { id: 7, callFrame: fn('TierRow', APP), children: [8] },
    { id: 8, callFrame: fn('diff', APP) },
    { id: 9, callFrame: fn('frame') },
  ];
  /** A profile of samples [time µs, node], each weighing the time to the next one. */
  const profileOf = (samples, endTime) => {
    const times = samples.map(([t]) => t);
    return {
      nodes,
      startTime: 0,
      endTime,
      samples: samples.map(([, id]) => id),
      timeDeltas: times.map((t, i) => t - (i === 0 ? 0 : times[i - 1])),
    };
  };
  /** The phases with time, in ms. */
  const nonzero = (phases) => Object.fromEntries(Object.entries(phases).filter(([, v]) => v !== 0));

  test("charges each sample's time by the trace's event first, then by its stack", () => {
    const events = [
      X('RunTask', 0, 10_000),
      X('FunctionCall', 0, 4000, { url: LOADER }),
      X('Layout', 3000, 1000),
      X('RunTask', 10_000, 6000),
      X('Paint', 14_000, 2000),
    ];
    const profile = profileOf(
      [
        [0, 5], // loader, 1 ms
        [1000, 6], // Intl, 2 ms
        [3000, 5], // in Layout (forced by the loader): style, 1 ms
        [4000, 4], // GC, 1 ms
        [5000, 3], // idle, 5 ms
        [10_000, 8], // render, 2 ms
        [12_000, 2], // (program) in a task: other, 2 ms
        [14_000, 2], // (program) in Paint: paint, 2 ms
        [16_000, 9], // the probe, 4 ms
      ],
      20_000,
    );
    const got = attribute({ profile, events, from: 0, to: 20_000, sourceOf });
    assert.deepEqual(nonzero(got.phases), {
      loader: 1,
      intl: 2,
      style: 1,
      gc: 1,
      render: 2,
      other: 2,
      paint: 2,
      bench: 4,
    });
    assert.equal(got.busy, 15);
    assert.deepEqual(Object.keys(got.phases), PHASE_KEYS);
  });
  test("gives each module's self time among the script samples, the probe and GC apart", () => {
    const events = [X('RunTask', 0, 10_000), X('FunctionCall', 0, 10_000, { url: APP })];
    const profile = profileOf(
      [
        [0, 7], // TierRow, 1 ms
        [1000, 8], // Preact's diff under it, 3 ms
        [4000, 6], // the loader's warm-up, 2 ms
        [6000, 4], // GC, 1 ms
        [7000, 9], // the probe, 3 ms
      ],
      10_000,
    );
    const { modules } = attribute({ profile, events, from: 0, to: 10_000, sourceOf });
    assert.deepEqual(Object.fromEntries(modules), {
      'src/ui/tier-row.tsx': 1,
      'node_modules/preact/dist/preact.mjs': 3,
      'src/loader/warm-intl.ts': 2,
    });
    const unmapped = attribute({ profile, events, from: 0, to: 4000, sourceOf: () => null });
    assert.deepEqual(Object.fromEntries(unmapped.modules), { 'bo-app-Ab12_-.js': 4 });
    const mean = meanPhases([
      { phases: {}, busy: 0, modules },
      { phases: {}, busy: 0 },
    ]);
    assert.deepEqual(
      [...mean.modules],
      [
        ['node_modules/preact/dist/preact.mjs', 1.5],
        ['src/loader/warm-intl.ts', 1],
        ['src/ui/tier-row.tsx', 0.5],
      ],
    );
  });
  test('counts only the time inside the window', () => {
    const profile = profileOf(
      [
        [0, 5],
        [2000, 8],
        [6000, 5],
      ],
      8000,
    );
    const got = attribute({ profile, events: [], from: 1000, to: 5000, sourceOf });
    assert.deepEqual(nonzero(got.phases), { loader: 1, render: 3 });
  });
  test('charges a compile to its URL, else to the script on the stack, else to its task', () => {
    const events = [
      // The app chunk's compile: its trace event names the file.
      X('RunTask', 0, 2000),
      X('v8.compileModule', 0, 2000, { url: APP }),
      // A lazy compile under the loader's function: the stack names the loader.
      X('RunTask', 2000, 2000),
      X('V8.CompileCode', 2000, 1000),
      // A classic script's compile before it runs: charged as most of its task's script.
      X('RunTask', 4000, 6000),
      X('EvaluateScript', 4000, 6000),
      X('V8.CompileCode', 4000, 2000),
    ];
    const profile = profileOf(
      [
        [0, 2],
        [2000, 5],
        [4000, 2],
        [6000, 9],
        [9000, 5],
      ],
      10_000,
    );
    const got = attribute({ profile, events, from: 0, to: 10_000, sourceOf });
    // 2 ms compiling the app; 2 ms compiling for the loader; in the last task 2 ms compiling,
    // then 3 ms of the probe and 1 ms of the loader: the compile goes with the probe.
    assert.deepEqual(nonzero(got.phases), { chunks: 2, loader: 3, bench: 5 });
  });
  test("charges native time inside a script's event to the nearest script sample of its task", () => {
    // ICU building a formatter: (program) samples inside the loader's call, next to Intl.
    const events = [X('RunTask', 0, 6000), X('FunctionCall', 0, 6000, { url: LOADER })];
    const profile = profileOf(
      [
        [0, 5],
        [1000, 6],
        [2000, 2],
        [2500, 2],
        [5000, 5],
      ],
      6000,
    );
    const got = attribute({ profile, events, from: 0, to: 6000, sourceOf });
    // Both native samples (at 2000 and 2500) are nearer the Intl sample at 1000 than the
    // loader's at 5000.
    assert.deepEqual(nonzero(got.phases), { loader: 2, intl: 4 });
  });
});

describe('meanPhases', () => {
  test('is the mean of each phase and of the busy time over the loads', () => {
    const load = (loader, render) => ({
      phases: { ...Object.fromEntries(PHASE_KEYS.map((k) => [k, 0])), loader, render },
      busy: loader + render,
    });
    const got = meanPhases([load(10, 30), load(20, 60)]);
    assert.equal(got.phases.loader, 15);
    assert.equal(got.phases.render, 45);
    assert.equal(got.phases.style, 0);
    assert.equal(got.busy, 60);
  });
});

describe('normalSource', () => {
  test("names a map's source from the project or from node_modules", () => {
    assert.equal(normalSource('../src/ui/tier-row.tsx'), 'src/ui/tier-row.tsx');
    assert.equal(
      normalSource('../../node_modules/.pnpm/x/node_modules/preact/dist/preact.mjs'),
      'node_modules/preact/dist/preact.mjs',
    );
    assert.equal(normalSource('\0vite/preload-helper'), '\0vite/preload-helper');
  });
});

describe('sourcesIn', () => {
  test("reads a function's module from the map next to its file, null without one", () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-profile-test-'));
    try {
      // Line 0: columns 0–4 from warm-intl.ts, from column 5 on from preact.
      writeFileSync(join(dir, 'boxoffice.js'), 'a();b();\n');
      writeFileSync(
        join(dir, 'boxoffice.js.map'),
        JSON.stringify({
          version: 3,
          sources: ['../src/loader/warm-intl.ts', '../node_modules/preact/dist/preact.mjs'],
          names: [],
          mappings: 'AAAA,KCAA',
        }),
      );
      const of = sourcesIn(dir);
      assert.equal(of(fn('a', LOADER, 0, 2)), 'src/loader/warm-intl.ts');
      assert.equal(of(fn('b', LOADER, 0, 6)), 'node_modules/preact/dist/preact.mjs');
      assert.equal(of(fn('c', APP, 0, 2)), null);
      assert.equal(of(fn('d', FLOOR, 0, 2)), null);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
