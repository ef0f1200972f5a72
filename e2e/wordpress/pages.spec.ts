/**
 * What the plugin prints into the site's pages: the script tag (`async`, pinned by the built
 * loader's integrity, fetched with `crossorigin`) once on each page that shows a widget and on
 * no other; hostile values as inert text; a logged-in visitor's details only where the
 * organizer asked for them.
 */
import { readFileSync } from 'node:fs';
import { buyerFields, expect, logIn, test, widget } from './fixtures';

/** The integrity the build printed for dist/boxoffice.js (the plugin's default). */
const INTEGRITY = readFileSync('dist/boxoffice.js.sri', 'utf8').trim();

/** The `<script>` tags of `html` that load boxoffice.js. */
const widgetScripts = (html: string) =>
  (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => /boxoffice\.js/.test(tag));

test('pages with the shortcode or the block load the script once: async, pinned, with CORS', async ({
  request,
}) => {
  for (const path of ['/shortcode-paid/', '/block-paid/', '/block-prefill/']) {
    const tags = widgetScripts(await (await request.get(path)).text());
    expect(tags, path).toHaveLength(1);
    const [tag = ''] = tags;
    expect(tag, path).toMatch(/\sasync[\s>]/);
    expect(tag, path).toContain(` integrity="${INTEGRITY}"`);
    expect(tag, path).toContain(' crossorigin="anonymous"');
  }
});

test('pages without the plugin do not load the script, lists of posts using it included', async ({
  request,
}) => {
  // The blog and the search list posts with the shortcode, as excerpts: no widget shows there.
  for (const path of ['/no-widget/', '/', '/?s=tickets', '/wp-login.php']) {
    const response = await request.get(path);
    expect(response.ok(), path).toBe(true);
    expect(widgetScripts(await response.text()), path).toEqual([]);
  }
});

test('the browser runs the pinned script: the widget shows the event', async ({ page }) => {
  const loaded = page.waitForResponse((response) => response.url().endsWith('/boxoffice.js'));
  await page.goto('/shortcode-free/');
  expect((await loaded).request().headers().origin).toBe(new URL(page.url()).origin);
  await expect(widget(page).getByRole('heading', { name: /Community Meetup/ })).toBeVisible();
});

test('hostile values in a block reach the page as inert text', async ({ page, problems }) => {
  await page.goto('/hostile/');
  const element = page.locator('box-office');
  await expect(element).toHaveCount(1);
  // The label is the button's text, as written; no address but http(s) got through.
  await expect(
    page.getByRole('button', { name: /^"><script>window\.boxofficePwned=1/ }),
  ).toBeVisible();
  await expect(element).not.toHaveAttribute('return-url', /.*/);
  await expect(element).not.toHaveAttribute('fallback-url', /.*/);
  await expect(element).toHaveAttribute('promo', "x' onmouseover='window.boxofficePwned=5");
  await page.getByRole('button', { name: /^"><script>/ }).hover();
  expect(await page.evaluate(() => 'boxofficePwned' in window)).toBe(false);
  const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.textContent ?? ''));
  expect(scripts.filter((text) => text.includes('boxofficePwned'))).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test("a logged-in visitor's name and e-mail fill the form only where the organizer asked", async ({
  page,
}) => {
  await page.goto('/block-prefill/');
  await expect(buyerFields(widget(page)).email).toHaveValue('');
  await logIn(page);
  await page.goto('/block-prefill/');
  await expect(buyerFields(widget(page)).email).toHaveValue('admin@example.com');
  await expect(buyerFields(widget(page)).name).toHaveValue('admin');
  // Never in an address: not the page's, not a frame's.
  expect(page.url()).not.toContain('admin%40example.com');
  await page.goto('/shortcode-free/');
  await expect(buyerFields(widget(page)).email).toHaveValue('');
});
