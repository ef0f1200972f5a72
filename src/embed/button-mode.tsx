/**
 * The `button` chunk: button mode's dialog. The loader painted the button ("Buy tickets")
 * and loads this chunk when the page is idle or the buyer shows interest; it adds
 * "from €X" (from the widget's own event request) and opens the widget in a native modal
 * `<dialog>`: `showModal()` moves focus in and keeps it there (the rest of the page is
 * inert), Esc closes, and focus goes back to the button. The dialog takes the widget's
 * language and direction (as the loader marked the button); its close button sits at the
 * dialog's inline end.
 */
import type { EventDetail } from '../api/schemas';
import { createFormat } from '../i18n/format';
import { messagesOr, textLang } from '../i18n/index';
import { setLang } from '../i18n/locale';
import { mountApp } from '../ui/app';
import type { MountContext, Mounted } from './contract';
import { guard, loadFailure, logError } from './log';
import { showNotice } from './notice';
import { sheet } from './theme-sheet';

/**
 * The dialog's look (the widget inside has its own sheets). The dialog scrolls under its
 * sticky close bar (`--_bar` tall: 44px button + 2 × 4px). A focused element is scrolled into
 * view only as far as the scroll padding allows, so the padding keeps it out from under the
 * bar and off the bottom edge, focus ring (2px + 2px offset) included: WCAG 2.4.11.
 */
const CSS = `.bo-dialog{--_bar:52px;scroll-padding:calc(var(--_bar) + 8px) 0 8px;--_dbg:var(--bo-bg,var(--_bo-bg,#fff));--_dfg:var(--bo-fg,var(--_bo-fg,#111827));box-sizing:border-box;width:min(640px,calc(100vw - 16px));max-width:calc(100vw - 16px);max-height:calc(100dvh - 16px);padding:0;border:0;border-radius:var(--bo-radius,var(--_bo-radius,12px));background:var(--_dbg);color:var(--_dfg);font-family:var(--bo-font,inherit);overflow:auto}
:host([data-theme="dark"]) .bo-dialog{--_dbg:var(--bo-bg,#14161c);--_dfg:var(--bo-fg,#f3f4f6)}
@media (prefers-color-scheme: dark){:host([data-theme="auto"]) .bo-dialog{--_dbg:var(--bo-bg,#14161c);--_dfg:var(--bo-fg,#f3f4f6)}}
.bo-dialog::backdrop{background:rgb(0 0 0/.6)}
.bo-dialog .bo{border:0;border-radius:0}
.bo-bar{position:sticky;top:0;z-index:1;box-sizing:border-box;height:var(--_bar);display:flex;justify-content:flex-end;padding:4px;background:var(--_dbg)}
.bo-close{min-width:44px;min-height:44px;border:0;border-radius:8px;background:transparent;color:inherit;font:28px/1 var(--bo-font,inherit);cursor:pointer}
.bo-close:focus-visible{outline:3px solid var(--bo-accent,var(--_bo-accent,#4f46e5));outline-offset:-3px}`;

/** The cheapest tier still on sale, formatted ("from €25.00", or "Free"); null when none. */
export function priceFromText(
  event: EventDetail,
  lang: string,
  t = messagesOr(undefined),
): string | null {
  const prices = event.tiers.filter((tier) => !tier.soldOut).map((tier) => tier.price);
  if (prices.length === 0) return null;
  const lowest = Math.min(...prices);
  return lowest === 0 ? t.tiers.free : t.buy.from(createFormat(lang).money(lowest, event.currency));
}

/** Takes over the loader's button and mounts the widget into a dialog it opens. */
export function mount(context: MountContext): Mounted {
  const { root, container, button, options } = context;
  const t = messagesOr(context.messages);
  const own = sheet(CSS);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, own];
  const dialog = document.createElement('dialog');
  dialog.className = 'bo-dialog';
  setLang(dialog, textLang(options.lang, context.messages));
  dialog.setAttribute('aria-label', t.buy.label);
  const bar = document.createElement('div');
  bar.className = 'bo-bar';
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'bo-close';
  close.textContent = '×';
  close.setAttribute('aria-label', t.embed.close);
  bar.append(close);
  const inner = document.createElement('div');
  dialog.append(bar, inner);
  container.append(dialog);

  const hide = () => dialog.close();
  const onClose = () => {
    button?.setExpanded(false);
    button?.element.focus();
  };
  close.addEventListener('click', hide);
  dialog.addEventListener('close', onClose);

  let widget: Mounted | null = null;
  let disposed = false;
  const innerContext: MountContext = {
    ...context,
    container: inner,
    eventLoaded(event) {
      button?.setPrice(priceFromText(event, options.lang, t));
    },
  };
  if (options.event) widget = mountApp(innerContext);
  else {
    context.chunks.load('list').then(
      (list) => {
        if (!disposed) widget = list.mount(innerContext);
      },
      (error: unknown) => {
        if (disposed) return;
        context.emit('boxoffice:error', {
          code: 'unavailable',
          message: logError(loadFailure("The event list's code", error)),
        });
        showNotice(inner, context.text.embed.failed, dialog.lang);
      },
    );
  }

  return {
    open() {
      guard('opening the dialog', () => {
        if (!dialog.open) dialog.showModal();
        button?.setExpanded(true);
      });
    },
    update(next) {
      widget?.update(next);
    },
    dispose() {
      disposed = true;
      close.removeEventListener('click', hide);
      dialog.removeEventListener('close', onClose);
      widget?.dispose();
      if (dialog.open) dialog.close();
      dialog.remove();
      button?.setPrice(null);
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== own);
    },
  };
}
