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
import type { BasketItem } from '../api/schemas';

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

/** What every state after `shopping` knows of its checkout: the data the views show. */
export interface CheckoutData {
  checkoutId: string;
  /** What was bought (tier ids; the views name them from the event). */
  items: BasketItem[];
  /** Where the e-mail goes, when known. */
  email?: string;
  amount?: number;
  currency?: string;
  orderId?: string;
}

/** The states whose only data is their checkout. */
type CheckoutState = Exclude<LifecycleState, 'shopping' | 'blocked'>;

/**
 * Where the purchase is, as the views read it: a state of `TRANSITIONS` and the data that
 * state carries, one shape per state.
 */
export type Phase =
  | { state: 'shopping' }
  /** `paymentUrl`: the payment page the browser would not open, offered as a link. */
  | { state: 'blocked'; checkout: CheckoutData; paymentUrl: string }
  | { [S in CheckoutState]: { state: S; checkout: CheckoutData } }[CheckoutState];

/** The events of the final outcomes polling can see. */
export type OutcomeEventType =
  | 'paymentCompleted'
  | 'paymentFailed'
  | 'paymentCanceled'
  | 'paymentExpired';

/**
 * What moves the lifecycle. An event from `shopping` brings the new `checkout` the next state
 * carries; a later one may bring an `update` of the current checkout's data.
 */
export type LifecycleEvent =
  /** `POST /checkout` answered `completed` (free tickets). */
  | { type: 'checkoutCompleted'; checkout: CheckoutData }
  /** The host navigated this page to the payment page. */
  | { type: 'navigated'; checkout: CheckoutData }
  /** The browser blocked the payment tab. */
  | { type: 'popupBlocked'; checkout: CheckoutData; paymentUrl: string }
  /**
   * Polling starts right after the checkout was created: `tabOpened`, the payment page
   * opened in another tab (or there was none to open: the checkout is processing already);
   * `notPayable`, it is neither completed nor payable (already failed, expired, canceled,
   * or unknown). `resumed`, on start: a checkout handed back by the payment page, or left
   * pending in this tab.
   */
  | { type: 'tabOpened' | 'notPayable' | 'resumed'; checkout: CheckoutData }
  /** The page came back from the back/forward cache while redirecting: check the checkout. */
  | { type: 'backForwardRestore'; update: Pick<CheckoutData, 'items'> }
  /** Polling saw a final status (`completed`, `failed`, `canceled`, `expired`). */
  | { type: OutcomeEventType; update: Pick<CheckoutData, 'amount' | 'currency' | 'orderId'> }
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

const SHOPPING: Phase = { state: 'shopping' };

/** Starts a lifecycle in `shopping`. */
export function createLifecycle(): Lifecycle {
  const phase = signal<Phase>(SHOPPING);
  return {
    // A computed: the writable signal never leaves this function.
    phase: computed(() => phase.value),
    send(event) {
      const from = phase.peek();
      const to = TRANSITIONS[from.state][event.type];
      const next = to && enter(to, from, event);
      if (!next) return false;
      phase.value = next;
      return true;
    },
  };
}

/**
 * The phase of state `to` after `event`: its checkout is the one the event brings, or the
 * one the state before carried, updated by the event. A state whose data neither holds is
 * not entered (`TRANSITIONS` never leads to one: lifecycle.test.ts walks every row).
 */
function enter(to: LifecycleState, from: Phase, event: LifecycleEvent): Phase | null {
  if (to === 'shopping') return SHOPPING;
  const checkout = checkoutAfter(from, event);
  if (!checkout) return null;
  if (to !== 'blocked') return { state: to, checkout };
  return event.type === 'popupBlocked'
    ? { state: to, checkout, paymentUrl: event.paymentUrl }
    : null;
}

/** The checkout after `event`: a new one, the current one updated, or null when there is none. */
function checkoutAfter(from: Phase, event: LifecycleEvent): CheckoutData | null {
  if ('checkout' in event) return event.checkout;
  if (from.state === 'shopping') return null;
  return 'update' in event ? { ...from.checkout, ...event.update } : from.checkout;
}

/** The phases an outcome view shows: every state of the lifecycle after the basket and the redirect. */
export type OutcomePhase = Exclude<Phase, { state: 'shopping' | 'redirecting' }>;
