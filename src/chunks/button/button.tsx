/**
 * The `button` chunk: button mode's dialog. The loader painted the button ("Buy tickets"),
 * or bound the page's own elements (`trigger.ts`), and loads this chunk when the page is
 * idle or the buyer shows interest; it adds "from €X" to a painted button (from the widget's
 * own event request) and opens the widget in a native modal `<dialog>`: `showModal()` moves
 * focus in and keeps it there (the rest of the page is inert; Tab wraps at either end, see
 * `keepTabInside`), Esc closes, and focus goes back to the button or trigger that opened it
 * (after `open()`, to where it was). Opening and closing are host events
 * (`boxoffice:open`, `boxoffice:close`). The dialog takes the widget's language and
 * direction (as the loader marked the button); its close button sits at the dialog's
 * inline end.
 */
import type { EventDetail } from '../../api/schemas';
import { createFormat } from '../../i18n/format';
import { messagesOr, textLang } from '../../i18n/index';
import { sellableTiers } from '../../model/sellability';
import type { Mounted } from '../../shared/contract';
import type { HostEventMap } from '../../shared/host-events';
import { setLang } from '../../shared/locale';
import { guard } from '../../shared/log';
import { sheet } from '../../shared/sheet';
import { type AppContext, mountView } from '../app/app';

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

/** What closed the dialog (`boxoffice:close`). */
type CloseVia = HostEventMap['boxoffice:close']['via'];

/** What Tab may stop at, before the checks of `tabStops`. */
const FOCUSABLE = 'a[href],button,input:not([type="hidden"]),select,textarea,[tabindex]';

const isRadio = (el: Element): el is HTMLInputElement =>
  el instanceof HTMLInputElement && el.type === 'radio' && el.name !== '';

/** The elements inside `scope` that Tab stops at, in DOM order (positive tabindex not sorted). */
function tabStops(scope: Element): HTMLElement[] {
  const stops = [...scope.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) =>
      // The attribute, not `tabIndex`: happy-dom says -1 for a plain button.
      !(Number.parseInt(el.getAttribute('tabindex') ?? '', 10) < 0) &&
      !el.matches(':disabled') &&
      !el.closest('[inert]') &&
      // checkVisibility: Safari 17.4+; before it, a hidden element has no boxes.
      (el.checkVisibility?.({ visibilityProperty: true }) ?? el.getClientRects().length > 0),
  );
  // A radio group is one stop: its checked radio, or its first when none is checked.
  return stops.filter((el) => {
    if (!isRadio(el) || el.checked) return true;
    const group = stops.filter(isRadio).filter((o) => o.name === el.name && o.form === el.form);
    return group[0] === el && !group.some((o) => o.checked);
  });
}

/**
 * Makes Tab and Shift+Tab wrap inside the modal `dialog`. The browser leaves the end of the
 * dialog to its own UI: Chromium then comes back to the dialog, but Firefox (ESR 153), for a
 * dialog in a shadow root, comes back to the control it left, never to the close button. So
 * when no tab stop lies ahead in the dialog, focus goes to its other end; otherwise the
 * browser moves it. The stops are read at each key press: the purchase half arrives later
 * and controls are disabled and enabled as the buyer goes.
 */
function keepTabInside(dialog: HTMLDialogElement): (event: KeyboardEvent) => void {
  return (event) => {
    // WebKitGTK (2.50) gives Shift+Tab (GDK's ISO_Left_Tab) the key "Unidentified", code "Tab".
    const tab = event.key === 'Tab' || (event.key === 'Unidentified' && event.code === 'Tab');
    if (!tab || event.defaultPrevented) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return; // Ctrl+Tab: the browser's tabs
    guard('moving focus in the dialog', () => {
      // Not `document.activeElement` (the shadow host): the target, as this listener sees it,
      // is the focused node of the dialog's own tree (the dialog itself when it has focus).
      const from = event.target as Node;
      const stops = tabStops(dialog);
      const ahead = event.shiftKey
        ? Node.DOCUMENT_POSITION_PRECEDING
        : Node.DOCUMENT_POSITION_FOLLOWING;
      if (stops.some((el) => from.compareDocumentPosition(el) & ahead)) return;
      const to = event.shiftKey ? stops.at(-1) : stops[0];
      if (!to) return;
      event.preventDefault();
      to.focus();
    });
  };
}

/**
 * The cheapest tier the widget sells (`sellableTiers`, the tier rows' rule), formatted
 * ("from €25.00", or "Free"); null when it sells none.
 */
export function priceFromText(
  event: EventDetail,
  lang: string,
  t = messagesOr(undefined),
): string | null {
  const prices = sellableTiers(event).map((tier) => tier.price);
  if (prices.length === 0) return null;
  const lowest = Math.min(...prices);
  return lowest === 0 ? t.tiers.free : t.buy.from(createFormat(lang).money(lowest, event.currency));
}

/** The element that has focus, looking into shadow roots; null when it is the page itself. */
function focusedElement(): HTMLElement | null {
  let element = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element instanceof HTMLElement && element !== document.body ? element : null;
}

/** The dialog's elements: the dialog, its close button, and where the widget goes. */
interface DialogParts {
  dialog: HTMLDialogElement;
  close: HTMLButtonElement;
  inner: HTMLDivElement;
}

/** The dialog, named and written in the widget's language, with its close bar. */
function dialogOf(context: AppContext, t: ReturnType<typeof messagesOr>): DialogParts {
  const dialog = document.createElement('dialog');
  dialog.className = 'bo-dialog';
  setLang(dialog, textLang(context.options.lang, context.messages));
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
  return { dialog, close, inner };
}

/** An open dialog: where focus goes back when it closes, and what is closing it. */
interface Opened {
  returnTo: HTMLElement | null;
  /** Esc (or the browser's back gesture) unless the close button or `close()` said otherwise. */
  closeVia: CloseVia;
}

/** Takes over the loader's button and mounts the widget into a dialog it opens. */
export function mount(context: AppContext): Mounted {
  const { root, container, button, options } = context;
  const t = messagesOr(context.messages);
  const own = sheet(CSS);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, own];
  const { dialog, close, inner } = dialogOf(context, t);
  container.append(dialog);

  /** The dialog's state: null while it is closed. */
  let opened: Opened | null = null;
  /** Closes the open dialog, saying `via` what (its `close` event follows). */
  const closeBy = (via: CloseVia) => {
    if (!dialog.open) return;
    if (opened) opened.closeVia = via;
    dialog.close();
  };
  const hide = () => closeBy('close-button');
  /** The dialog closed, by whatever means: focus goes back, and the page hears how. */
  const onClose = () => {
    const { returnTo = null, closeVia = 'escape' } = opened ?? {};
    opened = null;
    button?.setExpanded(false);
    if (returnTo?.isConnected) returnTo.focus();
    context.emit('boxoffice:close', { via: closeVia });
  };
  const onKeydown = keepTabInside(dialog);
  close.addEventListener('click', hide);
  dialog.addEventListener('close', onClose);
  dialog.addEventListener('keydown', onKeydown);

  let widget: Mounted | null = null;
  let disposed = false;
  mountView(
    { ...context, container: inner },
    { eventLoaded: (event) => button?.setPrice(priceFromText(event, options.lang, t)) },
    (mounted) => {
      widget = mounted;
    },
    () => !disposed,
  );

  return {
    open(via) {
      guard('opening the dialog', () => {
        if (dialog.open) return;
        // Opened by the page's script, focus goes back where it was; otherwise to the opener.
        const returnTo = (via === 'api' && focusedElement()) || button?.element || null;
        dialog.showModal();
        opened = { returnTo, closeVia: 'escape' };
        button?.setExpanded(true);
        context.emit('boxoffice:open', { via });
      });
    },
    close: () => closeBy('api'),
    update(next) {
      widget?.update(next);
    },
    dispose() {
      disposed = true;
      close.removeEventListener('click', hide);
      dialog.removeEventListener('close', onClose);
      dialog.removeEventListener('keydown', onKeydown);
      widget?.dispose();
      if (dialog.open) dialog.close();
      dialog.remove();
      button?.setPrice(null);
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== own);
    },
  };
}
