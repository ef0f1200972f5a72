/**
 * The `purchase` chunk: the purchase half of an event, model and views. It arrives right
 * after the event's first render (or at once when the buyer comes back from paying): the
 * buyer form with promo code, summary, notices and the submit button, and the outcome of a
 * checkout.
 */
import { useState } from 'preact/hooks';
import type { PurchaseMessages } from '../../i18n/en-purchase';
import type { OutcomePhase } from '../../model/lifecycle';
import type { MountContext } from '../../shared/contract';
import { logWarn } from '../../shared/log';
import { BuyerForm } from '../../ui/buyer-form';
import { Confirmation } from '../../ui/confirmation';
import { ErrorNotice, InventoryNotice } from '../../ui/notice';
import { PromoField } from '../../ui/promo-field';
import purchaseCss from '../../ui/purchase.css?inline';
import { type PurchaseProps, useHidden } from '../../ui/shell';
import { SubmitButton } from '../../ui/submit-button';
import { Summary } from '../../ui/summary';

export { createPurchase } from '../../model/purchase';

/**
 * The purchase half of language `code`'s catalogue (e.g. `de-purchase`), from the widget's
 * folder next to the loader, checked against the sha384 its first half carried (the loader
 * checked that one); undefined for English (built into this chunk), or with a `[boxoffice]`
 * warning when it fails to load (the widget then shows English).
 */
export function loadText(
  code: string,
  context: Pick<MountContext, 'chunks' | 'purchaseHalf'>,
): Promise<PurchaseMessages | undefined> {
  if (code === 'en' || !context.chunks.languages.includes(code)) return Promise.resolve(undefined);
  // Every purchase half has the shape of German's.
  return context.chunks.load(`${code}-purchase` as 'de-purchase', context.purchaseHalf).then(
    (chunk) => chunk.messages,
    () => {
      logWarn(`The "${code}" purchase texts could not be loaded: showing English.`);
      return undefined;
    },
  );
}

/** The purchase half's stylesheet, adopted by the app when this chunk arrives. */
export const css: string = purchaseCss;

/**
 * The buyer form, promo code, summary, notices and the submit button of a sellable event.
 * It reads the form's own state only: what a "+" or a quote changes (the summary, the promo
 * code's status, the submit button's total) is read by `Promo` and `Totals`, so a change of
 * the basket re-renders those two and not the form with its fields.
 */
export function PurchaseForm({ session, purchase, busy }: PurchaseProps & { busy: boolean }) {
  const event = session.event.value;
  const [focusRequest, setFocusRequest] = useState(0);
  // Hidden, a code from the `promo` option still applies: the quote holds it, not the field.
  const promoShown = !useHidden().has('promo');
  if (!event) return null;
  const submit = async () => {
    await purchase.submit();
    // Server-side field errors arrive after BuyerForm's own submit focus: ask it again.
    if (Object.keys(purchase.form.errors.peek()).length > 0) setFocusRequest((n) => n + 1);
  };
  return (
    <BuyerForm
      questions={event.questions}
      values={purchase.form.values.value}
      errors={purchase.form.errors.value}
      focusRequest={focusRequest}
      disabled={busy}
      onChange={purchase.form.setField}
      onSubmit={() => void submit()}
    >
      {event.acceptsPromoCodes && promoShown && <Promo purchase={purchase} busy={busy} />}
      <Totals session={session} purchase={purchase} busy={busy} />
    </BuyerForm>
  );
}

/** The promo code field, with what the last quote made of the code. */
function Promo({ purchase, busy }: Pick<PurchaseProps, 'purchase'> & { busy: boolean }) {
  const [input, setInput] = useState(() => purchase.quote.promoCode.peek());
  const promo = purchase.quote.promo.value;
  return (
    <PromoField
      value={input}
      status={promo?.status ?? null}
      appliedCode={promo?.code}
      disabled={busy}
      onInput={setInput}
      onApply={() => purchase.quote.setPromoCode(input)}
    />
  );
}

/** The summary, the notices and the submit button: what each change of the basket moves. */
function Totals({ session, purchase, busy }: PurchaseProps & { busy: boolean }) {
  const event = session.event.value;
  const summary = purchase.quote.summary.value;
  const error = session.error.value;
  return (
    <>
      {summary && (
        <Summary
          {...summary}
          estimate={summary.isEstimate && !summary.pending}
          updating={summary.pending}
        />
      )}
      {error && <ErrorNotice code={error.code} />}
      <InventoryNotice changes={session.inventoryChanges.value} />
      {/* The summary's money, never a mix: its total in its currency. */}
      <SubmitButton
        total={summary?.total ?? 0}
        currency={summary?.currency ?? event?.currency ?? ''}
        busy={busy}
        empty={session.quantity.value === 0}
      />
    </>
  );
}

/** The outcome of a checkout (paid, free, failed, still processing, checking…). */
export function Outcome({ phase, session, purchase }: PurchaseProps & { phase: OutcomePhase }) {
  const event = session.event.value;
  const error = session.error.value;
  const names = new Map(event?.tiers.map((tier) => [tier.id, tier.name]));
  const lines = phase.checkout.items.map((item) => ({
    name: names.get(item.tier) ?? item.tier,
    quantity: item.quantity,
  }));
  return (
    <>
      <Confirmation
        phase={phase}
        lines={lines}
        event={event}
        onRetry={purchase.tryAgain}
        onContinue={purchase.continuePayment}
      />
      {error && <ErrorNotice code={error.code} />}
    </>
  );
}
