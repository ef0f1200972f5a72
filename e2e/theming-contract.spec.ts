/**
 * The theming contract of docs/theming.md as the buyer sees it, computed by the browser in the
 * real widget, for what other specs leave out: the built-in defaults of the property table
 * (light and dark, no palette); --bo-fg, --bo-muted, --bo-accent-fg and --bo-font on the host
 * changing what the table says, in both schemes and over the key's palette; the accent on the
 * selected ticket type and the keyboard focus ring; accent text that contrasts with the
 * accent; and reduced motion stopping the loading pulse.
 * Covered elsewhere: light/dark/auto switching, data-accent vs the palette, --bo-accent,
 * --bo-bg and --bo-radius winning (embed-theming.spec.ts); --bo-accent on the pay button and
 * the ::part() examples (docs.spec.ts); a visible keyboard focus outline (widget-a11y.spec.ts);
 * host-page CSS kept out (embed-theming.spec.ts); the parts' elements (src/ui/styles.test.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { codeSpans, readPage, tableStartingWith } from '../scripts/docs-markdown.ts';
import { expect, hostHtml, serveCss, servePage, test } from './fixtures';
import { interceptApi, isApi, isFocused } from './widget-fixtures';

/** A summer-fest widget in `#w`, styled by `/test/theme.css` (`css`), with `attributes`. */
async function openThemed(page: Page, name: string, css: string, attributes: string) {
  await serveCss(page, '/test/theme.css', css);
  const html = hostHtml(
    `<div id="w"></div><script src="/boxoffice.js" async data-target="#w" data-event="summer-fest" data-key="pk_test_demo" ${attributes}></script>`,
    { head: '<link rel="stylesheet" href="/test/theme.css">' },
  );
  await page.goto(await servePage(page, `/test/${name}.html`, html));
  const widget = page.locator('#w [data-boxoffice]');
  await expect(widget.getByRole('heading', { name: 'Summer Fest 2027', level: 2 })).toBeVisible();
  return widget;
}

/** Chooses a Day Ticket, so the pay button and the selected ticket type show. */
async function chooseTicket(widget: Locator): Promise<Locator> {
  await widget.getByRole('button', { name: 'Day Ticket: add one' }).click();
  const pay = widget.getByRole('button', { name: /^Pay / });
  await expect(pay).toBeVisible();
  return pay;
}

/** `GET /config` without the key's palette, so only the built-in look applies. */
async function withoutPalette(page: Page): Promise<void> {
  await interceptApi(page, async (route, request) => {
    if (!isApi(request, 'GET', '/config')) return false;
    const response = await route.fetch();
    const { palette: _palette, ...config } = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: config });
    return true;
  });
}

/** A computed colour of `locator` (any syntax: rgb(), oklch()…) as `rgb(r, g, b)`, via a canvas. */
function colour(locator: Locator, property: string): Promise<string> {
  return locator.evaluate((el, property) => {
    const value = getComputedStyle(el).getPropertyValue(property);
    const context = new OffscreenCanvas(1, 1).getContext('2d');
    if (!context) return value;
    context.fillStyle = value;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return `rgb(${r}, ${g}, ${b})`;
  }, property);
}

/** `#rrggbb` as the browser reports it. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** What each documented default colours, and where the buyer sees it. */
const SHOWN_ON: Record<string, { on: (widget: Locator) => Locator; property: string }> = {
  '--bo-accent': {
    on: (w) => w.getByRole('button', { name: /^Pay / }),
    property: 'background-color',
  },
  '--bo-bg': { on: (w) => w.locator('.bo').first(), property: 'background-color' },
  '--bo-fg': { on: (w) => w.locator('.bo').first(), property: 'color' },
  '--bo-muted': {
    on: (w) => w.getByText('Tempelhofer Damm 1', { exact: false }),
    property: 'color',
  },
  '--bo-radius': { on: (w) => w.locator('.bo').first(), property: 'border-top-left-radius' },
};

/** The property table's defaults: one value for both schemes, or "(light)" and "(dark)". */
function documentedDefaults(scheme: 'light' | 'dark'): Map<string, string> {
  const table = tableStartingWith(readPage('theming.md'), 'Property');
  const defaults = new Map<string, string>();
  for (const row of table.rows) {
    const property = codeSpans(row[0] ?? '')[0] ?? '';
    const values = codeSpans(row[2] ?? '');
    const value = values.length === 2 && scheme === 'dark' ? values[1] : values[0];
    if (property in SHOWN_ON && value) defaults.set(property, value);
  }
  return defaults;
}

test('without a palette or --bo-*, the widget wears the defaults of the property table', async ({
  page,
}) => {
  await withoutPalette(page);
  for (const scheme of ['light', 'dark'] as const) {
    const widget = await openThemed(page, `defaults-${scheme}`, '', `data-theme="${scheme}"`);
    await chooseTicket(widget);
    const defaults = documentedDefaults(scheme);
    expect([...defaults.keys()].sort()).toEqual(Object.keys(SHOWN_ON).sort());
    for (const [property, value] of defaults) {
      const { on, property: css } = SHOWN_ON[property] as (typeof SHOWN_ON)[string];
      const want = value.startsWith('#') ? rgb(value) : value;
      const got = css.endsWith('color')
        ? await colour(on(widget), css)
        : await on(widget).evaluate((el, css) => getComputedStyle(el).getPropertyValue(css), css);
      expect(got, `${scheme}: ${property} (${css})`).toBe(want);
    }
  }
});

for (const scheme of ['light', 'dark'] as const) {
  test(`--bo-fg, --bo-muted, --bo-accent-fg and --bo-font on the host win (${scheme}, over the key's palette)`, async ({
    page,
  }) => {
    const css = `#w { --bo-fg: #123456; --bo-muted: #654321; --bo-accent-fg: #fedcba;
      --bo-font: "Courier New", monospace; }`;
    const widget = await openThemed(page, `props-${scheme}`, css, `data-theme="${scheme}"`);
    const pay = await chooseTicket(widget);
    const root = widget.locator('.bo').first();
    // The palette's sheet arrives with GET /config: poll until the cascade settled.
    await expect.poll(() => colour(root, 'color')).toBe(rgb('#123456'));
    expect(await colour(widget.getByText('Tempelhofer Damm 1', { exact: false }), 'color')).toBe(
      rgb('#654321'),
    );
    expect(await colour(pay, 'color')).toBe(rgb('#fedcba'));
    for (const text of [
      root,
      widget.getByRole('heading', { name: 'Day Ticket', exact: true }),
      pay,
    ]) {
      expect(await text.evaluate((el) => getComputedStyle(el).fontFamily)).toBe(
        '"Courier New", monospace',
      );
    }
  });
}

test('--bo-accent colours the selected ticket type and the keyboard focus ring', async ({
  page,
}) => {
  const widget = await openThemed(
    page,
    'accent',
    '#w { --bo-accent: #0f766e; }',
    'data-theme="light"',
  );
  const plus = widget.getByRole('button', { name: 'Day Ticket: add one' });
  await plus.focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('spinbutton', { name: 'Day Ticket: quantity' })).toHaveValue('1');
  const row = widget
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Day Ticket: add one', exact: true }) });
  await page.mouse.move(0, 0);
  await expect.poll(() => colour(row, 'border-top-color')).toBe(rgb('#0f766e'));
  // Keyboard focus: Tab from the spinbutton back onto "+" shows the ring in the accent.
  await widget.getByRole('spinbutton', { name: 'Day Ticket: quantity' }).focus();
  await page.keyboard.press('Tab');
  expect(await isFocused(plus)).toBe(true);
  expect(await plus.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
  expect(await colour(plus, 'outline-color')).toBe(rgb('#0f766e'));
});

test('text on the accent is black on a light accent and white on a dark one', async ({ page }) => {
  for (const [name, accent, text] of [
    ['light-accent', '#fde047', 'rgb(0, 0, 0)'],
    ['dark-accent', '#1e3a8a', 'rgb(255, 255, 255)'],
  ] as const) {
    const widget = await openThemed(
      page,
      name,
      `#w { --bo-accent: ${accent}; }`,
      'data-theme="light"',
    );
    const pay = await chooseTicket(widget);
    await expect.poll(() => colour(pay, 'background-color')).toBe(rgb(accent));
    expect(await colour(pay, 'color'), `text on ${accent}`).toBe(text);
  }
});

/** Whether the loading placeholder's pulse is running (its CSS animations still playing). */
const pulsing = (page: Page) =>
  page.locator('#w [data-boxoffice]').evaluate((host) => {
    const shapes = [...(host.shadowRoot?.querySelectorAll('.bo-skeleton') ?? [])];
    if (shapes.length === 0) return null;
    return shapes.some((shape) =>
      shape.getAnimations().some((animation) => animation.playState === 'running'),
    );
  });

test('the loading pulse runs, and stops for a buyer who prefers reduced motion', async ({
  page,
}) => {
  // The event never answers: the placeholder stays.
  await page.route(/\/api\/v1\/sell\/events\/summer-fest(\?|$)/, () => {});
  await serveCss(page, '/test/theme.css', '');
  const html = hostHtml(
    '<div id="w"></div><script src="/boxoffice.js" async data-target="#w" data-event="summer-fest" data-key="pk_test_demo"></script>',
    { head: '<link rel="stylesheet" href="/test/theme.css">' },
  );
  const url = await servePage(page, '/test/motion.html', html);
  await page.goto(url);
  await expect.poll(() => pulsing(page)).toBe(true);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(url);
  await expect(page.locator('#w [data-boxoffice]').getByRole('status')).toHaveText(
    'Loading tickets…',
  );
  await expect.poll(() => pulsing(page)).toBe(false);
});
