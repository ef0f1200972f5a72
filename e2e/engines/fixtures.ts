/**
 * The cross-engine specs' fixtures: `engine` (a project option: chromium, firefox or webkit),
 * `site` (this test's own origin in front of the test server: e2e/engines/site.ts) and `buyer`
 * (one page of that engine, with the few things a flow does: e2e/engines/drivers.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect } from '@playwright/test';
import type { Browser as PuppeteerBrowser } from 'puppeteer-core';
import {
  BINARIES,
  type Engine,
  type EnginePage,
  firefoxPage,
  type Key,
  launchFirefox,
  type PageLib,
  type Probe,
  playwrightPage,
  startWebKit,
  type Target,
  type WebKitService,
  webkitPage,
} from './drivers';
import { type Site, startSite } from './site';

export { hostPage, TAMPER_LINE } from './site';
export { expect };

const port = Number(process.env.E2E_PORT ?? 5174);
/** The test server (playwright.config.ts `webServer`). */
export const UPSTREAM = `http://localhost:${port}`;

/** axe-core's browser build, as @axe-core/playwright injects it in the Chromium specs. */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.2 AA, as every a11y check of the project uses (e2e/fixtures.ts). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A buyer at one engine's page: what the flows do and read. */
export class Buyer {
  constructor(readonly page: EnginePage) {}

  get engine(): Engine {
    return this.page.engine;
  }

  goto(url: string): Promise<void> {
    return this.page.goto(url);
  }

  url(): Promise<string> {
    return this.page.url();
  }

  run<A extends unknown[], R>(
    fn: (lib: PageLib, ...args: A) => R,
    ...args: A
  ): Promise<Awaited<R>> {
    return this.page.run(fn, ...args);
  }

  /** Polls `check` (in Node) until it returns a truthy value; fails with `what` after `timeout` ms. */
  async until<T>(what: string, check: () => Promise<T>, timeout = 15_000): Promise<T> {
    const end = Date.now() + timeout;
    let last: unknown;
    for (;;) {
      try {
        const value = await check();
        if (value) return value;
        last = value;
      } catch (error) {
        // A page between two documents cannot answer yet.
        last = error;
      }
      if (Date.now() > end)
        throw new Error(`Timed out waiting for ${what} (last: ${String(last)})`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  /** Waits until the widgets' text contains `text`. */
  async sees(text: string, timeout?: number): Promise<void> {
    await this.until(
      `"${text}" in the widget`,
      async () => (await this.text()).includes(text),
      timeout,
    );
  }

  /**
   * Clicks `target` and waits for the page to go to a URL like `pattern`. A click that a
   * page still loading let pass (seen on a loaded machine) is tried again, up to three times:
   * a button that navigates, pressed twice, is what a buyer would do too.
   */
  async clickTo(target: Target, pattern: RegExp): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      await this.click(target);
      try {
        return await this.at(pattern, attempt === 3 ? 15_000 : 5_000);
      } catch (error) {
        if (attempt === 3) throw error;
        // Pressed and busy, or gone with its page: the first press took, so wait for it.
        const idle = await this.run((lib, t) => {
          const element = lib.find(t);
          return (
            !!element &&
            !(element as HTMLButtonElement).disabled &&
            element.getAttribute('aria-busy') !== 'true' &&
            element.getAttribute('aria-disabled') !== 'true'
          );
        }, target).catch(() => false);
        if (!idle) return this.at(pattern);
      }
    }
  }

  /** Waits until the URL matches `pattern`. */
  async at(pattern: RegExp, timeout?: number): Promise<string> {
    return this.until(
      `a URL like ${pattern}`,
      async () => {
        const url = await this.url();
        return pattern.test(url) ? url : '';
      },
      timeout,
    );
  }

  /** Whether `target` is on screen now. */
  has(target: Target): Promise<boolean> {
    return this.run((lib, t) => lib.find(t) !== null, target);
  }

  /** Clicks the centre of `target` once it is on screen (a trusted click of the engine). */
  async click(target: Target): Promise<void> {
    // Where it is once it stays put: content that arrives late may move it.
    const point = await this.until(
      `${JSON.stringify(target)} on screen, where a click reaches it`,
      () =>
        this.run(async (lib, t) => {
          const element = lib.find(t);
          if (!element || (element as HTMLButtonElement).disabled) return null;
          const first = lib.centre(element);
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          const second = lib.centre(element);
          const still = first.x === second.x && first.y === second.y;
          return still && lib.hits(element, second) ? second : null;
        }, target),
    );
    if (point) await this.page.clickAt(point.x, point.y);
  }

  /**
   * Clicks `target` and types `text` into it. A click that landed while content around it
   * still moved (a frame growing, the purchase half arriving) is tried again, up to three times.
   */
  async fill(target: Target, text: string): Promise<void> {
    const focused = () => this.run((lib, t) => lib.active() === lib.find(t), target);
    for (let attempt = 1; ; attempt++) {
      await this.click(target);
      try {
        await this.until(`focus in ${JSON.stringify(target)}`, focused, 3_000);
        break;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
    await this.page.type(text);
  }

  async press(key: Key, times = 1): Promise<void> {
    for (let i = 0; i < times; i++) await this.page.press(key);
  }

  /** The focused element, described (`tag:label`). */
  focused(): Promise<string> {
    return this.run((lib) => lib.describe(lib.active()));
  }

  /** The text of every widget on the page. */
  text(): Promise<string> {
    return this.run((lib) => lib.widgetText());
  }

  /** What the probe recorded on the current page. */
  probe(): Promise<Probe> {
    return this.run((lib) => lib.probe());
  }

  /**
   * Expects zero axe-core WCAG 2.2 AA violations on the page, shadow roots included, in this
   * engine (axe is put into the page by the driver, outside the page's CSP).
   */
  async expectNoAxeViolations(): Promise<void> {
    const source = `(async () => { ${AXE}
      const result = await axe.run(document, { iframes: false, runOnly: { type: 'tag', values: ${JSON.stringify(WCAG_TAGS)} } });
      return result.violations.map((v) => v.id + ': ' + v.help + ' (' + v.nodes.map((n) => n.target.join(' ')).join(', ') + ')');
    })()`;
    expect(await this.page.evaluate(source)).toEqual([]);
  }

  /** Expects no console error, no uncaught error and no CSP violation on the current page. */
  async expectClean(): Promise<void> {
    const seen = await this.probe();
    expect({
      consoleErrors: seen.console.filter((m) => m.level === 'error').map((m) => m.text),
      errors: seen.errors,
      violations: seen.violations,
    }).toEqual({ consoleErrors: [], errors: [], violations: [] });
  }
}

/** Chromium for the cross-engine specs, as playwright.config.ts chooses it. */
const chromiumPath = existsSync(BINARIES.chromium) ? BINARIES.chromium : undefined;

/** The option each engine's project sets (playwright.config.ts). */
export interface EngineOptions {
  engine: Engine;
}

export const test = base.extend<
  { site: Site; buyer: Buyer },
  {
    engine: Engine;
    firefox: PuppeteerBrowser | null;
    webkit: WebKitService | null;
    chromium: import('@playwright/test').Browser | null;
  }
>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  chromium: [
    async ({ engine, playwright }, use) => {
      const browser =
        engine === 'chromium'
          ? await playwright.chromium.launch(
              chromiumPath ? { executablePath: chromiumPath } : { channel: 'chromium' },
            )
          : null;
      await use(browser);
      await browser?.close();
    },
    { scope: 'worker' },
  ],
  firefox: [
    async ({ engine }, use) => {
      const browser = engine === 'firefox' ? await launchFirefox() : null;
      await use(browser);
      await browser?.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  webkit: [
    async ({ engine }, use) => {
      const service = engine === 'webkit' ? await startWebKit() : null;
      await use(service);
      await service?.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  site: async ({}, use) => {
    const site = await startSite(UPSTREAM);
    await use(site);
    await site.close();
  },
  buyer: async ({ engine, chromium, firefox, webkit }, use) => {
    let page: EnginePage;
    if (engine === 'firefox' && firefox) page = await firefoxPage(firefox);
    else if (engine === 'webkit' && webkit) page = await webkitPage(webkit);
    else if (chromium) {
      const context = await chromium.newContext({ viewport: { width: 1280, height: 720 } });
      page = playwrightPage(await context.newPage());
    } else throw new Error(`no browser for ${engine}`);
    await use(new Buyer(page));
    await page.close();
  },
});
