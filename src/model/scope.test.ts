import { signal } from '@preact/signals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScope } from './scope';

describe('scope', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('clears pending timers, aborts controllers and stops effects on dispose', async () => {
    const scope = createScope();
    const fired = vi.fn();
    scope.timeout(fired, 100);
    const controller = scope.controller();
    const source = signal(0);
    const seen: number[] = [];
    scope.effect(() => {
      seen.push(source.value);
    });
    const sleeping = scope.sleep(1000);
    scope.dispose();
    source.value = 1;
    await vi.advanceTimersByTimeAsync(2000);
    expect(fired).not.toHaveBeenCalled();
    expect(controller.signal.aborted).toBe(true);
    expect(seen).toEqual([0]);
    expect(await sleeping).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends a child scope with its parent', () => {
    const parent = createScope();
    const child = parent.child();
    parent.dispose();
    expect(child.disposed).toBe(true);
  });

  it('sleep resolves true after the delay and false when its signal aborts', async () => {
    const scope = createScope();
    const done = scope.sleep(50);
    await vi.advanceTimersByTimeAsync(50);
    expect(await done).toBe(true);
    const controller = new AbortController();
    const cut = scope.sleep(50, controller.signal);
    controller.abort();
    expect(await cut).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
