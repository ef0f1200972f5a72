/**
 * Shared helpers of the embed, modes and demo specs: the two test origins, made-up host
 * pages served on the test server's origin, console/page-error capture, host-event capture
 * and axe-core with the WCAG 2.2 AA tags.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { CATALOGUE_DAY } from '../src/sandbox/core.ts';

const port = Number(process.env.E2E_PORT ?? 5174);
/** The test server, as `npm start` prints it on many systems. */
export const ORIGIN = `http://localhost:${port}`;
/** The same server under its other name: another origin, allowed as a framer and by CORS too. */
export const OTHER_ORIGIN = `http://127.0.0.1:${port}`;
/**
 * A site no demo key knows: refused as a framer and by CORS. Nothing listens there: its pages
 * come from routes (`servePage`).
 */
export const OUTSIDER_ORIGIN = `http://outsider.localhost:${port}`;
/** WCAG 2.2 AA, as every a11y check of the project uses. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** What went wrong on the page while a test ran. */
export interface Problems {
  /** Text of every `console.error`. */
  consoleErrors: string[];
  /** Uncaught exceptions (anything thrown into the host page). */
  pageErrors: string[];
}

/** `test` with `problems` collected from the start of each page. */
export const test = base.extend<{ problems: Problems }>({
  problems: async ({ page }, use) => {
    const problems: Problems = { consoleErrors: [], pageErrors: [] };
    page.on('console', (message) => {
      if (message.type() === 'error') problems.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => problems.pageErrors.push(String(error)));
    await use(problems);
  },
});
export { expect };

/**
 * Puts the buyer's clock on the sandbox catalogue's day (docs/sandbox.md, "The catalogue's
 * day"). The calendar closes the months before the buyer's today, so a spec that goes back
 * through the demo's months needs a buyer living on the day the catalogue does, not on the
 * day the suite runs. Timers keep running.
 */
export async function onCatalogueDay(page: Page): Promise<void> {
  await page.clock.setFixedTime(new Date(CATALOGUE_DAY));
}

/** A minimal host page around `body` (no inline script or style), with a stylesheet link if given. */
export function hostHtml(body: string, options: { head?: string; lang?: string } = {}): string {
  return `<!doctype html><html lang="${options.lang ?? 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Host page</title><link rel="icon" href="data:,">${options.head ?? ''}</head>
<body><main><h1>Host page</h1>${body}</main></body></html>`;
}

/** Serves `html` at `path` of `origin` for this page only (the real server serves the rest). */
export async function servePage(
  page: Page,
  path: string,
  html: string,
  origin: string = ORIGIN,
): Promise<string> {
  const url = `${origin}${path}`;
  // Any query too: the payment page sends the buyer back with `?bo_checkout=…`.
  const matches = (candidate: URL) => candidate.origin === origin && candidate.pathname === path;
  await page.route(matches, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  return url;
}

/** Serves a stylesheet (by text) at `path` for this page. */
export async function serveCss(page: Page, path: string, css: string): Promise<void> {
  await page.route(`**${path}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/css; charset=utf-8', body: css }),
  );
}

/** One host event as the page saw it. */
export interface SeenEvent {
  name: string;
  detail: unknown;
  /** `id` of the element the event was dispatched on ('' when none). */
  target: string;
}

/** Records every host event (docs/embedding.md) reaching `document` into `window.__boEvents`. */
export async function recordHostEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { name: string; detail: unknown; target: string }[] = [];
    Object.assign(window, { __boEvents: seen });
    for (const name of ['ready', 'basket', 'quote', 'checkout', 'complete', 'error']) {
      document.addEventListener(`boxoffice:${name}`, (event) => {
        const target = event.target instanceof Element ? event.target.id : '';
        seen.push({ name: event.type, detail: (event as CustomEvent).detail, target });
      });
    }
  });
}

/** The host events recorded so far (see `recordHostEvents`). */
export async function hostEvents(page: Page): Promise<SeenEvent[]> {
  return page.evaluate(() => (window as unknown as { __boEvents: SeenEvent[] }).__boEvents);
}

/** Asserts zero axe-core WCAG 2.2 AA violations on the page (shadow roots and frames included). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
