/**
 * One small driver interface over three automation protocols, so each cross-engine flow is
 * written once and runs in every engine:
 * - Chromium: Playwright (its own protocol), as every other spec;
 * - Firefox: Puppeteer over WebDriver BiDi (Playwright 1.65 cannot drive Firefox ESR 153,
 *   whose BiDi lacks a command Playwright's Firefox support sends at start);
 * - WebKit: W3C WebDriver (WebKitGTK's WebKitWebDriver running MiniBrowser), spoken here
 *   directly over HTTP: nothing to install but Debian's package.
 * Everything a flow asks of the page (finding elements through shadow roots and same-origin
 * frames, reading text, focus) runs as one page-side library (`pageLib`), the same in each
 * engine; only navigation, pointer and keyboard input go through each driver's own input
 * path, so the events the widget sees are the engine's trusted ones.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Page } from '@playwright/test';
import type { Browser as PuppeteerBrowser, Page as PuppeteerPage } from 'puppeteer-core';

/** The engines the suite knows. */
export type Engine = 'chromium' | 'firefox' | 'webkit';

/** What a target is: a CSS selector, matched through shadow roots and frames, optionally by text. */
export interface Target {
  css: string;
  /** Only elements whose text (or `aria-label`, or `value`) contains this. */
  text?: string;
}

/** A key as the flows name them (the arrows and paging keys move a calendar's grid). */
export type Key =
  | 'Tab'
  | 'Shift+Tab'
  | 'Enter'
  | 'Space'
  | 'Escape'
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'ArrowUp'
  | 'ArrowDown'
  | 'Home'
  | 'End'
  | 'PageUp'
  | 'PageDown';

/** One page of one engine. */
export interface EnginePage {
  readonly engine: Engine;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn(lib, ...args)` in the top page (`lib`: see `pageLib`); returns its (awaited) value. */
  run<A extends unknown[], R>(
    fn: (lib: PageLib, ...args: A) => R | Promise<R>,
    ...args: A
  ): Promise<Awaited<R>>;
  /** Evaluates a JavaScript expression (not a function) in the top page; returns its (awaited) value. */
  evaluate(expression: string): Promise<unknown>;
  /** A trusted click at viewport point (x, y). */
  clickAt(x: number, y: number): Promise<void>;
  press(key: Key): Promise<void>;
  type(text: string): Promise<void>;
  close(): Promise<void>;
}

/** The page-side helpers every `run` gets. */
export type PageLib = ReturnType<typeof pageLib>;

/**
 * Page-side helpers. Serialized into the page by `run`: self-contained, no imports, no
 * closures over test code.
 */
export function pageLib() {
  /** Every element matching `css` in `root`, its open shadow roots and same-origin frames. */
  const all = (css: string, root: Document | ShadowRoot = document): Element[] => {
    const found: Element[] = [];
    const walk = (scope: Document | ShadowRoot) => {
      for (const element of scope.querySelectorAll('*')) {
        if (element.matches(css)) found.push(element);
        if (element.shadowRoot) walk(element.shadowRoot);
        if (element instanceof HTMLIFrameElement) {
          try {
            if (element.contentDocument) walk(element.contentDocument);
          } catch {
            // A cross-origin frame: not ours to look into.
          }
        }
      }
    };
    walk(root);
    return found;
  };
  const label = (element: Element) =>
    [
      element.getAttribute('aria-label') ?? '',
      element.textContent ?? '',
      element instanceof HTMLInputElement ? element.value : '',
    ].join(' ');
  const visible = (element: Element) => element.getClientRects().length > 0;
  /** The first visible element a target names, or null. */
  const find = (target: { css: string; text?: string }): Element | null =>
    all(target.css).find(
      (element) => visible(element) && (!target.text || label(element).includes(target.text)),
    ) ?? null;
  /** The focused element, looking through shadow roots and frames. */
  const active = (): Element | null => {
    let element: Element | null = document.activeElement;
    for (;;) {
      if (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
      else if (element instanceof HTMLIFrameElement && element.contentDocument?.activeElement)
        element = element.contentDocument.activeElement;
      else return element;
    }
  };
  /** A short name for an element: tag, then its label or text. */
  const describe = (element: Element | null) =>
    element
      ? `${element.localName}:${(element.getAttribute('aria-label') || element.textContent || (element as HTMLInputElement).name || '').trim().slice(0, 40)}`
      : 'none';
  /** The viewport point at the centre of `element`, scrolled into view (frames included). */
  const centre = (element: Element) => {
    element.scrollIntoView({ block: 'center', inline: 'center' });
    const rect = element.getBoundingClientRect();
    let x = rect.left + rect.width / 2;
    let y = rect.top + rect.height / 2;
    let view: Window | null = element.ownerDocument.defaultView;
    while (view && view !== window && view.frameElement) {
      const frame = view.frameElement.getBoundingClientRect();
      x += frame.left + view.frameElement.clientLeft;
      y += frame.top + view.frameElement.clientTop;
      view = view.parent;
    }
    return { x: Math.round(x), y: Math.round(y) };
  };
  /**
   * Whether a click at `point` (from `centre`) reaches `element` now: the topmost element
   * there, looking through shadow roots and frames, is it or inside it.
   */
  const hits = (element: Element, point: { x: number; y: number }) => {
    let scope: Document | ShadowRoot = document;
    let x = point.x;
    let y = point.y;
    for (;;) {
      const top: Element | null = scope.elementFromPoint(x, y);
      if (!top) return false;
      if (top === element || element.contains(top)) return true;
      if (top.shadowRoot && top.shadowRoot !== scope) scope = top.shadowRoot;
      else if (top instanceof HTMLIFrameElement && top.contentDocument) {
        const frame = top.getBoundingClientRect();
        x -= frame.left + top.clientLeft;
        y -= frame.top + top.clientTop;
        scope = top.contentDocument;
      } else return false;
    }
  };
  /** The text of every widget on the page (their shadow roots), frames included. */
  const widgetText = () =>
    all('*')
      .filter((element) => element.shadowRoot)
      .map((element) => element.shadowRoot?.textContent ?? '')
      .join('\n');
  /** What the probe recorded (e2e/engines/probe.js). */
  const probe = () =>
    (window as unknown as { __bo?: Probe }).__bo ?? {
      console: [],
      errors: [],
      violations: [],
      events: [],
    };
  return { all, find, active, describe, centre, hits, widgetText, probe, visible };
}

/** What the probe records in a page. */
export interface Probe {
  console: { level: string; text: string }[];
  errors: string[];
  violations: string[];
  events: { name: string; detail: unknown }[];
}

/** The expression that runs `fn(pageLib(), ...args)`. */
const expression = (fn: (...a: never[]) => unknown, args: unknown[]) =>
  `(${fn.toString()})((${pageLib.toString()})(), ...${JSON.stringify(args)})`;

/** Chromium through Playwright's page. */
export function playwrightPage(page: Page): EnginePage {
  return {
    engine: 'chromium',
    goto: async (url) => void (await page.goto(url)),
    url: async () => page.url(),
    run: (fn, ...args) => page.evaluate(expression(fn as never, args)),
    evaluate: (source) => page.evaluate(source),
    clickAt: (x, y) => page.mouse.click(x, y),
    press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key),
    type: (text) => page.keyboard.type(text),
    close: () => page.context().close(),
  };
}

/** Where each engine's binaries are (Debian's packages). */
export const BINARIES = {
  chromium: process.env.BOXOFFICE_SYSTEM_CHROMIUM || '/usr/bin/chromium',
  firefox: process.env.BOXOFFICE_FIREFOX || '/usr/bin/firefox-esr',
  webkitDriver: process.env.BOXOFFICE_WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver',
  miniBrowser:
    process.env.BOXOFFICE_MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  xvfb: '/usr/bin/Xvfb',
};

/**
 * Why an engine cannot run here (its missing files and the package that brings them), or
 * null when it can.
 */
export function missing(engine: 'firefox' | 'webkit'): string | null {
  if (engine === 'firefox')
    return existsSync(BINARIES.firefox)
      ? null
      : `no ${BINARIES.firefox} (Debian: apt-get install firefox-esr; or BOXOFFICE_FIREFOX=/path/to/firefox)`;
  const lacking = [BINARIES.webkitDriver, BINARIES.miniBrowser].filter((f) => !existsSync(f));
  if (lacking.length > 0)
    return `no ${lacking.join(' or ')} (Debian: apt-get install webkit2gtk-driver)`;
  if (!process.env.DISPLAY && !existsSync(BINARIES.xvfb))
    return 'no display for MiniBrowser: no DISPLAY and no Xvfb (Debian: apt-get install xvfb)';
  return null;
}

/** Firefox: one browser per worker, driven over WebDriver BiDi by Puppeteer. */
export async function launchFirefox(): Promise<PuppeteerBrowser> {
  const { default: puppeteer } = await import('puppeteer-core');
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: BINARIES.firefox,
    headless: true,
    protocol: 'webDriverBiDi',
  });
}

/** A fresh page in its own browser context (own cache and storage). */
export async function firefoxPage(browser: PuppeteerBrowser): Promise<EnginePage> {
  const context = await browser.createBrowserContext();
  const page: PuppeteerPage = await context.newPage();
  await page.setViewport({ width: 1280, height: 720 });
  return {
    engine: 'firefox',
    goto: async (url) => void (await page.goto(url)),
    url: async () => page.url(),
    run: (fn, ...args) => page.evaluate(expression(fn as never, args)) as never,
    evaluate: (source) => page.evaluate(source),
    clickAt: (x, y) => page.mouse.click(x, y),
    press: async (key) => {
      if (key === 'Shift+Tab') {
        await page.keyboard.down('Shift');
        await page.keyboard.press('Tab');
        await page.keyboard.up('Shift');
      } else await page.keyboard.press(key === 'Space' ? 'Space' : key);
    },
    type: (text) => page.keyboard.type(text),
    close: () => context.close(),
  };
}

/** A free TCP port on localhost. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/** The processes behind WebKit for one worker: a display (unless there is one) and the driver. */
export interface WebKitService {
  /** The driver's URL (a new one after `restart`). */
  readonly endpoint: string;
  /** Whether the driver answers `/status`. */
  alive(): Promise<boolean>;
  /** Replaces the driver by a new one on a new port (the display stays). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts Xvfb (when there is no display) and WebKitWebDriver on a free port. */
export async function startWebKit(): Promise<WebKitService> {
  const children: ChildProcess[] = [];
  let display = process.env.DISPLAY;
  if (!display || existsSync(BINARIES.xvfb)) {
    // `-displayfd` makes Xvfb pick a free display and write its number to that descriptor.
    const xvfb = spawn(
      BINARIES.xvfb,
      ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
      {
        stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
      },
    );
    children.push(xvfb);
    display = await new Promise<string>((resolve, reject) => {
      let text = '';
      xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if (text.includes('\n')) resolve(`:${text.trim()}`);
      });
      xvfb.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
    });
  }
  let driver: ChildProcess | null = null;
  let endpoint = '';
  const alive = () =>
    fetch(`${endpoint}/status`, { signal: AbortSignal.timeout(5_000) })
      .then((r) => r.ok)
      .catch(() => false);
  const launch = async () => {
    const port = await freePort();
    driver = spawn(BINARIES.webkitDriver, [`--port=${port}`], {
      env: { ...process.env, DISPLAY: display },
      stdio: 'ignore',
    });
    endpoint = `http://127.0.0.1:${port}`;
    for (let i = 0; !(await alive()); i++) {
      if (i > 100) throw new Error('WebKitWebDriver did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  await launch();
  return {
    get endpoint() {
      return endpoint;
    },
    alive,
    restart: async () => {
      driver?.kill();
      await launch();
    },
    stop: async () => {
      driver?.kill();
      for (const child of children.reverse()) child.kill();
    },
  };
}

/** WebDriver key values (W3C WebDriver, "Keyboard actions"). */
const KEYS = {
  Tab: '\uE004',
  Shift: '\uE008',
  Enter: '\uE007',
  Escape: '\uE00C',
  Space: ' ',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
};

/** How long one attempt to start a MiniBrowser session may take (it takes 1–3 s when idle). */
const SESSION_MS = 30_000;

/**
 * A new session's id. On a loaded machine the driver has once closed the connection while
 * starting MiniBrowser ("other side closed") and then answered nothing: each attempt is
 * bounded, and after a failed one the driver is replaced if it no longer answers. Three tries.
 */
async function newSession(
  service: WebKitService,
  call: (method: string, path: string, body?: unknown, signal?: AbortSignal) => Promise<unknown>,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { sessionId } = (await call(
        'POST',
        '/session',
        {
          capabilities: {
            alwaysMatch: {
              'webkitgtk:browserOptions': { binary: BINARIES.miniBrowser, args: ['--automation'] },
            },
          },
        },
        AbortSignal.timeout(SESSION_MS),
      )) as { sessionId: string };
      return sessionId;
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`[engines] WebKit session attempt ${attempt} failed (${error}); retrying`);
      if (!(await service.alive())) await service.restart();
    }
  }
}

/** A fresh MiniBrowser session: its own process and its own (ephemeral) website data. */
export async function webkitPage(service: WebKitService): Promise<EnginePage> {
  const call = async (method: string, path: string, body?: unknown, signal?: AbortSignal) => {
    const response = await fetch(`${service.endpoint}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal && { signal }),
    });
    const json = (await response.json()) as { value: unknown };
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${JSON.stringify(json.value)}`);
    return json.value;
  };
  const session = `/session/${await newSession(service, call)}`;
  await call('POST', `${session}/window/rect`, { width: 1280, height: 720 });
  const keys = (values: string[], down: string[] = []) =>
    call('POST', `${session}/actions`, {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            ...down.map((value) => ({ type: 'keyDown', value })),
            ...values.flatMap((value) => [
              { type: 'keyDown', value },
              { type: 'keyUp', value },
            ]),
            ...down.map((value) => ({ type: 'keyUp', value })),
          ],
        },
      ],
    });
  return {
    engine: 'webkit',
    goto: async (url) => void (await call('POST', `${session}/url`, { url })),
    url: async () => String(await call('GET', `${session}/url`)),
    run: async (fn, ...args) =>
      (await call('POST', `${session}/execute/sync`, {
        script: `return ${expression(fn as never, args)};`,
        args: [],
      })) as never,
    evaluate: (source) =>
      call('POST', `${session}/execute/sync`, { script: `return ${source};`, args: [] }),
    // Pointer actions at a point: WebKitWebDriver's element click answers "element click
    // intercepted" for some inputs inside a shadow root.
    clickAt: async (x, y) =>
      void (await call('POST', `${session}/actions`, {
        actions: [
          {
            type: 'pointer',
            id: 'mouse',
            parameters: { pointerType: 'mouse' },
            actions: [
              { type: 'pointerMove', x, y, origin: 'viewport', duration: 0 },
              { type: 'pointerDown', button: 0 },
              { type: 'pointerUp', button: 0 },
            ],
          },
        ],
      })),
    press: async (key) =>
      void (key === 'Shift+Tab' ? await keys([KEYS.Tab], [KEYS.Shift]) : await keys([KEYS[key]])),
    type: async (text) => void (await keys([...text])),
    close: async () => void (await call('DELETE', session).catch(() => undefined)),
  };
}
