/**
 * Button mode's button, painted by the loader before any chunk: "Buy tickets" (or the
 * `label` option's text), and later "· from €X" (the `button` chunk fills the price and opens
 * the dialog); with the `trigger` option, the page's own elements instead (`trigger.ts`,
 * loaded at once: no button is painted). It decides when the
 * dialog's code loads: once the page is idle or the buyer shows interest (pointer over it,
 * focus, a press), and at once when the buyer comes back from paying (the dialog then shows
 * the outcome). The button never waits for the app: a press before it arrived opens the
 * dialog on arrival.
 */

import type {
  BuyButtonSlot,
  ChunkSource,
  Mounted,
  OpenVia,
  Placeholder,
  Triggers,
} from '../shared/contract';
import type { LoaderText } from '../shared/loader-text';
import { setLang } from '../shared/locale';
import { loadFailure, logError } from '../shared/log';
import type { Options } from '../shared/options';
import { el } from './dom';
import { UNPAINTED } from './placeholder';

/** The longest the dialog's code waits for an idle page before it loads anyway. */
const IDLE_MS = 3000;

/**
 * Creates the button in `root` (shown once `fill` gives it its label), or with a `trigger`
 * loads the `trigger` chunk to use the page's own elements instead, and calls `load` when
 * the dialog's code should load (again after a failure, at the next sign of interest);
 * `pressed`: pressed already (back from paying). `signal` ends the wait and lets the page's
 * elements go.
 */
export function paintButton(
  root: ShadowRoot,
  load: () => void,
  signal: AbortSignal,
  pressed: boolean,
  options: Pick<Options, 'label' | 'trigger'>,
  chunks: ChunkSource,
): {
  /** The chunk's part of it: the button, and no painted placeholder. */
  handOver: { placeholder: Placeholder; button: BuyButtonSlot };
  /** Shows the button with its label in `text`, written in `lang`. */
  fill(text: LoaderText, lang: string): void;
  /** The chunk mounted: a press so far opens the dialog now, later ones at once. */
  mounted(mounted: Mounted): void;
  /** Opens or closes the dialog for the page (`open()`, `close()`), loading it first if need be. */
  show(open: boolean): void;
} {
  const { trigger } = options;
  const label = el('span', 'bo-buy__label');
  const price = el('span', 'bo-buy__price');
  const gap = document.createTextNode(' ');
  const element = el('button', 'bo-btn bo-btn--primary bo-buy', label);
  element.type = 'button';
  element.setAttribute('part', 'submit');
  element.setAttribute('aria-haspopup', 'dialog');
  element.setAttribute('aria-expanded', 'false');
  const wrapper = el('div', 'bo bo-slot', element);
  let triggers: Triggers | undefined;
  const slot: BuyButtonSlot = {
    get element() {
      return trigger ? (triggers?.opener() ?? null) : element;
    },
    setPrice(text) {
      price.textContent = text;
      if (text) element.append(gap, price);
      else {
        gap.remove();
        price.remove();
      }
    },
    setExpanded(open) {
      element.setAttribute('aria-expanded', String(open));
      triggers?.setExpanded(open);
    },
  };

  let dialog: Mounted | null = null;
  let via: OpenVia = 'return';
  const press = (how: OpenVia) => {
    via = how;
    pressed = !dialog?.open;
    if (pressed) load();
    else dialog?.open?.(how);
  };
  if (trigger) {
    chunks.load('trigger').then(
      (chunk) => {
        if (!signal.aborted)
          triggers = chunk.watch(trigger, signal, {
            interest: load,
            activate: () => press('trigger'),
          });
      },
      (error: unknown) => logError(loadFailure("The widget's code", error)),
    );
  } else {
    element.addEventListener('pointerenter', load, { once: true, signal });
    element.addEventListener('focus', load, { once: true, signal });
    element.addEventListener('click', () => press('button'), { signal });
  }
  // Where there is no requestIdleCallback (Safari), as late as it would be at the latest.
  const rIC = !!window.requestIdleCallback;
  const idle = rIC
    ? requestIdleCallback(load, { timeout: IDLE_MS })
    : window.setTimeout(load, IDLE_MS);
  signal.addEventListener('abort', () => (rIC ? cancelIdleCallback(idle) : clearTimeout(idle)));
  if (pressed) load();

  return {
    handOver: { placeholder: UNPAINTED, button: slot },
    fill(text, lang) {
      if (trigger) return;
      label.textContent = options.label ?? text.buy.label;
      // The organizer's own words, in a direction of their own.
      if (options.label) label.dir = 'auto';
      setLang(element, lang);
      if (!wrapper.isConnected) root.prepend(wrapper);
    },
    mounted(mounted) {
      dialog = mounted;
      if (pressed) mounted.open?.(via);
    },
    show(open) {
      if (open) press('api');
      else {
        pressed = false;
        dialog?.close?.();
      }
    },
  };
}
