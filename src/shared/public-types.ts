/**
 * The public TypeScript surface of the ES module build (`dist/boxoffice.d.mts` re-exports
 * the declarations emitted from this file). Types only: the options come from the one
 * option declaration (`options.ts`), the events from `host-events.ts`.
 *
 * Besides its exports, this file declares for the integrator's TypeScript (global
 * augmentations, in force once anything of the package is imported, even
 * `import type {} from 'boxoffice'`):
 * - each host event in the DOM's event maps of elements, `document` and `window` (the events
 *   bubble and are composed), so `el.addEventListener('boxoffice:checkout', (e) => e.detail.id)`
 *   is typed;
 * - `<box-office>` in `HTMLElementTagNameMap` (`document.querySelector('box-office')`).
 *
 * `dist/boxoffice.d.mts` adds `<box-office>` to the JSX of React 19 and Preact, with
 * `BoxOfficeJsxProps`. Those two module augmentations are written by scripts/post-build.mjs,
 * not here: from a source file, TypeScript (5 and 7 alike) neither emits them (TS4033, the
 * framework's `IntrinsicElements` is a "private name") nor accepts them in a program without
 * that framework (TS2664), whereas a declaration file may augment a module the project lacks.
 */

import type { HostEventMap, HostEventName } from './host-events';
import type { ItemInput, Mode, OptionsInput, Theme } from './options';

export type { HostEventMap, HostEventName, ItemInput, Mode, Theme };

/**
 * Options of `mount()` and `update()`: the script tag's attributes without `data-`, camelCase;
 * `answers` ({ [questionId]: answer }) for the `data-answer-<id>` attributes, and `items` as
 * text or lines.
 */
export type MountOptions = Omit<OptionsInput, 'target'>;

/** A mounted widget. Neither method throws. */
export interface WidgetHandle {
  /** Changes options; the given ones are merged over the current ones. */
  update(options: MountOptions): void;
  /** Removes the widget and everything it set up (listeners, timers, observers, DOM). */
  unmount(): void;
  /**
   * Button mode: opens the dialog (loading its code first if need be); `boxoffice:open`
   * follows. In another mode it logs a hint and does nothing.
   */
  open(): void;
  /** Button mode: closes the dialog; `boxoffice:close` follows. A hint in another mode. */
  close(): void;
}

/** Mounts a widget into `target` (an element or a CSS selector). Never throws. */
export type MountFn = (target: Element | string, options: MountOptions) => WidgetHandle;

/** The `CustomEvent` a host page receives for host event `K`. */
export type BoxOfficeEvent<K extends HostEventName> = CustomEvent<HostEventMap[K]>;

/** Every host event as the DOM dispatches it: its name → `CustomEvent` of its payload. */
export type BoxOfficeEventMap = { [K in HostEventName]: BoxOfficeEvent<K> };

/** An option's attribute name on `<box-office>`: `returnUrl` → `return-url`. */
type Kebab<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}`
  : S;

/**
 * The attributes of `<box-office>`: the options of `mount()` in kebab-case (`return-url`),
 * each a string; `mode` and `theme` one of their values. The element mounts into itself, so
 * it has no `target`. It reads attributes only (no properties): set them with
 * `setAttribute`, or let the framework do it.
 */
export type BoxOfficeAttributes = {
  [K in keyof MountOptions & string as K extends 'answers' ? never : Kebab<K>]?: K extends 'items'
    ? string
    : MountOptions[K];
} & {
  /** A pre-filled answer: `answer-<question id>`. */
  [K: `answer-${string}`]: string | undefined;
};

/**
 * `<box-office>`, the custom element the package defines (the script tag does at once, the ES
 * module on `defineElement()`): it mounts when connected, updates when an attribute changes
 * and unmounts when removed. Its host events are typed on it like on any element.
 */
export interface BoxOfficeElement extends HTMLElement {
  /** Button mode: opens the dialog, as `WidgetHandle.open()`. */
  open(): void;
  /** Button mode: closes the dialog, as `WidgetHandle.close()`. */
  close(): void;
}

/**
 * Handlers of the host events as JSX props in React 19 and Preact: `on` followed by the
 * event's exact name, which both bind with `addEventListener` on a custom element, e.g.
 * `'onboxoffice:ready'`. JSX reads a name with a colon as a namespaced name, which Babel and
 * oxc refuse by default (their `throwIfNamespace` option), so spread them:
 * `<box-office {...{ 'onboxoffice:ready': (e) => e.detail.event.slug }} />`.
 */
export type BoxOfficeEventProps = {
  [K in HostEventName as `on${K}`]?: (event: BoxOfficeEvent<K>) => void;
};

/**
 * A ref to the element as React 19 and Preact take it: an object, or a callback. An object
 * typed for any `HTMLElement` (`useRef<HTMLElement>`) fits too: `BoxOfficeElement` only adds
 * methods.
 */
type ElementRef =
  | { current: HTMLElement | null }
  // biome-ignore lint/suspicious/noConfusingVoidType: as React's `RefCallback` (a callback returns nothing or a cleanup)
  | ((element: BoxOfficeElement | null) => void | (() => void))
  | null;

/**
 * The JSX props of `<box-office>` in React 19 and Preact: the framework's props of a plain
 * HTML element (`HtmlProps`, those of its `<section>`: `id`, `class`/`className`, `style`,
 * `aria-*` and the rest), the element's attributes, its event props and a ref to it, and no
 * children (it renders into its own shadow root). Naming the framework's types through the
 * framework's own JSX, not by import, keeps the declarations valid where it is not installed.
 *
 * `key` is the framework's own prop (both keep it to tell list items apart and never pass it
 * to the element), so the publishable key goes in as `sell-key`, the element's other name
 * for it. These props leave `key` out, so `key="pk_…"`, which would silently mount nothing
 * but a "key is missing" notice, does not compile; to key a list of widgets, key a wrapper
 * (a `Fragment`) instead.
 * `children` and `dangerouslySetInnerHTML` are left out too: what the element shows is the
 * widget's own, never HTML from the host.
 */
export type BoxOfficeJsxProps<HtmlProps = object> = Omit<
  HtmlProps,
  'children' | 'dangerouslySetInnerHTML' | 'ref' | keyof BoxOfficeAttributes
> &
  Omit<BoxOfficeAttributes, 'key'> &
  BoxOfficeEventProps & {
    /**
     * The publishable key as attribute `Key`, which the DOM stores as `key` (HTML attribute
     * names ignore case).
     * @deprecated Write `sell-key`: one name in every framework, Vue included.
     */
    Key?: string;
    ref?: ElementRef;
    children?: never;
  };

declare global {
  interface HTMLElementEventMap extends BoxOfficeEventMap {}
  interface DocumentEventMap extends BoxOfficeEventMap {}
  interface WindowEventMap extends BoxOfficeEventMap {}
  interface HTMLElementTagNameMap {
    'box-office': BoxOfficeElement;
  }
}
