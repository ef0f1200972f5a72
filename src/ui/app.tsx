/**
 * The root of one widget: creates its model (src/model/checkout-model.ts), renders the UI
 * components from the model's signals, and keeps every exception inside (an error
 * boundary shows a notice; nothing throws into the host page).
 */
import { Component, type ComponentChildren, render } from 'preact';
import { useLayoutEffect, useState } from 'preact/hooks';
import type { Options } from '../embed/options-types';
import { type CheckoutModel, createCheckoutModel, needsNewModel } from '../model/checkout-model';
import type { WidgetHost } from '../model/host';
import type { EventSession } from '../model/session';
import { BuyerForm } from './buyer-form';
import { Confirmation } from './confirmation';
import { EventHeader } from './event-header';
import { BackButton, EventList } from './event-list';
import { ErrorNotice, Notice, SaleNotice } from './notice';
import { PromoField } from './promo-field';
import { WidgetRoot } from './root';
import { Skeleton } from './skeleton';
import { SubmitButton } from './submit-button';
import { Summary } from './summary';
import { useText } from './text';
import { TierList } from './tier-list';

export type { WidgetHost } from '../model/host';

/** Renders one widget into `container`; `update` applies new options, `dispose` unmounts and stops everything. */
export function renderWidget(
  container: HTMLElement,
  options: Options,
  host: WidgetHost,
): { update(options: Options): void; dispose(): void } {
  let current = options;
  let model: CheckoutModel | null = guard(() => createCheckoutModel(options, host)) ?? null;
  // A new model gets fresh components (local state such as the promo input, a tripped boundary).
  let generation = 0;
  const draw = () =>
    guard(() =>
      render(
        <WidgetRoot lang={current.lang}>
          <Boundary key={generation}>
            {model ? <App model={model} /> : <ErrorNotice code="unknown" />}
          </Boundary>
        </WidgetRoot>,
        container,
      ),
    );
  draw();
  return {
    update(next) {
      guard(() => {
        if (!model || needsNewModel(current, next)) {
          model?.dispose();
          model = createCheckoutModel(next, host);
          generation++;
        } else model.setOptions(next);
        current = next;
      });
      draw();
    },
    dispose() {
      guard(() => model?.dispose());
      model = null;
      guard(() => render(null, container));
    },
  };
}

/** Runs `fn`, logging instead of throwing. */
function guard<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch (error) {
    console.error('[boxoffice] The widget hit an unexpected error:', error);
    return undefined;
  }
}

/** Catches render errors below it and shows a notice instead of a broken widget. */
class Boundary extends Component<{ children?: ComponentChildren }, { failed: boolean }> {
  override state = { failed: false };
  override componentDidCatch(error: unknown) {
    console.error('[boxoffice] The widget failed to render:', error);
    this.setState({ failed: true });
  }
  override render() {
    return this.state.failed ? <ErrorNotice code="unknown" /> : this.props.children;
  }
}

/** The event list or the selected event. */
function App({ model }: { model: CheckoutModel }) {
  const session = model.session.value;
  const list = model.list;
  if (session) {
    return (
      <>
        {list && <BackButton onBack={model.backToList} />}
        <EventView key={session.slug} session={session} />
      </>
    );
  }
  if (!list) return null;
  const status = list.status.value;
  if (status === 'loading') return <Skeleton variant="list" />;
  if (status === 'error' && list.events.value.length === 0) {
    return <ErrorNotice code={list.error.value?.code ?? 'unknown'} onRetry={list.loadMore} />;
  }
  return (
    <>
      <EventList
        events={list.events.value}
        hasMore={list.hasMore.value}
        loadingMore={status === 'loading_more'}
        onMore={list.loadMore}
        onSelect={model.selectEvent}
      />
      {status === 'error' && <ErrorNotice code={list.error.value?.code ?? 'unknown'} />}
    </>
  );
}

/** Codes worth a "Try again" on load (the buyer cannot fix the others). */
const RETRYABLE = new Set('network unavailable rate_limited invalid_response unknown'.split(' '));

/** One event: loading, error, outcome, or the shop (header, tiers, form, summary, submit). */
function EventView({ session }: { session: EventSession }) {
  const load = session.load.value;
  const event = session.event.value;
  const phase = session.phase.value;
  const error = session.error.value;
  // After the commit that put the loaded event (or its outcome) in the DOM: `boxoffice:ready`.
  useLayoutEffect(() => {
    if (load.status === 'ready') session.rendered();
  });
  if (phase.step === 'confirmation') {
    const c = phase.confirmation;
    const names = new Map(event?.tiers.map((t) => [t.id, t.name]));
    return (
      <>
        <Confirmation
          {...c}
          lines={c.items.map((i) => ({ name: names.get(i.tier) ?? i.tier, quantity: i.quantity }))}
          onRetry={session.tryAgain}
          onContinue={session.continuePayment}
        />
        {error && <ErrorNotice code={error.code} />}
      </>
    );
  }
  if (load.status === 'loading') return <Skeleton />;
  if (load.status === 'error' || !event) {
    const code = load.status === 'error' ? load.error.code : 'unknown';
    return <ErrorNotice code={code} onRetry={RETRYABLE.has(code) ? session.reload : undefined} />;
  }
  const sale = session.sellability.value;
  return (
    <>
      <EventHeader event={event} />
      {sale && !sale.sellable ? (
        <SaleNotice reason={sale.reason} checkoutUrl={sale.checkoutUrl} />
      ) : (
        <Shop session={session} />
      )}
    </>
  );
}

/** Tiers, buyer form, promo, summary, errors and the submit button of a sellable event. */
function Shop({ session }: { session: EventSession }) {
  const event = session.event.value;
  const { t } = useText();
  const [promoInput, setPromoInput] = useState(() => session.quote.promoCode.peek());
  const [focusRequest, setFocusRequest] = useState(0);
  if (!event) return null;
  const busy = session.submitting.value || session.phase.value.step === 'redirecting';
  const summary = session.quote.summary.value;
  const promo = session.quote.promo.value;
  const error = session.error.value;
  // Issue 3 §7: after a 409, say which tiers changed, not only that something did.
  const changes = session.inventoryChanges.value;
  const limitReasons = Object.fromEntries(
    session.tiers.value.map((t) => [t.id, t.canAdd.ok ? null : t.canAdd.reason]),
  );
  const submit = async () => {
    await session.submit();
    // Server-side field errors arrive after BuyerForm's own submit focus: ask it again.
    if (Object.keys(session.form.errors.peek()).length > 0) setFocusRequest((n) => n + 1);
  };
  return (
    <>
      <TierList
        tiers={event.tiers}
        currency={event.currency}
        quantities={session.basket.value}
        limitReasons={limitReasons}
        maxPerOrder={event.maxTicketsPerOrder}
        disabled={busy}
        onAdd={session.increment}
        onRemove={session.decrement}
        onSetQuantity={session.setQuantity}
      />
      <BuyerForm
        questions={event.questions}
        values={session.form.values.value}
        errors={session.form.errors.value}
        focusRequest={focusRequest}
        disabled={busy}
        onChange={session.form.setField}
        onSubmit={() => void submit()}
      >
        {event.acceptsPromoCodes && (
          <PromoField
            value={promoInput}
            status={promo?.status ?? null}
            appliedCode={promo?.code}
            disabled={busy}
            onInput={setPromoInput}
            onApply={() => session.quote.setPromoCode(promoInput)}
          />
        )}
        {summary && (
          <Summary
            {...summary}
            estimate={summary.isEstimate && !summary.pending}
            updating={summary.pending}
          />
        )}
        {error && <ErrorNotice code={error.code} />}
        {changes.length > 0 && (
          <Notice tone="warning">
            {changes.map((c) => t.tiers.reduced(c.name, c.from, c.to)).join(' ')}
          </Notice>
        )}
        <SubmitButton
          total={summary?.total ?? 0}
          currency={event.currency}
          busy={busy}
          empty={session.quantity.value === 0}
        />
      </BuyerForm>
    </>
  );
}
