/**
 * `<box-office>` (docs/embedding.md): elements added later mount, attribute changes update,
 * removed elements unmount and leave no listeners, timers or observers behind.
 */
import type { Page } from '@playwright/test';
import { expect, hostEvents, hostHtml, recordHostEvents, servePage, test } from './fixtures';

/**
 * Counts what is still live: listeners on window/document/connected nodes/media queries,
 * pending timeouts, intervals, animation frames, and observing observers.
 */
async function instrument(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const listeners = new Map<string, EventTarget>();
    let nextId = 0;
    const ids = new WeakMap<object, number>();
    const idOf = (o: object) => {
      if (!ids.has(o)) ids.set(o, nextId++);
      return ids.get(o);
    };
    const key = (t: EventTarget, type: string, l: unknown, o: unknown) =>
      `${idOf(t)}|${type}|${typeof l === 'object' || typeof l === 'function' ? idOf(l as object) : ''}|${
        typeof o === 'boolean' ? o : !!(o as { capture?: boolean } | undefined)?.capture
      }`;
    const add = EventTarget.prototype.addEventListener;
    const remove = EventTarget.prototype.removeEventListener;
    EventTarget.prototype.addEventListener = function (type, l, o) {
      if (l) listeners.set(key(this, type, l, o), this);
      return add.call(this, type, l, o);
    };
    EventTarget.prototype.removeEventListener = function (type, l, o) {
      listeners.delete(key(this, type, l, o));
      return remove.call(this, type, l, o);
    };
    const timers = new Set<number>();
    const intervals = new Set<number>();
    const frames = new Set<number>();
    const { setTimeout: st, clearTimeout: ct, setInterval: si, clearInterval: ci } = window;
    const raf = window.requestAnimationFrame.bind(window);
    const caf = window.cancelAnimationFrame.bind(window);
    window.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id: number = st(
        (...a: unknown[]) => {
          timers.delete(id);
          if (typeof fn === 'function') fn(...a);
        },
        ms,
        ...args,
      );
      timers.add(id);
      return id;
    }) as typeof setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined) timers.delete(id);
      ct(id);
    }) as typeof clearTimeout;
    window.setInterval = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id = si(fn, ms, ...args);
      intervals.add(id);
      return id;
    }) as typeof setInterval;
    window.clearInterval = ((id?: number) => {
      if (id !== undefined) intervals.delete(id);
      ci(id);
    }) as typeof clearInterval;
    window.requestAnimationFrame = (fn) => {
      const id = raf((t) => {
        frames.delete(id);
        fn(t);
      });
      frames.add(id);
      return id;
    };
    window.cancelAnimationFrame = (id) => {
      frames.delete(id);
      caf(id);
    };
    const observing = new Set<object>();
    for (const name of ['ResizeObserver', 'MutationObserver', 'IntersectionObserver'] as const) {
      const Original = window[name] as unknown as { prototype: Record<string, unknown> };
      const proto = Original.prototype as {
        observe: (...a: unknown[]) => void;
        disconnect: () => void;
      };
      const observe = proto.observe;
      const disconnect = proto.disconnect;
      proto.observe = function (...a: unknown[]) {
        observing.add(this);
        return observe.apply(this, a);
      };
      proto.disconnect = function () {
        observing.delete(this);
        return disconnect.call(this);
      };
    }
    Object.assign(window, {
      __live: () => ({
        listeners: [...listeners.values()]
          .filter((t) => !(t instanceof Node) || t.isConnected)
          .filter((t) => !(t instanceof AbortSignal)).length,
        timers: timers.size,
        intervals: intervals.size,
        frames: frames.size,
        observers: observing.size,
      }),
    });
  });
}

type Live = {
  listeners: number;
  timers: number;
  intervals: number;
  frames: number;
  observers: number;
};
const live = (page: Page) =>
  page.evaluate(() => (window as unknown as { __live: () => Live }).__live());

test('an element added later mounts; removed, it leaves no listeners, timers or observers', async ({
  page,
  problems,
}) => {
  await instrument(page);
  await recordHostEvents(page);
  await page.goto(
    await servePage(
      page,
      '/test/spa.html',
      hostHtml('<div id="app"></div><script src="/boxoffice.js" async></script>'),
    ),
  );
  await page.waitForFunction(() => customElements.get('box-office') !== undefined);
  await expect.poll(async () => (await live(page)).timers).toBe(0);
  const baseline = await live(page);

  await page.evaluate(() => {
    const el = document.createElement('box-office');
    el.id = 'spa-widget';
    el.setAttribute('event', 'tokyo-jazz-night');
    el.setAttribute('key', 'pk_test_demo');
    document.querySelector('#app')?.append(el);
  });
  const widget = page.locator('#spa-widget');
  await expect(widget.getByRole('heading', { name: 'Tokyo Jazz Night' })).toBeVisible();
  // Work the widget so that quotes, debounces and listeners are in flight.
  await widget.getByRole('button', { name: 'Standard: add one' }).click();
  await widget.getByRole('button', { name: 'Premium with a drink: add one' }).click();
  await expect
    .poll(async () =>
      (await hostEvents(page)).some(
        (e) => e.name === 'boxoffice:quote' && e.target === 'spa-widget',
      ),
    )
    .toBe(true);

  await page.evaluate(() => document.querySelector('#spa-widget')?.remove());
  await expect(page.locator('#spa-widget')).toHaveCount(0);
  await expect.poll(() => live(page), { timeout: 3_000 }).toEqual(baseline);
  expect(problems.pageErrors).toEqual([]);
});

test('attribute changes update the element; re-adding it mounts again', async ({ page }) => {
  await page.goto('/element.html');
  await page.getByRole('button', { name: 'Add a widget' }).click();
  await expect(page.locator('#spa-status')).toHaveText('Widget added.');
  const slot = page.locator('#spa-slot box-office');
  await expect(slot.getByRole('heading', { name: 'Summer Fest 2027' })).toBeVisible();

  await slot.evaluate((el) => el.setAttribute('theme', 'dark'));
  await expect(slot).toHaveAttribute('data-theme', 'dark');
  await slot.evaluate((el) => el.setAttribute('event', 'tokyo-jazz-night'));
  await expect(slot.getByRole('heading', { name: 'Tokyo Jazz Night' })).toBeVisible();

  await slot.evaluate((el) => el.setAttribute('accent', 'not-a-colour'));
  await expect(slot.getByRole('alert')).toContainText('accent');
  await slot.evaluate((el) => el.setAttribute('accent', '#0f766e'));
  await expect(slot.getByRole('heading', { name: 'Tokyo Jazz Night' })).toBeVisible();

  await page.getByRole('button', { name: 'Remove the widget' }).click();
  await expect(page.locator('#spa-slot box-office')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add a widget' }).click();
  await expect(
    page.locator('#spa-slot box-office').getByRole('heading', { name: 'Summer Fest 2027' }),
  ).toBeVisible();
});

test('a moved element (disconnect + connect) keeps working and events reach the page', async ({
  page,
}) => {
  await recordHostEvents(page);
  await page.goto('/element.html');
  const staticWidget = page.locator('box-office').first();
  await expect(
    staticWidget.getByRole('heading', { name: 'Web Community Meetup #42' }),
  ).toBeVisible();
  await page.evaluate(() => {
    const el = document.querySelector('box-office');
    if (el) document.querySelector('#spa-slot')?.append(el);
  });
  await expect(
    page.locator('#spa-slot box-office').getByRole('heading', { name: 'Web Community Meetup #42' }),
  ).toBeVisible();
  await expect
    .poll(async () => (await hostEvents(page)).filter((e) => e.name === 'boxoffice:ready').length)
    .toBeGreaterThanOrEqual(2);
});
