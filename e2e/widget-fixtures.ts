/**
 * Helpers of the widget purchase-flow specs (`e2e/widget-*.spec.ts`): a made-up host page per
 * event and key, the steppers and buyer fields by accessible name (English) or by structure
 * and `name` (any language: `tierControls`, `field`), keyboard navigation that pierces the
 * shadow root, host events that survive the trip to the payment page, paying and coming back
 * to a made-up page, API interception for failures that must not leak into other workers, the
 * sandbox outbox, and everything a buyer reads of a widget (`widgetTexts`).
 */
import type { APIRequestContext, Locator, Page, Request, Route } from '@playwright/test';
import { expect, hostHtml, servePage } from './fixtures';

export { expect, expectNoAxeViolations, test } from './fixtures';

/** Path of the API on the test server. */
export const API = '/api/v1/sell';

/** Options of `openWidget`. */
export interface HostOptions {
  /** Event slug (`data-event`); omitted → the event list. */
  event?: string;
  /** Publishable key (`data-key`), `pk_test_demo` by default. */
  key?: string;
  /** Extra attributes for the script tag, e.g. `data-promo="SUMMER10"`. */
  extra?: string;
  /** Path the host page is served at (unique per page if a test opens several). */
  path?: string;
}

/** Serves a host page with one inline widget and opens it; returns its URL. */
export async function openWidget(page: Page, options: HostOptions = {}): Promise<string> {
  const attrs = [
    `data-key="${options.key ?? 'pk_test_demo'}"`,
    options.event ? `data-event="${options.event}"` : '',
    options.extra ?? '',
  ].join(' ');
  const url = await servePage(
    page,
    options.path ?? '/widget-host.html',
    hostHtml(`<div id="shop"><script src="/boxoffice.js" ${attrs} async></script></div>`),
  );
  await page.goto(url);
  return url;
}

/** The − / quantity / + controls of one tier, by their accessible names. */
export function stepper(page: Page, tier: string) {
  return {
    minus: page.getByRole('button', { name: `${tier}: remove one` }),
    input: page.getByRole('spinbutton', { name: `${tier}: quantity` }),
    plus: page.getByRole('button', { name: `${tier}: add one` }),
  };
}

/**
 * The − / quantity / + controls of the tier named `tier` in any language: the row whose
 * heading is exactly the tier's name (organizer text), then its controls in order.
 */
export function tierControls(page: Page, tier: string) {
  const row = page
    .locator('[part~="tier"]')
    .filter({ has: page.getByRole('heading', { name: tier, exact: true }) });
  const buttons = row.locator('.bo-stepper__btn');
  return { row, minus: buttons.first(), input: row.locator('input'), plus: buttons.last() };
}

/**
 * Presses Pay on the sandbox payment page and comes back to `servedUrl`, a page served by
 * `servePage`. Playwright's routes do not see a request that follows a redirect, and the
 * payment form answers with one (back to the shop with `?bo_checkout=…`): that redirect is
 * turned into a page that sends the browser on by itself, so the shop is served again.
 */
export async function payAndReturn(page: Page, servedUrl: string): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/pay\/co_/);
  await page.route(
    (url) => url.pathname.startsWith('/sandbox/pay/'),
    async (route, request) => {
      if (request.method() !== 'POST') return route.fallback();
      const response = await route.fetch({ maxRedirects: 0 });
      const location = response.headers().location ?? '';
      if (!location.startsWith(`${servedUrl}?bo_checkout=co_`)) return route.fulfill({ response });
      const html = `<!doctype html><title>Back</title><meta http-equiv="refresh" content="0;url=${location}">`;
      return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
    },
  );
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL((url) => url.href.startsWith(`${servedUrl}?bo_checkout=co_`));
}

/** A buyer field by its `name` (`customer.name`, `answers.dietary`…): any language. */
export function field(page: Page, name: string): Locator {
  return page.locator(`[data-boxoffice] input[name="${name}"]`);
}

/** The buyer form's fields (label text starts the accessible name). */
export function buyerFields(page: Page) {
  return {
    name: page.getByRole('textbox', { name: /^Name/ }),
    email: page.getByRole('textbox', { name: /^E-mail/ }),
    phone: page.getByRole('textbox', { name: /^Phone/ }),
    emergency: page.getByRole('textbox', { name: /^Emergency contact/ }),
    dietary: page.getByRole('textbox', { name: /^Dietary requirements/ }),
  };
}

/** Something in every field of the demo event's form: name, e-mail, phone and both answers. */
export function everyField(email: string): Record<keyof ReturnType<typeof buyerFields>, string> {
  return {
    name: 'Grace Hopper',
    email,
    phone: '+49 30 1234567',
    emergency: 'Alan, +49 30 7654321',
    dietary: 'Vegetarian',
  };
}

/** Types `values` into the buyer form (see `everyField`). */
export async function fillFields(page: Page, values: ReturnType<typeof everyField>): Promise<void> {
  const fields = buyerFields(page);
  for (const [key, value] of Object.entries(values)) {
    await fields[key as keyof typeof fields].fill(value);
  }
}

/** Expects the buyer form to show `values`, field by field, as they were typed. */
export async function expectFields(
  page: Page,
  values: ReturnType<typeof everyField>,
): Promise<void> {
  const fields = buyerFields(page);
  for (const [key, value] of Object.entries(values)) {
    await expect(fields[key as keyof typeof fields]).toHaveValue(value);
  }
}

/**
 * Notes, in each page, whether it was last shown from the back/forward cache, so a test
 * can say which way Back went (`shownFromCache`).
 */
export async function recordPageShows(page: Page): Promise<void> {
  await page.addInitScript(() => {
    addEventListener('pageshow', (e) => {
      document.documentElement.dataset.shownFromCache = String(e.persisted);
    });
  });
}

/** Whether the page was last shown from the back/forward cache (see `recordPageShows`). */
export function shownFromCache(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset.shownFromCache === 'true');
}

/** The quote's total amount (`<dd>` next to "Total" / "Estimated total"). */
export function totalRow(page: Page): Locator {
  return page.locator('.bo-summary__total');
}

/** A unique e-mail address for one test (the outbox is shared by every worker). */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Whether `locator` is the focused element, looking through open shadow roots. */
export async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === el;
  });
}

/** Presses Tab (or Shift+Tab) until `locator` has focus; fails after `max` presses. */
export async function tabTo(
  page: Page,
  locator: Locator,
  { backwards = false, max = 60 } = {},
): Promise<void> {
  await expect(locator).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await isFocused(locator)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Focus never reached ${locator} within ${max} presses`);
}

/** One host event as recorded by `recordHostEventsAcrossPages`. */
export interface Recorded {
  name: string;
  detail: Record<string, unknown>;
}

/**
 * Records every `boxoffice:*` host event reaching `document` into sessionStorage, so
 * events from before the payment page and after the return end up in one list.
 */
export async function recordHostEventsAcrossPages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const names = ['ready', 'basket', 'quote', 'checkout', 'complete', 'error'];
    for (const name of names) {
      document.addEventListener(`boxoffice:${name}`, (event) => {
        const list = JSON.parse(sessionStorage.getItem('__boEvents') ?? '[]');
        list.push({ name: event.type, detail: (event as CustomEvent).detail });
        sessionStorage.setItem('__boEvents', JSON.stringify(list));
      });
    }
  });
}

/** The host events recorded so far in this tab (see `recordHostEventsAcrossPages`). */
export async function recordedEvents(page: Page): Promise<Recorded[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('__boEvents') ?? '[]'));
}

/** An API error body as the API shapes it. */
export function errorBody(code: string, message: string, fields?: object[]): string {
  return JSON.stringify({ error: { code, message, ...(fields ? { fields } : {}) } });
}

/** Matches a request to `API + path` (any query) with `method`. */
export function isApi(request: Request, method: string, path: string): boolean {
  const url = new URL(request.url());
  return request.method() === method && url.pathname === `${API}${path}`;
}

/**
 * Intercepts the API for this page only: `handler` may fulfil a request or return false to
 * let the real sandbox answer it (other workers never see these answers).
 */
export async function interceptApi(
  page: Page,
  handler: (route: Route, request: Request) => Promise<boolean | undefined> | boolean | undefined,
): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith(`${API}/`),
    async (route, request) => {
      if (!(await handler(route, request))) await route.fallback();
    },
  );
}

/** Answers `route` with an API error. */
export function fulfilError(
  route: Route,
  status: number,
  code: string,
  options: { fields?: object[]; headers?: Record<string, string> } = {},
): Promise<void> {
  return route.fulfill({
    status,
    contentType: 'application/json',
    headers: options.headers ?? {},
    body: errorBody(code, `${code} (test)`, options.fields),
  });
}

/** E-mails the sandbox recorded for `to`. */
export async function outbox(
  request: APIRequestContext,
  to: string,
): Promise<{ to: string; subject: string; text: string; orderId: string }[]> {
  const res = await request.get(`/sandbox/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return res.json();
}

/**
 * Everything a buyer can read or hear of the widgets on the page (shadow roots and, for
 * iframe mode, not the frame): the text of each element that holds text of its own (whole,
 * with its descendants', so a sentence split around an isolated value stays one sentence),
 * visually hidden text included, and the accessible names and hints set as attributes.
 */
export async function widgetTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
    const visit = (root: ParentNode) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) visit(el.shadowRoot);
        if (el.closest('style, script, [hidden]')) continue;
        const own = [...el.childNodes].some(
          (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
        );
        if (own) out.add(norm(el.textContent ?? ''));
        for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
          const value = el.getAttribute(name);
          if (value) out.add(norm(value));
        }
      }
    };
    for (const host of document.querySelectorAll('[data-boxoffice], box-office')) {
      if (host.shadowRoot) visit(host.shadowRoot);
    }
    return [...out].filter(Boolean);
  });
}
