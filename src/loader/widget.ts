/**
 * One `Widget` per mount (script tag, `mount()`, `<box-office>`, the hosted frame): it owns
 * the shadow root, and it alone decides, for each set of options it is given, between an
 * update in place and a new run (`keepsMount`: the `restart` rows of `OPTIONS`). A run
 * (`run.ts`) is one start of the mount plan; options that do not parse stop it and show one
 * notice instead. Nothing here throws into the host page.
 */
import { dispatchHostEvent } from '../shared/host-events';
import { ENGLISH } from '../shared/loader-text';
import { canonicalLocale, catalogueOf, writtenIn } from '../shared/locale';
import { guard, logError } from '../shared/log';
import type { OptionsInput } from '../shared/options';
import { sheet } from '../shared/sheet';
import { loadCatalogue } from './catalogue';
import { showNotice } from './notice';
import { attributeName, keepsMount, pageContext, parseOptions } from './options';
import type { Placement } from './plan';
import { type LoaderPage, type Run, sourceOf, startRun } from './run';

export type { LoaderPage } from './run';

import { themeCss } from './theme-sheet';

/** A widget driven by options. */
export interface Widget {
  /** Applies a complete set of options: the first mount, or an update. */
  apply(input: OptionsInput): void;
  /** Unmounts; `apply` may start it again later (a re-connected element). */
  stop(): void;
  /** Button mode: opens or closes the dialog (`open()`, `close()`); a hint in other modes. */
  show(open: boolean): void;
}

/**
 * Shows the notice for options that do not parse, naming `attribute`, in the language they
 * asked for (else the page's); ended by `dispose` (the next apply) if it is still loading.
 */
function refuse(
  root: ShadowRoot,
  page: LoaderPage,
  asked: unknown,
  attribute: string,
): Run['dispose'] {
  let ended = false;
  root.adoptedStyleSheets = [sheet(themeCss(undefined))];
  const lang =
    canonicalLocale(typeof asked === 'string' ? asked : document.documentElement.lang) ?? 'en';
  void loadCatalogue(page.chunks, catalogueOf(lang, page.chunks.languages)).then((m) => {
    if (!ended)
      showNotice(root, (m?.messages ?? ENGLISH).embed.problem(attribute), writtenIn(lang, !!m));
  });
  return () => {
    ended = true;
  };
}

/** Creates the widget living in `host`'s shadow root; host events are dispatched on `events`. */
export function createWidget(
  host: HTMLElement,
  events: EventTarget,
  placement: Placement,
  page: LoaderPage,
): Widget {
  let run: Run | null = null;
  /** Ends what the last apply left that is not a run: the notice of options that did not parse. */
  let ending: (() => void) | null = null;
  const source = sourceOf(placement);
  const root = () => host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const stop = () => {
    run?.dispose();
    ending?.();
    run = ending = null;
    const shadow = root();
    shadow.replaceChildren();
    shadow.adoptedStyleSheets = [];
    delete host.dataset.theme;
  };

  return {
    apply: (input) =>
      guard('applying the options', () => {
        const context = pageContext(page.scriptUrl, page.chunks.languages);
        const parsed = parseOptions(input, source, context);
        if (!parsed.ok) {
          stop();
          logError(parsed.message);
          dispatchHostEvent(events, 'boxoffice:error', { code: 'config', message: parsed.message });
          ending = refuse(root(), page, input.lang, parsed.attribute);
        } else if (run && keepsMount(run.options, parsed.options)) {
          run.update(parsed.options);
        } else {
          stop();
          run = startRun({ host, root: root(), events, placement, page }, parsed.options);
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

/**
 * A widget in a host element of its own, appended to `element` (where its host events are
 * dispatched): the script tag's and `mount()`'s. Returns the widget and its host.
 */
export function widgetIn(
  element: Element,
  placement: 'script' | 'mount',
  page: LoaderPage,
): [Widget, HTMLElement] {
  const host = document.createElement('div');
  host.dataset.boxoffice = '';
  element.append(host);
  return [createWidget(host, element, placement, page), host];
}
