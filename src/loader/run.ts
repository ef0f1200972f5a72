/**
 * One run of a widget: a start of its mount plan (`plan.ts`) with one set of options, until
 * the widget stops or starts again. It loads the plan's chunk and the catalogue and starts the
 * plan's requests, claims the payment's return, starts the analytics bridge, paints (the
 * placeholder, or the buy button), and mounts the chunk once it and the texts are there.
 * `update` and `dispose` may come before the chunk does and behave the same. Its parts are
 * modules of their own: the return claim, the analytics bridge, the way out of a notice.
 */
import type {
  CatalogueChunk,
  ChunkSource,
  ModeChunk,
  MountContext,
  Mounted,
} from '../shared/contract';
import { dispatchHostEvent, type Emit } from '../shared/host-events';
import { ENGLISH, type LoaderText } from '../shared/loader-text';
import { catalogueOf, writtenIn } from '../shared/locale';
import { codeUnavailable, UNCHECKABLE } from '../shared/log';
import type { Options } from '../shared/options';
import { sheet } from '../shared/sheet';
import { type Bridge, startBridge } from './analytics-bridge';
import { paintButton } from './buy-button';
import { loadCatalogue } from './catalogue';
import css from './loader.css?inline';
import { linkWayOut, showNotice } from './notice';
import { attributeName, type OptionsSource, toldToFrame } from './options';
import { paintPlaceholder } from './placeholder';
import { type MountPlan, type Placement, planMount } from './plan';
import { prefetch } from './prefetch';
import { claimReturn, type ReturnClaim } from './return-claim';
import { themeCss } from './theme-sheet';
import { warmIntl } from './warm-intl';
import { wayOutOf } from './way-out';

/** What every widget of one loader shares. */
export interface LoaderPage {
  /** URL of the loader script (the `api` default's origin; `embed.html` is next to it). */
  scriptUrl: string | null;
  chunks: ChunkSource;
}

/** What a run works in: its widget's host and shadow root, and how it was embedded. */
export interface RunSite {
  host: HTMLElement;
  root: ShadowRoot;
  /** Where host events are dispatched (the mount element). */
  events: EventTarget;
  placement: Placement;
  page: LoaderPage;
}

/** A started run. Nothing of it throws. */
export interface Run {
  /** The options it runs with now. */
  readonly options: Options;
  /** Options that keep the mount (`keepsMount`): restyles, and updates the mounted chunk. */
  update(options: Options): void;
  /** Stops everything it started: requests, the bridge, the claim, the mounted chunk. */
  dispose(): void;
  /** Button mode: opens or closes the dialog. */
  show?(open: boolean): void;
}

/** How options are named for the console, by where they were written. */
export const sourceOf = (placement: Placement): OptionsSource =>
  // The frame's options are its query, named as `mount()` names them.
  placement === 'frame' ? 'mount' : placement;

/** Shows a notice in the run's language, with the buyer's way out once it is known. */
export type Notify = (pick: (text: LoaderText) => string, where?: ParentNode) => Promise<void>;

/** What a run starts before it paints. */
interface Loads {
  /** The mode's chunk, asked for at once; null for the button's, asked for on interest. */
  code: Promise<ModeChunk> | null;
  /** `fetch`, handing over the requests the plan started. */
  fetchFn: typeof fetch;
  /** The first half of the widget's catalogue (undefined: English). */
  catalogue: Promise<CatalogueChunk | undefined>;
  claim: ReturnClaim;
  bridge: Bridge | null;
  /** How the run shows a notice, with the way out. */
  notify: Notify;
}

/**
 * Starts what a run of `first` loads, in this order: first the code (the button's waits for
 * interest or idle), then the requests, then the texts. The code is the longer path: the app
 * chunk's transfer, then its evaluation and mount, must be done before the answer can be read
 * (`npm run bench`). `options` gives the run's current options, `live` whether it still runs.
 */
function startLoads(
  site: RunSite,
  first: Options,
  plan: MountPlan,
  signal: AbortSignal,
  options: () => Options,
): Loads {
  const { page } = site;
  const code = plan.paint === 'button' ? null : page.chunks.load(plan.chunk);
  code?.catch(() => {});
  const fetchFn = prefetch(first, plan.requests, signal);
  const catalogue = loadCatalogue(page.chunks, catalogueOf(first.lang, page.chunks.languages));
  const claim = claimReturn(site.host, first.event);
  const bridge =
    first.analytics && site.placement !== 'frame'
      ? startBridge(page.chunks, site.events, attributeName('analytics', sourceOf(site.placement)))
      : null;
  const wayOut = wayOutOf(first, plan.requests, fetchFn);
  const notify: Notify = async (pick, where = site.root) => {
    const m = await catalogue;
    const text = m?.messages ?? ENGLISH;
    if (signal.aborted) return;
    const shown = showNotice(where, pick(text), writtenIn(first.lang, !!m));
    const href = await wayOut(options().fallbackUrl);
    if (href && !signal.aborted) linkWayOut(shown, href, text.embed.fallback);
  };
  return { code, fetchFn, catalogue, claim, bridge, notify };
}

/** Starts a run of `first` in `site`. */
export function startRun(site: RunSite, first: Options): Run {
  const { host, root, page } = site;
  const plan = planMount(first, site.placement);
  const abort = new AbortController();
  const live = () => !abort.signal.aborted;
  let options = first;
  const loads = startLoads(site, first, plan, abort.signal, () => options);
  const { catalogue, claim, bridge, notify } = loads;
  let { code } = loads;

  // Paint: the placeholder, or the button (which asks for its code on interest).
  const theme = sheet(themeCss(first.accent));
  root.adoptedStyleSheets = [sheet(css), theme];
  host.dataset.theme = first.theme;
  const container = document.createElement('div');
  let mounted: Mounted | null = null;
  /** Whether the chunk was asked for (again after a failure, at the buyer's next interest). */
  let requested = false;
  const mount = () => {
    if (requested) return;
    requested = true;
    code ??= page.chunks.load(plan.chunk);
    Promise.all([code, catalogue, bridge?.ready])
      .then(([module, m]) => {
        if (!live()) return;
        root.append(container);
        mounted = module.mount({
          ...contextOf(site, options, m, loads),
          container,
          view: plan.view,
          ...painted.handOver,
        });
        painted.mounted(mounted);
      })
      .catch((error: unknown) => {
        if (!live()) return;
        requested = false;
        code = null;
        const emit: Emit = (type, detail) => dispatchHostEvent(site.events, type, detail);
        codeUnavailable(emit, "The widget's code", error);
        // A page whose policy refuses every checked way in: a reload cannot help.
        const refused = error instanceof Error && error.name === UNCHECKABLE;
        void notify((text) => (refused ? text.embed.refused : text.embed.failed));
      });
  };
  const painted =
    plan.paint === 'button'
      ? paintButton(root, mount, abort.signal, Boolean(claim.checkoutId), first, page.chunks)
      : paintPlaceholder(root, container, first.lang, plan.view);
  // After the language's file was asked for, where that waits for a list (`warm-intl.ts`).
  if (plan.warmIntl) warmIntl(first.lang, page.chunks.listing?.());
  void catalogue.then((m) => {
    if (live()) painted.fill(m?.messages ?? ENGLISH, writtenIn(first.lang, !!m));
  });
  // The placeholder's chunk is on its way already; the button's waits (`buy-button.ts`).
  if (code) mount();

  return {
    get options() {
      return options;
    },
    update(next) {
      options = next;
      host.dataset.theme = next.theme;
      theme.replaceSync(themeCss(next.accent));
      mounted?.update(next);
    },
    dispose() {
      abort.abort();
      claim.release();
      bridge?.stop();
      mounted?.dispose();
    },
    show: 'show' in painted ? painted.show : undefined,
  };
}

/**
 * The context the mode's chunk mounts with, in the language of catalogue `m` (English without
 * it), but for what the paint hands over, the container and the view.
 */
function contextOf(
  site: RunSite,
  options: Options,
  m: CatalogueChunk | undefined,
  loads: Loads,
): Omit<MountContext, 'container' | 'view' | 'placeholder'> {
  return {
    root: site.root,
    options,
    optionName: (name) => attributeName(name, sourceOf(site.placement)),
    ...(m && { messages: m.messages }),
    ...(m?.purchase && { purchaseHalf: m.purchase }),
    text: m?.messages ?? ENGLISH,
    emit: (type, detail) => dispatchHostEvent(site.events, type, detail),
    notice: (text, where) => void loads.notify(() => text, where),
    fetch: loads.fetchFn,
    chunks: site.page.chunks,
    returnCheckoutId: loads.claim.checkoutId,
    takesReturn: loads.claim.takes,
    scriptUrl: site.page.scriptUrl ?? location.href,
    told: toldToFrame,
  };
}
