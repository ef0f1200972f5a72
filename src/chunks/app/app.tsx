/**
 * The `app` chunk: one event's widget. `mount()` creates the widget's model
 * (src/model/checkout-model.ts), renders the UI from its signals into the loader's
 * container, and keeps every exception inside (an error boundary shows a notice; nothing
 * throws into the host page). The purchase views (form, summary, confirmation) and, in list
 * mode, the list views come from their own chunks.
 */
import { signal } from '@preact/signals';
import { Component, type ComponentChildren, render } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { sheet } from '../../loader/theme-sheet';
import {
  type CheckoutModel,
  createCheckoutModel,
  type ListStarter,
} from '../../model/checkout-model';
import type { WidgetHost } from '../../model/host';
import type { EventSession } from '../../model/session';
import type { MountContext, Mounted } from '../../shared/contract';
import { catalogueOf } from '../../shared/locale';
import { guard, loadFailure, logError } from '../../shared/log';
import { EventHeader } from '../../ui/event-header';
import { Loading } from '../../ui/loading';
import { ErrorNotice, InventoryNotice, SaleNotice, useFallback } from '../../ui/notice';
import { paletteCss } from '../../ui/palette';
import { WidgetRoot } from '../../ui/root';
import { type Shell, ShellProvider, useHidden, useShell } from '../../ui/shell';
import css from '../../ui/styles.css?inline';
import { TierList } from '../../ui/tier-list';
import type { ListViews } from '../list/list';
import type { PurchaseViews } from '../purchase/purchase';

/** The list half, given by the list chunk. */
export interface ListPart {
  start: ListStarter;
  views: ListViews;
  /** Its stylesheet. */
  css: string;
}

/** Mounts one event's widget (the `app` chunk's entry point). */
export function mount(context: MountContext): Mounted {
  return mountApp(context);
}

/** Mounts the widget into `context.container`: one event, or with `list`, the event list. */
export function mountApp(context: MountContext, list?: ListPart): Mounted {
  const { root, container } = context;
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
    ...(list ? { list: list.views } : {}),
  };
  const host: WidgetHost = {
    emit: context.emit,
    navigate:
      context.navigate ??
      ((url) => {
        location.assign(url);
        return 'left';
      }),
    returnCheckoutId: context.returnCheckoutId,
    ...(context.takesReturn === false && { takesReturn: false }),
    optionName: context.optionName,
    setPalette: (preset) =>
      guard("applying the key's palette", () => palette.replaceSync(paletteCss(preset))),
    ...(context.eventLoaded ? { eventLoaded: context.eventLoaded } : {}),
    loadPresets: () =>
      context.chunks.load('presets').catch((error: unknown) => {
        logError(loadFailure('The prefill code', error));
        throw error;
      }),
  };
  // The catalogue's purchase half comes with (and is checked by) the purchase chunk.
  const code = catalogueOf(options.lang, context.chunks.languages);
  const loadPurchase = () =>
    context.chunks
      .load('purchase')
      .catch((error: unknown) => {
        // The buyer sees a notice with "Try again" (the session's); the integrator, why.
        logError(loadFailure('The purchase code', error));
        throw error;
      })
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
      });
  let model: CheckoutModel | null =
    guard('starting the widget', () =>
      createCheckoutModel(options, host, loadPurchase, { fetch: context.fetch }, list?.start),
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

/** Catches render errors below it and shows a notice instead of a broken widget. */
class Boundary extends Component<{ children?: ComponentChildren }, { failed: boolean }> {
  override state = { failed: false };
  override componentDidCatch(error: unknown) {
    console.error('[boxoffice] The widget failed to render:', error);
    this.setState({ failed: true });
  }
  override render() {
    return this.state.failed ? <FailedNotice /> : this.props.children;
  }
}

/** The error that ends the widget, with the way out the integrator gave. */
function FailedNotice() {
  return <ErrorNotice code="unknown" link={useFallback()} />;
}

/** The event list (list mode) or the selected event. */
function App({ model }: { model: CheckoutModel }) {
  const session = model.session.value;
  const list = useShell()?.list;
  if (session) {
    return (
      <>
        {model.list && list && <list.BackButton onBack={model.backToList} />}
        <EventView key={session.slug} session={session} />
      </>
    );
  }
  return model.list && list ? <list.ListView model={model} list={model.list} /> : null;
}

/** One event: loading, error, outcome, or the shop (header, tiers, then the purchase half). */
export function EventView({ session }: { session: EventSession }) {
  const load = session.load.value;
  const event = session.event.value;
  const phase = session.phase.value;
  const views = useShell()?.purchase.value;
  const purchase = session.purchase.value;
  const hidden = useHidden();
  // Every notice that ends the buyer's path offers the way out (`data-fallback-url`).
  const fallback = useFallback(event?.checkoutUrl);
  // After the commit that put the loaded event (or its outcome) in the DOM: `boxoffice:ready`.
  useLayoutEffect(() => {
    if (load.status === 'ready') session.rendered();
  });
  // After the basket and the redirect, the lifecycle's state is the view.
  if (phase.state !== 'shopping' && phase.state !== 'redirecting' && views && purchase) {
    return <views.Outcome phase={phase} session={session} purchase={purchase} />;
  }
  if (load.status === 'loading' || session.resuming.value) return <Loading view="event" />;
  if (load.status === 'error' || !event) {
    const code = load.status === 'error' ? load.error.code : 'unknown';
    const retry = load.status === 'error' && load.retryable;
    return <ErrorNotice code={code} onRetry={retry ? session.reload : undefined} link={fallback} />;
  }
  const sale = session.sellability.value;
  return (
    <>
      {!hidden.has('header') && <EventHeader event={event} hide={hidden} />}
      {sale && !sale.sellable ? (
        <SaleNotice reason={sale.reason} checkoutUrl={sale.checkoutUrl} />
      ) : (
        <Shop session={session} />
      )}
    </>
  );
}

/** The tiers of a sellable event, then the form, summary and submit once they arrived. */
function Shop({ session }: { session: EventSession }) {
  const event = session.event.value;
  const shell = useShell();
  const views = shell?.purchase.value;
  const purchase = session.purchase.value;
  const fallback = useFallback(event?.checkoutUrl);
  if (!event) return null;
  const busy = Boolean(purchase?.submitting.value) || session.phase.value.state === 'redirecting';
  const error = session.error.value;
  // A Map: tier ids are API data (`constructor` is a valid one).
  const steps = new Map(
    session.tiers.value.map((tier) => [
      tier.id,
      {
        quantity: tier.quantity,
        max: tier.max,
        limitReason: tier.canAdd.ok ? null : tier.canAdd.reason,
      },
    ]),
  );
  return (
    <>
      <TierList
        tiers={event.tiers}
        currency={event.currency}
        steps={steps}
        maxPerOrder={event.maxTicketsPerOrder}
        disabled={busy}
        onAdd={session.increment}
        onRemove={session.decrement}
        onSetQuantity={session.setQuantity}
      />
      {views && purchase ? (
        <views.PurchaseForm session={session} purchase={purchase} busy={busy} />
      ) : session.purchaseFailed.value ? (
        <ErrorNotice code="unavailable" onRetry={session.retryPurchase} link={fallback} />
      ) : (
        <>
          {error && <ErrorNotice code={error.code} />}
          {/* After a 409, say which tiers changed, not only that something did. */}
          <InventoryNotice changes={session.inventoryChanges.value} />
          <FormPlaceholder />
        </>
      )}
    </>
  );
}

/** Holds the form's space (and look) until the purchase half arrives. */
function FormPlaceholder() {
  const shell = useShell();
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (shell) holder.current?.replaceChildren(shell.placeholder.take('form'));
  }, [shell]);
  return <div ref={holder} aria-hidden="true" />;
}
