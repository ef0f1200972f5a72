/**
 * The `frame-parent` chunk: iframe mode on the host page. Our hosted `embed.html` (next
 * to the loader) in an auto-sizing iframe inside the shadow root; the host page loads only
 * the loader and this chunk, the frame loads the app. Only messages from that iframe's
 * window and origin are read (`protocol.ts`); host events are re-dispatched on the mount
 * element.
 */

import type { OptionName, Options, PREFILL } from '../../loader/options';
import { CHECKOUT_PARAM } from '../../loader/page';
import { frameTitle } from '../../loader/text';
import type { MountContext, Mounted } from '../../shared/contract';
import type { Prefill, PrefillMessage } from '../../shared/prefill-message';
import { readFrameMessage } from '../../shared/protocol';
import { safeNavigationUrl } from '../../shared/url';

/**
 * The iframe's height while the frame loads, close to the placeholder it shows first and to
 * the loaded view, so the host page hardly moves when the frame reports its height. Narrow
 * frames wrap more text, so they start taller. The constants follow the measured heights of
 * the placeholder and the loaded view of the demo event and list at four frame widths (README,
 * "The iframe's first height"); e2e/modes-iframe-height.spec.ts keeps the start within 15 %
 * of the settled height. An unknown width (0: not laid out yet) counts as wide.
 */
export function initialFrameHeight(event: boolean, width: number): number {
  const narrow = (below: number) => Math.max(0, below - (width || below));
  return Math.round(event ? 1500 + narrow(700) * 1.45 : 1200 + narrow(400) * 2.5);
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
 * The options the frame is not told in its query: how it is embedded, the analytics that run
 * on the host page from the relayed events (the parent's business), and the buyer's pre-filled
 * details, which our server would see in the URL. Every other option that is set is told.
 * `PREFILL` is named here as a type only (TypeScript fails when the two lists differ): its
 * value would bring the whole option table into the host page's code a second time.
 */
const NOT_TOLD: readonly string[] = [
  'target',
  'mode',
  'analytics',
  ...(['name', 'email', 'phone', 'answers'] satisfies typeof PREFILL),
] satisfies OptionName[];

/** The names of the options set in `options` that the frame renders with. */
const frameOptions = (options: Options) =>
  (Object.keys(options) as OptionName[]).filter((name) => !NOT_TOLD.includes(name));

/** The pre-filled details of `options`, as the `prefill` message carries them. */
export function prefillOf(options: Options): Prefill {
  const { name, email, phone } = options;
  return {
    ...(name !== undefined && { name }),
    ...(email !== undefined && { email }),
    ...(phone !== undefined && { phone }),
    answers: [...(options.answers ?? [])].map(([id, value]) => ({ id, value })),
  };
}

/**
 * `embed.html?…` (the isolated page's document on such a page: `frameDocument`) for
 * `options`: every option the frame renders with, the parent's origin, and (once, with the
 * first URL) the checkout id the payment page handed back.
 */
export function frameUrl(
  scriptUrl: string,
  options: Options,
  parentOrigin: string,
  returnCheckoutId: string | null,
): URL {
  const url = new URL(frameDocument(globalThis.crossOriginIsolated === true), scriptUrl);
  for (const name of frameOptions(options)) {
    const value = options[name];
    if (typeof value === 'string') url.searchParams.set(name, value);
  }
  url.searchParams.set('parentOrigin', parentOrigin);
  if (returnCheckoutId) url.searchParams.set(CHECKOUT_PARAM, returnCheckoutId);
  return url;
}

/** Whether two option sets render the same frame (the frame is reloaded only when not). */
const sameFrame = (a: Options, b: Options) =>
  [...frameOptions(a), ...frameOptions(b)].every((name) => a[name] === b[name]);

/** Creates the iframe in the loader's container and relays its messages to the host page. */
export function mount(context: MountContext): Mounted {
  const { root, container, text, view } = context;
  let options = context.options;
  const iframe = document.createElement('iframe');
  iframe.title = frameTitle(view, text);
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
    height: `${initialFrameHeight(view === 'event', root.host.getBoundingClientRect().width)}px`,
  });
  const first = frameUrl(context.scriptUrl, options, location.origin, context.returnCheckoutId);
  const origin = first.origin;
  iframe.src = first.href;
  container.append(iframe);

  /** The prefill the frame has now (as JSON), or null until its widget said it started. */
  let told: string | null = null;
  const tellPrefill = () => {
    const message: PrefillMessage = { v: 1, type: 'prefill', prefill: prefillOf(options) };
    const json = JSON.stringify(message);
    if (told === null || told === json) return;
    told = json;
    // Exact origin: the details go to our frame's page and nowhere else.
    iframe.contentWindow?.postMessage(message, origin);
  };

  const onMessage = (event: MessageEvent) => {
    const message = readFrameMessage(event, { origin, source: iframe.contentWindow });
    if (!message) return;
    if (message.type === 'started') {
      told = '';
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
      const previous = options;
      options = next;
      // Options, not URLs: the first URL carried the return id, a reload must not replay it.
      if (sameFrame(previous, next)) {
        tellPrefill();
        return;
      }
      // The new page says when it started, and hears the prefill then.
      told = null;
      iframe.src = frameUrl(context.scriptUrl, next, location.origin, null).href;
    },
    dispose() {
      window.removeEventListener('message', onMessage);
      iframe.remove();
    },
  };
}
