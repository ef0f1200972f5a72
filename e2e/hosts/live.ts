/**
 * What a page still has live (listeners on window, document, connected nodes and media
 * queries; pending timeouts, intervals and animation frames; observing observers), counted by
 * wrapping the DOM's own functions before any script runs: compare `live(page)` after the
 * widget is gone with a baseline taken before it came (`<box-office>` and the framework hosts).
 */
import type { Page } from '@playwright/test';

/**
 * Counts what is still live: listeners on window/document/connected nodes/media queries,
 * pending timeouts, intervals, animation frames, and observing observers.
 */
export async function instrument(page: Page): Promise<void> {
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

export type Live = {
  listeners: number;
  timers: number;
  intervals: number;
  frames: number;
  observers: number;
};
export const live = (page: Page) =>
  page.evaluate(() => (window as unknown as { __live: () => Live }).__live());
