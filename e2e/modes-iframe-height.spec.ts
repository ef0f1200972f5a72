/**
 * Iframe mode (docs/embedding.md), first paint: before the frame has reported its height, the iframe
 * already reserves about the height it settles at, so the host page hardly jumps. Measured at
 * 1000 and 320px windows with the frame document held back until the initial height is read.
 */
import type { Page } from '@playwright/test';
import { expect, hostHtml, servePage, test } from './fixtures';

/** Holds the frame document (`embed.html`) until `release()`. */
async function holdFrame(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/embed\.html(\?|$)/, async (route) => {
    await gate;
    await route.continue();
  });
  return { release: () => release() };
}

/** The iframe's rendered height. */
const outerHeight = (page: Page) =>
  page.locator('iframe').evaluate((el) => Math.round(el.getBoundingClientRect().height));

/** Reads the initial height, lets the frame load, waits for `loaded` and the frame to settle. */
async function heights(page: Page, url: string, loaded: RegExp, width: number) {
  await page.setViewportSize({ width, height: 720 });
  const frameDoc = await holdFrame(page);
  // The page's load event waits for the held frame: go on at DOMContentLoaded.
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('iframe')).toBeAttached();
  const initial = await outerHeight(page);
  frameDoc.release();
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: loaded })).toBeVisible();
  // Settled: the iframe is as tall as the document inside it.
  await expect
    .poll(async () => {
      const inner = await frame
        .locator('html')
        .evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
      return Math.abs((await outerHeight(page)) - inner) <= 1;
    })
    .toBe(true);
  const final = await outerHeight(page);
  test.info().annotations.push({
    type: 'measured',
    description: `${url} at ${width}px: initial ${initial}px, loaded ${final}px`,
  });
  return { initial, final };
}

for (const width of [1000, 320]) {
  test(`the event frame starts at about the height of the event it shows (${width}px)`, async ({
    page,
  }) => {
    const { initial, final } = await heights(page, '/iframe.html', /Summer Fest 2027/, width);
    expect(initial / final).toBeGreaterThan(0.85);
    expect(initial / final).toBeLessThan(1.15);
  });

  test(`the event-list frame starts at about the height of the list it shows (${width}px)`, async ({
    page,
  }) => {
    const script =
      '<script src="/boxoffice.js" async data-mode="iframe" data-key="pk_test_demo"></script>';
    const url = await servePage(page, '/test/iframe-list.html', hostHtml(script));
    const { initial, final } = await heights(page, url, /Upcoming events/, width);
    expect(initial / final).toBeGreaterThan(0.85);
    expect(initial / final).toBeLessThan(1.15);
  });

  test(`the month frame starts at about the height of the month it shows (${width}px)`, async ({
    page,
  }) => {
    const script =
      '<script src="/boxoffice.js" async data-mode="iframe" data-key="pk_test_demo" data-view="calendar"></script>';
    const url = await servePage(page, '/test/iframe-month.html', hostHtml(script));
    const { initial, final } = await heights(page, url, /January 2027/, width);
    expect(initial / final).toBeGreaterThan(0.85);
    expect(initial / final).toBeLessThan(1.15);
  });
}
