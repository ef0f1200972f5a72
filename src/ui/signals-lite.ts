/**
 * The @preact/signals of the widget bundle: the signals themselves from
 * `@preact/signals-core` (what @preact/signals re-exports), plus the one piece of its Preact
 * binding the widget uses, in ~0.3 KB gzip instead of ~1.4 KB: a function component that
 * reads `signal.value` while rendering re-renders when one of those signals changes.
 *
 * Left out, because nothing here uses them: signals passed straight into JSX as text or
 * props, `useSignal`/`useComputed`/`useSignalEffect`, and the binding's
 * `shouldComponentUpdate` shortcut. The source still imports `@preact/signals`; only
 * `vite build` swaps this module in (see `vite.config.ts`), and the `lite-dom` test project
 * runs the component tests on it.
 *
 * How: `options.vnode` (Preact's public hook) gives each function component a wrapper that
 * renders it inside a signals `effect`. The effect's first run is the render and records the
 * signals it reads; a later run means one changed, and asks Preact for a re-render, which
 * starts a fresh effect. The wrapper's own hooks come before and after the component's, in
 * the same order on every render; the effect is disposed when the component unmounts.
 */
import { effect } from '@preact/signals-core';
import { Fragment, type FunctionComponent, options, type VNode } from 'preact';
import { useLayoutEffect, useReducer, useRef } from 'preact/hooks';

export {
  batch,
  computed,
  effect,
  type ReadonlySignal,
  Signal,
  signal,
  untracked,
} from '@preact/signals-core';

type Render = (this: unknown, props: unknown, context: unknown) => unknown;

const tracked = new WeakMap<Render, Render>();
/**
 * The wrappers themselves. A component's own re-render sends a copy of its (wrapped) vnode
 * through `options.vnode` again; wrapping that twice would change its type, and the next
 * render of its parent would remount it.
 */
const wrappers = new WeakSet<Render>();

/** `component`, rendering inside an effect that re-renders it when a signal it read changes. */
function track(component: Render): Render {
  let wrapper = tracked.get(component);
  if (!wrapper) {
    wrapper = function (this: unknown, props, context) {
      const [, rerender] = useReducer((n: number) => n + 1, 0);
      const dispose = useRef<(() => void) | null>(null);
      dispose.current?.();
      let first = true;
      let out: unknown;
      dispose.current = effect(() => {
        if (!first) return rerender(undefined);
        first = false;
        // `this` is Preact's component instance (context providers keep their state on it).
        out = component.call(this, props, context);
      });
      // A layout effect is set up at commit, so its cleanup runs even if the component unmounts
      // before effects flush.
      useLayoutEffect(() => () => dispose.current?.(), []);
      return out;
    };
    // Statics travel with it: Preact reads a context Consumer's `contextType` off its type.
    Object.assign(wrapper, component);
    tracked.set(component, wrapper);
    wrappers.add(wrapper);
  }
  return wrapper;
}

const next = options.vnode;
options.vnode = (vnode: VNode) => {
  const type = vnode.type as FunctionComponent | string;
  // Function components only: not elements, fragments or class components (no signals there).
  if (
    typeof type === 'function' &&
    type !== Fragment &&
    !type.prototype?.render &&
    !wrappers.has(type as Render)
  )
    (vnode as { type: unknown }).type = track(type as Render);
  next?.(vnode);
};
