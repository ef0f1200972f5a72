/**
 * The checkout lifecycle, in one place: the states a purchase can be in, the events that
 * move it, and the one table of transitions (`TRANSITIONS`). Every way from choosing
 * tickets to paid, failed, canceled or expired is a path through that table. The rest of
 * the model only sends events (`send`); the phase the views read is written here and
 * nowhere else. An event the current state has no transition for is rejected: `send`
 * returns false, nothing changes, nothing is logged (a second click on a link still on
 * screen, or a page shown again from the back/forward cache while nobody is paying, are
 * normal), and nothing is thrown. One per event session, created by the purchase half
 * (`purchase.ts`); the session shows its phase.
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals';
import type { Confirmation, Phase } from './types';

/** The states of the lifecycle. */
export type LifecycleState =
  /** Choosing tickets and filling the form (also while a submission is in flight). */
  | 'shopping'
  /** The host navigated this page to the payment page. */
  | 'redirecting'
  /** The browser blocked the payment tab: the page is offered as a link, nothing is polled. */
  | 'blocked'
  /** Polling the checkout for its outcome. */
  | 'checking'
  /** Polling gave up while the payment was still processing (the e-mail will follow). */
  | 'processing'
  /** Free tickets: the checkout completed at once. */
  | 'completed'
  | 'paid'
  | 'failed'
  | 'canceled'
  | 'expired';

/** What a state after `shopping` carries: the confirmation view's data. */
export type CheckoutData = Omit<Confirmation, 'state'>;

/** The events of the final outcomes polling can see. */
export type OutcomeEventType =
  | 'paymentCompleted'
  | 'paymentFailed'
  | 'paymentCanceled'
  | 'paymentExpired';

/** What moves the lifecycle; `checkout` is merged into the data the next state carries. */
export type LifecycleEvent =
  /** `POST /checkout` answered `completed` (free tickets). */
  | { type: 'checkoutCompleted'; checkout: CheckoutData }
  /** The host navigated this page to the payment page. */
  | { type: 'navigated'; checkout: Pick<CheckoutData, 'checkoutId'> }
  /** The browser blocked the payment tab. */
  | { type: 'popupBlocked'; checkout: CheckoutData & { paymentUrl: string } }
  /**
   * Polling starts right after the checkout was created: `tabOpened`, the payment page
   * opened in another tab (or there was none to open: the checkout is processing already);
   * `notPayable`, it is neither completed nor payable (already failed, expired, canceled,
   * or unknown). `resumed`, on start: a checkout handed back by the payment page, or left
   * pending in this tab.
   */
  | { type: 'tabOpened' | 'notPayable' | 'resumed'; checkout: CheckoutData }
  /** The page came back from the back/forward cache while redirecting: check the checkout. */
  | { type: 'backForwardRestore'; checkout: Pick<CheckoutData, 'items' | 'email'> }
  /** Polling saw a final status (`completed`, `failed`, `canceled`, `expired`). */
  | { type: OutcomeEventType; checkout: Pick<CheckoutData, 'amount' | 'currency' | 'orderId'> }
  /** The buyer followed the link to the payment page the browser had blocked. */
  | { type: 'continuePayment' }
  /** Polling's time budget ran out before a final status. */
  | { type: 'pollTimedOut' }
  /** Polling a checkout the buyer came back to without paying (Back) found it unpaid. */
  | { type: 'unpaidOnReturn' }
  /** Polling was answered 401, 403 or 404: not ours to see, or gone. */
  | { type: 'notOurs' }
  /** "Try again" after a failed, canceled or expired payment. */
  | { type: 'tryAgain' };

/** The name of an event. */
export type LifecycleEventType = LifecycleEvent['type'];

/**
 * Every transition: from a state, on an event, to a state. A pair missing here is
 * rejected. `processing`, `completed` and `paid` are final for the widget.
 */
export const TRANSITIONS: {
  readonly [S in LifecycleState]: { readonly [E in LifecycleEventType]?: LifecycleState };
} = {
  shopping: {
    checkoutCompleted: 'completed',
    navigated: 'redirecting',
    popupBlocked: 'blocked',
    tabOpened: 'checking',
    notPayable: 'checking',
    resumed: 'checking',
  },
  redirecting: { backForwardRestore: 'checking' },
  blocked: { continuePayment: 'checking' },
  checking: {
    paymentCompleted: 'paid',
    paymentFailed: 'failed',
    paymentCanceled: 'canceled',
    paymentExpired: 'expired',
    pollTimedOut: 'processing',
    unpaidOnReturn: 'shopping',
    notOurs: 'shopping',
  },
  processing: {},
  completed: {},
  paid: {},
  failed: { tryAgain: 'shopping' },
  canceled: { tryAgain: 'shopping' },
  expired: { tryAgain: 'shopping' },
};

/** The lifecycle of one event session. */
export interface Lifecycle {
  /** Where the purchase is, as the views read it. Read-only: only `send` moves it. */
  phase: ReadonlySignal<Phase>;
  /** Applies `event` by `TRANSITIONS`; false, changing nothing, when the state has no such transition. */
  send(event: LifecycleEvent): boolean;
}

/** Starts a lifecycle in `shopping`. */
export function createLifecycle(): Lifecycle {
  const phase = signal<Phase>({ step: 'shopping' });
  return {
    // A computed: the writable signal never leaves this function.
    phase: computed(() => phase.value),
    send(event) {
      const from = phase.peek();
      const to = TRANSITIONS[stateOf(from)][event.type];
      if (!to) return false;
      phase.value = enter(to, from, event);
      return true;
    },
  };
}

/** The lifecycle state a phase shows. */
export function stateOf(phase: Phase): LifecycleState {
  if (phase.step !== 'confirmation') return phase.step;
  const { state, paymentUrl } = phase.confirmation;
  return paymentUrl ? 'blocked' : state;
}

/**
 * The phase of state `to` after `event`: its data is what the state before carried,
 * updated by the event's. Only `blocked` keeps a payment link (it shows as `checking` with
 * one), so a phase always names the state the table entered.
 */
function enter(to: LifecycleState, from: Phase, event: LifecycleEvent): Phase {
  if (to === 'shopping') return { step: 'shopping' };
  const before: Partial<Confirmation> =
    from.step === 'confirmation'
      ? from.confirmation
      : from.step === 'redirecting'
        ? { checkoutId: from.checkoutId }
        : {};
  const {
    paymentUrl,
    state: _state,
    ...data
  } = {
    ...before,
    ...('checkout' in event ? event.checkout : {}),
  } as Confirmation;
  if (to === 'redirecting') return { step: 'redirecting', checkoutId: data.checkoutId };
  const confirmation: Confirmation =
    to === 'blocked' ? { ...data, state: 'checking', paymentUrl } : { ...data, state: to };
  return { step: 'confirmation', confirmation };
}
