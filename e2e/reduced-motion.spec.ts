/**
 * Reduced motion: for a buyer whose system asks for it (`prefers-reduced-motion: reduce`), no
 * transition or animation of the widget lasts over 0.1 s, in every mode, while they choose
 * tickets, fill in the form and pay. The widget's sheets arrive with its chunks, in an order
 * that differs by mode and by timing, so each mode is walked through on its own.
 */
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expect, hostHtml, servePage, test } from './fixtures';

/** Longest motion allowed (seconds). */
const LIMIT = 0.1;

/** Where the widget's controls are found: the page, a frame or a dialog. */
type Scope = Page | FrameLocator | Locator;

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // In every frame (the iframe mode's too), before any widget code: note each transition
  // that starts and each animation over the limit that starts, in the document and in every
  // shadow root (their events are not composed, so the document alone would miss them).
  await page.addInitScript((limit: number) => {
    const seen: string[] = [];
    Object.assign(window, { __boMotion: seen });
    const name = (target: EventTarget | null) =>
      target instanceof Element ? `${target.localName}.${[...target.classList].join('.')}` : '?';
    const seconds = (list: string) =>
      Math.max(
        0,
        ...list
          .split(',')
          .map((time) => Number.parseFloat(time) / (/ms\s*$/.test(time) ? 1000 : 1)),
      );
    const watch = (root: Document | ShadowRoot) => {
      root.addEventListener(
        'transitionrun',
        (event) => {
          if (!(event instanceof TransitionEvent)) return;
          seen.push(`transition of ${event.propertyName} on ${name(event.target)}`);
        },
        true,
      );
      root.addEventListener(
        'animationstart',
        (event) => {
          if (!(event instanceof AnimationEvent && event.target instanceof Element)) return;
          const style = getComputedStyle(event.target, event.pseudoElement || null);
          if (seconds(style.animationDuration) > limit) {
            seen.push(`animation ${event.animationName} on ${name(event.target)}`);
          }
        },
        true,
      );
    };
    watch(document);
    const attachShadow = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
      const root = attachShadow.call(this, init);
      watch(root);
      return root;
    };
  }, LIMIT);
  // The checkout request never answers: the pay button stays busy, spinner and all.
  await page.route(/\/api\/v1\/sell\/checkout(\?|$)/, () => {});
});

/**
 * What moves in one frame: the motion seen so far (above) and every element, or its ::before
 * or ::after, whose computed transition or animation lasts over the limit now, then again
 * with each shadow root's sheets adopted in the opposite order (the chunks' sheets arrive in
 * an order nobody promises). In the page, only the widget's shadow roots count; in the
 * iframe mode's frame, all of it (it is ours).
 */
function motionIn(limit: number): string[] {
  const seconds = (list: string) =>
    Math.max(
      0,
      ...list.split(',').map((time) => Number.parseFloat(time) / (/ms\s*$/.test(time) ? 1000 : 1)),
    );
  const found = [...((window as { __boMotion?: string[] }).__boMotion ?? [])];
  const measure = (root: Document | ShadowRoot, order: string) => {
    for (const el of root.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        const what = `${el.localName}.${[...el.classList].join('.')}${pseudo ?? ''}${order}`;
        if (style.transitionProperty !== 'none' && seconds(style.transitionDuration) > limit) {
          found.push(`${what} transition-duration: ${style.transitionDuration}`);
        }
        if (style.animationName !== 'none' && seconds(style.animationDuration) > limit) {
          found.push(`${what} animation-duration: ${style.animationDuration}`);
        }
      }
    }
  };
  const visit = (root: Document | ShadowRoot, inWidget: boolean) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) visit(el.shadowRoot, true);
    }
    if (!inWidget) return;
    measure(root, '');
    if (root instanceof ShadowRoot) {
      const sheets = root.adoptedStyleSheets;
      root.adoptedStyleSheets = [...sheets].reverse();
      measure(root, ' (sheets reversed)');
      root.adoptedStyleSheets = sheets;
    }
  };
  visit(document, location.pathname.endsWith('/embed.html'));
  return found;
}

/** Everything that moved or may move over the limit, in every frame of the page. */
async function motion(page: Page): Promise<string[]> {
  const perFrame = await Promise.all(page.frames().map((frame) => frame.evaluate(motionIn, LIMIT)));
  return perFrame.flat();
}

/**
 * Chooses two Day Tickets of Summer Fest 2027 (hovering the rows and steppers), fills in the
 * buyer form and presses Pay, which stays busy.
 */
async function buy(scope: Scope) {
  const plus = scope.getByRole('button', { name: 'Day Ticket: add one' });
  await plus.click();
  await plus.click();
  await expect(scope.getByRole('spinbutton', { name: 'Day Ticket: quantity' })).toHaveValue('2');
  await scope.getByRole('button', { name: 'Day Ticket: remove one' }).hover();
  await scope.getByRole('textbox', { name: /^Name/ }).fill('Ada Lovelace');
  await scope.getByRole('textbox', { name: /^E-mail/ }).fill('ada@example.com');
  await scope.getByRole('textbox', { name: /^Emergency contact/ }).fill('Charles, +44 20 7946');
  await scope.getByRole('button', { name: /^Pay / }).click();
  await expect(scope.getByRole('button', { name: /Processing/ })).toBeVisible();
}

test('inline: nothing moves over 0.1 s, not even what the page’s ::part rules animate', async ({
  page,
}) => {
  // An integrator's own transitions on the widget's parts give way to the buyer's preference.
  const css = '<style>::part(tier), ::part(submit) { transition: all 2s !important; }</style>';
  const script =
    '<script src="/boxoffice.js" async data-event="summer-fest" data-key="pk_test_demo"></script>';
  await page.goto(await servePage(page, '/test/motion.html', hostHtml(script, { head: css })));
  await buy(page);
  expect(await motion(page)).toEqual([]);
});

test('iframe: nothing moves over 0.1 s in the frame', async ({ page }) => {
  await page.goto('/iframe.html');
  await buy(page.frameLocator('iframe'));
  expect(page.frames().some((frame) => frame.url().includes('/embed.html'))).toBe(true);
  expect(await motion(page)).toEqual([]);
});

test('button: nothing moves over 0.1 s in the dialog', async ({ page }) => {
  await page.goto('/button.html');
  await page.getByRole('button', { name: /Buy tickets.*from €\d/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy tickets' });
  await expect(dialog.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();
  await buy(dialog);
  expect(await motion(page)).toEqual([]);
});

test('event list: nothing moves over 0.1 s in the list or the event opened from it', async ({
  page,
}) => {
  await page.goto('/list.html');
  const widget = page.locator('[data-boxoffice]');
  // Summer Fest (July) is on the list's second page.
  await widget.getByRole('button', { name: 'Show more events' }).click();
  const card = widget.getByRole('listitem').filter({ hasText: 'Summer Fest 2027' });
  await card.hover();
  await card.getByRole('button', { name: 'Summer Fest 2027' }).click();
  await buy(widget);
  expect(await motion(page)).toEqual([]);
});
