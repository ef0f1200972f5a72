/**
 * One `Widget` per mount (script tag, `mount()`, `<box-office>`, the hosted frame): it owns
 * the shadow root, the options and the mounted chunk, and it alone decides between "update
 * in place" and "start again". A start follows its mount plan (`plan.ts`): it loads the
 * plan's chunk and the catalogue and starts the plan's requests, paints (the placeholder,
 * or the buy button), and mounts the chunk once it and the texts are there; `update()` and
 * `stop()` may come before the chunk does and behave the same. Nothing here throws into
 * the host page.
 */

import type { Chunks } from '../registry';
import type { ChunkSource, Mounted } from '../shared/contract';
import { eventPath, sellBase } from '../shared/endpoint';
import { dispatchHostEvent } from '../shared/host-events';
import { canonicalLocale, catalogueOf } from '../shared/locale';
import { guard, loadFailure, logError } from '../shared/log';
import { safeNavigationUrl } from '../shared/url';
import { paintButton } from './buy-button';
import css from './loader.css?inline';
import { showNotice } from './notice';
import {
  attributeName,
  type Options,
  type OptionsInput,
  pageContext,
  parseOptions,
} from './options';
import { takeReturnCheckoutId } from './page';
import { paintPlaceholder } from './placeholder';
import { type Placement, planMount } from './plan';
import { prefetch } from './prefetch';
import { loaderText } from './text';
import { sheet, themeCss } from './theme-sheet';
import { warmIntl } from './warm-intl';

/** A widget driven by options. */
export interface Widget {
  /** Applies a complete set of options: the first mount, or an update. */
  apply(input: OptionsInput): void;
  /** Unmounts; `apply` may start it again later (a re-connected element). */
  stop(): void;
  /** Button mode: opens or closes the dialog (`open()`, `close()`); a hint in other modes. */
  show(open: boolean): void;
}

/** What every widget of one loader shares. */
export interface LoaderPage {
  /** URL of the loader script (the `api` default's origin; `embed.html` is next to it). */
  scriptUrl: string | null;
  chunks: ChunkSource;
}

/** A language's first-half chunk. */
type Catalogue = Chunks['de'];

/** The options that decide a mount; any other change only restyles or updates it. */
const MOUNT_KEYS = [
  'mode',
  'api',
  'key',
  'token',
  'event',
  'lang',
  'label',
  'trigger',
  'analytics',
  'tiers',
] as const;

/** The host attribute naming the event whose payment return a widget of this page takes. */
const RETURN_CLAIM = 'data-boxoffice-return';

/** Creates the widget living in `host`'s shadow root; host events are dispatched on `events`. */
export function createWidget(
  host: HTMLElement,
  events: EventTarget,
  placement: Placement,
  page: LoaderPage,
): Widget {
  let run: {
    options: Options;
    update(options: Options): void;
    dispose(): void;
    show?(open: boolean): void;
  } | null = null;
  /** Bumped by every apply and stop: a late answer for an older one is dropped. */
  let generation = 0;
  const shadow = () => host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  // The frame's options are its query, named as `mount()` names them (frame-parent.ts).
  const source = placement === 'frame' ? 'mount' : placement;

  const stop = () => {
    generation++;
    run?.dispose();
    run = null;
    const root = shadow();
    root.replaceChildren();
    root.adoptedStyleSheets = [];
    delete host.dataset.theme;
  };

  /**
   * The first half of catalogue `code`'s texts (its texts, and its purchase half's file and sha384):
   * undefined for English (built in) or when its chunk failed.
   */
  const catalogue = (code: string): Promise<Catalogue | undefined> =>
    code === 'en' || !page.chunks.languages.includes(code)
      ? Promise.resolve(undefined)
      : // A language chunk's module type (every one has the shape of `de`'s).
        page.chunks.load(code as 'de').then(
          (chunk) => ('messages' in chunk ? chunk : undefined),
          () => {
            console.warn(`[boxoffice] The "${code}" texts could not be loaded: showing English.`);
            return undefined;
          },
        );

  /**
   * Shows the notice `pick(text)` in language `code` (else English), with a link to `wayOut`
   * when given, unless the widget moved on meanwhile.
   */
  const notice = (
    code: string,
    pick: (text: ReturnType<typeof loaderText>) => string,
    wayOut?: string | Promise<string | undefined>,
  ) => {
    const shown = generation;
    const root = shadow();
    void Promise.all([catalogue(code), wayOut]).then(([m, wayOut]) => {
      const text = loaderText(m?.messages);
      if (shown === generation)
        showNotice(root, pick(text), m ? code : 'en', { href: wayOut, label: text.embed.fallback });
    });
  };

  const start = (first: Options) => {
    const root = shadow();
    const mine = generation;
    const live = () => mine === generation;
    const plan = planMount(first, placement);
    const lang = catalogueOf(first.lang, page.chunks.languages);
    const abort = new AbortController();
    let options = first;
    let mounted: Mounted | null = null;
    /** Whether the chunk was asked for (again after a failure, at the buyer's next interest). */
    let requested = false;

    // Load: first the code (the button's waits for interest or idle), then the requests, then
    // the paint. The code is the longer path: the app chunk's transfer, then its evaluation
    // and mount, must be done before the answer can be read, and the answer (a preflight and
    // a GET) arrives about when the chunk has run (`npm run bench`).
    let code = plan.paint === 'button' ? null : page.chunks.load(plan.chunk);
    code?.catch(() => {});
    const fetchFn = prefetch(first, plan.requests, abort.signal);
    const messages = catalogue(lang);
    // A payment's return (`bo_checkout`, or this tab's pending checkout) is one widget's per
    // event: the first to start takes it, else an inline widget and a button's dialog of one
    // event would both show the outcome. The claim is an attribute of the host, so it holds
    // across loaders (each script tag runs its own) and ends with the widget.
    const takesReturn = ![...document.querySelectorAll(`[${RETURN_CLAIM}]`)].some(
      (other) => other !== host && other.getAttribute(RETURN_CLAIM) === (first.event ?? ''),
    );
    if (takesReturn) host.setAttribute(RETURN_CLAIM, first.event ?? '');
    const returnCheckoutId = takesReturn ? takeReturnCheckoutId() : null;
    // The analytics bridge listens on this page, before the chunk can send anything; in the
    // hosted frame it never runs (the parent page's bridge pushes the relayed events).
    const bridge =
      first.analytics && placement !== 'frame'
        ? page.chunks
            .load('analytics')
            .catch(
              (error: unknown) =>
                void logError(
                  loadFailure(`The code for ${attributeName('analytics', source)}`, error),
                ),
            )
        : null;
    let stopBridge: (() => void) | undefined;

    // Paint: the placeholder, or the button (which calls `mount` on interest).
    const theme = sheet(themeCss(first.accent));
    root.adoptedStyleSheets = [sheet(css), theme];
    host.dataset.theme = first.theme;
    const container = document.createElement('div');
    const painted =
      plan.paint === 'button'
        ? paintButton(root, mount, abort.signal, Boolean(returnCheckoutId), first, page.chunks)
        : paintPlaceholder(root, container, lang, plan.view);
    if (plan.warmIntl) warmIntl(first.lang);
    void messages.then((m) => {
      // Written in the catalogue's language, or English when it failed.
      if (live()) painted.fill(loaderText(m?.messages), m ? lang : 'en');
    });

    /**
     * The way out by default: the event's own checkout page (`checkoutUrl`), from the answer
     * the loader asked for and no chunk read. Read by hand (the loader carries no schema
     * library): one field, kept only as a safe link.
     */
    const eventCheckoutUrl = async (): Promise<string | undefined> => {
      const path = first.event && eventPath(first.event);
      if (!path || !plan.requests.includes(path)) return undefined;
      try {
        const response = await fetchFn(sellBase(first.api) + path);
        const body: unknown = response.ok ? await response.json() : null;
        const url = body instanceof Object && Object.hasOwn(body, 'checkoutUrl');
        return (url && safeNavigationUrl(Reflect.get(body, 'checkoutUrl'))) || undefined;
      } catch {
        return undefined;
      }
    };

    // Mount, once the code and the texts are there.
    function mount() {
      if (requested) return;
      requested = true;
      code ??= page.chunks.load(plan.chunk);
      Promise.all([code, messages, bridge])
        .then(([module, m, analytics]) => {
          if (!live()) return;
          stopBridge ??= analytics?.track(events);
          root.append(container);
          mounted = module.mount({
            root,
            container,
            options,
            view: plan.view,
            optionName: (name) => attributeName(name, source),
            ...(m && { messages: m.messages }),
            ...(m?.purchase && { purchaseHalf: m.purchase }),
            text: loaderText(m?.messages),
            emit: (type, detail) => dispatchHostEvent(events, type, detail),
            notice: (text, where = root) =>
              showNotice(where, text, m ? lang : 'en', {
                href: options.fallbackUrl,
                label: loaderText(m?.messages).embed.fallback,
              }),
            fetch: fetchFn,
            chunks: page.chunks,
            returnCheckoutId,
            takesReturn,
            scriptUrl: page.scriptUrl ?? location.href,
            ...painted.handOver,
          });
          painted.mounted(mounted);
        })
        .catch((error: unknown) => {
          if (!live()) return;
          requested = false;
          code = null;
          dispatchHostEvent(events, 'boxoffice:error', {
            code: 'unavailable',
            message: logError(loadFailure("The widget's code", error)),
          });
          notice(lang, (text) => text.embed.failed, options.fallbackUrl ?? eventCheckoutUrl());
        });
    }
    // The placeholder's chunk is on its way already; the button's waits (`buy-button.ts`).
    if (code) mount();

    return {
      get options() {
        return options;
      },
      update(next: Options) {
        options = next;
        host.dataset.theme = next.theme;
        theme.replaceSync(themeCss(next.accent));
        mounted?.update(next);
      },
      dispose() {
        if (takesReturn) host.removeAttribute(RETURN_CLAIM);
        abort.abort();
        stopBridge?.();
        mounted?.dispose();
      },
      show: 'show' in painted ? painted.show : undefined,
    };
  };

  return {
    apply: (input) =>
      guard('applying the options', () => {
        const parsed = parseOptions(
          input,
          source,
          pageContext(page.scriptUrl, page.chunks.languages),
        );
        if (!parsed.ok) {
          stop();
          logError(parsed.message);
          dispatchHostEvent(events, 'boxoffice:error', { code: 'config', message: parsed.message });
          shadow().adoptedStyleSheets = [sheet(themeCss(undefined))];
          const asked = typeof input.lang === 'string' ? input.lang : document.documentElement.lang;
          notice(catalogueOf(canonicalLocale(asked) ?? 'en', page.chunks.languages), (text) =>
            text.embed.problem(parsed.attribute),
          );
        } else if (run && MOUNT_KEYS.every((key) => run?.options[key] === parsed.options[key])) {
          run.update(parsed.options);
        } else {
          stop();
          run = start(parsed.options);
        }
      }),
    stop: () => guard('removing the widget', stop),
    show: (open) =>
      guard('open() or close()', () => {
        if (run?.show) run.show(open);
        else if (run) {
          const mode = attributeName('mode', source);
          logError(
            `${open ? 'open' : 'close'}(): there is a dialog only in button mode: set ${mode}="button".`,
          );
        }
      }),
  };
}
