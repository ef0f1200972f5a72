/** The button of button mode (issue 4.2): "Buy tickets · from €X"; the embed layer opens the dialog. */
import { useText } from './text';

/** Props of `BuyButton`. */
export interface BuyButtonProps {
  /** Lowest tier price in major units, or null when unknown (no price shown). */
  priceFrom: number | null;
  /** Currency of `priceFrom`. */
  currency?: string;
  /** True while the dialog is open (`aria-expanded`). */
  expanded?: boolean;
  /** Pressed: open the dialog. */
  onClick: () => void;
}

/** The "Buy tickets" button. */
export function BuyButton({ priceFrom, currency, expanded, onClick }: BuyButtonProps) {
  const { t, f } = useText();
  const price =
    priceFrom === null || !currency
      ? null
      : priceFrom === 0
        ? t.tiers.free
        : t.buy.from(f.money(priceFrom, currency));
  return (
    <button
      type="button"
      class="bo-btn bo-btn--primary bo-buy"
      part="submit"
      aria-haspopup="dialog"
      aria-expanded={expanded ? 'true' : 'false'}
      onClick={onClick}
    >
      <span class="bo-buy__label">{t.buy.label}</span>
      {price && (
        <>
          {' '}
          <span class="bo-buy__price">{price}</span>
        </>
      )}
    </button>
  );
}
