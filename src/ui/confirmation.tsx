/**
 * The outcome of a checkout: paid or free tickets (what was bought, where the e-mail went, and
 * the event's "Add to calendar" and "Map"),
 * failed / canceled / expired (with "Try again"), still processing after polling stopped
 * ("we'll e-mail you"), "Checking your payment…" while polling, or a link to the payment
 * page when the browser blocked its tab. The heading takes focus when the view appears so
 * screen readers read the outcome; the payment link takes it when the tab was blocked.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { EventDetail } from '../api/schemas';
import type { OutcomePhase } from '../model/lifecycle';
import { isolated } from './bidi';
import { EventActions } from './event-actions';
import { Notice } from './notice';
import { usePurchaseText } from './purchase-text';

/** One bought line: "2 × Standard". */
export interface BoughtLine {
  name: string;
  quantity: number;
}

/** Props of `Confirmation`. */
export interface ConfirmationProps {
  /** The lifecycle's state and its checkout (e-mail, order id, amount paid). */
  phase: OutcomePhase;
  /** What was bought (the checkout's items, named from the event). */
  lines?: readonly BoughtLine[];
  /** The event bought for: a successful outcome offers "Add to calendar" and "Map" for it. */
  event?: EventDetail | null;
  /** "Try again" for failed / canceled / expired (the basket is kept). */
  onRetry?: () => void;
  /** While `blocked`: the buyer followed the link to the payment page. */
  onContinue?: () => void;
}

/** Renders one checkout outcome. */
export function Confirmation({ phase, lines, event, onRetry, onContinue }: ConfirmationProps) {
  const { t, f } = usePurchaseText();
  const heading = useRef<HTMLHeadingElement>(null);
  const pay = useRef<HTMLAnchorElement>(null);
  const { state, checkout } = phase;
  useEffect(() => {
    (heading.current ?? pay.current)?.focus();
  }, [state]);

  if (phase.state === 'blocked') {
    const link = {
      href: phase.paymentUrl,
      label: t.checkout.continuePayment,
      newTab: true,
      ref: pay,
    };
    return (
      <Notice tone="warning" link={{ ...link, onClick: onContinue }}>
        {t.checkout.popupBlocked}
      </Notice>
    );
  }
  if (phase.state === 'checking') {
    return (
      <div class="bo-confirm bo-confirm--checking" role="status">
        <span class="bo-spinner" aria-hidden="true" />
        {t.checkout.checking}
      </div>
    );
  }
  const success = phase.state === 'paid' || phase.state === 'completed';
  return (
    <section
      class={`bo-confirm bo-confirm--${success ? 'ok' : phase.state}`}
      role={success ? 'status' : 'alert'}
    >
      <h2 class="bo-confirm__title" tabIndex={-1} ref={heading}>
        {t.checkout[`${phase.state}Title`]}
      </h2>
      {success ? (
        <>
          {lines && lines.length > 0 && (
            <>
              <h3 class="bo-heading">{t.checkout.bought}</h3>
              <ul class="bo-confirm__lines">
                {lines.map((l, i) => (
                  <li key={`${i}-${l.name}`} dir="auto">
                    {t.summary.line(f.count(l.quantity), l.name)}
                  </li>
                ))}
              </ul>
            </>
          )}
          {phase.state === 'paid' && checkout.amount !== undefined && checkout.currency && (
            <p class="bo-confirm__amount">
              {isolated(t.checkout.total, f.money(checkout.amount, checkout.currency))}
            </p>
          )}
          <p>
            {checkout.email
              ? isolated(t.checkout.emailSent, checkout.email)
              : t.checkout.emailSentNoAddress}
          </p>
          {checkout.orderId && (
            <p class="bo-confirm__ref">{isolated(t.checkout.order, checkout.orderId)}</p>
          )}
          {event && <EventActions event={event} />}
        </>
      ) : (
        <>
          <p>{t.checkout[phase.state]}</p>
          {phase.state !== 'processing' && onRetry && (
            <button type="button" class="bo-btn bo-btn--primary" onClick={onRetry}>
              {t.checkout.tryAgain}
            </button>
          )}
        </>
      )}
    </section>
  );
}
