/**
 * The `frame-child` chunk: inside our hosted `embed.html`. First it checks that the page
 * framing it may sell this key's tickets (see {@link checkFraming}); until then the loader's
 * placeholder stays, and nothing that can be bought is shown. Then it renders the widget
 * full-width from the page's query, reports its height and relays host events to the parent
 * with the parent's exact origin, and sends the buyer to the payment page through the top
 * window.
 */

import { FrameOrigins } from '../../api/catalog-schemas';
import { textLang } from '../../i18n/index';
import type { Navigate } from '../../model/host';
import type { Mounted } from '../../shared/contract';
import { requestHeaders, sellBase } from '../../shared/endpoint';
import { frameTitle, type LoaderText } from '../../shared/loader-text';
import { setLang } from '../../shared/locale';
import { logError } from '../../shared/log';
import type { Options, Prefill } from '../../shared/options';
import type { FrameMessage } from '../../shared/protocol';
import { type AppContext, mountView } from '../app/app';
import { readPrefillMessage } from './prefill-message';

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

/** An origin as `URL` serialises it (scheme, lower-case host, port unless the default); null when it has none. */
function originOf(value: string): string | null {
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The origins of the pages this document is framed by, as the browser states them (never
 * the query): every ancestor, parent first, from `location.ancestorOrigins` (Chromium,
 * Safari), else the parent alone from `document.referrer` (Firefox). `null` when this
 * document is not framed at all (the top window); empty when the browser does not say.
 * An opaque ancestor (a sandboxed page, `data:`) is `'null'`, which no list allows.
 */
export function framingAncestors(): string[] | null {
  if (window.parent === window) return null;
  const listed = location.ancestorOrigins;
  if (listed && listed.length > 0) return Array.from(listed);
  const referrer = document.referrer && originOf(document.referrer);
  return referrer ? [referrer] : [];
}

/**
 * The key's frame origins as exact origins: `https://Shop.example/` and `https://shop.example`
 * are the same one; an entry that is not an absolute URL with an origin (a bare host, a
 * pattern the URL parser rejects, `null`) is ignored. There are no wildcards: an entry such
 * as `https://*.example` parses but equals no real origin.
 */
export function allowedOrigins(entries: readonly string[]): Set<string> {
  const allowed = new Set<string>();
  for (const entry of entries) {
    const origin = originOf(entry.trim());
    if (origin) allowed.add(origin);
  }
  return allowed;
}

/** What the frame does: sell, or show `notice` and log `problem` (one `[boxoffice]` error). */
export type Framing =
  | { allowed: true }
  | { allowed: false; notice: (text: LoaderText) => string; problem: string };

const refused = (problem: string): Framing => ({
  allowed: false,
  notice: (text) => text.embed.refused,
  problem,
});

/**
 * Whether this document may sell `options`' tickets where it is: `embed.html` is a static
 * file on a CDN, so no per-key `frame-ancestors` header can guard it; it checks for itself,
 * through `GET /config/frame-origins` (`fetchFn` takes over the request the loader started).
 * Like `frame-ancestors`, every ancestor the browser names must be allowed, not just the
 * parent (an allowed page framed in turn by another site is refused).
 *
 * - Framed by allowed origins: allowed.
 * - Not framed (embed.html opened as a page of its own): refused without asking. It is the
 *   page our iframe mode frames, not a checkout page; no host page, no return to it.
 * - Framed, but the browser names no ancestor (no `ancestorOrigins`, no referrer): refused,
 *   as unconfirmed.
 * - Framed by an origin not in the list: refused, naming it and the fix.
 * - The list could not be had (network, 5xx, an answer that does not parse): not confirmed,
 *   so nothing is sold; the buyer is told tickets can't be shown right now (reload). A 401 or
 *   403 means the credential itself is wrong: the buyer sees the setting needs fixing.
 */
export async function checkFraming(
  options: Pick<Options, 'api' | 'key' | 'token'>,
  fetchFn: typeof fetch,
  signal: AbortSignal,
): Promise<Framing> {
  const ancestors = framingAncestors();
  if (ancestors === null) {
    return refused(
      'embed.html was opened as a page of its own: it sells tickets only inside the iframe that data-mode="iframe" creates. Link to a page of your site that has the widget instead.',
    );
  }
  if (ancestors.length === 0) {
    return refused(
      'The page framing this checkout could not be confirmed (the browser names no parent origin): tickets are not shown. Do not set referrerpolicy="no-referrer" on the iframe or a Referrer-Policy of no-referrer on the page that frames it.',
    );
  }
  const url = `${sellBase(options.api)}/config/frame-origins`;
  const credential = options.key ? 'key' : 'token';
  const unavailable = (why: string): Framing => ({
    allowed: false,
    notice: (text) => text.embed.failed,
    problem: `The key's frame origins could not be loaded (GET ${url}: ${why}), so this checkout cannot confirm it may be shown here: tickets are not shown. Reload the page to try again.`,
  });
  let response: Response;
  try {
    response = await fetchFn(url, {
      headers: requestHeaders(options),
      credentials: 'omit',
      signal,
    });
  } catch (error) {
    return unavailable(String(error));
  }
  if (response.status === 401 || response.status === 403) {
    return {
      allowed: false,
      notice: (text) => text.embed.problem(credential),
      problem: `The key's frame origins were refused (GET ${url}: ${response.status}): check the widget's ${credential}. Tickets are not shown.`,
    };
  }
  if (!response.ok) return unavailable(`${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return unavailable('the answer is not JSON');
  }
  const parsed = FrameOrigins.safeParse(body);
  if (!parsed.success) return unavailable('the answer is not a list of origins');
  const allowed = allowedOrigins(parsed.data.origins);
  const outsider = ancestors.find((origin) => !allowed.has(origin));
  if (outsider === undefined) return { allowed: true };
  const [parent] = ancestors;
  const where = outsider === parent ? outsider : `${parent}, which is itself framed by ${outsider}`;
  return refused(
    `This checkout is framed by ${where}, not one of the key's frame origins: tickets are not shown. To sell tickets on ${outsider}, add it to the key's frame origins in the dashboard.`,
  );
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

/** `options` with exactly the pre-filled details of `prefill` (none of the earlier ones). */
export function withPrefill(options: Options, prefill: Prefill): Options {
  const { prefill: _earlier, ...rest } = options;
  const { answers, ...details } = prefill;
  const given = { ...details, ...(answers && answers.size > 0 && { answers }) };
  return Object.keys(given).length > 0 ? { ...rest, prefill: given } : rest;
}

/** The frame's line to the page framing it: its confirmed origin, or none (nothing is sent). */
interface Parent {
  origin: string | null;
  /** Posts `message` to the parent's exact origin (nothing without a confirmed one). */
  post(message: FrameMessage): void;
}

/** The parent this document's query names, if the browser confirms it. */
function parentOf(): Parent {
  const origin = confirmedParentOrigin(new URLSearchParams(location.search).get('parentOrigin'));
  return {
    origin,
    post(message) {
      if (!origin) return;
      try {
        window.parent.postMessage(message, origin);
      } catch {
        // An uncloneable payload is dropped rather than thrown.
      }
    },
  };
}

/**
 * Where the hosted frame is: checking whether it may sell here, selling (its widget, once
 * mounted), refused (a notice in the widget's place), or disposed.
 */
type FrameState =
  | { name: 'checking' }
  | { name: 'selling'; widget: Mounted | null }
  | { name: 'refused' }
  | { name: 'disposed' };

/**
 * The widget inside embed.html, as a state machine: `checking` until {@link checkFraming}
 * answers (the loader's placeholder stays; only heights reach the parent), then `selling`
 * (the widget takes the placeholder over, and the parent hears `started`) or `refused`.
 */
class HostedWidget implements Mounted {
  private state: FrameState = { name: 'checking' };
  private options: Options;
  /** The organizer's prefill, as the parent sent it last (null until it does). */
  private prefill: Prefill | null = null;
  /** Whether this frame still keeps the loader's placeholder on screen. */
  private keeping: boolean;
  private readonly abort = new AbortController();
  private readonly heights: ResizeObserver;

  constructor(
    private readonly context: AppContext,
    private readonly parent: Parent,
  ) {
    this.options = context.options;
    this.keeping = context.placeholder.keep(context.view);
    this.heights = new ResizeObserver(() => {
      const { height } = document.documentElement.getBoundingClientRect();
      parent.post({ v: 1, type: 'resized', height });
    });
    this.heights.observe(document.body);
    addEventListener('message', this.onMessage);
  }

  /**
   * The buyer's details the organizer pre-filled come from the confirmed parent alone, and
   * only in a message: never through this page's URL, which our server sees.
   */
  private readonly onMessage = (event: MessageEvent) => {
    const message = this.parent.origin ? readPrefillMessage(event, this.parent.origin) : null;
    if (!message) return;
    this.prefill = message.prefill;
    this.update(this.options);
  };

  /** Runs the framing check, then sells or refuses. */
  async check(): Promise<void> {
    const framing = await checkFraming(this.options, this.context.fetch, this.abort.signal).catch(
      (error: unknown): Framing => ({
        allowed: false,
        notice: (text) => text.embed.failed,
        problem: `The frame check failed (${error}): tickets are not shown.`,
      }),
    );
    if (this.state.name !== 'checking') return;
    if (framing.allowed) this.sell();
    else {
      this.state = { name: 'refused' };
      logError(framing.problem);
      this.notice(framing.notice(this.context.text));
    }
  }

  update(next: Options): void {
    this.options = this.prefill ? withPrefill(next, this.prefill) : next;
    if (this.state.name === 'selling') this.state.widget?.update(this.options);
  }

  dispose(): void {
    const { state } = this;
    this.state = { name: 'disposed' };
    removeEventListener('message', this.onMessage);
    this.abort.abort();
    this.heights.disconnect();
    if (state.name === 'selling') state.widget?.dispose();
    this.release();
  }

  /** The widget takes over the placeholder; host events and payments go through the parent. */
  private sell(): void {
    const selling: Extract<FrameState, { name: 'selling' }> = { name: 'selling', widget: null };
    this.state = selling;
    const { context, parent } = this;
    mountView(
      {
        ...context,
        options: this.options,
        // Host events go to the parent, which dispatches them on its mount element.
        emit: (name, detail) => parent.post({ v: 1, type: 'hostEvent', event: { name, detail } }),
        notice: (text) => this.notice(text),
      },
      { navigate: topNavigator(parent.origin, parent.post) },
      (widget) => {
        selling.widget = widget;
        this.release();
        parent.post({ v: 1, type: 'started' });
      },
      () => this.state === selling,
    );
  }

  /** Shows `text` in the widget's place, instead of the placeholder and the widget. */
  private notice(text: string): void {
    this.context.notice(text);
    this.release();
  }

  /** Ends this frame's keep of the loader's placeholder, once. */
  private release(): void {
    if (this.keeping) this.context.placeholder.remove();
    this.keeping = false;
  }
}

/**
 * Starts the widget inside embed.html: the loader's placeholder stays while
 * {@link checkFraming} runs, then the widget takes it over, or a notice (`role="alert"`,
 * `notice.ts`) takes its place. Until allowed, only heights reach the parent (and only a
 * confirmed one): no host event, no navigation request.
 */
export function mount(context: AppContext): Mounted {
  document.body.style.margin = '0';
  // The language the frame's text is really in (English when the catalogue did not load), and
  // its direction: the frame page is ours, so it is right to left for Arabic and Hebrew.
  setLang(document.documentElement, textLang(context.options.lang, context.messages));
  document.title = frameTitle(context.view === 'event', context.text);
  const hosted = new HostedWidget(context, parentOf());
  void hosted.check();
  return hosted;
}
