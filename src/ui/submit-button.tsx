/** The checkout button (part="submit"): "Pay €X", "Get free tickets", or busy "Processing…". */
import { isolated } from './bidi';
import { usePurchaseText } from './purchase-text';

/** Props of `SubmitButton`. */
export interface SubmitButtonProps {
  /** Amount to pay in major units (the quote's total, or the estimate). */
  total: number;
  /** Currency (ISO 4217). */
  currency: string;
  /** True while the checkout request runs: disabled, `aria-busy`, "Processing…". */
  busy: boolean;
  /** True when the basket is empty: disabled with "Choose your tickets". */
  empty?: boolean;
}

/** A submit button for the surrounding `BuyerForm`. */
export function SubmitButton({ total, currency, busy, empty }: SubmitButtonProps) {
  const { t, f } = usePurchaseText();
  const label = busy
    ? t.submit.busy
    : empty
      ? t.submit.empty
      : total === 0
        ? t.submit.free
        : isolated(t.submit.pay, f.money(total, currency));
  return (
    <button
      type="submit"
      class="bo-btn bo-btn--primary bo-submit"
      part="submit"
      disabled={busy || empty}
      aria-busy={busy ? 'true' : undefined}
    >
      {busy && <span class="bo-spinner" aria-hidden="true" />}
      {label}
    </button>
  );
}
