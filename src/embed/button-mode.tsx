/**
 * Button mode (issue 4.2): the UI's `BuyButton` ("Buy tickets · from €X") opening the widget
 * in a native modal `<dialog>` in the shadow root. `showModal()` moves focus in and keeps it
 * there (the rest of the page is inert), Esc closes, and focus goes back to the button.
 */
import { render } from 'preact';
import { createClient } from '../api/client';
import type { Result } from '../api/errors';
import type { EventDetail } from '../api/schemas';
import { messagesLang, pickMessages } from '../i18n/index';
import { needsNewModel } from '../model/checkout-model';
import type { WidgetHost } from '../model/host';
import { renderWidget } from '../ui/app';
import { BuyButton } from '../ui/buy-button';
import { WidgetRoot } from '../ui/root';
import { guard } from './log';
import type { Part } from './mount';
import type { Options } from './options-types';
import { priceFrom as lowest, type PriceFrom } from './price-from';

/** Renders the button and its dialog (holding the widget) into `root`. */
export function createButtonPart(root: ShadowRoot, first: Options, host: WidgetHost): Part {
  const slot = document.createElement('div');
  slot.className = 'bo-slot';
  const dialog = document.createElement('dialog');
  dialog.className = 'bo-dialog';
  const bar = document.createElement('div');
  bar.className = 'bo-bar';
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'bo-close';
  close.textContent = '×';
  /** The dialog's name and the close button's label, in the widget's language. */
  const label = (lang: string) => {
    const t = pickMessages(lang);
    dialog.lang = messagesLang(lang);
    dialog.setAttribute('aria-label', t.buy.label);
    close.setAttribute('aria-label', t.embed.close);
  };
  label(first.lang);
  bar.append(close);
  const container = document.createElement('div');
  dialog.append(bar, container);
  root.append(slot, dialog);

  let options = first;
  let priceFrom: PriceFrom | null = null;
  const draw = () =>
    render(
      <WidgetRoot lang={options.lang}>
        <BuyButton
          priceFrom={priceFrom?.price ?? null}
          currency={priceFrom?.currency}
          expanded={dialog.open}
          onClick={show}
        />
      </WidgetRoot>,
      slot,
    );
  const show = () =>
    guard('opening the dialog', () => {
      if (!dialog.open) dialog.showModal();
      draw();
    });
  const hide = () => dialog.close();
  const onClose = () => {
    draw();
    slot.querySelector('button')?.focus();
  };
  close.addEventListener('click', hide);
  dialog.addEventListener('close', onClose);

  let prices = new AbortController();
  /** The event request of the price, handed to the widget once so it is not made twice. */
  let shared: { slug: string; req: Promise<Result<EventDetail>> } | null = null;
  const loadPrice = () => {
    prices.abort();
    prices = new AbortController();
    priceFrom = null;
    const slug = options.event;
    shared = slug ? { slug, req: createClient(options).event(slug, prices.signal) } : null;
    void shared?.req.then((res) => {
      if (prices.signal.aborted) return;
      priceFrom = lowest(res);
      draw();
    });
  };
  draw();
  loadPrice();

  const widget = renderWidget(container, first, {
    ...host,
    prefetched(slug) {
      const req = shared?.slug === slug ? shared.req : null;
      shared = null;
      return req;
    },
  });
  // Back from the payment page: show the result at once.
  if (host.returnCheckoutId) show();

  return {
    update(next) {
      // The price comes from the same request as the widget's event: reload it when that changes.
      const eventChanged = needsNewModel(options, next);
      options = next;
      label(next.lang);
      draw();
      if (eventChanged) loadPrice();
      widget.update(next);
    },
    dispose() {
      prices.abort();
      close.removeEventListener('click', hide);
      dialog.removeEventListener('close', onClose);
      widget.dispose();
      if (dialog.open) dialog.close();
      render(null, slot);
      slot.remove();
      dialog.remove();
    },
  };
}
