import { effect } from '@preact/signals';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { codeSpans, readPage, tableStartingWith } from '../../scripts/docs-markdown.ts';
import type { BasketItem } from '../api/schemas';
import { basketFromRecord } from './basket';
import {
  type CheckoutData,
  createLifecycle,
  type Lifecycle,
  type LifecycleEvent,
  type LifecycleEventType,
  type LifecycleState,
  type Phase,
  TRANSITIONS,
} from './lifecycle';
import { POLL_BUDGET_MS } from './return';
import type { EventSession } from './session';
import { readPending } from './storage';
import { errorReply } from './testing/fake-fetch';
import { checkoutReply } from './testing/fixtures';
import { flush, harness, purchaseOf, readyToBuy, sessionOf } from './testing/harness';
import { stubPageShow } from './testing/page-show';

const ITEMS: BasketItem[] = [{ tier: 'ga', quantity: 2 }];
const PAY_URL = 'https://pay.example/chk_1';
/** What the model knows of a checkout once `POST /checkout` answered. */
const CHECKOUT = {
  checkoutId: 'chk_1',
  items: ITEMS,
  email: 'ada@example.com',
  amount: 51,
  currency: 'EUR',
};
/** What polling reads off the final checkout (a different amount, to see whose data wins). */
const FINAL = { amount: 46, currency: 'EUR', orderId: 'ord_9' };

/** One event of each type, with the data the model sends with it. */
const EVENTS: { [E in LifecycleEventType]: LifecycleEvent & { type: E } } = {
  checkoutCompleted: { type: 'checkoutCompleted', checkout: { ...CHECKOUT, orderId: 'ord_1' } },
  navigated: { type: 'navigated', checkout: CHECKOUT },
  popupBlocked: { type: 'popupBlocked', checkout: CHECKOUT, paymentUrl: PAY_URL },
  tabOpened: { type: 'tabOpened', checkout: CHECKOUT },
  notPayable: { type: 'notPayable', checkout: CHECKOUT },
  resumed: { type: 'resumed', checkout: CHECKOUT },
  backForwardRestore: { type: 'backForwardRestore', update: { items: ITEMS } },
  paymentCompleted: { type: 'paymentCompleted', update: FINAL },
  paymentFailed: { type: 'paymentFailed', update: FINAL },
  paymentCanceled: { type: 'paymentCanceled', update: FINAL },
  paymentExpired: { type: 'paymentExpired', update: FINAL },
  continuePayment: { type: 'continuePayment' },
  pollTimedOut: { type: 'pollTimedOut' },
  unpaidOnReturn: { type: 'unpaidOnReturn' },
  notOurs: { type: 'notOurs' },
  tryAgain: { type: 'tryAgain' },
};
const EVENT_TYPES = Object.keys(EVENTS) as LifecycleEventType[];

/** A way to each state from `shopping`. */
const PATHS: { [S in LifecycleState]: LifecycleEventType[] } = {
  shopping: [],
  redirecting: ['navigated'],
  blocked: ['popupBlocked'],
  checking: ['tabOpened'],
  processing: ['tabOpened', 'pollTimedOut'],
  completed: ['checkoutCompleted'],
  paid: ['tabOpened', 'paymentCompleted'],
  failed: ['tabOpened', 'paymentFailed'],
  canceled: ['tabOpened', 'paymentCanceled'],
  expired: ['tabOpened', 'paymentExpired'],
};
const STATES = Object.keys(PATHS) as LifecycleState[];

const shopping: Phase = { state: 'shopping' };
/** `state` carrying `checkout` (a phase of the states that carry only their checkout). */
const at = (
  state: Exclude<LifecycleState, 'shopping' | 'blocked'>,
  checkout: CheckoutData,
): Phase => ({
  state,
  checkout,
});

/**
 * The lifecycle as specified, written out by hand: for each allowed (state, event), the
 * phase it leads to from the state reached by `PATHS`. The table must say the same.
 */
const EXPECTED: Record<string, Phase> = {
  'shopping checkoutCompleted': at('completed', { ...CHECKOUT, orderId: 'ord_1' }),
  'shopping navigated': at('redirecting', CHECKOUT),
  'shopping popupBlocked': { state: 'blocked', checkout: CHECKOUT, paymentUrl: PAY_URL },
  'shopping tabOpened': at('checking', CHECKOUT),
  'shopping notPayable': at('checking', CHECKOUT),
  'shopping resumed': at('checking', CHECKOUT),
  'redirecting backForwardRestore': at('checking', CHECKOUT),
  'blocked continuePayment': at('checking', CHECKOUT),
  'checking paymentCompleted': at('paid', { ...CHECKOUT, ...FINAL }),
  'checking paymentFailed': at('failed', { ...CHECKOUT, ...FINAL }),
  'checking paymentCanceled': at('canceled', { ...CHECKOUT, ...FINAL }),
  'checking paymentExpired': at('expired', { ...CHECKOUT, ...FINAL }),
  'checking pollTimedOut': at('processing', CHECKOUT),
  'checking unpaidOnReturn': shopping,
  'checking notOurs': shopping,
  'failed tryAgain': shopping,
  'canceled tryAgain': shopping,
  'expired tryAgain': shopping,
};

/** A new lifecycle brought to `state` along `PATHS`. */
function reach(state: LifecycleState): Lifecycle {
  const lifecycle = createLifecycle();
  for (const type of PATHS[state]) expect(lifecycle.send(EVENTS[type])).toBe(true);
  expect(lifecycle.phase.peek().state).toBe(state);
  return lifecycle;
}

/** The table's rows: [from, event, to]. */
const ROWS = Object.entries(TRANSITIONS).flatMap(([from, row]) =>
  Object.entries(row).map(([event, to]) => [from, event, to] as [string, string, string]),
);

describe('lifecycle: the table', () => {
  it.each(ROWS)('%s --%s--> %s', (from, event, to) => {
    const expected = EXPECTED[`${from} ${event}`];
    expect(expected, 'the specified outcome of this transition').toBeDefined();
    const lifecycle = reach(from as LifecycleState);
    expect(lifecycle.send(EVENTS[event as LifecycleEventType])).toBe(true);
    expect(lifecycle.phase.value).toStrictEqual(expected);
    expect(lifecycle.phase.value.state).toBe(to);
  });

  it('has every specified transition and no other', () => {
    expect(ROWS.map(([from, event]) => `${from} ${event}`).sort()).toEqual(
      Object.keys(EXPECTED).sort(),
    );
  });

  it('rejects every other (state, event) pair, leaving the phase as it was', () => {
    let rejected = 0;
    for (const state of STATES) {
      for (const type of EVENT_TYPES) {
        if (`${state} ${type}` in EXPECTED) continue;
        const lifecycle = reach(state);
        const before = lifecycle.phase.peek();
        let changes = 0;
        const stop = effect(() => {
          lifecycle.phase.value;
          changes++;
        });
        expect(lifecycle.send(EVENTS[type]), `${state} ${type}`).toBe(false);
        stop();
        expect(lifecycle.phase.peek(), `${state} ${type}`).toBe(before);
        expect(changes, `${state} ${type} notifies nobody`).toBe(1);
        rejected++;
      }
    }
    expect(rejected).toBe(STATES.length * EVENT_TYPES.length - Object.keys(EXPECTED).length);
  });

  it('follows the specification along any sequence of events, and never throws', () => {
    const target = (state: LifecycleState, type: LifecycleEventType) =>
      EXPECTED[`${state} ${type}`]?.state;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...EVENT_TYPES), { maxLength: 40 }), (types) => {
        const lifecycle = createLifecycle();
        for (const type of types) {
          const before = lifecycle.phase.peek();
          const to = target(before.state, type);
          expect(lifecycle.send(EVENTS[type])).toBe(Boolean(to));
          const after = lifecycle.phase.peek();
          if (!to) expect(after).toBe(before);
          else expect(after.state).toBe(to);
          // Only `blocked` holds a payment link; every state after shopping names its checkout.
          expect('paymentUrl' in after).toBe(after.state === 'blocked');
          if (after.state !== 'shopping') {
            expect(after.checkout.checkoutId).toBe('chk_1');
            expect(after.checkout.items).toEqual(ITEMS);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("is the table of docs/architecture.md's lifecycle section", () => {
    const documented = tableStartingWith(readPage('architecture.md'), 'From').rows.flatMap(
      ([from = '', event = '', to = '']) =>
        codeSpans(from).map((state) => [state, codeSpans(event)[0], codeSpans(to)[0]]),
    );
    expect(documented.map((row) => row.join(' ')).sort()).toEqual(
      ROWS.map((row) => row.join(' ')).sort(),
    );
  });

  it('exposes the phase read-only: only events move it', () => {
    const lifecycle = createLifecycle();
    expect(() => {
      (lifecycle.phase as { value: Phase }).value = at('paid', CHECKOUT);
    }).toThrow(TypeError);
    expect(lifecycle.phase.value).toEqual(shopping);
  });
});

describe('lifecycle: in the session', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('before the purchase half arrives the session is shopping, and its phase is read-only', async () => {
    const h = harness({ loadPurchase: () => new Promise(() => {}) });
    const session = sessionOf(h.start());
    await flush();
    expect(session.phase.value).toEqual(shopping);
    expect(() => {
      (session.phase as { value: Phase }).value = at('paid', CHECKOUT);
    }).toThrow(TypeError);
    expect(session.phase.value).toEqual(shopping);
  });
});

// ---------------------------------------------------------------------------------------
// Whole paths through the model, as the buyer takes them.

/** Records the lifecycle state of `session` on every change (the first entry is the current one). */
function track(session: EventSession): LifecycleState[] {
  const states: LifecycleState[] = [];
  effect(() => {
    states.push(session.phase.value.state);
  });
  return states;
}

describe('lifecycle: paths through the model', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('free tickets: shopping → completed', async () => {
    const h = harness({ options: { event: 'community-meetup' } });
    h.fake.on('POST /quote', errorReply(503, 'unavailable'));
    h.fake.on('POST /checkout', {
      body: checkoutReply({ status: 'completed', paymentUrl: null, amount: 0, orderId: 'ord_1' }),
    });
    const session = sessionOf(h.start());
    await flush();
    const purchase = await purchaseOf(session);
    const states = track(session);
    session.setQuantity('free', 1);
    purchase.form.setField('customer.name', 'Ada');
    purchase.form.setField('customer.email', 'ada@example.com');
    await purchase.submit();
    expect(states).toEqual(['shopping', 'completed']);
    expect(session.phase.value).toMatchObject(
      at('completed', {
        checkoutId: 'chk_1',
        orderId: 'ord_1',
        amount: 0,
        items: [{ tier: 'free', quantity: 1 }],
      }),
    );
    expect(h.events('boxoffice:complete')).toMatchObject([{ id: 'chk_1', status: 'completed' }]);
  });

  it('paid: shopping → redirecting, then back from the payment page: shopping → checking → paid', async () => {
    const first = harness();
    first.fake.on('POST /checkout', { body: checkoutReply() });
    const { session, purchase } = await readyToBuy(first);
    const before = track(session);
    await purchase.submit();
    expect(before).toEqual(['shopping', 'redirecting']);

    // The payment page sends the buyer back: a new page, the same tab's storage.
    const back = harness({ returnCheckoutId: 'chk_1', storage: first.storage });
    back.fake.on('POST /quote', errorReply(503, 'unavailable'));
    back.fake.on(
      'GET /checkout/chk_1',
      { body: checkoutReply({ status: 'processing' }) },
      { body: checkoutReply({ status: 'completed', orderId: 'ord_9' }) },
    );
    const returned = sessionOf(back.start());
    const after = track(returned);
    await flush(1000);
    expect(after).toEqual(['shopping', 'checking', 'paid']);
    expect(returned.phase.value).toStrictEqual(
      at('paid', {
        checkoutId: 'chk_1',
        items: ITEMS,
        email: 'ada@example.com',
        amount: 51,
        currency: 'EUR',
        orderId: 'ord_9',
      }),
    );
    expect(back.events('boxoffice:complete')).toMatchObject([{ id: 'chk_1', status: 'completed' }]);
    expect(readPending(back.storage, 'summer-fest')).toBeNull();
  });

  it('declined: checking → failed, then "try again": back to shopping with the basket', async () => {
    const first = harness();
    first.fake.on('POST /checkout', { body: checkoutReply() });
    const { purchase } = await readyToBuy(first);
    await purchase.submit();
    const back = harness({ returnCheckoutId: 'chk_1', storage: first.storage });
    back.fake.on('POST /quote', errorReply(503, 'unavailable'));
    back.fake.on('GET /checkout/chk_1', { body: checkoutReply({ status: 'failed' }) });
    const session = sessionOf(back.start());
    const states = track(session);
    await flush();
    expect(states).toEqual(['shopping', 'checking', 'failed']);
    const again = await purchaseOf(session);
    again.tryAgain();
    // A second press (a stale button) is rejected: nothing more happens.
    again.tryAgain();
    expect(states).toEqual(['shopping', 'checking', 'failed', 'shopping']);
    expect(session.basket.value).toEqual(basketFromRecord({ ga: 2 }));
    expect(back.events('boxoffice:complete')).toMatchObject([{ id: 'chk_1', status: 'failed' }]);
  });

  it('popup blocked: shopping → blocked → (link used) checking → paid', async () => {
    const h = harness();
    h.fake.on('POST /checkout', { body: checkoutReply() });
    h.fake.on('GET /checkout/chk_1', { body: checkoutReply({ status: 'completed' }) });
    h.navigate.mockReturnValue('blocked');
    const { session, purchase } = await readyToBuy(h);
    const states = track(session);
    await purchase.submit();
    expect(states).toEqual(['shopping', 'blocked']);
    expect(h.fake.callsTo('GET /checkout/chk_1')).toHaveLength(0);
    purchase.continuePayment();
    await flush();
    purchase.continuePayment();
    await flush(5000);
    expect(states).toEqual(['shopping', 'blocked', 'checking', 'paid']);
    expect(h.fake.callsTo('GET /checkout/chk_1')).toHaveLength(1);
    expect(h.events('boxoffice:complete')).toMatchObject([{ id: 'chk_1', status: 'completed' }]);
  });

  it('back/forward cache: redirecting → checking → (still unpaid) shopping, basket kept', async () => {
    const pageshow = stubPageShow();
    const h = harness();
    h.fake.on('POST /checkout', { body: checkoutReply() });
    h.fake.on('GET /checkout/chk_1', { body: checkoutReply({ status: 'requires_payment' }) });
    const { session, purchase } = await readyToBuy(h);
    const states = track(session);
    // A page shown again while nobody is paying changes nothing.
    pageshow(true);
    await purchase.submit();
    // A normal (not restored) page show neither.
    pageshow(false);
    expect(states).toEqual(['shopping', 'redirecting']);
    pageshow(true);
    await flush();
    expect(states).toEqual(['shopping', 'redirecting', 'checking', 'shopping']);
    expect(h.fake.callsTo('GET /checkout/chk_1')).toHaveLength(1);
    expect(session.basket.value).toEqual(basketFromRecord({ ga: 2 }));
    expect(h.events('boxoffice:complete')).toEqual([]);
  });

  it('poll timeout: checking → processing, and polling stops', async () => {
    const h = harness();
    h.fake.on('POST /checkout', { body: checkoutReply() });
    h.fake.on('GET /checkout/chk_1', { body: checkoutReply({ status: 'processing' }) });
    h.navigate.mockReturnValue('new-tab');
    const { session, purchase } = await readyToBuy(h);
    const states = track(session);
    await purchase.submit();
    await flush(POLL_BUDGET_MS + 10_000);
    expect(states).toEqual(['shopping', 'checking', 'processing']);
    const polls = h.fake.callsTo('GET /checkout/chk_1').length;
    await flush(60_000);
    expect(h.fake.callsTo('GET /checkout/chk_1')).toHaveLength(polls);
    expect(h.events('boxoffice:complete')).toEqual([]);
  });

  it('not ours: a returned checkout answered 404 → shopping, with the error shown', async () => {
    const h = harness({ returnCheckoutId: 'chk_1' });
    h.fake.on('POST /quote', errorReply(503, 'unavailable'));
    h.fake.on('GET /checkout/chk_1', errorReply(404, 'not_found'));
    const session = sessionOf(h.start());
    const states = track(session);
    await flush();
    expect(states).toEqual(['shopping', 'checking', 'shopping']);
    expect(session.error.value).toEqual({ code: 'not_found', status: 404 });
    expect(h.events('boxoffice:complete')).toEqual([]);
  });
});
