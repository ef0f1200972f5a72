/**
 * The price of the basket (part="summary"): quote lines, subtotal, discount, fees, total.
 * When the quote failed, the tier-price estimate is shown and labelled "Estimated total";
 * when a quoted unit price differs from the listed tier price the buyer is told.
 * The total is announced once per change, after the quote settled: a visually hidden live
 * region holds it only while nothing is updating, so the estimate that stands in meanwhile
 * is never read out before the quoted figure.
 */
import type { QuoteLine } from '../api/schemas';
import type { PriceChange } from '../model/summary';
import { isolated } from './bidi';
import { usePurchaseText } from './purchase-text';

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
  /** Quoted unit prices that differ from the listed tier prices (the model's `summarise`). */
  priceChanges?: readonly PriceChange[];
}

/** Renders the order summary; nothing when the basket is empty. */
export function Summary(props: SummaryProps) {
  const { t, f } = usePurchaseText();
  const { currency, lines, estimate } = props;
  if (lines.length === 0) return null;
  const money = (n: number) => f.money(n, currency);
  const totalLabel = estimate ? t.summary.estimatedTotal : t.summary.total;
  return (
    <section class="bo-summary" part="summary" aria-label={t.summary.heading}>
      <dl class="bo-summary__lines">
        {lines.map((l) => (
          <div class="bo-summary__row" key={l.tier}>
            {/* "2 × Day Ticket": no words but the tier's name, so the line takes its direction. */}
            <dt dir="auto">{t.summary.line(f.count(l.quantity), l.name)}</dt>
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
        <div class="bo-summary__row bo-summary__total">
          <dt>{totalLabel}</dt>
          <dd aria-busy={props.updating ? 'true' : undefined}>{money(props.total)}</dd>
        </div>
      </dl>
      {props.priceChanges?.map((c) => (
        <p class="bo-summary__changed" role="status" key={c.tier}>
          {isolated(t.summary.priceChanged, c.name, money(c.was), money(c.now))}
        </p>
      ))}
      {estimate && <p class="bo-summary__note">{t.summary.estimate}</p>}
      {props.updating && <p class="bo-sr">{t.summary.updating}</p>}
      <p class="bo-sr" aria-live="polite" aria-atomic="true">
        {props.updating ? '' : `${totalLabel} ${money(props.total)}`}
      </p>
    </section>
  );
}
