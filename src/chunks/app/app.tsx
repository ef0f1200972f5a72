/**
 * The `app` chunk: one event's widget. `mount()` creates the widget's model
 * (src/model/checkout-model.ts), renders the UI from its signals into the loader's
 * container, and keeps every exception inside (an error boundary shows a notice; nothing
 * throws into the host page). The purchase views (form, summary, confirmation) and, in list
 * mode, the list views come from their own chunks. The chunks that wrap the widget (the
 * hosted frame, button mode's dialog) mount it through `mountView`.
 */
import { signal } from '@preact/signals';
import { render } from 'preact';
import type { EventDetail } from '../../api/schemas';
import type { CoreMessages } from '../../i18n/en';
import {
  type CheckoutModel,
  createCheckoutModel,
  type ListStarter,
} from '../../model/checkout-model';
import type { Navigate, WidgetHost } from '../../model/host';
import type { ChunkLoaders, PurchaseChunk } from '../../model/purchase-half';
import type { MountContext, Mounted } from '../../shared/contract';
import { catalogueOf } from '../../shared/locale';
import { codeUnavailable, guard, loadFailure, logError } from '../../shared/log';
import { sheet } from '../../shared/sheet';
import { App, Boundary, FailedNotice } from '../../ui/event-view';
import { paletteCss } from '../../ui/palette';
import { WidgetRoot } from '../../ui/root';
import { type ListViews, type PurchaseViews, type Shell, ShellProvider } from '../../ui/shell';
import css from '../../ui/styles.css?inline';

/** The context a chunk of the app mounts with: the loader's, with the whole catalogue's type. */
export type AppContext = MountContext<CoreMessages>;

/** The list half, given by the list chunk. */
export interface ListPart {
  start: ListStarter;
  views: ListViews;
  /** Its stylesheet. */
  css: string;
}

/** What a chunk that wraps the widget adds to its mount (the hosted frame, button mode's dialog). */
export interface AppExtras {
  /** The list half: the widget starts with the event list. */
  list?: ListPart;
  /** Sends the buyer to the payment page; default `location.assign`. */
  navigate?: Navigate;
  /** Called with the event each time the widget has loaded it (button mode shows its price). */
  eventLoaded?(event: EventDetail): void;
}

/** Mounts one event's widget (the `app` chunk's entry point). */
export function mount(context: AppContext): Mounted {
  return mountApp(context);
}

/**
 * Mounts the view the plan chose into `context.container`: one event at once, or the event
 * list once its chunk has arrived (`null` until then). When that chunk fails, the buyer sees
 * the loader's notice there and the page gets `boxoffice:error`.
 */
export function mountView(
  context: AppContext,
  extras: AppExtras,
  mounted: (widget: Mounted) => void,
  live: () => boolean,
): void {
  if (context.view === 'event') {
    mounted(mountApp(context, extras));
    return;
  }
  context.chunks.load('list').then(
    (list) => {
      if (live()) mounted(list.mount(context, extras));
    },
    (error: unknown) => {
      if (!live()) return;
      codeUnavailable(context.emit, "The event list's code", error);
      context.notice(context.text.embed.failed, context.container);
    },
  );
}

/** The host a widget's model talks to, from the loader's context. */
function hostOf(context: AppContext, extras: AppExtras, palette: CSSStyleSheet): WidgetHost {
  return {
    emit: context.emit,
    navigate:
      extras.navigate ??
      ((url) => {
        location.assign(url);
        return 'left';
      }),
    returnCheckoutId: context.returnCheckoutId,
    ...(context.takesReturn === false && { takesReturn: false }),
    optionName: context.optionName,
    setPalette: (preset) =>
      guard("applying the key's palette", () => palette.replaceSync(paletteCss(preset))),
    ...(extras.eventLoaded && { eventLoaded: extras.eventLoaded }),
  };
}

/** Mounts the widget into `context.container`: one event, or with `extras.list`, the event list. */
export function mountApp(context: AppContext, extras: AppExtras = {}): Mounted {
  const { root, container, list } = { ...context, ...extras };
  const palette = sheet('');
  const own = [palette, sheet(css), ...(list ? [sheet(list.css)] : [])];
  const adopt = (sheets: CSSStyleSheet[]) => {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
  };
  adopt(own);
  let options = context.options;
  const current = signal(options);
  const purchase = signal<PurchaseViews | null>(null);
  const shell: Shell = {
    placeholder: context.placeholder,
    purchase,
    options: current,
    calendar: () => context.chunks.load('calendar'),
    ...(list && { list: list.views }),
  };
  // The catalogue's purchase half comes with (and is checked by) the purchase chunk.
  const code = catalogueOf(options.lang, context.chunks.languages);
  const chunks: ChunkLoaders = {
    purchase: (): Promise<PurchaseChunk> =>
      context.chunks
        .load('purchase')
        .then((chunk) =>
          Promise.all([chunk, context.messages ? chunk.loadText(code, context) : undefined]),
        )
        .then(([chunk, text]) => {
          if (!purchase.peek()) {
            const extra = sheet(chunk.css);
            own.push(extra);
            adopt([extra]);
            purchase.value = text ? { ...chunk, text } : chunk;
          }
          return chunk;
        }),
    presets: () =>
      context.chunks.load('presets').catch((error: unknown) => {
        logError(loadFailure('The prefill code', error));
        throw error;
      }),
  };
  let model: CheckoutModel | null =
    guard('starting the widget', () =>
      createCheckoutModel(
        options,
        hostOf(context, extras, palette),
        chunks,
        { fetch: context.fetch },
        list?.start,
      ),
    ) ?? null;
  const draw = () =>
    guard('rendering the widget', () =>
      render(
        <WidgetRoot lang={options.lang} messages={context.messages}>
          <ShellProvider value={shell}>
            <Boundary>{model ? <App model={model} /> : <FailedNotice />}</Boundary>
          </ShellProvider>
        </WidgetRoot>,
        container,
      ),
    );
  draw();
  return {
    update(next) {
      options = next;
      guard('updating the widget', () => {
        model?.setOptions(next);
        current.value = next;
      });
      draw();
    },
    dispose() {
      guard('removing the widget', () => model?.dispose());
      model = null;
      guard('removing the widget', () => render(null, container));
      container.remove();
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => !own.includes(s));
    },
  };
}
