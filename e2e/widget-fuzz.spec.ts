/**
 * Fuzzing the built widget: many widgets mounted on one page (`BoxOffice.mount`), each
 * talking to an API that answers with seeded hostile or broken bodies (config, event,
 * quote, checkout, status; `src/model/testing/fuzz.ts`). A buyer picks tickets, fills the
 * form with hostile text and pays. Then, for every widget:
 * - nothing was thrown into the page, and no `[boxoffice]` "unexpected error" was logged;
 * - within 10 s it shows its tiers or a clear message (never a skeleton forever);
 * - no "undefined", "NaN", "[object Object]" or "[native code]" in its text, input values
 *   or attributes;
 * - markup from the API stays text (no element or handler of its making, nothing ran);
 * - what the buyer typed is still in the fields;
 * - links and navigations only ever go to validated https (or localhost http) URLs.
 *
 * `npm test` runs one page of widgets with a fixed seed; `npm run fuzz` sets `FUZZ_RUNS`
 * (cases, in pages of `PER_PAGE` widgets) and `FUZZ_SEED`.
 */
import type { Page, Route } from '@playwright/test';
import fc from 'fast-check';
import {
  type FuzzReply,
  fuzzSettings,
  LEAKS,
  quoteReply,
  type ScenarioData,
  scenarioArb,
} from '../src/model/testing/fuzz';
import { safeNavigationUrl } from '../src/shared/url';
import {
  expect,
  hostEvents,
  hostHtml,
  ORIGIN,
  recordHostEvents,
  servePage,
  test,
} from './fixtures';

const { runs, seed } = fuzzSettings(24);
/** Widgets per page (one test each). */
const PER_PAGE = 24;
const pages = Math.ceil(runs / PER_PAGE);
const scenarios = fc.sample(scenarioArb('fuzz'), { seed, numRuns: runs });

/** What one widget's buyer typed, by field (`data-field`), as the browser keeps it. */
type Typed = Record<string, string>;

/** The reply as Playwright fulfils it. */
function fulfil(route: Route, reply: FuzzReply): Promise<void> {
  if ('text' in reply) {
    return route.fulfill({ status: reply.status, contentType: 'text/html', body: reply.text });
  }
  return route.fulfill({
    status: reply.status,
    contentType: 'application/json',
    headers: 'headers' in reply ? (reply.headers ?? {}) : {},
    body: reply.body === undefined ? '' : JSON.stringify(reply.body),
  });
}

/** The event's currency as the scenario's event answer states it (EUR when it does not). */
function currencyOf(data: ScenarioData): string {
  const body = 'body' in data.event ? data.event.body : null;
  const currency = body && typeof body === 'object' ? (body as { currency?: unknown }).currency : 0;
  return typeof currency === 'string' ? currency : 'EUR';
}

/** Answers the API for every widget of the page from its scenario (the key names the widget). */
async function routeApi(page: Page, batch: readonly ScenarioData[]): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/api/v1/sell/'),
    async (route, request) => {
      const key = request.headers()['x-sell-key'] ?? '';
      const data = batch[Number(key.replace('pk_fuzz_', ''))];
      const path = new URL(request.url()).pathname.replace('/api/v1/sell', '');
      const method = request.method();
      if (!data) return route.fulfill({ status: 401, body: '' });
      if (method === 'GET' && path === '/config') return fulfil(route, data.config);
      if (method === 'GET' && path.startsWith('/events/')) return fulfil(route, data.event);
      if (method === 'POST' && path === '/quote') {
        const items = (request.postDataJSON() as { items: { tier: string; quantity: number }[] })
          .items;
        return fulfil(route, quoteReply(data, 'fuzz', currencyOf(data), items));
      }
      if (method === 'POST' && path === '/checkout') return fulfil(route, data.checkout);
      if (method === 'GET' && path.startsWith('/checkout/')) return fulfil(route, data.status);
      return route.fulfill({ status: 404, body: '' });
    },
  );
}

/** Text, input values and attribute values of every widget's shadow root, by widget. */
function widgetFacts(page: Page) {
  return page.evaluate(() => {
    const hosts = [...document.querySelectorAll<HTMLElement>('[data-boxoffice]')];
    return hosts.map((host) => {
      const root = host.shadowRoot;
      const elements = root ? [...root.querySelectorAll('*')] : [];
      return {
        id: host.parentElement?.id ?? '',
        shown: Boolean(root?.querySelector('[part="tiers"], [part="notice"], .bo-confirm')),
        state: root?.querySelector('.bo-confirm, [part="tiers"], [part="notice"]')?.className ?? '',
        text: root?.textContent ?? '',
        values: elements.flatMap((el) => (el instanceof HTMLInputElement ? [el.value] : [])),
        attributes: elements.flatMap((el) =>
          [...el.attributes].map((a) => ({ tag: el.localName, name: a.name, value: a.value })),
        ),
        tags: [...new Set(elements.map((el) => el.localName))],
        posters: elements.flatMap((el) =>
          el instanceof HTMLImageElement && !el.classList.contains('bo-event__poster')
            ? [el.outerHTML.slice(0, 80)]
            : [],
        ),
        links: elements.flatMap((el) => (el instanceof HTMLAnchorElement ? [el.href] : [])),
        fields: elements.flatMap((el) =>
          el instanceof HTMLInputElement && el.dataset.field
            ? [{ field: el.dataset.field, value: el.value }]
            : [],
        ),
      };
    });
  });
}

/** Elements the widget never renders: one of these in a shadow root came from API data. */
const FOREIGN_TAGS = ['script', 'style', 'svg', 'iframe', 'object', 'embed', 'b', 'link', 'math'];

/** Whether `url` is one the widget may link or navigate to (docs/security.md). */
const followable = (url: string) =>
  safeNavigationUrl(url) === url && /^https:|^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(url);

/**
 * In every widget at once, inside the page: picks tickets (typed into the spinbutton or one
 * "+" at a time) as DOM events (each step may legitimately be refused). Returns, per widget,
 * whether it showed tiers to pick from, and what went wrong.
 */
function pickEverywhere(page: Page, buyers: readonly ScenarioData['buyer'][]) {
  return page.evaluate(async (all) => {
    // One task later: preact has rendered what the last event changed.
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    const type = (input: HTMLInputElement, value: string) => {
      input.focus();
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
      input.blur();
    };
    return Promise.all(
      all.map(async (buyer, i) => {
        const root = document.querySelector(`#w${i} [data-boxoffice]`)?.shadowRoot;
        const refused: string[] = [];
        const steppers = root ? [...root.querySelectorAll('.bo-stepper')].slice(0, 5) : [];
        for (const [t, stepper] of steppers.entries()) {
          const want = buyer.quantities[t] ?? { n: 1, typed: false };
          const input = stepper.querySelector('input');
          if (want.typed) {
            if (input) type(input, String(want.n));
          } else {
            for (let k = 0; k < Math.min(want.n, 3); k++) {
              const plus = stepper.querySelectorAll('button')[1];
              if (!plus || plus.getAttribute('aria-disabled') === 'true') break;
              const before = input?.value;
              plus.click();
              await tick();
              // "+" that is not disabled adds a ticket.
              if (input?.value === before) refused.push(`tier ${t}: "+" added nothing`);
            }
          }
          await tick();
          if (input && !/^\d+$/.test(input.value))
            refused.push(`tier ${t}: quantity box shows "${input.value}"`);
        }
        return { tiers: steppers.length > 0, refused };
      }),
    );
  }, buyers);
}

/**
 * In every widget of `buying` at once, inside the page: fills the form with the buyer's
 * hostile text and presses Pay when the widget lets them. Returns, per widget, what each
 * field kept of what was typed, whether Pay was pressed, and what went wrong.
 */
function payEverywhere(
  page: Page,
  buyers: readonly ScenarioData['buyer'][],
  buying: readonly boolean[],
) {
  return page.evaluate(
    async ([all, buying]) => {
      const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
      const type = (input: HTMLInputElement, value: string) => {
        input.focus();
        input.value = value;
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new Event('change', { bubbles: true }));
        input.blur();
        // What the field kept (the browser drops line breaks from a text input's value).
        return input.value;
      };
      return Promise.all(
        all.map(async (buyer, i) => {
          const typed: Record<string, string> = {};
          const refused: string[] = [];
          if (!buying[i]) return { typed, paid: false, refused };
          const root = document.querySelector(`#w${i} [data-boxoffice]`)?.shadowRoot;
          const form = root?.querySelector('form[part="form"]');
          if (!form) {
            refused.push('the purchase form went away before the buyer typed');
            return { typed, paid: false, refused };
          }
          // What the form shows before the buyer types: nothing leaked into it.
          for (const input of form.querySelectorAll('input'))
            if (/undefined|NaN|\[object Object\]|\[native code\]/.test(input.value))
              refused.push(`${input.dataset.field} starts as "${input.value.slice(0, 40)}"`);
          const field = (name: string) =>
            [...form.querySelectorAll<HTMLInputElement>('input[data-field]')].find(
              (input) => input.dataset.field === name,
            );
          for (const [name, value] of [
            ['customer.name', buyer.name],
            ['customer.email', buyer.email],
            ['customer.phone', buyer.phone],
          ] as const) {
            const input = field(name);
            if (input && !input.disabled) typed[name] = type(input, value);
            await tick();
          }
          const answers = [
            ...form.querySelectorAll<HTMLInputElement>('input[data-field^="answers."]'),
          ];
          for (const [q, input] of answers.slice(0, 4).entries()) {
            if (!input.disabled)
              typed[input.dataset.field ?? ''] = type(input, buyer.answers[q] ?? '');
            await tick();
          }
          const submit = form.querySelector<HTMLButtonElement>('[part="submit"]');
          const paid = Boolean(submit && !submit.disabled);
          if (paid) submit?.click();
          return { typed, paid, refused };
        }),
      );
    },
    [buyers, buying] as const,
  );
}

/**
 * Ids of the widgets whose Pay button is still busy although they did not leave for the
 * payment page: a widget that announced `boxoffice:checkout` and navigated stays busy, as it
 * would while the page unloads; any other has a checkout, quote or status call unanswered.
 */
async function stillBusy(page: Page): Promise<string[]> {
  const left = new Set(
    (await hostEvents(page)).filter((e) => e.name === 'boxoffice:checkout').map((e) => e.target),
  );
  const busy = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('section[id]')].flatMap((section) =>
      section
        .querySelector('[data-boxoffice]')
        ?.shadowRoot?.querySelector('[part="submit"][aria-busy="true"]')
        ? [section.id]
        : [],
    ),
  );
  return busy.filter((id) => !left.has(id));
}

for (let p = 0; p < pages; p++) {
  const batch = scenarios.slice(p * PER_PAGE, (p + 1) * PER_PAGE);
  test(`fuzz: ${batch.length} widgets on one page against hostile API answers (seed ${seed}, page ${p + 1}/${pages})`, async ({
    page,
    problems,
  }) => {
    test.setTimeout(60_000);
    const navigations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        navigations.push(request.url());
    });
    // Anything off the test server (payment pages, posters, links) answers 204: a navigation
    // there stays on this page, so every widget can still be checked afterwards.
    await page.route(
      (url) => url.origin !== ORIGIN,
      (route) => route.fulfill({ status: 204, body: '' }),
    );
    await routeApi(page, batch);
    await recordHostEvents(page);
    const host = await servePage(
      page,
      `/fuzz-host-${p}.html`,
      hostHtml(
        `${batch.map((_, i) => `<section id="w${i}"></section>`).join('')}<script src="/boxoffice.js" async></script>`,
      ),
    );
    await page.goto(host);
    await page.waitForFunction(() => Boolean(window.BoxOffice));
    await page.evaluate((n) => {
      for (let i = 0; i < n; i++)
        window.BoxOffice?.mount(`#w${i}`, { key: `pk_fuzz_${i}`, event: `fuzz-${i}` });
    }, batch.length);

    // Tiers or a clear message within 10 s, in every widget.
    await expect
      .poll(async () => (await widgetFacts(page)).filter((w) => !w.shown).map((w) => w.id), {
        timeout: 10_000,
      })
      .toEqual([]);

    const buyers = batch.map((data) => data.buyer);
    const picked = await pickEverywhere(page, buyers);
    // The purchase half arrives after the tiers' first paint: every widget that showed tiers
    // gets its form, however late (a form that never comes fails here).
    for (const [i, { tiers }] of picked.entries())
      if (tiers)
        await expect(
          page.locator(`#w${i} form[part="form"]`),
          `widget ${i} (case ${p * PER_PAGE + i}) showed tiers but no purchase form`,
        ).toBeAttached({ timeout: 10_000 });
    const bought = await payEverywhere(
      page,
      buyers,
      picked.map((w) => w.tiers),
    );
    const typed: Typed[] = bought.map((b) => b.typed);
    const paid = bought.filter((b) => b.paid).length;
    const failures = picked.flatMap((w, i) =>
      [...w.refused, ...(bought[i]?.refused ?? [])].map(
        (what) => `widget ${i} (case ${p * PER_PAGE + i}): ${what}`,
      ),
    );
    // Quotes, checkouts and the first status polls have answered: no Pay button stays busy
    // except where the buyer left for the payment page.
    await expect
      .poll(() => stillBusy(page), {
        message: 'widgets still busy after paying without leaving for the payment page',
        timeout: 10_000,
      })
      .toEqual([]);

    const facts = await widgetFacts(page);
    expect(facts).toHaveLength(batch.length);
    for (const [i, w] of facts.entries()) {
      const fail = (what: string) =>
        failures.push(`widget ${i} (case ${p * PER_PAGE + i}): ${what}`);
      if (!w.shown) fail('neither tiers nor a message');
      const strings = [w.text, ...w.values, ...w.attributes.map((a) => a.value)];
      for (const leak of LEAKS) if (strings.some((s) => s.includes(leak))) fail(`shows "${leak}"`);
      const foreign = w.tags.filter((tag) => FOREIGN_TAGS.includes(tag));
      if (foreign.length > 0) fail(`markup from the API became elements: ${foreign.join(', ')}`);
      if (w.posters.length > 0) fail(`unexpected images: ${w.posters.join(', ')}`);
      const handlers = w.attributes.filter((a) => a.name.startsWith('on'));
      if (handlers.length > 0) fail(`event handler attributes: ${JSON.stringify(handlers)}`);
      for (const a of w.attributes.filter((x) => x.name === 'src' || x.name === 'href'))
        if (!followable(a.value)) fail(`${a.tag} ${a.name}="${a.value.slice(0, 80)}"`);
      for (const link of w.links) if (!followable(link)) fail(`links to ${link}`);
      for (const { field, value } of w.fields) {
        const given = typed[i]?.[field];
        if (given !== undefined && value !== given)
          fail(
            `lost what was typed into ${field}: ${JSON.stringify(given).slice(0, 60)} → ${JSON.stringify(value).slice(0, 60)}`,
          );
      }
    }
    for (const url of navigations.filter((u) => u !== host))
      if (!followable(url)) failures.push(`navigated to ${url}`);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(problems.pageErrors).toEqual([]);
    const unexpected = problems.consoleErrors.filter((e) =>
      /unexpected error|failed to render|Uncaught/i.test(e),
    );
    expect(unexpected).toEqual([]);
    const states = new Map<string, number>();
    for (const w of facts) states.set(w.state, (states.get(w.state) ?? 0) + 1);
    console.info(
      `widget fuzz: ${batch.length} widgets (seed ${seed}), Pay pressed in ${paid}, ${navigations.length - 1} payment navigations, ${failures.length} failures; shown: ${JSON.stringify(Object.fromEntries(states))}`,
    );
    expect(failures).toEqual([]);
  });
}
