// `npm run bench`: measured figures for the widget, printed as a table.
// - bundle: raw and gzip (level 9) bytes of dist/boxoffice.js (the script integrators load);
// - time to ready: from navigation start to the widget's `boxoffice:ready` event on the demo
//   page (sandbox on loopback, so it measures our JS and rendering, not a network), median and
//   p90 of N cold page loads in headless Chromium;
// - script cost: the browser's own parse+execute time for boxoffice.js (PerformanceResourceTiming
//   cannot see it, so we read the first `boxoffice:ready` relative to the script's responseEnd).
// Run `npm run build` first. Usage: node scripts/bench.mjs [runs=15]
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { preview } from 'vite';

const runs = Number(process.argv[2] ?? 15);
if (!existsSync('dist/boxoffice.js')) {
  console.error('[bench] dist/boxoffice.js is missing: run `npm run build` first.');
  process.exit(1);
}
const js = readFileSync('dist/boxoffice.js');
const gzip = gzipSync(js, { level: 9 }).length;

const server = await preview({ preview: { port: 0, strictPort: false, host: '127.0.0.1' } });
const address = server.httpServer.address();
const origin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const browser = await chromium.launch(executablePath ? { executablePath } : {});

const ready = [];
const afterScript = [];
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      document.addEventListener('boxoffice:ready', () => {
        window.__boReady = performance.now();
      });
    });
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => typeof window.__boReady === 'number', null, {
      timeout: 15_000,
    });
    const t = await page.evaluate(() => {
      const script = performance
        .getEntriesByType('resource')
        .find((e) => e.name.endsWith('/boxoffice.js'));
      return { ready: window.__boReady, scriptEnd: script ? script.responseEnd : Number.NaN };
    });
    ready.push(t.ready);
    afterScript.push(t.ready - t.scriptEnd);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const ms = (x) => `${x.toFixed(1)} ms`;
console.log(`BoxOffice bench (${runs} cold loads, headless Chromium, sandbox on loopback)`);
console.table({
  'dist/boxoffice.js raw': `${js.length} B`,
  'dist/boxoffice.js gzip -9': `${gzip} B`,
  'navigation → ready (median)': ms(pct(ready, 50)),
  'navigation → ready (p90)': ms(pct(ready, 90)),
  'script loaded → ready (median)': ms(pct(afterScript, 50)),
  'script loaded → ready (p90)': ms(pct(afterScript, 90)),
});
