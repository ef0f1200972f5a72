/**
 * Button mode's button, painted by the loader before any chunk: "Buy tickets", and later
 * "· from €X" (the `button` chunk fills the price and opens the dialog). It decides when the
 * dialog's code loads: once the page is idle or the buyer shows interest (pointer over it,
 * focus, a press), and at once when the buyer comes back from paying (the dialog then shows
 * the outcome). The button never waits for the app: a press before it arrived opens the
 * dialog on arrival.
 */
import { setLang } from '../i18n/locale';
import type { BuyButtonSlot, LoaderText, Mounted, Placeholder } from './contract';
import { el } from './dom';
import { UNPAINTED } from './placeholder';

/** The longest the dialog's code waits for an idle page before it loads anyway. */
const IDLE_MS = 3000;

/**
 * Creates the button in `root` (shown once `fill` gives it its label) and calls `load` when
 * the dialog's code should load (again after a failure, at the next sign of interest);
 * `pressed`: pressed already (back from paying). `signal` ends the wait.
 */
export function paintButton(
  root: ShadowRoot,
  load: () => void,
  signal: AbortSignal,
  pressed: boolean,
): {
  /** The chunk's part of it: the button, and no painted placeholder. */
  handOver: { placeholder: Placeholder; button: BuyButtonSlot };
  /** Shows the button with its label in `text`, written in `lang`. */
  fill(text: LoaderText, lang: string): void;
  /** The chunk mounted: a press so far opens the dialog now, later ones at once. */
  mounted(mounted: Mounted): void;
} {
  const label = el('span', 'bo-buy__label');
  const price = el('span', 'bo-buy__price');
  const gap = document.createTextNode(' ');
  const element = el('button', 'bo-btn bo-btn--primary bo-buy', label);
  element.type = 'button';
  element.setAttribute('part', 'submit');
  element.setAttribute('aria-haspopup', 'dialog');
  element.setAttribute('aria-expanded', 'false');
  const wrapper = el('div', 'bo bo-slot', element);
  const slot: BuyButtonSlot = {
    element,
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
    },
  };

  let dialog: Mounted | null = null;
  element.addEventListener('pointerenter', load, { once: true, signal });
  element.addEventListener('focus', load, { once: true, signal });
  element.addEventListener(
    'click',
    () => {
      pressed = !dialog?.open;
      if (pressed) load();
      else dialog?.open?.();
    },
    { signal },
  );
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
      label.textContent = text.buy.label;
      setLang(element, lang);
      if (!wrapper.isConnected) root.prepend(wrapper);
    },
    mounted(mounted) {
      dialog = mounted;
      if (pressed) mounted.open?.();
    },
  };
}
