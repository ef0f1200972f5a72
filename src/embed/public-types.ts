/**
 * The public TypeScript surface of the ES module build (`dist/boxoffice.d.mts` re-exports
 * the declarations emitted from this file). Types only: the options come from the one
 * option declaration (`options.ts`), the events from `host-events.ts`.
 */
import type { HostEventMap, HostEventName } from './host-events';
import type { Mode, OptionsInput, Theme } from './options';

export type { HostEventMap, HostEventName, Mode, Theme };

/** Options of `mount()` and `update()`: the script tag's attributes without `data-`, camelCase. */
export type MountOptions = Omit<OptionsInput, 'target'>;

/** A mounted widget. Neither method throws. */
export interface WidgetHandle {
  /** Changes options; the given ones are merged over the current ones. */
  update(options: MountOptions): void;
  /** Removes the widget and everything it set up (listeners, timers, observers, DOM). */
  unmount(): void;
}

/** Mounts a widget into `target` (an element or a CSS selector). Never throws. */
export type MountFn = (target: Element | string, options: MountOptions) => WidgetHandle;

/** The `CustomEvent` a host page receives for host event `K`. */
export type BoxOfficeEvent<K extends HostEventName> = CustomEvent<HostEventMap[K]>;
