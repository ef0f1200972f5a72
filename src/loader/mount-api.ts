/** `mount(target, options)` (docs/embedding.md), shared by `window.BoxOffice` and the ES module. */
import { guard, logError } from '../shared/log';
import type { MountFn, MountOptions, WidgetHandle } from '../shared/public-types';
import { query } from './dom';
import { type LoaderPage, widgetIn } from './widget';

const noop: WidgetHandle = { update() {}, unmount() {}, open() {}, close() {} };

/** The element `target` names, or null after logging why not. */
function resolveTarget(target: unknown): Element | null {
  if (target instanceof Element) return target;
  if (typeof target === 'string') {
    const found = query(target);
    if (found) return found;
    if (found === undefined)
      logError(
        `mount(): "${target}" is not a CSS selector: pass an element or a CSS selector of one.`,
      );
    else
      logError(
        `mount(): no element matches "${target}": pass an element or a CSS selector of one.`,
      );
    return null;
  }
  logError('mount(): target must be an element or a CSS selector string.');
  return null;
}

/** Makes the `mount` function of one loader. */
export function createMount(page: LoaderPage): MountFn {
  return (target, options) =>
    guard('mount()', () => {
      const element = resolveTarget(target);
      if (!element) return noop;
      const [widget, host] = widgetIn(element, 'mount', page);
      let current: MountOptions = { ...options };
      widget.apply(current);
      return {
        update(next: MountOptions) {
          current = { ...current, ...next };
          widget.apply(current);
        },
        unmount() {
          widget.stop();
          host.remove();
        },
        open: () => widget.show(true),
        close: () => widget.show(false),
      };
    }) ?? noop;
}
