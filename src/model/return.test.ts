import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { basketFromRecord } from './basket';
import { POLL_BUDGET_MS } from './return';
import { readPending, writePending } from './storage';
import { errorReply } from './testing/fake-fetch';
import { checkoutReply, paidEvent } from './testing/fixtures';
import { fillForm, flush, harness, purchaseOf, readyToBuy, sessionOf } from './testing/harness';
import { memoryStorage } from './testing/memory-storage';
import { stubPageShow } from './testing/page-show';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const pendingStorage = () => {
  const storage = memoryStorage();
  writePending(storage, {
    id: 'chk_1',
    event: 'summer-fest',
    basket: basketFromRecord({ ga: 2 }),
    email: 'ada@example.com',
    name: 'Ada',
  });
  return storage;
};

describe('return from payment', () => {
  it('polls the returned checkout with backoff until paid, then confirms and clears the pending record', async () => {
    const h = harness({ returnCheckoutId: 'chk_1', storage: pendingStorage() });
    h.fake.on(
      'GET /checkout/chk_1',
      { body: checkoutReply({ status: 'processing' }) },
      { body: checkoutReply({ status: 'processing' }) },
      { body: checkoutReply({ status: 'completed', orderId: 'ord_9' }) },
    );
    h.fake.on('POST /quote', errorReply(503, 'unavailable'));
    const session = sessionOf(h.start());
    await flush();
    expect(session.phase.value).toMatchObject({
      state: 'checking',
    });
    expect(session.basket.value).toEqual(basketFromRecord({ ga: 2 }));
    await flush(999);
    expect(h.fake.callsTo('GET /checkout/chk_1')).toHaveLength(1);
    await flush(1);
    expect(h.fake.callsTo('GET /checkout/chk_1')).toHaveLength(2);
    await flush(1500);
    expect(session.phase.value).toEqual({
      state: 'paid',
      checkout: {
        checkoutId: 'chk_1',
        orderId: 'ord_9',
        items: [{ tier: 'ga', quantity: 2 }],
        email: 'ada@example.com',
        amount: 51,
        currency: 'EUR',
      },
    });
    expect(h.events('boxoffice:complete')).toMatchObject([{ id: 'chk_1', status: 'completed' }]);
    expect(readPending(h.storage, 'summer-fest')).toBeNull();
  });

  it('resumes a checkout left pending in sessionStorage even without bo_checkout', async () => {
    const h = harness({ storage: pendingStorage() });
    h.fake.on('GET /checkout/chk_1', { body: checkoutReply({ status: 'completed' }) });
    const session = sessionOf(h.start());
    await flush();
    expect(session.phase.value).toMatchObject({ state: 'paid' });
  });

  it("leaves a pending checkout to the page's other widget of the event that takes the return", async () => {
    const h = harness({ storage: pendingStorage(), takesReturn: false });
    h.fake.on('GET /checkout/chk_1', { body: checkoutReply({ status: 'completed' }) });
    const session = sessionOf(h.start());
    await flush();
    expect(session.phase.value).toMatchObject({ state: 'shopping' });
    expect(h.fake.callsTo('GET /checkout/chk_1')).toEqual([]);
  });

  it('after a declined payment offers "try again" with the basket kept', async () => {
    const h = harness({ returnCheckoutId: 'chk_1', storage: pendingStorage() });
    h.fake.on('GET /checkout/chk_1', { body: checkoutReply({ status: 'failed' }) });
    h.fake.on('POST /quote', errorReply(503, 'unavailable'));
    const session = sessionOf(h.start());
    await flush();
    expect(session.phase.value).toMatchObject({ state: 'failed' });
    expect(h.events('boxoffice:complete')).toMatchObject([{ id: 'chk_1', status: 'failed' }]);
    expect(readPending(h.storage, 'summer-fest')).toBeNull();
    // Back from paying, the purchase half came at once, without waiting for a render.
    const purchase = session.purchase.value;
    if (!purchase) throw new Error('no purchase half attached');
    purchase.tryAgain();
    expect(session.phase.value).toEqual({ state: 'shopping' });
    expect(session.basket.value).toEqual(basketFromRecord({ ga: 2 }));
    expect(purchase.form.values.value).toMatchObject({ name: 'Ada', email: 'ada@example.com' });
  });

  it('stops polling after the time budget and says the payment is still processing', async () => {
    const h = harness({ returnCheckoutId: 'chk_1', storage: pendingStorage() });
    h.fake.on('GET /checkout/chk_1', { body: checkoutReply({ status: 'processing' }) });
    h.fake.on('POST /quote', errorReply(503, 'unavailable'));
    const session = sessionOf(h.start());
    await flush(POLL_BUDGET_MS + 10_000);
    expect(session.phase.value).toMatchObject({
      state: 'processing',
      checkout: { email: 'ada@example.com' },
    });
    const polls = h.fake.callsTo('GET /checkout/chk_1').length;
    expect(polls).toBeGreaterThan(5);
    expect(polls).toBeLessThan(20);
    await flush(60_000);
    expect(h.fake.callsTo('GET /checkout/chk_1')).toHaveLength(polls);
    expect(h.events('boxoffice:complete')).toEqual([]);
  });

  it('keeps polling through transient errors', async () => {
    const h = harness({ returnCheckoutId: 'chk_1', storage: pendingStorage() });
    h.fake.on('GET /checkout/chk_1', { networkError: true }, errorReply(503, 'unavailable'), {
      body: checkoutReply({ status: 'completed' }),
    });
    const session = sessionOf(h.start());
    await flush(5000);
    expect(session.phase.value).toMatchObject({ state: 'paid' });
  });

  it('polls in the widget when the payment page opened in a new tab', async () => {
    const h = harness();
    h.fake.on('POST /quote', errorReply(503, 'unavailable'));
    h.fake.on('POST /checkout', { body: checkoutReply() });
    h.fake.on(
      'GET /checkout/chk_1',
      { body: checkoutReply({ status: 'processing' }) },
      {
        body: checkoutReply({ status: 'completed' }),
      },
    );
    h.navigate.mockReturnValue('new-tab');
    const session = sessionOf(h.start());
    await flush();
    const purchase = await purchaseOf(session);
    session.setQuantity('ga', 2);
    fillForm(purchase);
    await purchase.submit();
    expect(session.phase.value).toMatchObject({ state: 'checking' });
    await flush(1000);
    expect(session.phase.value).toMatchObject({
      state: 'paid',
      checkout: { email: 'ada@example.com' },
    });
  });

  it('returns a buyer who came Back without paying to the shop with the basket', async () => {
    const h = harness({ storage: pendingStorage() });
    h.fake.on('GET /checkout/chk_1', { body: checkoutReply({ status: 'requires_payment' }) });
    h.fake.on('POST /quote', errorReply(503, 'unavailable'));
    const session = sessionOf(h.start());
    await flush(10_000);
    expect(session.phase.value).toEqual({ state: 'shopping' });
    expect(session.basket.value).toEqual(basketFromRecord({ ga: 2 }));
    expect(h.fake.callsTo('GET /checkout/chk_1')).toHaveLength(1);
  });

  it("leaves a returned checkout of another event's widget alone", async () => {
    const storage = memoryStorage();
    writePending(storage, {
      id: 'chk_other',
      event: 'community-meetup',
      basket: basketFromRecord({ free: 1 }),
    });
    const h = harness({ returnCheckoutId: 'chk_other', storage });
    const session = sessionOf(h.start());
    await flush();
    expect(session.phase.value).toEqual({ state: 'shopping' });
    expect(h.fake.callsTo('GET /checkout/chk_other')).toHaveLength(0);
  });

  it('dispose stops polling', async () => {
    const h = harness({ returnCheckoutId: 'chk_1', storage: pendingStorage() });
    h.fake.on('GET /checkout/chk_1', { body: checkoutReply({ status: 'processing' }) });
    const model = h.start();
    await flush();
    model.dispose();
    await flush(POLL_BUDGET_MS);
    expect(h.fake.callsTo('GET /checkout/chk_1')).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('in the event list, reopens the event whose checkout came back', async () => {
    const h = harness({
      options: { event: undefined },
      returnCheckoutId: 'chk_1',
      storage: pendingStorage(),
    });
    h.fake.on('GET /events', { body: { data: [], nextCursor: null } });
    h.fake.on('GET /checkout/chk_1', { body: checkoutReply({ status: 'completed' }) });
    const model = h.start();
    await flush();
    expect(sessionOf(model).slug).toBe('summer-fest');
    expect(sessionOf(model).phase.value).toMatchObject({ state: 'paid' });
  });

  it('in the event list, shows the outcome of a returned checkout this browser has no record of', async () => {
    const h = harness({ options: { event: undefined }, returnCheckoutId: 'chk_1' });
    h.fake.on('GET /events', { body: { data: [], nextCursor: null } });
    h.fake.on('GET /events/evt_1', { body: paidEvent() });
    h.fake.on('GET /checkout/chk_1', { body: checkoutReply({ status: 'completed' }) });
    const model = h.start();
    await flush();
    const session = sessionOf(model);
    expect(session.event.value?.title).toBe(paidEvent().title);
    expect(session.phase.value).toMatchObject({
      state: 'paid',
      checkout: { checkoutId: 'chk_1', amount: 51 },
    });
    expect(h.events('boxoffice:complete')).toMatchObject([{ id: 'chk_1', status: 'completed' }]);
    model.backToList();
    expect(model.session.value).toBeNull();
  });

  it.each([404, 403])(
    'in the event list, a returned checkout answered with %i leaves the list, without an error',
    async (status) => {
      const h = harness({ options: { event: undefined }, returnCheckoutId: 'chk_x' });
      h.fake.on('GET /events', { body: { data: [], nextCursor: null } });
      h.fake.on(
        'GET /checkout/chk_x',
        errorReply(status, status === 404 ? 'not_found' : 'forbidden'),
      );
      const model = h.start();
      await flush();
      expect(h.fake.callsTo('GET /checkout/chk_x')).toHaveLength(1);
      expect(model.session.value).toBeNull();
      expect(model.error.value).toBeNull();
      expect(h.events('boxoffice:error')).toEqual([]);
      expect(model.list?.status.value).toBe('ready');
    },
  );
});

describe('what the buyer typed, back from the payment page', () => {
  /** Everything the form holds, as the buyer typed it (spaces in the phone number too). */
  const TYPED = {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+44 20 7946 0958',
    answers: new Map([
      ['diet', 'vegetarian'],
      ['shirt', 'M'],
    ]),
  };

  /** Fills every field, submits and leaves for the payment page. */
  async function typeAndLeave() {
    const h = harness();
    h.fake.on('POST /checkout', { body: checkoutReply() });
    const { session, purchase } = await readyToBuy(h);
    purchase.form.setField('customer.name', TYPED.name);
    purchase.form.setField('customer.email', TYPED.email);
    purchase.form.setField('customer.phone', TYPED.phone);
    for (const [id, answer] of TYPED.answers) purchase.form.setField(`answers.${id}`, answer);
    await purchase.submit();
    expect(session.phase.value).toMatchObject({ state: 'redirecting' });
    return { h, session, purchase };
  }

  /** The page loaded afresh in the same tab (no back/forward cache): its sessionStorage kept. */
  async function loadAgain(
    left: Awaited<ReturnType<typeof typeAndLeave>>,
    returnCheckoutId: string | null,
    status: 'requires_payment' | 'canceled' | 'failed',
  ) {
    const h = harness({ storage: left.h.storage, returnCheckoutId });
    h.fake.on('GET /checkout/chk_1', { body: checkoutReply({ status }) });
    h.fake.on('POST /quote', errorReply(503, 'unavailable'));
    const session = sessionOf(h.start());
    await flush(10_000);
    return { session, purchase: await purchaseOf(session) };
  }

  it('Back, the page loaded afresh: name, e-mail, phone and answers are all back', async () => {
    const left = await typeAndLeave();
    const { session, purchase } = await loadAgain(left, null, 'requires_payment');
    expect(session.phase.value).toEqual({ state: 'shopping' });
    expect(purchase.form.values.value).toEqual(TYPED);
  });

  it.each(['canceled', 'failed'] as const)(
    'payment %s, then "try again": name, e-mail, phone and answers are all back',
    async (status) => {
      const left = await typeAndLeave();
      const { session, purchase } = await loadAgain(left, 'chk_1', status);
      expect(session.phase.value).toMatchObject({ state: status });
      purchase.tryAgain();
      expect(session.phase.value).toEqual({ state: 'shopping' });
      expect(purchase.form.values.value).toEqual(TYPED);
    },
  );

  it('Back through the back/forward cache: name, e-mail, phone and answers are all kept', async () => {
    const pageshow = stubPageShow();
    try {
      const { h, session, purchase } = await typeAndLeave();
      h.fake.on('GET /checkout/chk_1', { body: checkoutReply({ status: 'requires_payment' }) });
      pageshow(true);
      await flush();
      expect(session.phase.value).toEqual({ state: 'shopping' });
      expect(purchase.form.values.value).toEqual(TYPED);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('Back through the back/forward cache to a paid checkout: the confirmation names the address', async () => {
    const pageshow = stubPageShow();
    try {
      const { h, session } = await typeAndLeave();
      h.fake.on('GET /checkout/chk_1', { body: checkoutReply({ status: 'completed' }) });
      pageshow(true);
      await flush();
      expect(session.phase.value).toMatchObject({
        state: 'paid',
        checkout: { email: TYPED.email.trim() },
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
