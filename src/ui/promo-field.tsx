/**
 * Promo code input with an Apply button and an inline status (aria-live). Render it only
 * when the event `acceptsPromoCodes`. Not a `<form>` (it may sit inside the buyer form):
 * Enter in the input applies the code instead of submitting the checkout.
 */
import { useId } from 'preact/hooks';
import type { PromoStatus } from '../model/quote';
import { isolated } from './bidi';
import { usePurchaseText } from './purchase-text';

/** Props of `PromoField`. */
export interface PromoFieldProps {
  /** What is typed in the field (controlled). */
  value: string;
  /** The code's state after the last quote, or null before any attempt. */
  status: PromoStatus | null;
  /** The code the status refers to (for "Code X applied."). */
  appliedCode?: string;
  /** Disables the field (e.g. while checking out). */
  disabled?: boolean;
  /** Text typed. */
  onInput: (value: string) => void;
  /** Apply pressed (or Enter in the field). */
  onApply: () => void;
}

/** The promo code field. */
export function PromoField({
  value,
  status,
  appliedCode,
  disabled,
  onInput,
  onApply,
}: PromoFieldProps) {
  const { t } = usePurchaseText();
  const inputId = useId();
  const statusId = useId();
  const bad = status === 'invalid' || status === 'expired' || status === 'unknown';
  const message =
    status === 'applied'
      ? isolated(t.promo.applied, appliedCode ?? value)
      : status && t.promo[status];
  const apply = () => {
    if (!disabled && value.trim() !== '') onApply();
  };
  return (
    <div class="bo-promo">
      <label class="bo-label" for={inputId}>
        {t.promo.label}
      </label>
      <div class="bo-promo__row">
        <input
          id={inputId}
          class="bo-input bo-promo__input"
          dir="auto"
          type="text"
          autocomplete="off"
          autocapitalize="characters"
          spellcheck={false}
          value={value}
          disabled={disabled}
          aria-invalid={bad ? 'true' : undefined}
          aria-describedby={statusId}
          onInput={(e) => onInput(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
          }}
        />
        <button type="button" class="bo-btn bo-btn--secondary" disabled={disabled} onClick={apply}>
          {t.promo.apply}
        </button>
      </div>
      <p
        id={statusId}
        class={`bo-promo__status${bad ? ' bo-promo__status--bad' : status === 'applied' ? ' bo-promo__status--ok' : ''}`}
        aria-live="polite"
      >
        {message}
      </p>
    </div>
  );
}
