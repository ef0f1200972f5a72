/**
 * The price of the basket (part="summary"): quote lines, subtotal, discount, fees, total.
 * When the quote failed, the tier-price estimate is shown and labelled "Estimated total";
 * when a quoted unit price differs from the listed tier price the buyer is told (SPEC §3).
 */
import type { QuoteLine } from '../api/schemas';
import { useText } from './text';

/** Props of `Summary`. */
export interface SummaryProps {
  /** Currency of all amounts (ISO 4217). */
  currency: string;
  /** Priced lines: from the quote, or built from tier prices for an estimate. */
  lines: readonly QuoteLine[];
  subtotal: number;
  discount: number;
  fees: number;
  total: number;
  /** True when the quote failed and these are tier-price estimates. */
  estimate: boolean;
  /** True while a newer quote is on its way (amounts shown may change). */
  updating?: boolean;
  /** Tier id → listed `Tier.price`, to say when the quote's unit price differs. */
  listedPrices?: Readonly<Record<string, number>>;
}

/** Prices differ by at least a minor unit (the values are decimals from JSON). */
const differs = (a: number, b: number) => Math.abs(a - b) >= 0.005;

/** Renders the order summary; nothing when the basket is empty. */
export function Summary(props: SummaryProps) {
  const { t, f } = useText();
  const { currency, lines, estimate } = props;
  if (lines.length === 0) return null;
  const money = (n: number) => f.money(n, currency);
  const changed = estimate
    ? []
    : lines.filter((l) => {
        const listed = props.listedPrices?.[l.tier];
        return listed !== undefined && differs(listed, l.unitPrice);
      });
  return (
    <section class="bo-summary" part="summary" aria-label={t.summary.heading}>
      <dl class="bo-summary__lines">
        {lines.map((l) => (
          <div class="bo-summary__row" key={l.tier}>
            <dt>{t.summary.line(l.quantity, l.name)}</dt>
            <dd>{money(l.amount)}</dd>
          </div>
        ))}
        {(props.discount > 0 || props.fees > 0) && (
          <div class="bo-summary__row bo-summary__row--sub">
            <dt>{t.summary.subtotal}</dt>
            <dd>{money(props.subtotal)}</dd>
          </div>
        )}
        {props.discount > 0 && (
          <div class="bo-summary__row bo-summary__row--discount">
            <dt>{t.summary.discount}</dt>
            <dd>−{money(props.discount)}</dd>
          </div>
        )}
        {props.fees > 0 && (
          <div class="bo-summary__row">
            <dt>{t.summary.fees}</dt>
            <dd>{money(props.fees)}</dd>
          </div>
        )}
        <div class="bo-summary__row bo-summary__total" aria-live="polite" aria-atomic="true">
          <dt>{estimate ? t.summary.estimatedTotal : t.summary.total}</dt>
          <dd aria-busy={props.updating ? 'true' : undefined}>{money(props.total)}</dd>
        </div>
      </dl>
      {changed.map((l) => (
        <p class="bo-summary__changed" role="status" key={l.tier}>
          {t.summary.priceChanged(
            l.name,
            money(props.listedPrices?.[l.tier] ?? 0),
            money(l.unitPrice),
          )}
        </p>
      ))}
      {estimate && <p class="bo-summary__note">{t.summary.estimate}</p>}
      {props.updating && <p class="bo-sr">{t.summary.updating}</p>}
    </section>
  );
}
