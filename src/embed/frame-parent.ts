/**
 * Iframe mode, host side (issue 4.1): our hosted `embed.html` (next to the script) in an
 * auto-sizing iframe inside the shadow root. Only messages from that iframe's window and
 * origin are read (`protocol.ts`); host events are re-dispatched on the mount element.
 */

import { pickMessages } from '../i18n/index';
import type { WidgetHost } from '../model/host';
import { safeNavigationUrl } from '../model/url';
import type { Part } from './mount';
import type { Options } from './options-types';
import { CHECKOUT_PARAM } from './page';
import { readFrameMessage } from './protocol';

/**
 * The iframe's height while the frame loads, close to the skeleton it shows first and to the
 * loaded view, so the host page hardly moves when the frame reports its height. Narrow frames
 * wrap more text, so they start taller. Measured on the demo pages (skeleton / loaded):
 * summer-fest 1433/1546 px at 1000 wide, 1505/1618 at 640, 1736/1807 at 480, 1964/2139 at 320;
 * the list (8 skeleton cards, 9 events) 1184/1330 from 375 up, 1432/1386 at 320.
 * An unknown width (0: not laid out yet) counts as wide.
 */
export function initialFrameHeight(event: boolean, width: number): number {
  const narrow = (below: number) => Math.max(0, below - (width || below));
  return Math.round(event ? 1500 + narrow(700) * 1.45 : 1200 + narrow(400) * 2.5);
}

/** `embed.html?…` for `options`: the frame gets the parent's return URL and origin. */
export function frameUrl(
  scriptUrl: string,
  options: Options,
  parentOrigin: string,
  returnCheckoutId: string | null,
): URL {
  const url = new URL('embed.html', scriptUrl);
  const query: Record<string, string | undefined> = {
    event: options.event,
    key: options.key,
    token: options.token,
    api: options.api,
    lang: options.lang,
    theme: options.theme,
    accent: options.accent,
    promo: options.promo,
    returnUrl: options.returnUrl,
    parentOrigin,
    [CHECKOUT_PARAM]: returnCheckoutId ?? undefined,
  };
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url;
}

/** The frame's accessible name in the widget's language: one event's checkout, or the event list. */
export function frameTitle(options: Options): string {
  const t = pickMessages(options.lang).embed;
  return options.event ? t.frameCheckout : t.frameList;
}

/**
 * Creates the iframe in `root` and relays its messages to `host` (as the button part does);
 * `embed.html` is found next to `scriptUrl`.
 */
export function createFramePart(
  root: ShadowRoot,
  first: Options,
  host: WidgetHost,
  scriptUrl: string,
): Part {
  const iframe = document.createElement('iframe');
  iframe.title = frameTitle(first);
  iframe.allow = 'payment';
  iframe.setAttribute('loading', 'lazy');
  iframe.className = 'bo-frame';
  iframe.style.height = `${initialFrameHeight(Boolean(first.event), root.host.getBoundingClientRect().width)}px`;
  let src = frameUrl(scriptUrl, first, location.origin, host.returnCheckoutId);
  iframe.src = src.href;
  root.append(iframe);

  const onMessage = (event: MessageEvent) => {
    const message = readFrameMessage(event, { origin: src.origin, source: iframe.contentWindow });
    if (!message) return;
    if (message.type === 'resized') {
      iframe.style.height = `${Math.ceil(message.height)}px`;
    } else if (message.type === 'navigationRequested') {
      // SPEC §3: only an absolute https: URL (http: for localhost) is ever navigated to.
      const url = safeNavigationUrl(message.url);
      if (url) location.assign(url);
    } else {
      // Re-dispatched exactly as an inline widget would (SPEC §1.3).
      const { name, detail } = message.event;
      host.emit(name, detail);
    }
  };
  window.addEventListener('message', onMessage);

  return {
    update(next) {
      iframe.title = frameTitle(next);
      // The return id is handed over once, with the first URL: a reload must not replay it.
      const url = frameUrl(scriptUrl, next, location.origin, null);
      if (url.href === src.href) return;
      src = url;
      iframe.src = url.href;
    },
    dispose() {
      window.removeEventListener('message', onMessage);
      iframe.remove();
    },
  };
}
