/**
 * Button mode on a 320×640 phone, WCAG 2.4.11 (Focus Not Obscured): every element that
 * takes keyboard focus in the dialog, going forward with Tab to the end and back with
 * Shift+Tab, lies entirely inside the dialog's visible area and not under its sticky close
 * bar. The browser scrolls a focused element into view only when it is not already fully
 * visible, and a partly visible one only as far as the scroll container's edge: so each
 * element is also focused while it peeks out from under the bar (or at the bottom edge), as
 * it does after the buyer scrolled the dialog by touch.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 320, height: 640 }, hasTouch: true });

/** Where the deeply focused element (through shadow roots) is, against the dialog and its bar. */
interface Placement {
  /** Describes the element, for failure messages. */
  name: string;
  inDialog: boolean;
  /** The element is in the bar itself (the close button). */
  inBar: boolean;
  top: number;
  bottom: number;
  /** The bar's bottom edge: nothing focused outside the bar may start above it. */
  barBottom: number;
  /** The dialog's visible area (its padding box, without borders or a scrollbar). */
  viewTop: number;
  viewBottom: number;
}

/** Where the focused element is; with `record`, it is also kept in `window.__focusables`. */
const placement = (page: Page, record = false): Promise<Placement> =>
  page.evaluate((record) => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    const dialog = el?.closest('dialog');
    const bar = dialog?.querySelector('.bo-bar');
    const box = el?.getBoundingClientRect();
    const d = dialog?.getBoundingClientRect();
    const name = el
      ? `${el.tagName.toLowerCase()} "${el.getAttribute('aria-label') ?? el.id ?? ''}" ${(el.textContent ?? '').trim().slice(0, 40)}`
      : 'nothing';
    if (record && el && dialog) {
      const w = window as unknown as { __focusables?: Element[] };
      w.__focusables ??= [];
      w.__focusables.push(el);
    }
    return {
      name,
      inDialog: !!dialog,
      inBar: !!(bar && el && bar.contains(el)),
      top: box?.top ?? 0,
      bottom: box?.bottom ?? 0,
      barBottom: bar?.getBoundingClientRect().bottom ?? 0,
      viewTop: d && dialog ? d.top + dialog.clientTop : 0,
      viewBottom: d && dialog ? d.top + dialog.clientTop + dialog.clientHeight : 0,
    };
  }, record);

/**
 * Focuses recorded element `from` without scrolling, then scrolls the dialog so recorded
 * element `to` peeks into view: its top 12px below the dialog's top edge (under the bar), or
 * its bottom 12px below the dialog's bottom edge. Returns false when the dialog cannot scroll
 * that far (the element is near its start or end).
 */
const peek = (page: Page, from: number, to: number, edge: 'top' | 'bottom'): Promise<boolean> =>
  page.evaluate(
    ({ from, to, edge }) => {
      const list = (window as unknown as { __focusables: HTMLElement[] }).__focusables;
      const target = list[to];
      const dialog = target?.closest('dialog');
      if (!target || !dialog) return false;
      list[from]?.focus({ preventScroll: true });
      const box = target.getBoundingClientRect();
      const d = dialog.getBoundingClientRect();
      const viewTop = d.top + dialog.clientTop;
      const delta =
        edge === 'top'
          ? box.top - (viewTop + 12)
          : box.bottom - (viewTop + dialog.clientHeight + 12);
      const wanted = dialog.scrollTop + delta;
      dialog.scrollTop = wanted;
      return Math.abs(dialog.scrollTop - wanted) < 1;
    },
    { from, to, edge },
  );

/** The widget's focus ring outside an element: a 2px outline 2px away (src/loader/loader.css). */
const RING = 4;

/**
 * Asserts the focused element, its focus ring included, is wholly visible in the dialog
 * (0.5px for sub-pixel layout). The close button's ring is drawn inside it.
 */
function expectUnobscured(p: Placement, step: string) {
  expect(p.inDialog, `${step}: ${p.name} is in the dialog`).toBe(true);
  const ring = p.inBar ? 0 : RING;
  if (!p.inBar) {
    expect(p.top - ring, `${step}: ${p.name} starts below the close bar`).toBeGreaterThanOrEqual(
      p.barBottom - 0.5,
    );
  }
  expect(p.top - ring, `${step}: ${p.name} starts inside the dialog`).toBeGreaterThanOrEqual(
    p.viewTop - 0.5,
  );
  expect(p.bottom + ring, `${step}: ${p.name} ends inside the dialog`).toBeLessThanOrEqual(
    p.viewBottom + 0.5,
  );
}

test('at 320×640 no element focused in the dialog is hidden by the close bar or the dialog edge', async ({
  page,
  problems,
}) => {
  await page.goto('/button.html');
  await page.getByRole('button', { name: /Buy tickets.*from €\d/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy tickets' });
  await expect(dialog.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
  // A ticket in the basket brings the buyer form with its questions below the tiers.
  await dialog.getByRole('button', { name: 'Day Ticket: add one' }).click();
  await expect(dialog.getByRole('textbox', { name: /Name/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Pay / })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).focus();
  const first = await placement(page, true);
  expect(first.inBar).toBe(true);

  // Tab from the close button to the last element: each one fully in view.
  const forward = [first.name];
  for (let i = 1; i <= 80; i++) {
    await page.keyboard.press('Tab');
    const p = await placement(page);
    // Past the last element focus leaves the page or wraps to the close button: the end.
    if (!p.inDialog || forward.includes(p.name)) break;
    expectUnobscured(p, `Tab ${i}`);
    await placement(page, true);
    forward.push(p.name);
  }
  expect(forward.length).toBeGreaterThan(10);
  expect(forward.some((name) => name.includes('Pay'))).toBe(true);
  const last = forward.length - 1;

  // Shift+Tab from the last element back to the close button: each one below the bar.
  const backward: string[] = [];
  await dialog.getByRole('button', { name: /^Pay / }).focus();
  for (let i = 1; i <= 80; i++) {
    await page.keyboard.press('Shift+Tab');
    const p = await placement(page);
    if (!p.inDialog) break;
    expectUnobscured(p, `Shift+Tab ${i}`);
    backward.push(p.name);
    if (p.inBar) break;
  }
  expect(backward.at(-1)).toBe(first.name);

  // Again, each element focused while it peeks out from under the bar (Shift+Tab) ...
  let peeked = 0;
  for (let i = last; i >= 2; i--) {
    if (!(await peek(page, i, i - 1, 'top'))) continue;
    peeked++;
    await page.keyboard.press('Shift+Tab');
    const p = await placement(page);
    expect(p.name).toBe(forward[i - 1]);
    expectUnobscured(p, `Shift+Tab to ${forward[i - 1]}, peeking under the bar`);
  }
  expect(peeked).toBeGreaterThan(5);
  // ... and at the bottom edge (Tab).
  peeked = 0;
  for (let i = 0; i < last; i++) {
    if (!(await peek(page, i, i + 1, 'bottom'))) continue;
    peeked++;
    await page.keyboard.press('Tab');
    const p = await placement(page);
    expect(p.name).toBe(forward[i + 1]);
    expectUnobscured(p, `Tab to ${forward[i + 1]}, peeking at the bottom`);
  }
  expect(peeked).toBeGreaterThan(5);
  expect(problems.pageErrors).toEqual([]);
});
