/**
 * The `trigger` chunk: button mode with the page's own elements (`trigger` option, a CSS
 * selector) instead of a painted button (docs/embedding.md, "Your own button or link").
 * Loaded at once when the option is set; the dialog's code still waits for interest
 * (`buy-button.ts`). Each matching element of the document gets `aria-haspopup="dialog"`
 * and `aria-expanded`, and opens the dialog when activated:
 * - a button or a link opens it on click (a link's own navigation is prevented, unless the
 *   buyer asked for a new tab or window with a modifier key or the middle button: the link
 *   stays a link, and its `href` is the way in before the widget runs);
 * - any other element (a `<div>`) also gets `role="button"` and `tabindex="0"` where it has
 *   none, and opens on Enter and Space, so a keyboard reaches it too.
 * Elements added later (a single-page app) are bound when they appear; removed ones, or
 * ones that no longer match, are let go: every listener and attribute added is removed, and
 * each attribute the page had is put back. Nothing here throws into the page. This chunk
 * is built on its own (it shares no file with the app): it loads at once, alone.
 */
import type { TriggerHooks, Triggers } from '../../shared/contract';
import { guard } from '../../shared/log';

/** Elements whose own activation (click on Enter, or Space) a keyboard already has. */
const NATIVE = 'a[href],area[href],button,input,select,textarea,summary';

/** One bound element: how to let it go. */
type Release = () => void;

/** What the watch knows of the dialog: whether it is open, and the trigger that opened it last. */
interface DialogState {
  expanded: boolean;
  last: HTMLElement | null;
}

/**
 * Binds `element` as a trigger of the dialog `state` describes: its attributes say what it
 * opens, and pointing at, focusing or activating it calls `hooks`. Returns how to let it go:
 * every listener removed, and each attribute the page had put back.
 */
function bind(element: HTMLElement, state: DialogState, hooks: TriggerHooks): Release {
  const listeners = new AbortController();
  const on = <K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (event: HTMLElementEventMap[K]) => void,
  ) => element.addEventListener(type, listener, { signal: listeners.signal });
  /** The page's own value of each attribute set here (null: it had none). */
  const before = new Map<string, string | null>();
  const set = (name: string, value: string, onlyIfMissing = false) => {
    if (!before.has(name)) {
      if (onlyIfMissing && element.hasAttribute(name)) return;
      before.set(name, element.getAttribute(name));
    }
    element.setAttribute(name, value);
  };
  const activate = () => {
    state.last = element;
    hooks.activate();
  };

  set('aria-haspopup', 'dialog');
  set('aria-expanded', String(state.expanded));
  on('pointerenter', hooks.interest);
  on('focus', hooks.interest);
  on('click', (event) => {
    // Ctrl/Cmd/Shift+click or the middle button: the buyer wants the link elsewhere.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    activate();
  });
  if (!element.matches(NATIVE)) {
    set('role', 'button', true);
    set('tabindex', '0', true);
    on('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      if (event.repeat || event.defaultPrevented) return;
      // Space would scroll the page, as it does for a native button.
      event.preventDefault();
      activate();
    });
  }
  return () => {
    listeners.abort();
    for (const [name, value] of before) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
    if (state.last === element) state.last = null;
  };
}

/**
 * Binds every element matching `selector` in the document, now and as the document changes,
 * until `signal` aborts. `selector` was checked (`options.ts`), but the page's DOM is not
 * ours: every step is guarded.
 */
export function watch(selector: string, signal: AbortSignal, hooks: TriggerHooks): Triggers {
  const state: DialogState = { expanded: false, last: null };
  const bound = new Map<HTMLElement, Release>();

  /** Binds the elements that match now and lets go of the ones that no longer do. */
  const scan = () =>
    guard('finding the trigger', () => {
      const found = new Set(
        [...document.querySelectorAll(selector)].filter(
          (element): element is HTMLElement => element instanceof HTMLElement,
        ),
      );
      for (const [element, release] of bound) {
        if (found.has(element)) continue;
        release();
        bound.delete(element);
      }
      for (const element of found)
        if (!bound.has(element)) bound.set(element, bind(element, state, hooks));
    });

  // A single-page app adds and removes elements, and may give one the class or id it is
  // found by later; other attribute changes (including ours) do not make an element match.
  const observer = new MutationObserver(scan);
  if (!signal.aborted) {
    scan();
    observer.observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class', 'id'],
    });
    signal.addEventListener('abort', () => {
      observer.disconnect();
      for (const release of bound.values()) guard('letting go of the trigger', release);
      bound.clear();
    });
  }

  return {
    opener() {
      if (state.last?.isConnected) return state.last;
      for (const element of bound.keys()) if (element.isConnected) return element;
      return null;
    },
    setExpanded(open) {
      state.expanded = open;
      for (const element of bound.keys()) element.setAttribute('aria-expanded', String(open));
    },
  };
}
