/**
 * Layout checks of the widget's shadow root for the specs that stretch it (the pseudo-locale,
 * every language at 390 and 320 px).
 */
import type { Locator } from '@playwright/test';

/**
 * Layout problems inside the widget's root: sideways scrolling (the page's or the root's),
 * a box or a line of text outside the root, content clipped by its box, and sibling boxes or
 * lines of text that overlap. Absolutely positioned and visually hidden elements aside.
 */
export function layoutProblems(host: Locator): Promise<string[]> {
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

/**
 * The line breaks inside the widget's root that fall inside a word (between two characters
 * with no space between them): for each, the last character before the break and the first
 * after it, as the browser laid them out.
 */
export function lineBreaks(host: Locator): Promise<[before: string, after: string][]> {
  return host.evaluate((el) => {
    const root = el.shadowRoot?.querySelector('.bo');
    if (!root) return [];
    const breaks: [string, string][] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      let last: { top: number; char: string; index: number } | null = null;
      for (let i = 0; i < text.length; i++) {
        const char = text[i] ?? '';
        if (/\s/.test(char)) continue;
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        if (!box || box.width === 0) continue;
        if (last && last.index === i - 1 && box.top > last.top + box.height / 2)
          breaks.push([last.char, char]);
        last = { top: box.top, char, index: i };
      }
    }
    return breaks;
  });
}
