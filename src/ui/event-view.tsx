/**
 * The app's views above the tiers: the event list or the selected event, and one event's
 * states (loading, error, outcome, or the shop: header, tiers, then the purchase half). An
 * error boundary keeps a render error inside the widget.
 */

import { computed } from '@preact/signals';
import { Component, type ComponentChildren } from 'preact';
import { useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import type { EventDetail } from '../api/schemas';
import type { CheckoutModel } from '../model/checkout-model';
import type { EventSession } from '../model/session';
import { logUnexpected } from '../shared/log';
import { EventHeader } from './event-header';
import { Loading } from './loading';
import { ErrorNotice, InventoryNotice, SaleNotice, useFallback } from './notice';
import { useHidden, useShell } from './shell';
import { TierList } from './tier-list';

/** Catches render errors below it and shows a notice instead of a broken widget. */
export class Boundary extends Component<{ children?: ComponentChildren }, { failed: boolean }> {
  override state = { failed: false };
  override componentDidCatch(error: unknown) {
    logUnexpected('rendering the widget', error);
    this.setState({ failed: true });
  }
  override render() {
    return this.state.failed ? <FailedNotice /> : this.props.children;
  }
}

/** The error that ends the widget, with the way out the integrator gave. */
export function FailedNotice() {
  return <ErrorNotice code="unknown" link={useFallback()} />;
}

/** The event list (list mode) or the selected event. */
export function App({ model }: { model: CheckoutModel }) {
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
  return (
    <>
      <Tiers session={session} event={event} busy={busy} />
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

/**
 * The tiers with their steppers. The basket's tier states go to the rows as a signal, so a
 * "+" re-renders the rows whose state changed, neither this list nor the shop.
 */
function Tiers({
  session,
  event,
  busy,
}: {
  session: EventSession;
  event: EventDetail;
  busy: boolean;
}) {
  // A Map: tier ids are API data (`constructor` is a valid one). Read by each row, not here.
  const steps = useMemo(
    () =>
      computed(
        () =>
          new Map(
            session.tiers.value.map((tier) => [
              tier.id,
              {
                quantity: tier.quantity,
                max: tier.max,
                limitReason: tier.canAdd.ok ? null : tier.canAdd.reason,
              },
            ]),
          ),
      ),
    [session],
  );
  return (
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
