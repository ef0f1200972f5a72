/** `mount(target, options)` of SPEC §1.2, shared by `window.BoxOffice` and the ES module. */
import { createController } from './controller';
import { guard, logError } from './log';
import type { MountFn, MountOptions, WidgetHandle } from './public-types';

const noop: WidgetHandle = { update() {}, unmount() {} };

/** The element `target` names, or null after logging why not. */
function resolveTarget(target: unknown): Element | null {
  if (target instanceof Element) return target;
  if (typeof target === 'string') {
    const found = guard('finding the target', () => document.querySelector(target));
    if (found) return found;
    logError(`mount(): no element matches "${target}": pass an element or a CSS selector of one.`);
    return null;
  }
  logError('mount(): target must be an element or a CSS selector string.');
  return null;
}

/** Makes the `mount` function for a script loaded from `scriptUrl` (the `api` default). */
export function createMount(scriptUrl: string | null): MountFn {
  return (target, options) =>
    guard('mount()', () => {
      const element = resolveTarget(target);
      if (!element) return noop;
      const host = document.createElement('div');
      host.dataset.boxoffice = '';
      element.append(host);
      const controller = createController(host, element, 'mount', scriptUrl);
      let current: MountOptions = { ...options };
      controller.apply(current);
      return {
        update(next: MountOptions) {
          current = { ...current, ...next };
          controller.apply(current);
        },
        unmount() {
          controller.stop();
          host.remove();
        },
      };
    }) ?? noop;
}
