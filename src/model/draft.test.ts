import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Options } from '../shared/options';
import type { StorageLike } from '../shared/record';
import { basketFromRecord } from './basket';
import { readDraft } from './draft';
import { QUOTE_DEBOUNCE_MS } from './quote';
import { draftKey } from './start';
import { writePending } from './storage';
import { checkoutReply, paidEvent, quoteFor } from './testing/fixtures';
import { fillForm, flush, harness, purchaseOf, sessionOf, testOptions } from './testing/harness';
import { memoryStorage } from './testing/memory-storage';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const KEY = draftKey(testOptions(), 'summer-fest');

/** A storage holding a draft of summer-fest written now. */
const drafted = (draft: object) =>
  memoryStorage({ [KEY]: JSON.stringify({ value: draft, savedAt: Date.now() }) });

/** Opens summer-fest on `storage` (as after a reload) and waits for the purchase half. */
async function reopen(storage: StorageLike, options: Partial<Options> = {}) {
  const h = harness({ storage, options });
  h.fake.on('POST /quote', { body: quoteFor(paidEvent(), []) });
  const session = sessionOf(h.start());
  await flush();
  const purchase = await purchaseOf(session);
  return { h, session, purchase };
}

describe('the buyer’s draft', () => {
  it('keeps basket, promo code and typed fields across a reload, and only what the buyer did', async () => {
    const storage = memoryStorage();
    const first = await reopen(storage, { prefill: { name: 'Organizer Name' } });
    first.session.setQuantity('ga', 3);
    first.purchase.form.setField('customer.email', 'ada@example.com');
    first.purchase.form.setField('answers.diet', 'vegan');
    first.purchase.quote.setPromoCode('SUMMER10');
    await flush();
    // The organizer's name is not the buyer's work: it comes from the options each time.
    expect(JSON.stringify(storage.dump())).not.toContain('Organizer Name');

    const again = await reopen(storage);
    expect(again.session.basket.value.get('ga')).toBe(3);
    expect(again.purchase.form.values.value).toMatchObject({ name: '', email: 'ada@example.com' });
    expect(again.purchase.form.values.value.answers.get('diet')).toBe('vegan');
    expect(again.purchase.quote.promoCode.value).toBe('SUMMER10');
    expect(again.session.inventoryChanges.value).toEqual([]);
  });

  it('holds the placeholder until the purchase half has restored it, and loads that half at once', async () => {
    const h = harness({ storage: drafted({ basket: { ga: 2 } }) });
    const session = sessionOf(h.start());
    expect(session.resuming.value).toBe(true);
    await flush();
    // No render reported: the draft asked for the purchase half itself.
    expect(h.loadPurchase).toHaveBeenCalledTimes(1);
    expect(session.resuming.value).toBe(false);
    expect(session.basket.value.get('ga')).toBe(2);
  });

  it('re-checks restored quantities against the event as loaded and says which no longer fit', async () => {
    const { session } = await reopen(drafted({ basket: { vip: 2, early: 1, gone: 1 } }), {});
    // VIP has 2 left: kept; Early bird is sold out and `gone` no longer exists.
    expect([...session.basket.value]).toEqual([['vip', 2]]);
    expect(session.inventoryChanges.value).toEqual([
      { tier: 'early', name: 'Early bird', from: 1, to: 0 },
      { tier: 'gone', name: 'gone', from: 1, to: 0 },
    ]);
  });

  it('keeps the basket of a payment that failed, across the next reload', async () => {
    const storage = memoryStorage();
    writePending(storage, {
      id: 'chk_1',
      event: 'summer-fest',
      basket: basketFromRecord({ ga: 2 }),
      email: 'ada@example.com',
    });
    const h = harness({ storage, returnCheckoutId: 'chk_1' });
    h.fake.on('GET /checkout/chk_1', { body: checkoutReply({ status: 'failed' }) });
    const session = sessionOf(h.start());
    await flush();
    expect(session.phase.value.state).toBe('failed');
    const again = await reopen(storage);
    expect(again.session.basket.value.get('ga')).toBe(2);
    expect(again.purchase.form.values.value.email).toBe('ada@example.com');
  });

  it('is kept per key and event', async () => {
    const storage = drafted({ basket: { ga: 2 } });
    const other = await reopen(storage, { key: 'pk_test_other' });
    expect(other.session.basket.value.size).toBe(0);
  });

  it('wins over the organizer’s items and prefill, field by field', async () => {
    const storage = drafted({ basket: { ga: 1 }, typed: { email: 'mine@example.com' } });
    const { session, purchase } = await reopen(storage, {
      items: [{ tier: 'ga', quantity: 4 }],
      prefill: { name: 'Org Name', email: 'org@example.com' },
    });
    expect([...session.basket.value]).toEqual([['ga', 1]]);
    expect(purchase.form.values.value).toMatchObject({
      name: 'Org Name',
      email: 'mine@example.com',
    });
  });

  it('without a basket of the buyer’s, leaves the basket to the organizer’s items', async () => {
    const { session } = await reopen(drafted({ typed: { name: 'Ada' } }), {
      items: [{ tier: 'ga', quantity: 4 }],
    });
    expect(session.basket.value.get('ga')).toBe(4);
  });

  it('is cleared once a purchase completes', async () => {
    const storage = memoryStorage();
    const h = harness({ storage, options: { event: 'community-meetup' } });
    h.fake.on('POST /checkout', {
      body: checkoutReply({ status: 'completed', paymentUrl: null, amount: 0 }),
    });
    const session = sessionOf(h.start());
    await flush();
    const purchase = await purchaseOf(session);
    session.setQuantity('free', 2);
    purchase.form.setField('customer.name', 'Ada');
    purchase.form.setField('customer.email', 'ada@example.com');
    await flush();
    const key = draftKey(testOptions(), 'community-meetup');
    expect(storage.getItem(key)).not.toBeNull();
    await purchase.submit();
    await flush();
    expect(session.phase.value.state).toBe('completed');
    expect(storage.getItem(key)).toBeNull();
  });

  it('never breaks the widget when storage throws', async () => {
    const throwing: StorageLike = {
      length: 0,
      key: () => null,
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const { session, purchase } = await reopen(throwing);
    session.setQuantity('ga', 2);
    fillForm(purchase);
    await flush();
    expect(session.basket.value.get('ga')).toBe(2);
    expect(purchase.form.values.value.name).toBe('Ada Lovelace');
  });

  it('ignores a draft that does not parse or is a day old', async () => {
    const bad = drafted({ basket: { ga: 'lots' } });
    expect((await reopen(bad)).session.basket.value.size).toBe(0);
    const old = memoryStorage({
      [KEY]: JSON.stringify({ value: { basket: { ga: 2 } }, savedAt: Date.now() - 25 * 3600_000 }),
    });
    expect((await reopen(old)).session.basket.value.size).toBe(0);
  });
});

describe('the buyer’s draft as stored', () => {
  it('is one record under its key, the credential hashed: a token never lands in storage', async () => {
    const storage = memoryStorage();
    const options = { key: undefined, token: 'tok_secret_bearer' };
    const { session, purchase } = await reopen(storage, options);
    session.setQuantity('ga', 2);
    purchase.form.setField('answers.diet', 'vegan');
    await flush();
    const key = draftKey(testOptions(options), 'summer-fest');
    expect(Object.keys(storage.dump())).toEqual([key]);
    expect(key).toMatch(/^boxoffice:draft:[0-9a-z]+:summer-fest$/);
    expect(JSON.stringify(storage.dump())).not.toContain('tok_secret_bearer');
    expect(JSON.parse(storage.getItem(key) ?? '')).toEqual({
      value: { basket: { ga: 2 }, typed: { answers: [['diet', 'vegan']] } },
      savedAt: Date.now(),
    });
  });

  it('is read for a day after it was written, and not a moment longer', () => {
    const storage = memoryStorage({ [KEY]: JSON.stringify({ value: { promo: 'X' }, savedAt: 0 }) });
    expect(readDraft(storage, KEY, 24 * 3600_000)).toEqual({ promo: 'X' });
    expect(readDraft(storage, KEY, 24 * 3600_000 + 1)).toBeNull();
  });

  it('is not read when written without its envelope (by an older version)', () => {
    const storage = memoryStorage({ [KEY]: JSON.stringify({ promo: 'X', savedAt: Date.now() }) });
    expect(readDraft(storage, KEY)).toBeNull();
  });
});

describe('the organizer’s items', () => {
  it('start the basket clamped by the basket rules and are priced at once', async () => {
    const h = harness({
      options: {
        items: [
          { tier: 'vip', quantity: 5 },
          { tier: 'ga', quantity: 2 },
          { tier: 'early', quantity: 1 },
        ],
      },
    });
    h.fake.on('POST /quote', { body: quoteFor(paidEvent(), []) });
    const session = sessionOf(h.start());
    expect(session.resuming.value).toBe(true);
    await flush(QUOTE_DEBOUNCE_MS);
    // VIP has 2 left, Early bird is sold out: as a buyer's own choice would be clamped.
    expect([...session.basket.value]).toEqual([
      ['vip', 2],
      ['ga', 2],
    ]);
    expect(session.tiers.value.find((tier) => tier.id === 'vip')?.canAdd).toEqual({
      ok: false,
      reason: 'tier_limit',
    });
    // The quote ran without the buyer doing anything (or the view reporting a render).
    expect(h.fake.callsTo('POST /quote')).toHaveLength(1);
    expect(h.events('boxoffice:basket').at(-1)).toMatchObject({ quantity: 4 });
    expect(h.console.warn).not.toHaveBeenCalled();
  });

  it('name the tiers the event lacks and list its tier ids', async () => {
    const h = harness({
      options: {
        items: [
          { tier: 'backstage', quantity: 1 },
          { tier: 'ga', quantity: 1 },
        ],
      },
      source: 'element',
    });
    sessionOf(h.start());
    await flush();
    expect(h.console.warn).toHaveBeenCalledTimes(1);
    expect(h.console.warn.mock.calls[0]?.[0]).toBe(
      '[boxoffice] items names tiers this event does not have (backstage): use its tier ids, ga, vip, early.',
    );
  });

  it('are not applied to an event the buyer picked from the list, nor over a pending checkout', async () => {
    const h = harness({ options: { event: undefined, items: [{ tier: 'free', quantity: 2 }] } });
    h.fake.on('GET /events', { body: { data: [], nextCursor: null } });
    const model = h.start();
    model.selectEvent('community-meetup');
    await flush();
    expect(sessionOf(model).basket.value.size).toBe(0);
  });
});

describe('the organizer’s prefill', () => {
  it('shows in the fields, without errors until the buyer submits', async () => {
    const { purchase } = await reopen(memoryStorage(), {
      prefill: { name: 'Ada', email: 'not-an-address', answers: new Map([['diet', 'vegan']]) },
    });
    expect(purchase.form.values.value).toMatchObject({ name: 'Ada', email: 'not-an-address' });
    expect(purchase.form.values.value.answers.get('diet')).toBe('vegan');
    expect(purchase.form.errors.value).toEqual({});
    await purchase.submit();
    expect(purchase.form.errors.value).toEqual({ 'customer.email': 'email_invalid' });
  });

  it('follows option changes in the fields the buyer has not edited', async () => {
    const h = harness({ options: { prefill: { name: 'Ada', email: 'ada@example.com' } } });
    const model = h.start();
    await flush();
    const purchase = await purchaseOf(sessionOf(model));
    purchase.form.setField('customer.email', 'mine@example.com');
    model.setOptions(
      testOptions({ prefill: { name: 'Grace', email: 'grace@example.com', phone: '+4930' } }),
    );
    expect(purchase.form.values.value).toMatchObject({
      name: 'Grace',
      email: 'mine@example.com',
      phone: '+4930',
    });
    model.setOptions(testOptions());
    expect(purchase.form.values.value).toMatchObject({ name: '', email: 'mine@example.com' });
  });

  it('matches answers to question ids in any case and names the ids the event lacks', async () => {
    const h = harness({
      options: {
        prefill: {
          answers: new Map([
            ['diet', 'vegan'],
            ['dietary', 'secret-answer'],
          ]),
        },
      },
    });
    const session = sessionOf(h.start());
    await flush();
    const purchase = await purchaseOf(session);
    expect(purchase.form.values.value.answers.get('diet')).toBe('vegan');
    expect(h.console.warn).toHaveBeenCalledTimes(1);
    const hint = String(h.console.warn.mock.calls[0]?.[0]);
    expect(hint).toBe(
      '[boxoffice] data-answer-dietary: this event has no such question. Its question ids: diet, shirt.',
    );
    // Personal data stays out of the console.
    expect(hint).not.toContain('secret-answer');
  });

  it('fill an event picked from the list too, without hints about its questions', async () => {
    const h = harness({
      options: { event: undefined, prefill: { name: 'Ada', answers: new Map([['dietary', 'x']]) } },
    });
    h.fake.on('GET /events', { body: { data: [], nextCursor: null } });
    const model = h.start();
    model.selectEvent('summer-fest');
    await flush();
    const purchase = await purchaseOf(sessionOf(model));
    expect(purchase.form.values.value.name).toBe('Ada');
    expect(h.console.warn).not.toHaveBeenCalled();
  });

  it('loads their code only when an option needs it, also when an update brings one', async () => {
    const h = harness();
    const { loadPresets } = h;
    const model = h.start();
    await flush();
    const purchase = await purchaseOf(sessionOf(model));
    expect(loadPresets).not.toHaveBeenCalled();
    model.setOptions(testOptions({ prefill: { name: 'Ada' } }));
    await flush();
    expect(loadPresets).toHaveBeenCalledTimes(1);
    expect(purchase.form.values.value.name).toBe('Ada');
  });

  it('leave a widget that sells when their code does not load', async () => {
    const h = harness({
      options: { items: [{ tier: 'ga', quantity: 2 }], prefill: { name: 'Ada' } },
    });
    h.loadPresets.mockImplementation(() => Promise.reject(new Error('integrity')));
    const session = sessionOf(h.start());
    await flush();
    expect(session.resuming.value).toBe(false);
    expect(session.purchase.value).not.toBeNull();
    expect(session.basket.value.size).toBe(0);
    session.setQuantity('ga', 1);
    expect(session.basket.value.get('ga')).toBe(1);
  });

  it('ask for their code once per widget: not again after it failed, nor for the next event', async () => {
    const failing = harness({ options: { prefill: { name: 'Ada' } } });
    failing.loadPresets.mockImplementation(() => Promise.reject(new Error('integrity')));
    const session = sessionOf(failing.start());
    await flush();
    await purchaseOf(session);
    expect(session.purchase.value?.form.values.value.name).toBe('');
    expect(failing.loadPresets).toHaveBeenCalledTimes(1);

    const h = harness({ options: { event: undefined, prefill: { name: 'Ada' } } });
    h.fake.on('GET /events', { body: { data: [], nextCursor: null } });
    const model = h.start();
    for (const slug of ['summer-fest', 'community-meetup']) {
      model.selectEvent(slug);
      await flush();
      const purchase = await purchaseOf(sessionOf(model));
      expect(purchase.form.values.value.name, slug).toBe('Ada');
    }
    expect(h.loadPresets).toHaveBeenCalledTimes(1);
  });
});
