/**
 * The `frame-parent` chunk: iframe mode on the host page. Our hosted `embed.html` (next
 * to the loader) in an auto-sizing iframe inside the shadow root; the host page loads only
 * the loader and this chunk, the frame loads the app. Only messages from that iframe's
 * window and origin are read (`frame-message.ts`); host events are re-dispatched on the mount
 * element.
 */

import type { MountContext, Mounted } from '../../shared/contract';
import { itemsText } from '../../shared/items';
import { frameTitle } from '../../shared/loader-text';
import type { ListLayout, Options, Prefill } from '../../shared/options';
import type { PrefillMessage } from '../../shared/protocol';
import { CHECKOUT_PARAM, safeNavigationUrl } from '../../shared/url';
import { readFrameMessage } from './frame-message';

/**
 * The iframe's height while the frame loads, close to the placeholder it shows first and to
 * the loaded view, so the host page hardly moves when the frame reports its height. Narrow
 * frames wrap more text, so they start taller; a month or a week is a grid of days, compact
 * at 480 px and less. The constants follow the measured heights of the placeholder and the
 * loaded view of the demo event, list, month and week at four frame widths (README, "The
 * iframe's first height"); e2e/modes-iframe-height.spec.ts keeps the start within 15 % of the
 * settled height. An unknown width (0: not laid out yet) counts as wide.
 */
export function initialFrameHeight(shows: 'event' | ListLayout, width: number): number {
  const narrow = (below: number) => Math.max(0, below - (width || below));
  const phone = width > 0 && width <= 480;
  if (shows === 'calendar') return phone ? 540 : 800;
  if (shows === 'week') return phone ? 320 : 410;
  return Math.round(shows === 'event' ? 1500 + narrow(700) * 1.45 : 1350 + narrow(400) * 2.6);
}

/**
 * The frame's document, next to the loader: `embed-isolated.html` on a cross-origin isolated
 * page, which frames only a document that takes on an embedder policy; `embed.html` anywhere
 * else, which takes on none, so a poster from a host without `Cross-Origin-Resource-Policy`
 * still shows. One page under two paths because a static CDN sets headers per path, not per
 * query (docs/deploy.md, "Cross-origin isolated sites").
 */
const frameDocument = (isolated: boolean) => (isolated ? 'embed-isolated.html' : 'embed.html');

/**
 * The options the frame is told in its query, as name and text: each set one that `told`
 * admits (the loader's option table decides), `items` as text.
 */
export function frameQuery(
  options: Options,
  told: (name: string) => boolean,
): [name: string, value: string][] {
  const query: [string, string][] = [];
  for (const [name, value] of Object.entries(options)) {
    const text = name === 'items' && Array.isArray(value) ? itemsText(value) : value;
    if (told(name) && typeof text === 'string') query.push([name, text]);
  }
  return query;
}

/** `prefill` as one text, to tell a change from none (a Map has no JSON of its own). */
const textOf = ({ answers, ...details }: Prefill) =>
  JSON.stringify([details, [...(answers ?? [])]]);

/**
 * `embed.html?…` (the isolated page's document on such a page: `frameDocument`) for
 * `options`: every option the frame renders with, the parent's origin, and (once, with the
 * first URL) the checkout id the payment page handed back.
 */
export function frameUrl(
  scriptUrl: string,
  query: readonly [name: string, value: string][],
  parentOrigin: string,
  returnCheckoutId: string | null,
): URL {
  const url = new URL(frameDocument(globalThis.crossOriginIsolated === true), scriptUrl);
  for (const [name, value] of query) url.searchParams.set(name, value);
  url.searchParams.set('parentOrigin', parentOrigin);
  if (returnCheckoutId) url.searchParams.set(CHECKOUT_PARAM, returnCheckoutId);
  return url;
}

/** The iframe, named in the widget's language, as tall as its first view will be. */
function frameOf({ root, text, view, options }: MountContext): HTMLIFrameElement {
  const iframe = document.createElement('iframe');
  iframe.title = frameTitle(view === 'event', text);
  iframe.allow = 'payment';
  // The frame checks who frames it; where the browser has no `ancestorOrigins` (Firefox) it
  // reads the referrer, which a host page's `no-referrer` policy would otherwise blank out.
  iframe.referrerPolicy = 'origin';
  iframe.setAttribute('loading', 'lazy');
  // CSSOM, not a style="" attribute: allowed under a strict style-src.
  Object.assign(iframe.style, {
    display: 'block',
    width: '100%',
    border: '0',
    colorScheme: 'normal',
    height: `${initialFrameHeight(
      view === 'event' ? 'event' : (options.view ?? 'list'),
      root.host.getBoundingClientRect().width,
    )}px`,
  });
  return iframe;
}

/** Creates the iframe in the loader's container and relays its messages to the host page. */
export function mount(context: MountContext): Mounted {
  let options = context.options;
  const iframe = frameOf(context);
  const query = frameQuery(options, context.told);
  /** The frame's query now (as JSON): the frame is reloaded only when it changes. */
  let told = JSON.stringify(query);
  const first = frameUrl(context.scriptUrl, query, location.origin, context.returnCheckoutId);
  const origin = first.origin;
  iframe.src = first.href;
  context.container.append(iframe);

  /** The prefill the frame has now (`textOf`), or null until its widget said it started. */
  let prefilled: string | null = null;
  const tellPrefill = () => {
    const prefill = options.prefill ?? {};
    if (prefilled === null || prefilled === textOf(prefill)) return;
    prefilled = textOf(prefill);
    // Exact origin: the details go to our frame's page and nowhere else.
    iframe.contentWindow?.postMessage(
      { v: 1, type: 'prefill', prefill } satisfies PrefillMessage,
      origin,
    );
  };

  const onMessage = (event: MessageEvent) => {
    const message = readFrameMessage(event, { origin, source: iframe.contentWindow });
    if (!message) return;
    if (message.type === 'started') {
      prefilled = '';
      tellPrefill();
    } else if (message.type === 'resized') {
      iframe.style.height = `${Math.ceil(message.height)}px`;
    } else if (message.type === 'navigationRequested') {
      // Only an absolute https: URL (http: for localhost) is ever navigated to.
      const url = safeNavigationUrl(message.url);
      if (url) location.assign(url);
    } else {
      // Re-dispatched exactly as an inline widget would.
      const { name, detail } = message.event;
      context.emit(name, detail);
    }
  };
  window.addEventListener('message', onMessage);

  return {
    update(next) {
      options = next;
      // Queries, not URLs: the first URL carried the return id, a reload must not replay it.
      const query = frameQuery(next, context.told);
      if (JSON.stringify(query) === told) {
        tellPrefill();
        return;
      }
      told = JSON.stringify(query);
      // The new page says when it started, and hears the prefill then.
      prefilled = null;
      iframe.src = frameUrl(context.scriptUrl, query, location.origin, null).href;
    },
    dispose() {
      window.removeEventListener('message', onMessage);
      iframe.remove();
    },
  };
}
