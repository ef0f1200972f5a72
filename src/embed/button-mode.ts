/**
 * Button mode (issue 4.2): "Buy tickets · from €X" opening the widget in a native modal
 * `<dialog>` in the shadow root. `showModal()` moves focus in and keeps it there, Esc closes,
 * and focus goes back to the button.
 */
import { renderWidget, type WidgetHost } from '../ui/app';
import { guard } from './log';
import type { Part } from './mount';
import type { Options } from './options-types';
import { fetchPriceFrom } from './price-from';

const LABEL = 'Buy tickets';

/** Renders the button and its dialog (holding the widget) into `root`. */
export function createButtonPart(root: ShadowRoot, first: Options, host: WidgetHost): Part {
  const open = document.createElement('button');
  open.type = 'button';
  open.className = 'bo-open';
  open.setAttribute('part', 'button');
  open.setAttribute('aria-haspopup', 'dialog');
  open.textContent = LABEL;

  const dialog = document.createElement('dialog');
  dialog.className = 'bo-dialog';
  dialog.setAttribute('aria-label', LABEL);
  const bar = document.createElement('div');
  bar.className = 'bo-bar';
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'bo-close';
  close.setAttribute('aria-label', 'Close');
  close.textContent = '×';
  bar.append(close);
  const container = document.createElement('div');
  dialog.append(bar, container);
  root.append(open, dialog);

  const show = () => guard('opening the dialog', () => dialog.open || dialog.showModal());
  const hide = () => dialog.close();
  const restoreFocus = () => open.focus();
  open.addEventListener('click', show);
  close.addEventListener('click', hide);
  dialog.addEventListener('close', restoreFocus);

  let prices = new AbortController();
  const label = (options: Options) => {
    prices.abort();
    prices = new AbortController();
    open.textContent = LABEL;
    void fetchPriceFrom(options, prices.signal).then((price) => {
      if (price && open.isConnected) open.textContent = `${LABEL} · from ${price}`;
    });
  };
  label(first);

  const widget = renderWidget(container, first, host);
  // Back from the payment page: show the result at once.
  if (host.returnCheckoutId) show();

  return {
    update(next) {
      label(next);
      widget.update(next);
    },
    dispose() {
      prices.abort();
      open.removeEventListener('click', show);
      close.removeEventListener('click', hide);
      dialog.removeEventListener('close', restoreFocus);
      widget.dispose();
      if (dialog.open) dialog.close();
      open.remove();
      dialog.remove();
    },
  };
}
