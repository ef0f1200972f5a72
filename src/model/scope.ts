/**
 * The lifetime of one model (or one part of it): everything it starts (timers, requests,
 * effects) is registered here, and `dispose()` stops all of it at once: a disposed model
 * leaves no listener, timer or observer behind.
 */
import { effect } from '@preact/signals';

/** A disposable lifetime for timers, requests and effects. */
export interface Scope {
  /** Aborted when the scope is disposed. */
  readonly signal: AbortSignal;
  /** Whether `dispose()` ran. */
  readonly disposed: boolean;
  /** A timeout cleared on dispose; returns a function that cancels it. */
  timeout(fn: () => void, ms: number): () => void;
  /** Resolves true after `ms`, or false at once when the scope (or `signal`) ends first. */
  sleep(ms: number, signal?: AbortSignal): Promise<boolean>;
  /** An AbortController that is aborted on dispose. */
  controller(): AbortController;
  /** A signals effect disposed with the scope. */
  effect(fn: () => undefined | (() => void)): void;
  /**
   * Runs `fn` once the browser has painted the current frame (a task after the next
   * animation frame; a plain timeout where there are no frames), unless the scope ends first.
   */
  afterPaint(fn: () => void): void;
  /** Runs `fn` on dispose. */
  onDispose(fn: () => void): void;
  /** A child scope that ends with this one (or earlier, on its own dispose). */
  child(): Scope;
  /** Stops everything; safe to call twice. */
  dispose(): void;
}

/** Creates a scope. */
export function createScope(): Scope {
  const root = new AbortController();
  const cleanups = new Set<() => void>();
  const onDispose = (fn: () => void) => {
    if (root.signal.aborted) fn();
    else cleanups.add(fn);
  };
  const scope: Scope = {
    signal: root.signal,
    get disposed() {
      return root.signal.aborted;
    },
    timeout(fn, ms) {
      const cancel = () => {
        clearTimeout(id);
        cleanups.delete(cancel);
      };
      const id = setTimeout(() => {
        cleanups.delete(cancel);
        fn();
      }, ms);
      onDispose(cancel);
      return cancel;
    },
    sleep(ms, signal) {
      return new Promise((resolve) => {
        if (root.signal.aborted || signal?.aborted) return resolve(false);
        const stop = () => {
          cancel();
          resolve(false);
        };
        const cancel = scope.timeout(() => {
          signal?.removeEventListener('abort', stop);
          cleanups.delete(stop);
          resolve(true);
        }, ms);
        signal?.addEventListener('abort', stop, { once: true });
        cleanups.add(stop);
      });
    },
    controller() {
      const controller = new AbortController();
      const abort = () => controller.abort();
      onDispose(abort);
      controller.signal.addEventListener('abort', () => cleanups.delete(abort), { once: true });
      return controller;
    },
    effect(fn) {
      onDispose(effect(fn));
    },
    afterPaint(fn) {
      if (typeof requestAnimationFrame !== 'function') {
        scope.timeout(fn, 0);
        return;
      }
      const frame = requestAnimationFrame(() => scope.timeout(fn, 0));
      onDispose(() => cancelAnimationFrame(frame));
    },
    onDispose,
    child() {
      const inner = createScope();
      const end = () => inner.dispose();
      onDispose(end);
      inner.onDispose(() => cleanups.delete(end));
      return inner;
    },
    dispose() {
      if (root.signal.aborted) return;
      root.abort();
      for (const fn of [...cleanups]) fn();
      cleanups.clear();
    },
  };
  return scope;
}
