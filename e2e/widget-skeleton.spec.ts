/**
 * Loading: while the event is on its way, a skeleton of about the final height
 * holds the space, so the host page below the widget does not jump when the event arrives.
 * Measured on the demo page `/` (summer-fest, the inline widget in `#tickets`; the hero's dialog
 * widget paints nothing there) with the event response held back, as
 * Cumulative Layout Shift (Layout Instability API, shifts without recent input summed).
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { paintedTwice, settled, watchTraffic } from './settled';

/** The summer-fest event request of the demo page. */
const EVENT_URL = /\/api\/v1\/sell\/events\/summer-fest(\?|$)/;
/** The event list request of `/list.html` (`GET /events`). */
const LIST_URL = /\/api\/v1\/sell\/events(\?|$)/;
/** Holds the response of `url` (default: the event) until `release()`. */
async function holdEvent(page: Page, url = EVENT_URL): Promise<{ release: () => void }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await gate;
    await route.continue();
  });
  return { release: () => release() };
}

/**
 * Sums layout-shift values without recent input, from the first paint on; `window.__cls()`
 * gives the sum so far, entries the observer has not been called with yet included.
 */
async function observeCls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let cls = 0;
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) cls += entry.value;
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, {
      __cls: () => {
        add(observer.takeRecords());
        return cls;
      },
    });
  });
}

/** Height of the widget's root box (on `/`, the inline one in `#tickets`). */
const widgetHeight = async (page: Page, scope = '#tickets') =>
  (await page.locator(`${scope} .bo`).first().boundingBox())?.height ?? 0;

for (const width of [1000, 320]) {
  test(`at ${width}px the skeleton holds about the final height: CLS stays good`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 720 });
    await observeCls(page);
    const traffic = watchTraffic(page);
    const event = await holdEvent(page);
    await page.goto('/');
    const skeleton = page.locator('#tickets .bo-skeleton');
    await expect(skeleton).toBeVisible();
    const skeletonHeight = await widgetHeight(page);
    // The widget sits below the fold of a 720px window, where no shift counts. Make the window
    // as tall as the page while loading, so the widget and everything after it are in view
    // when the event arrives (a width-only layout: the height changes no box).
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width, height: pageHeight });
    await paintedTwice(page.locator(':root'));
    event.release();

    await expect(page.getByRole('heading', { name: 'Summer Fest 2027', level: 2 })).toBeVisible();
    await expect(skeleton).toHaveCount(0);
    // Late shifts come with late answers (the poster, the config's palette, the purchase
    // half): every one has arrived and been painted.
    await settled(traffic, page.locator(':root'));
    const loadedHeight = await widgetHeight(page);
    const cls = await page.evaluate(() => (window as unknown as { __cls: () => number }).__cls());
    test.info().annotations.push({
      type: 'measured',
      description: `${width}px: skeleton ${skeletonHeight.toFixed(0)}px, loaded ${loadedHeight.toFixed(0)}px, CLS ${cls.toFixed(4)}`,
    });
    expect(cls).toBeLessThan(0.1);
    expect(skeletonHeight / loadedHeight).toBeGreaterThan(0.75);
    expect(skeletonHeight / loadedHeight).toBeLessThan(1.25);
  });
}

/**
 * Sets the host page's font to `family`: the widget inherits it, and the placeholder's words
 * wrap like the loaded text only as far as the font's letters are alike. Three fonts of
 * different metrics (CI installs them: .ci/run); where one is missing the browser falls back.
 */
const hostFont = (page: Page, family: string) =>
  page.addInitScript((family) => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = `html, body { font-family: "${family}", sans-serif !important; }`;
      document.head.append(style);
    });
  }, family);

const FONTS = ['DejaVu Sans', 'Liberation Serif', 'Noto Sans'];

for (const [width, font] of [1280, 768].flatMap((w) => FONTS.map((f) => [w, f] as const))) {
  test(`at ${width}px in ${font} the page moves once: the widget keeps its placeholder's height through to the form`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 720 });
    await hostFont(page, font);
    // Every frame from the first paint on, the widget's height whenever it changes (the host
    // page's own content, e.g. its web font, may move on its own: only ours is measured).
    await page.addInitScript(() => {
      const heights: number[] = [];
      Object.assign(window, { __heights: heights });
      const frame = () => {
        const host = document.querySelector('#tickets [data-boxoffice]');
        const height = host ? Math.round(host.getBoundingClientRect().height) : 0;
        if (height > 0 && heights.at(-1) !== height) heights.push(height);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    const traffic = watchTraffic(page);
    const event = await holdEvent(page);
    await page.goto('/');
    await expect(page.locator('#tickets .bo-skeleton')).toBeVisible();
    event.release();
    // The tiers, then the purchase half (form) replacing its placeholder; then whatever else
    // was on its way has arrived, and the frames since were measured.
    await expect(page.getByRole('textbox', { name: /^Name/ })).toBeVisible();
    await settled(traffic, page.locator(':root'));
    const heights = await page.evaluate(
      () => (window as unknown as { __heights: number[] }).__heights,
    );
    test.info().annotations.push({
      type: 'measured',
      description: `${width}px: ${heights.join(' → ')}`,
    });
    // One height: the placeholder's is the loaded widget's, so nothing after it moves again.
    expect(heights).toHaveLength(1);
  });
}

test("the widget keeps its placeholder's height until the buyer acts, then fits its content", async ({
  page,
}) => {
  // At 390px in DejaVu Sans (a wide font) the placeholder comes out taller than the loaded event.
  await page.setViewportSize({ width: 390, height: 720 });
  await hostFont(page, 'DejaVu Sans');
  const event = await holdEvent(page);
  await page.goto('/');
  await expect(page.locator('#tickets .bo-skeleton')).toBeVisible();
  const host = page.locator('#tickets [data-boxoffice]');
  const placeholder = (await host.boundingBox())?.height ?? 0;
  event.release();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toBeVisible();
  await paintedTwice(host);
  expect((await host.boundingBox())?.height).toBe(placeholder);
  // The app's root box (the hold is on its container): the content's own height.
  const content = async () =>
    (await page.locator('#tickets .bo').first().boundingBox())?.height ?? 0;
  expect(await content()).toBeLessThan(placeholder - 10);

  // A press on the event's title: the buyer acted, and nothing in the widget changed size.
  await page.locator('#tickets').getByRole('heading', { name: 'Summer Fest 2027' }).click();
  await paintedTwice(host);
  expect((await host.boundingBox())?.height).toBeCloseTo(await content(), 1);
  expect(await content()).toBeLessThan(placeholder - 10);
});

test('the skeleton is announced politely while loading and gone after', async ({ page }) => {
  const event = await holdEvent(page);
  await page.goto('/');
  const skeleton = page.locator('#tickets .bo-skeleton');
  await expect(skeleton).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading tickets…' })).toHaveCount(1);
  await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  // The grey placeholder is not content: hidden from assistive technology, nothing to focus.
  await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  await expect(skeleton.locator('a, button, input, [tabindex]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  event.release();
  await expect(page.getByRole('heading', { name: 'Summer Fest 2027', level: 2 })).toBeVisible();
  await expect(skeleton).toHaveCount(0);
  await expect(page.getByText('Loading tickets…')).toHaveCount(0);
  await expect(page.locator('.bo [aria-busy="true"]')).toHaveCount(0);
});

for (const width of [1000, 320]) {
  test(`the event list shows a list-shaped skeleton of about the loaded list height at ${width}px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 720 });
    const traffic = watchTraffic(page);
    const list = await holdEvent(page, LIST_URL);
    await page.goto('/list.html');
    const widget = page.locator('[data-boxoffice]');
    const skeleton = widget.locator('.bo-skeleton');
    await expect(skeleton).toBeVisible();
    // Cards, not the event's poster, tiers and form.
    await expect(skeleton.locator('.bo-sk-card')).not.toHaveCount(0);
    await expect(skeleton.locator('.bo-sk-poster, .bo-sk-row, .bo-sk-form')).toHaveCount(0);
    await expect(widget.getByRole('status').filter({ hasText: 'Loading tickets…' })).toHaveCount(1);
    const skeletonHeight = await widgetHeight(page, 'body');

    list.release();
    await expect(widget.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
    await expect(skeleton).toHaveCount(0);
    // Whatever the list still had on its way (its posters) has arrived and been painted.
    await settled(traffic, page.locator(':root'));
    const loadedHeight = await widgetHeight(page, 'body');
    test.info().annotations.push({
      type: 'measured',
      description: `list at ${width}px: skeleton ${skeletonHeight.toFixed(0)}px, loaded ${loadedHeight.toFixed(0)}px`,
    });
    expect(skeletonHeight / loadedHeight).toBeGreaterThan(0.8);
    expect(skeletonHeight / loadedHeight).toBeLessThan(1.2);
  });
}

/**
 * Every font the widget's shown text uses in `#tickets` (size, weight, numerals, style,
 * family), once each: its text nodes' and its fields' values (a quantity's "0"). Text the
 * layout hides (`display: none`) prepares no font, so it does not count.
 */
const fontsInUse = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('#tickets [data-boxoffice]')?.shadowRoot;
    const fonts = new Set<string>();
    const add = (element: Element | null) => {
      if (!element || element.getClientRects().length === 0) return;
      const s = getComputedStyle(element);
      fonts.add(
        `${s.fontSize} ${s.fontWeight} ${s.fontVariantNumeric} ${s.fontStyle} ${s.fontFamily}`,
      );
    };
    const walk = (node: Node) => {
      for (const child of node.childNodes) {
        if (child instanceof HTMLInputElement || child instanceof HTMLTextAreaElement) {
          if (child.value || child.placeholder) add(child);
        } else if (child instanceof Element) walk(child);
        else if (child.nodeType === Node.TEXT_NODE && child.textContent?.trim())
          add(child.parentElement);
      }
    };
    if (root) walk(root);
    return [...fonts].sort();
  });

// A browser prepares each font (size, weight, numerals) at its first use, and on a fresh page
// that is most of the cost of laying out the widget's first frame of tiers, which follows the
// event's answer. The placeholder's words use each of them first, while the page waits
// (src/loader/placeholder.ts; README, "Size and speed"): a font the widget's text gains and
// the placeholder lacks fails here.
for (const width of [1280, 320]) {
  test(`at ${width}px the placeholder's words use every font of the first frame of tiers`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 720 });
    const event = await holdEvent(page);
    // The purchase half (the form) comes after the first frame: its placeholder stays.
    await page.route(/\/bo-purchase-[^/]*\.js$/, () => {});
    await page.goto('/');
    await expect(page.locator('#tickets .bo-skeleton')).toBeVisible();
    const warmed = await fontsInUse(page);

    event.release();
    await expect(page.locator('#tickets li.bo-tier')).toHaveCount(4);
    const used = await fontsInUse(page);
    test.info().annotations.push({
      type: 'measured',
      description: `${width}px: the first frame uses ${used.length} fonts, the placeholder ${warmed.length}`,
    });
    expect(used.filter((font) => !warmed.includes(font))).toEqual([]);
  });
}
