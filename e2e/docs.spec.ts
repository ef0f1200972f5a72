/**
 * The examples of docs/ in a browser, taken from the pages themselves (the `test:<name>`
 * blocks, see scripts/docs-markdown.ts) with `https://cdn.example` pointed at this server:
 * the script tag, `mount()`, element, button and iframe examples render the event and send
 * the events embedding.md documents, with the fields it documents; the theming examples
 * change what they say; and the CSP of security.md with the pinned tag, served with only
 * the headers of deploy.md from another origin, runs the widget without a violation.
 * Unit-level checks of the same pages: src/docs.test.ts.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import {
  codeSpans,
  namedBlock,
  readPage,
  tableStartingWith,
  withOrigins,
} from '../scripts/docs-markdown.ts';
import { documentedHeaders, type HostPage, startDocsCdn } from './docs-cdn';
import {
  expect,
  hostEvents,
  hostHtml,
  ORIGIN,
  recordHostEvents,
  type SeenEvent,
  servePage,
  test,
} from './fixtures';

/** An example of `page` as a host page of this server (the widget from `/boxoffice.js`). */
const example = (page: string, name: string) => withOrigins(namedBlock(page, name), { cdn: '' });

/** embedding.md's event table: each event's documented `detail` field names. */
function documentedEvents(): Map<string, Set<string>> {
  const table = tableStartingWith(readPage('embedding.md'), 'Event');
  return new Map(
    table.rows.map((row) => [
      codeSpans(row[0] ?? '')[0] ?? '',
      new Set([...(codeSpans(row[1] ?? '')[0] ?? '').matchAll(/[A-Za-z_]\w*/g)].map((m) => m[0])),
    ]),
  );
}

/** Every key of `value`, nested objects and array elements included. */
function fieldsOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) fieldsOf(item, out);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      out.add(key);
      fieldsOf(inner, out);
    }
  }
  return out;
}

/** Waits for `names` among the recorded host events and checks each one's fields against the page. */
async function expectDocumentedEvents(page: Page, names: string[]): Promise<SeenEvent[]> {
  await expect
    .poll(async () => (await hostEvents(page)).map((e) => e.name))
    .toEqual(expect.arrayContaining(names));
  const documented = documentedEvents();
  const seen = await hostEvents(page);
  for (const name of names) {
    const event = seen.find((e) => e.name === name);
    expect(fieldsOf(event?.detail), `${name} detail`).toEqual(documented.get(name));
  }
  return seen;
}

/** Adds one Day Ticket in the widget under `scope` and waits for the purchase form. */
async function addDayTicket(page: Page, scope: string) {
  const widget = page.locator(scope);
  await widget.getByRole('button', { name: 'Day Ticket: add one' }).click();
  await expect(widget.getByRole('textbox', { name: /Name/ })).toBeVisible();
}

test('the script-tag example renders the event and sends the documented events', async ({
  page,
  problems,
}) => {
  await recordHostEvents(page);
  // With a promo code, so that the quote's `promo` carries the fields the table documents.
  const tag = example('embedding.md', 'script-tag').replace(
    ' data-key=',
    ' data-promo="SUMMER10" data-key=',
  );
  const html = hostHtml(tag);
  await page.goto(await servePage(page, '/docs/script-tag.html', html));
  await expect(
    page.locator('#tickets').getByRole('heading', { name: 'Summer Fest 2027' }),
  ).toBeVisible();
  await addDayTicket(page, '#tickets');
  const seen = await expectDocumentedEvents(page, [
    'boxoffice:ready',
    'boxoffice:basket',
    'boxoffice:quote',
  ]);
  // Dispatched on the data-target element.
  expect(seen.find((e) => e.name === 'boxoffice:ready')).toMatchObject({
    target: 'tickets',
    detail: { event: { slug: 'summer-fest', title: 'Summer Fest 2027' } },
  });
  expect(seen.find((e) => e.name === 'boxoffice:basket')?.detail).toEqual({
    items: [{ tier: 'day', name: 'Day Ticket', price: 49.5, quantity: 1 }],
    quantity: 1,
    currency: 'EUR',
    value: 49.5,
  });
  expect(seen.find((e) => e.name === 'boxoffice:quote')?.detail).toMatchObject({
    currency: 'EUR',
    promo: { code: 'SUMMER10', status: 'applied' },
  });
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('the mount() example renders, its listener counts tickets, and update() applies', async ({
  page,
  problems,
}) => {
  await recordHostEvents(page);
  const html = hostHtml(example('embedding.md', 'mount'));
  await page.goto(await servePage(page, '/docs/mount.html', html));
  const tickets = page.locator('#tickets');
  await expect(tickets.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
  await addDayTicket(page, '#tickets');
  await expect(page.locator('#count')).toHaveText('1');
  await page.locator('#dark').click();
  await expect(tickets.locator('[data-boxoffice]')).toHaveAttribute('data-theme', 'dark');
  // update() kept the basket (theme only restyles).
  await expect(tickets.getByRole('spinbutton', { name: /Day Ticket/ })).toHaveValue('1');
  const seen = await expectDocumentedEvents(page, ['boxoffice:ready', 'boxoffice:basket']);
  expect(seen.find((e) => e.name === 'boxoffice:ready')?.target).toBe('tickets');
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('the element, button and iframe examples render the event', async ({ page, problems }) => {
  await recordHostEvents(page);
  const html = hostHtml(
    `<div id="element">${example('embedding.md', 'element')}</div>
     <div id="button">${example('embedding.md', 'button')}</div>
     ${example('embedding.md', 'iframe')}`,
  );
  await page.goto(await servePage(page, '/docs/modes.html', html));

  const element = page.locator('box-office');
  await expect(element.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
  await expect(element).toHaveAttribute('data-theme', 'dark');

  const buy = page.locator('#button').getByRole('button', { name: /Buy tickets/ });
  await expect(buy).toBeVisible();
  await buy.click();
  const dialog = page.locator('#button').getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  const frame = page.frameLocator('#tickets iframe');
  await expect(frame.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
  // Relayed from the frame, dispatched on the iframe's target element.
  await expect
    .poll(async () =>
      (await hostEvents(page)).filter((e) => e.name === 'boxoffice:ready').map((e) => e.target),
    )
    .toContain('tickets');
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('the right-to-left example renders Arabic right to left', async ({ page, problems }) => {
  const html = hostHtml(example('embedding.md', 'rtl'));
  await page.goto(await servePage(page, '/docs/rtl.html', html));
  const widget = page.locator('#tickets [data-boxoffice]');
  await expect(widget.locator('[part~="event"]')).toBeVisible();
  const root = await widget.evaluate((host) => {
    const bo = host.shadowRoot?.querySelector('.bo');
    return bo && { lang: bo.getAttribute('lang'), direction: getComputedStyle(bo).direction };
  });
  expect(root).toEqual({ lang: 'ar', direction: 'rtl' });
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

/** The rules of `css` outside at-rules: selector and declarations. */
function topLevelRules(css: string): { selector: string; declarations: [string, string][] }[] {
  let text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  // Drop @media blocks (they do not apply here: the page is light).
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@')) {
    let depth = 0;
    let end = text.indexOf('{', at);
    for (; end < text.length; end++) {
      if (text[end] === '{') depth++;
      if (text[end] === '}' && --depth === 0) break;
    }
    text = text.slice(0, at) + text.slice(end + 1);
  }
  return [...text.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({
    selector: (m[1] ?? '').trim(),
    declarations: (m[2] ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const at = d.indexOf(':');
        return [d.slice(0, at).trim(), d.slice(at + 1).trim()] as [string, string];
      }),
  }));
}

test('the theming examples change the widget as theming.md says', async ({ page, problems }) => {
  const css = `${namedBlock('theming.md', 'theming')}\n${namedBlock('theming.md', 'parts')}`;
  const rules = topLevelRules(css);
  const html = hostHtml(
    `${example('embedding.md', 'script-tag')}${example('embedding.md', 'element')}`,
    { head: `<style>${css}</style>` },
  );
  await page.goto(await servePage(page, '/docs/theming.html', html));
  await expect(
    page.locator('#tickets').getByRole('heading', { name: 'Summer Fest 2027' }),
  ).toBeVisible();
  await addDayTicket(page, '#tickets');

  // Custom properties: they reach the widget's root, and the accent colours the pay button.
  for (const { selector, declarations } of rules.filter((r) => !r.selector.includes('::part('))) {
    for (const [property, value] of declarations.filter(([p]) => p.startsWith('--bo-'))) {
      const reached = await page.evaluate(
        ([selector, property]) =>
          [...document.querySelectorAll(selector)].flatMap((scope) =>
            [...scope.querySelectorAll('[data-boxoffice]'), scope].flatMap((host) => {
              const root = host.shadowRoot?.querySelector('.bo');
              return root ? [getComputedStyle(root).getPropertyValue(property).trim()] : [];
            }),
          ),
        [selector, property] as const,
      );
      expect(reached.length, `${selector} holds a widget`).toBeGreaterThan(0);
      for (const got of reached) expect(got.replace(/\s+/g, ' ')).toBe(value.replace(/\s+/g, ' '));
    }
    const accent = declarations.find(([p]) => p === '--bo-accent')?.[1];
    if (accent) {
      const rgb = `rgb(${[1, 3, 5].map((i) => Number.parseInt(accent.slice(i, i + 2), 16)).join(', ')})`;
      await expect
        .poll(() =>
          page.evaluate((selector) => {
            const host = document.querySelector(`${selector} [data-boxoffice]`);
            const submit = host?.shadowRoot?.querySelector('button[part~="submit"]');
            return submit ? getComputedStyle(submit).backgroundColor : null;
          }, selector),
        )
        .toBe(rgb);
    }
  }

  // ::part() rules: the host selector finds a widget, and the part gets the declarations.
  const partRules = rules.filter((r) => r.selector.includes('::part('));
  expect(partRules.length).toBeGreaterThan(0);
  for (const { selector, declarations } of partRules) {
    const [, host = '', part = ''] = /^(.*)::part\(([\w-]+)\)$/.exec(selector) ?? [];
    await expect
      .poll(
        () =>
          page.evaluate(
            ([host, part, declarations]) => {
              const hosts = [...document.querySelectorAll(host)];
              if (hosts.length === 0) return `${host} matches nothing`;
              const problems: string[] = [];
              for (const element of hosts) {
                const target = element.shadowRoot?.querySelector(`[part~="${part}"]`);
                if (!target) {
                  problems.push(`${host} has no shadow part ${part}`);
                  continue;
                }
                const probe = document.createElement('div');
                document.body.append(probe);
                for (const [property, value] of declarations) {
                  probe.style.setProperty(property, value);
                  const want = getComputedStyle(probe).getPropertyValue(property);
                  const got = getComputedStyle(target).getPropertyValue(property);
                  if (got !== want)
                    problems.push(`${host}::part(${part}) ${property}: ${got} ≠ ${want}`);
                }
                probe.remove();
              }
              return problems.join('; ');
            },
            [host, part, declarations] as const,
          ),
        { message: selector },
      )
      .toBe('');
  }
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test("security.md's policy and pinned tag, with deploy.md's headers from another origin: no violation", async ({
  page,
  problems,
}) => {
  const sri = readFileSync('dist/boxoffice.js.sri', 'utf8').trim();
  /** The page, once the server's port (hence the origins) is known. */
  const pages: Record<string, HostPage> = {
    '/favicon.ico': { body: '', headers: { 'Content-Type': 'image/x-icon' } },
  };
  const cdn = await startDocsCdn(pages);
  try {
    // The widget's files, the API and the posters each on an origin of their own, the host
    // page on a fourth: its 'self' covers none of them.
    const origins = { cdn: cdn.origin, api: ORIGIN, images: ORIGIN };
    const tag = withOrigins(namedBlock('security.md', 'sri'), origins);
    expect(tag).toContain('integrity="sha384-…"');
    const policy = withOrigins(namedBlock('security.md', 'csp'), origins).replace(/\s*\n\s*/g, ' ');
    pages['/pinned.html'] = {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': policy },
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pinned</title></head>
<body><main><h1>Tickets</h1>${tag.replace('sha384-…', sri)}</main></body></html>`,
    };
    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { __violations: violations });
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto(`${cdn.otherOrigin}/pinned.html`);
    const widget = page.locator('[data-boxoffice]');
    await expect(widget.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
    // The poster (img-src) loaded.
    await expect
      .poll(() =>
        widget.evaluate(
          (host) =>
            (host.shadowRoot?.querySelector('img') as HTMLImageElement | null)?.naturalWidth,
        ),
      )
      .toBeGreaterThan(0);
    // A quote (connect-src) and the purchase chunk with its checked imports.
    await addDayTicket(page, '[data-boxoffice]');
    await expect(widget.getByText('Total', { exact: true })).toBeVisible();

    const violations = await page.evaluate(
      () => (window as unknown as { __violations: string[] }).__violations,
    );
    expect(violations).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    // Everything came from the CDN with its documented headers, nothing was refused.
    expect(cdn.served.filter((s) => s.status !== 200)).toEqual([]);
    expect(cdn.served.map((s) => s.path)).toEqual(
      expect.arrayContaining(['/boxoffice.js', expect.stringMatching(/^\/bo-app-[\w-]+\.js$/)]),
    );
  } finally {
    await cdn.close();
  }
});

test('deploy.md describes every file of the build, and the files are as it says', () => {
  const dist = 'dist';
  const files: string[] = [];
  const list = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) list(path);
      else files.push(relative(dist, path).split('\\').join('/'));
    }
  };
  list(dist);
  expect(files).toContain('boxoffice.js.sri');
  // "What is in dist/": every file (source maps aside) under one of its names.
  const described = tableStartingWith(readPage('deploy.md'), 'File').rows.flatMap((row) =>
    codeSpans(row[0] ?? ''),
  );
  const pattern = (name: string) =>
    new RegExp(`^${name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/<[^>]+>/g, '[\\w-]+')}$`);
  for (const file of files.filter((f) => !f.endsWith('.map'))) {
    const found = described.some((name) =>
      name.endsWith('/') ? file.startsWith(name) : pattern(name).test(file),
    );
    expect(found, `${file} is described`).toBe(true);
  }
  // Every file a browser loads has its row of headers.
  const rows = documentedHeaders();
  for (const file of files.filter((f) =>
    /^(bo-.*\.js|boxoffice\.m?js|embed(-isolated)?\.html|esm\/.*)$/.test(f),
  )) {
    const row = rows.some((r) => r.files.some((p) => p.test(file)));
    expect(row, `${file} has headers`).toBe(true);
  }
  // The isolated sites' frame document is the same page as embed.html, loader pin included.
  expect(readFileSync(join(dist, 'embed-isolated.html'))).toEqual(
    readFileSync(join(dist, 'embed.html')),
  );
  // chunks.json gives every chunk file the integrity of its bytes (the bundler's hash in its
  // name changing with them: scripts/build-chunks.test.mjs); boxoffice.js.sri is the loader's.
  const { integrity } = JSON.parse(readFileSync(join(dist, 'chunks.json'), 'utf8')) as {
    integrity: Record<string, string>;
  };
  const chunks = files.filter((f) => /^bo-.*\.js$/.test(f));
  expect(Object.keys(integrity).sort()).toEqual(chunks.sort());
  for (const file of chunks) {
    const hash = createHash('sha384')
      .update(readFileSync(join(dist, file)))
      .digest('base64');
    expect(integrity[file], `${file}'s integrity`).toBe(`sha384-${hash}`);
  }
  const loader = readFileSync(join(dist, 'boxoffice.js'));
  expect(readFileSync(join(dist, 'boxoffice.js.sri'), 'utf8').trim()).toBe(
    `sha384-${createHash('sha384').update(loader).digest('base64')}`,
  );
});
