/**
 * Theming and isolation (docs/theming.md): host-page CSS (a hostile global sheet, real
 * Bootstrap) changes nothing inside the widget, compared by screenshot with a plain page; the
 * widget changes nothing outside; light/dark, data-accent, the key's palette and --bo-* work.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hostHtml, serveCss, servePage, test } from './fixtures';

/** Same site font on every page: the widget inherits the font on purpose (--bo-font: inherit). */
const SITE_CSS = `html, html body { font-family: "DejaVu Sans", sans-serif !important; margin: 0 !important; background: #fff !important; }
#tickets { display: block !important; position: absolute !important; top: 240px !important; left: 0 !important; width: 560px !important; margin: 0 !important; padding: 0 !important; border: 0 !important; background: #fff !important; }`;

/** Everything a careless or hostile site stylesheet does to every element. */
const HOSTILE_CSS = `
* { color: #ff00ff !important; background: #00ff00 !important; line-height: 3 !important; letter-spacing: 4px !important;
    text-transform: uppercase !important; word-spacing: 9px !important; text-align: right !important;
    box-sizing: content-box !important; border: 3px dashed red !important; padding: 7px !important;
    font-size: 22px !important; font-style: italic !important; font-weight: 900 !important;
    white-space: pre !important; cursor: wait !important; direction: ltr; quotes: "<" ">"; }
div, section, dialog { display: flex !important; flex-direction: row-reverse !important; margin: 11px !important; }
button, input, select { all: unset; background: yellow !important; width: 10px !important; }
h1, h2, h3, h4, p, ul, li, span, label { margin: 40px !important; display: inline !important; }
img { display: none !important; }
[part], .bo, .bo-tier, [class*="bo-"] { display: none !important; }
:host, :root { --bo-accent: inherit; }
`;

const widgetTag =
  '<div id="tickets"></div><script src="/boxoffice.js" async data-target="#tickets" data-event="bare-event" data-key="pk_test_demo" data-theme="light"></script>';

/** Pixels whose colour differs by more than a few shades between two same-size PNGs. */
async function differingPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const pixels = async (base64: string) => {
        const image = await createImageBitmap(
          await (await fetch(`data:image/png;base64,${base64}`)).blob(),
        );
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d');
        context?.drawImage(image, 0, 0);
        return {
          w: image.width,
          h: image.height,
          data: context?.getImageData(0, 0, image.width, image.height).data,
        };
      };
      const x = await pixels(first);
      const y = await pixels(second);
      if (x.w !== y.w || x.h !== y.h || !x.data || !y.data) return Number.POSITIVE_INFINITY;
      let count = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        for (let c = 0; c < 3; c++) {
          if (Math.abs((x.data[i + c] ?? 0) - (y.data[i + c] ?? 0)) > 12) {
            count++;
            break;
          }
        }
      }
      return count;
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

async function widgetShot(page: Page, path: string, head: string): Promise<Buffer> {
  await page.goto(await servePage(page, path, hostHtml(widgetTag, { head })));
  const host = page.locator('#tickets [data-boxoffice]');
  await expect(host.getByRole('heading', { name: 'Bare Event' })).toBeVisible();
  await expect(host.getByRole('button', { name: 'Entry: add one' })).toBeEnabled();
  await page.evaluate(() => document.fonts.ready);
  return host.screenshot({ animations: 'disabled', caret: 'hide' });
}

test('a hostile global stylesheet and Bootstrap change nothing inside the widget', async ({
  page,
}) => {
  await serveCss(page, '/test/site.css', SITE_CSS);
  await serveCss(page, '/test/hostile.css', HOSTILE_CSS);
  await serveCss(
    page,
    '/test/bootstrap.min.css',
    readFileSync('node_modules/bootstrap/dist/css/bootstrap.min.css', 'utf8'),
  );
  const site = '<link rel="stylesheet" href="/test/site.css">';
  const plain = await widgetShot(page, '/test/plain.html', site);
  const hostile = await widgetShot(
    page,
    '/test/hostile.html',
    `<link rel="stylesheet" href="/test/hostile.css">${site}`,
  );
  const bootstrap = await widgetShot(
    page,
    '/test/bootstrap.html',
    `<link rel="stylesheet" href="/test/bootstrap.min.css">${site}`,
  );
  // Anti-aliased rounded corners may differ by a shade where the compositor tiles differently;
  // anything CSS could leak (colour, font, spacing, layout) moves far more than that.
  expect(await differingPixels(page, plain, hostile), 'hostile page vs plain page').toBe(0);
  expect(await differingPixels(page, plain, bootstrap), 'Bootstrap page vs plain page').toBe(0);
});

test('the widget changes nothing in the host document', async ({ page }) => {
  const url = await servePage(
    page,
    '/test/untouched.html',
    hostHtml(
      `<p id="para">Host text</p><button id="host-button" type="button">Host button</button>
       <script src="/boxoffice.js" async data-event="tokyo-jazz-night" data-key="pk_test_demo" data-accent="#ff0000" data-theme="dark"></script>`,
    ),
  );
  const measure = () =>
    page.evaluate(() => {
      const pick = (el: Element | null) => {
        const s = el ? getComputedStyle(el) : null;
        return s
          ? [
              s.color,
              s.backgroundColor,
              s.fontFamily,
              s.fontSize,
              s.lineHeight,
              s.margin,
              s.borderRadius,
            ]
          : [];
      };
      return {
        sheets: document.styleSheets.length,
        adopted: document.adoptedStyleSheets.length,
        styleElements: document.querySelectorAll('style').length,
        styled: document.querySelectorAll('[style]').length,
        html: pick(document.documentElement),
        body: pick(document.body),
        para: pick(document.querySelector('#para')),
        button: pick(document.querySelector('#host-button')),
        rootAccent: getComputedStyle(document.documentElement).getPropertyValue('--bo-accent'),
      };
    });
  // The same page without the widget (script blocked), then with it.
  await page.route('**/boxoffice.js', (route) => route.abort());
  await page.goto(url);
  const before = await measure();
  await page.unroute('**/boxoffice.js');
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Tokyo Jazz Night' })).toBeVisible();
  expect(await measure()).toEqual(before);
});

const themed = (attributes: string) =>
  hostHtml(
    `<div id="w" class="props"></div><script src="/boxoffice.js" async data-target="#w" data-event="community-meetup" data-key="pk_test_demo" ${attributes}></script>`,
    { head: '<link rel="stylesheet" href="/test/props.css">' },
  );

/** The widget root's resolved colours. */
async function look(page: Page) {
  const root = page.locator('#w .bo').first();
  await expect(root).toBeVisible();
  return root.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      background: s.backgroundColor,
      color: s.color,
      accent: s.getPropertyValue('--_a').trim().toLowerCase(),
      radius: s.borderTopLeftRadius,
    };
  });
}

/** The key's palette, as `GET /config` gives it to the widget. */
async function keyPalette(request: APIRequestContext) {
  const res = await request.get('/api/v1/sell/config', {
    headers: { 'X-Sell-Key': 'pk_test_demo' },
  });
  return (await res.json()).palette as { accent: string; background: string; radius: number };
}

/**
 * `look`, once the widget shows its event and wears the key's palette, which arrives on its
 * own (`GET /config`; it colours the light scheme) and which its accent reveals: a read any
 * earlier may catch the placeholder on its way out, or the look before the palette.
 */
async function settledLook(page: Page, accent: string) {
  await expect(page.locator('#w').getByRole('heading', { name: /Community Meetup/ })).toBeVisible();
  await expect.poll(async () => (await look(page)).accent).toBe(accent.toLowerCase());
  return look(page);
}

test('light, dark and auto themes follow data-theme and prefers-color-scheme', async ({
  page,
  request,
}) => {
  const { accent } = await keyPalette(request);
  await serveCss(page, '/test/props.css', '');
  await page.goto(await servePage(page, '/test/light.html', themed('data-theme="light"')));
  const light = await settledLook(page, accent);
  await page.goto(await servePage(page, '/test/dark.html', themed('data-theme="dark"')));
  const dark = await settledLook(page, accent);
  expect(light.background).not.toEqual(dark.background);
  expect(light.color).not.toEqual(dark.color);

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(await servePage(page, '/test/auto.html', themed('')));
  expect((await settledLook(page, accent)).background).toEqual(dark.background);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(async () => (await look(page)).background).toEqual(light.background);
});

test('the accent comes from data-accent, else the key palette; --bo-* on the host wins', async ({
  page,
  request,
}) => {
  const palette = await keyPalette(request);

  await serveCss(page, '/test/props.css', '');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(await servePage(page, '/test/palette.html', themed('data-theme="light"')));
  await expect.poll(async () => (await look(page)).accent).toBe(palette.accent.toLowerCase());
  expect((await look(page)).radius).toBe(`${palette.radius}px`);

  await page.goto(await servePage(page, '/test/accent.html', themed('data-accent="#0f766e"')));
  await expect.poll(async () => (await look(page)).accent).toBe('#0f766e');

  await page.unroute('**/test/props.css');
  await serveCss(
    page,
    '/test/props.css',
    '.props { --bo-accent: #be185d; --bo-radius: 3px; --bo-bg: #fdf2f8; }',
  );
  await page.goto(await servePage(page, '/test/props.html', themed('data-accent="#0f766e"')));
  await expect.poll(async () => (await look(page)).accent).toBe('#be185d');
  expect(await look(page)).toMatchObject({ radius: '3px', background: 'rgb(253, 242, 248)' });
});

test('the main blocks expose their part names', async ({ page }) => {
  await page.goto('/');
  const host = page.locator('[data-boxoffice]');
  await expect(host.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
  await host.getByRole('button', { name: 'Day Ticket: add one' }).click();
  for (const part of ['event', 'tiers', 'tier', 'form', 'summary', 'submit']) {
    await expect(host.locator(`[part~="${part}"]`).first()).toBeAttached();
  }
});
