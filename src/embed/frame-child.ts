/**
 * The `frame-child` chunk: inside our hosted `embed.html`. It renders the widget full-width
 * from the page's query, reports its height and relays host events to the parent with the
 * parent's exact origin, and sends the buyer to the payment page through the top window.
 */

import { textLang } from '../i18n/index';
import { mountApp } from '../ui/app';
import type { MountContext, Mounted, Navigate } from './contract';
import type { FrameMessage, RelayedEvent } from './protocol';
import { frameTitle } from './text';

/**
 * The parent's origin from the query, trusted only when the browser confirms it
 * (`location.ancestorOrigins`, else `document.referrer`). Unconfirmed → nothing is sent.
 */
export function confirmedParentOrigin(claimed: string | null): string | null {
  if (window.parent === window || !claimed) return null;
  let origin: string;
  try {
    origin = new URL(claimed).origin;
  } catch {
    return null;
  }
  if (origin !== claimed || origin === 'null') return null;
  const ancestors = location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] === origin ? origin : null;
  if (!document.referrer) return null;
  try {
    return new URL(document.referrer).origin === origin ? origin : null;
  } catch {
    return null;
  }
}

/**
 * Sends the buyer to the payment page from inside the frame. A cross-origin frame may
 * navigate the top window only with user activation (the buyer's click); once that has
 * expired, our loader in the parent navigates instead, and without a confirmed parent the
 * page opens in a new tab while the widget keeps polling. Opened without 'noopener' (which
 * always returns null) so a popup blocker is noticed ('blocked'); the opener is then severed.
 */
function topNavigator(
  parentOrigin: string | null,
  post: (message: FrameMessage) => void,
): Navigate {
  return (url) => {
    const top = window.top;
    if (!top || top === window) {
      location.assign(url);
      return 'left';
    }
    if (navigator.userActivation?.isActive ?? true) {
      try {
        top.location.href = url;
        return 'left';
      } catch {
        // Refused: fall through to the parent or a new tab.
      }
    }
    if (parentOrigin) {
      post({ v: 1, type: 'navigationRequested', url });
      return 'left';
    }
    const tab = window.open(url, '_blank');
    if (!tab) return 'blocked';
    try {
      tab.opener = null;
    } catch {
      // Already cross-origin: nothing left to sever from here.
    }
    return 'new-tab';
  };
}

/** Starts the widget inside embed.html. */
export function mount(context: MountContext): Mounted {
  const { options } = context;
  const parentOrigin = confirmedParentOrigin(
    new URLSearchParams(location.search).get('parentOrigin'),
  );
  const post = (message: FrameMessage) => {
    if (!parentOrigin) return;
    try {
      window.parent.postMessage(message, parentOrigin);
    } catch {
      // An uncloneable payload is dropped rather than thrown.
    }
  };
  document.body.style.margin = '0';
  // The language the frame's text is really in (English when the catalogue did not load).
  document.documentElement.lang = textLang(options.lang, context.messages);
  document.title = frameTitle(options, context.text);
  const observer = new ResizeObserver(() => {
    post({
      v: 1,
      type: 'resized',
      height: document.documentElement.getBoundingClientRect().height,
    });
  });
  observer.observe(document.body);

  const inner: MountContext = {
    ...context,
    // Host events go to the parent, which dispatches them on its mount element. (`Emit`
    // pairs each name with its payload; TypeScript cannot see that the pair is a `RelayedEvent`.)
    emit: (name, detail) =>
      post({ v: 1, type: 'hostEvent', event: { name, detail } as RelayedEvent }),
    navigate: topNavigator(parentOrigin, post),
  };
  let widget: Mounted | null = null;
  let disposed = false;
  if (options.event) widget = mountApp(inner);
  else {
    context.chunks.load('list').then(
      (list) => {
        if (!disposed) widget = list.mount(inner);
      },
      () => {
        // The loader logged why; the frame shows its notice.
      },
    );
  }
  return {
    update(next) {
      widget?.update(next);
    },
    dispose() {
      disposed = true;
      observer.disconnect();
      widget?.dispose();
    },
  };
}
