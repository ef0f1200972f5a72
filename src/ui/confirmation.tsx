/**
 * The outcome of a checkout: paid or free tickets (what was bought, where the e-mail went),
 * failed / canceled / expired (with "Try again"), still processing after polling stopped
 * ("we'll e-mail you"), "Checking your payment…" while polling, or a link to the payment
 * page when the browser blocked its tab. The heading takes focus when the view appears so
 * screen readers read the outcome; the payment link takes it when the tab was blocked.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { ConfirmationState } from '../model/types';
import { isolated } from './bidi';
import { Notice } from './notice';
import { usePurchaseText } from './purchase-text';

/** One bought line: "2 × Standard". */
export interface BoughtLine {
  name: string;
  quantity: number;
}

/** Props of `Confirmation`. */
export interface ConfirmationProps {
  state: ConfirmationState;
  /** What was bought (quote lines or order tickets grouped by tier). */
  lines?: readonly BoughtLine[];
  /** The buyer's e-mail address, for "on its way to …". */
  email?: string;
  /** Order id, shown as a reference when known. */
  orderId?: string | null;
  /** Amount paid and its currency, shown for paid orders. */
  amount?: number;
  currency?: string;
  /** "Try again" for failed / canceled / expired (the basket is kept). */
  onRetry?: () => void;
  /** While `checking`: the browser blocked the payment tab, so link to this page instead. */
  paymentUrl?: string;
  /** The buyer followed the `paymentUrl` link. */
  onContinue?: () => void;
}

/** Renders one checkout outcome. */
export function Confirmation(props: ConfirmationProps) {
  const { t, f } = usePurchaseText();
  const heading = useRef<HTMLHeadingElement>(null);
  const pay = useRef<HTMLAnchorElement>(null);
  const { state, paymentUrl } = props;
  useEffect(() => {
    (heading.current ?? pay.current)?.focus();
  }, [state, paymentUrl]);

  if (state === 'checking' && paymentUrl) {
    const link = { href: paymentUrl, label: t.checkout.continuePayment, newTab: true, ref: pay };
    return (
      <Notice tone="warning" link={{ ...link, onClick: props.onContinue }}>
        {t.checkout.popupBlocked}
      </Notice>
    );
  }
  if (state === 'checking') {
    return (
      <div class="bo-confirm bo-confirm--checking" role="status">
        <span class="bo-spinner" aria-hidden="true" />
        {t.checkout.checking}
      </div>
    );
  }
  const success = state === 'paid' || state === 'completed';
  const title = t.checkout[`${state}Title`];
  return (
    <section
      class={`bo-confirm bo-confirm--${success ? 'ok' : state}`}
      role={success ? 'status' : 'alert'}
    >
      <h2 class="bo-confirm__title" tabIndex={-1} ref={heading}>
        {title}
      </h2>
      {success ? (
        <>
          {props.lines && props.lines.length > 0 && (
            <>
              <h3 class="bo-heading">{t.checkout.bought}</h3>
              <ul class="bo-confirm__lines">
                {props.lines.map((l, i) => (
                  <li key={`${i}-${l.name}`} dir="auto">
                    {t.summary.line(f.count(l.quantity), l.name)}
                  </li>
                ))}
              </ul>
            </>
          )}
          {state === 'paid' && props.amount !== undefined && props.currency && (
            <p class="bo-confirm__amount">
              {isolated(t.checkout.total, f.money(props.amount, props.currency))}
            </p>
          )}
          <p>
            {props.email
              ? isolated(t.checkout.emailSent, props.email)
              : t.checkout.emailSentNoAddress}
          </p>
          {props.orderId && (
            <p class="bo-confirm__ref">{isolated(t.checkout.order, props.orderId)}</p>
          )}
        </>
      ) : (
        <>
          <p>{t.checkout[state]}</p>
          {state !== 'processing' && props.onRetry && (
            <button type="button" class="bo-btn bo-btn--primary" onClick={props.onRetry}>
              {t.checkout.tryAgain}
            </button>
          )}
        </>
      )}
    </section>
  );
}
