/**
 * The pseudo-locale at 320 px: every text 40 % longer than English and accented
 * (`src/i18n/testing/pseudo.ts`), through a whole paid purchase and the event list. Nothing
 * scrolls sideways, no text is clipped or sticks out of the widget, and no two boxes overlap.
 *
 * How the pseudo catalogue reaches the widget: the page mounts the ES module build
 * (`dist/boxoffice.mjs`, which loads its chunks with plain `import()`, as a bundler would),
 * in German, and the two German catalogue files (`esm/de-*.mjs`, `esm/de-purchase-*.mjs`)
 * are answered with the pseudo catalogue's halves. The script-tag build could not be fooled
 * so: it checks every chunk against the sha384 its loader carries, and a replaced catalogue
 * fails that check (falling back to English, as it should).
 */
import type { Locator, Page } from '@playwright/test';
import { pseudoModule } from '../src/i18n/testing/pseudo';
import { hostHtml, servePage } from './fixtures';
import {
  expect,
  field,
  payAndReturn,
  test,
  tierControls,
  uniqueEmail,
  widgetTexts,
} from './widget-fixtures';

test.use({ viewport: { width: 320, height: 720 } });

/** Mounts the widget with the pseudo catalogue through the ES module build. */
async function openPseudo(
  page: Page,
  options: Record<string, string>,
): Promise<{ shop: Locator; url: string }> {
  const module = (half: 'core' | 'purchase') => ({
    status: 200,
    contentType: 'text/javascript; charset=utf-8',
    body: pseudoModule(half),
  });
  await page.route(/\/esm\/de-purchase-[\w-]+\.mjs$/, (route) => route.fulfill(module('purchase')));
  await page.route(/\/esm\/de-(?!purchase-)[\w-]+\.mjs$/, (route) => route.fulfill(module('core')));
  const html = hostHtml(`<div id="shop"></div>
    <script type="module">
      import { mount } from '/boxoffice.mjs';
      mount('#shop', ${JSON.stringify({ key: 'pk_test_demo', lang: 'de', ...options })});
    </script>`);
  const url = await servePage(page, '/pseudo/shop.html', html);
  await page.goto(url);
  return { shop: page.locator('#shop [data-boxoffice]'), url };
}

/**
 * Layout problems inside the widget's root: sideways scrolling (the page's or the root's),
 * a box or a line of text outside the root, content clipped by its box, and sibling boxes or
 * lines of text that overlap. Absolutely positioned and visually hidden elements aside.
 */
function layoutProblems(host: Locator): Promise<string[]> {
  return host.evaluate((el) => {
    const problems: string[] = [];
    const root = el.shadowRoot?.querySelector<HTMLElement>('.bo');
    if (!root) return ['no widget root'];
    const name = (node: Node) => {
      const e = node instanceof Element ? node : node.parentElement;
      const text = (node.textContent ?? '').trim().slice(0, 30);
      return `${e?.tagName.toLowerCase()}.${e?.className || '-'} “${text}”`;
    };
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth) problems.push('the page scrolls sideways');
    if (root.scrollWidth > root.clientWidth) problems.push('the widget scrolls sideways');
    const outer = root.getBoundingClientRect();
    const hidden = (e: Element) =>
      e.closest('.bo-sr') !== null ||
      getComputedStyle(e).visibility === 'hidden' ||
      e.getClientRects().length === 0;
    // Out of the flow: positioned, or floated (the narrow header's poster, which the title's
    // lines wrap around while its block runs underneath).
    const placed = (e: Element) =>
      ['absolute', 'fixed'].includes(getComputedStyle(e).position) ||
      getComputedStyle(e).float !== 'none';
    const boxes = (node: Node): DOMRect[] => {
      if (node instanceof Element) return [...node.getClientRects()];
      const range = document.createRange();
      range.selectNodeContents(node);
      return [...range.getClientRects()];
    };
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;

    for (const e of root.querySelectorAll('*')) {
      if (hidden(e) || e.closest('[aria-hidden="true"]')) continue;
      const style = getComputedStyle(e);
      for (const box of boxes(e)) {
        if (box.left < outer.left - 0.5 || box.right > outer.right + 0.5)
          problems.push(`${name(e)} sticks out of the widget`);
      }
      if (
        style.overflowX !== 'visible' &&
        !e.matches('input') &&
        // A text folded to a few lines on purpose, behind its "More" button.
        !e.closest('.bo-event--folded .bo-event__texts') &&
        (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
      )
        problems.push(`${name(e)} clips its content`);
      // Its children in the flow (elements and lines of text) must not overlap each other,
      // and its own lines of text must stay inside it.
      const children = [...e.childNodes].filter(
        (c) =>
          (c instanceof Element && !hidden(c) && !placed(c)) ||
          (c.nodeType === Node.TEXT_NODE && (c.textContent ?? '').trim() !== ''),
      );
      const own = e.getBoundingClientRect();
      for (const [i, a] of children.entries()) {
        if (a.nodeType === Node.TEXT_NODE) {
          for (const line of boxes(a)) {
            if (line.left < own.left - 1 || line.right > own.right + 1)
              problems.push(`${name(a)}: text outside its box`);
          }
        }
        for (const b of children.slice(i + 1)) {
          if (boxes(a).some((x) => boxes(b).some((y) => overlap(x, y))))
            problems.push(`${name(a)} overlaps ${name(b)}`);
        }
      }
    }
    return [...new Set(problems)];
  });
}

test('the pseudo-locale fits 320 px through a paid purchase', async ({ page, problems }) => {
  test.slow();
  const { shop, url } = await openPseudo(page, { event: 'summer-fest' });
  const day = tierControls(page, 'Day Ticket');
  await expect(day.plus).toBeVisible();
  await expect(page.locator('[part~="form"]')).toBeVisible();
  // The pseudo texts are what the widget shows.
  expect((await widgetTexts(page)).some((text) => text.startsWith('[Ţîçķéţš'))).toBe(true);
  expect(await layoutProblems(shop), 'the shop').toEqual([]);

  await day.plus.click();
  await tierControls(page, 'Weekend Pass').plus.click();
  // The Weekend Pass quotes above its listed price: the change is explained.
  await expect(page.locator('.bo-summary__changed')).toBeVisible();
  await page.locator('.bo-promo__input').fill('SUMMER10');
  await page.locator('.bo-promo .bo-btn').click();
  await expect(page.locator('.bo-promo__status--ok')).not.toBeEmpty();
  await page.locator('[part~="submit"]').click();
  await expect(page.locator('.bo-error-summary')).toBeVisible();
  expect(await layoutProblems(shop), 'the basket with errors').toEqual([]);

  await field(page, 'customer.name').fill('Grace Hopper');
  await field(page, 'customer.email').fill(uniqueEmail('pseudo'));
  await field(page, 'answers.emergency_contact').fill('Alan');
  await page.locator('[part~="submit"]').click();
  await payAndReturn(page, url);
  await expect(page.locator('.bo-confirm--ok')).toBeVisible({ timeout: 15_000 });
  expect(await layoutProblems(shop), 'the confirmation').toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test('the pseudo-locale fits 320 px in the event list and its way back', async ({ page }) => {
  const { shop } = await openPseudo(page, {});
  await expect(page.locator('.bo-card').first()).toBeVisible();
  expect(await layoutProblems(shop), 'the list').toEqual([]);
  await page.locator('.bo-card__open').first().click();
  await expect(page.locator('.bo-back')).toBeVisible();
  await expect(page.locator('[part~="event"]')).toBeVisible();
  expect(await layoutProblems(shop), 'an event from the list').toEqual([]);
});

test('the pseudo-locale fits the button and its dialog at 320 px', async ({ page }) => {
  const { shop } = await openPseudo(page, { event: 'summer-fest', mode: 'button' });
  const button = page.locator('#shop .bo-buy');
  await expect(button.locator('.bo-buy__price')).not.toBeEmpty();
  const fits = await button.evaluate((b) => b.getBoundingClientRect().right <= innerWidth);
  expect(fits, 'the button fits the screen').toBe(true);
  await button.click();
  await expect(shop.locator('dialog [part~="tier"]').first()).toBeVisible();
  const dialog = await shop.locator('dialog').evaluate((d) => ({
    sideways: d.scrollWidth > d.clientWidth,
    right: d.getBoundingClientRect().right,
  }));
  expect(dialog.sideways, 'the dialog scrolls sideways').toBe(false);
  expect(dialog.right).toBeLessThanOrEqual(320);
});
