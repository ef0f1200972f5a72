/**
 * Keys that come from API data (tier ids, question ids) may be any string, including the
 * names every plain object inherits. The basket, the form answers, the pending record in
 * sessionStorage and the request bodies must treat them as ordinary ids.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Basket, basketItems, basketOf, maxFor, setQuantity, totalQuantity } from './basket';
import { createForm } from './form';
import { readPending, writePending } from './storage';
import { checkoutReply, config, paidEvent } from './testing/fixtures';
import { fillForm, flush, harness, purchaseOf, sessionOf } from './testing/harness';
import { memoryStorage } from './testing/memory-storage';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const PROTO_NAMES = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'];

const protoEvent = () =>
  paidEvent({
    maxTicketsPerOrder: 50,
    available: 100,
    tiers: PROTO_NAMES.map((id) => ({ id, name: id, price: 10, available: 20, soldOut: false })),
    questions: PROTO_NAMES.map((id) => ({ id, label: id, required: true })),
  });

/** A session of `protoEvent` with one `toString` ticket in its purchase (quotes fail: the estimate stands). */
async function protoPurchase(h: ReturnType<typeof harness>) {
  h.fake.on('GET /events/summer-fest', { body: protoEvent() });
  h.fake.on('POST /quote', { status: 503, body: { error: { code: 'x', message: 'x' } } });
  h.fake.on('POST /checkout', { body: checkoutReply() });
  const session = sessionOf(h.start());
  await flush();
  const purchase = await purchaseOf(session);
  session.increment('toString');
  return { session, purchase };
}

describe('prototype names as tier ids', () => {
  it('the basket rules treat them as ordinary tiers', () => {
    const event = protoEvent();
    let basket: Basket = new Map();
    for (const id of PROTO_NAMES) {
      expect(maxFor(event, basket, id)).toBe(20);
      basket = setQuantity(event, basket, id, 2);
    }
    expect(totalQuantity(basket)).toBe(10);
    expect(basketItems(event, basket)).toEqual(PROTO_NAMES.map((tier) => ({ tier, quantity: 2 })));
    expect(basketOf(basketItems(event, basket))).toEqual(basket);
    // Nothing leaked onto a prototype.
    expect(({} as Record<string, unknown>).constructor).toBe(Object);
  });

  it('the session adds, types and removes them', async () => {
    const h = harness();
    h.fake.on('GET /events/summer-fest', { body: protoEvent() });
    h.fake.on('POST /quote', { status: 503, body: { error: { code: 'x', message: 'x' } } });
    const session = sessionOf(h.start());
    await flush();
    expect(session.tiers.value.map((t) => t.quantity)).toEqual([0, 0, 0, 0, 0]);
    for (const id of PROTO_NAMES) {
      session.increment(id);
      session.setQuantity(id, 4);
      session.decrement(id);
    }
    expect(session.tiers.value.map((t) => [t.id, t.quantity, t.max])).toEqual(
      PROTO_NAMES.map((id) => [id, 3, 20]),
    );
    expect(h.events('boxoffice:basket').at(-1)).toMatchObject({
      items: PROTO_NAMES.map((tier) => ({ tier, quantity: 3 })),
      quantity: 15,
    });
  });

  it('a pending basket holding them survives sessionStorage and is restored on return', async () => {
    const storage = memoryStorage();
    const basket = basketOf(PROTO_NAMES.map((tier, i) => ({ tier, quantity: i + 1 })));
    writePending(storage, {
      id: 'chk_1',
      event: 'summer-fest',
      basket,
      email: 'ada@example.com',
    });
    expect(
      JSON.parse(storage.getItem('boxoffice:pending:summer-fest') ?? '{}').value.basket,
    ).toEqual(
      JSON.parse('{"constructor":1,"toString":2,"valueOf":3,"hasOwnProperty":4,"__proto__":5}'),
    );
    expect(readPending(storage, 'summer-fest')?.basket).toEqual(basket);
    const h = harness({ returnCheckoutId: 'chk_1', storage });
    h.fake.on('GET /events/summer-fest', { body: protoEvent() });
    h.fake.on('GET /checkout/chk_1', { body: checkoutReply({ status: 'failed' }) });
    h.fake.on('POST /quote', { status: 503, body: { error: { code: 'x', message: 'x' } } });
    const session = sessionOf(h.start());
    await flush();
    expect(session.tiers.value.map((t) => t.quantity)).toEqual([1, 2, 3, 4, 5]);
    expect(session.phase.value).toMatchObject({ state: 'failed' });
  });
});

describe('prototype names as question ids', () => {
  it('answers start empty, validate without throwing, and are kept per id', () => {
    const form = createForm();
    const { questions } = protoEvent();
    expect(form.validate(questions)).toBe(false);
    expect(Object.keys(form.errors.value).filter((key) => key.startsWith('answers.'))).toEqual(
      PROTO_NAMES.map((id) => `answers.${id}`),
    );
    for (const id of PROTO_NAMES) form.setField(`answers.${id}`, `a-${id}`);
    form.setField('customer.name', 'Ada');
    form.setField('customer.email', 'ada@example.com');
    expect(form.validate(questions)).toBe(true);
  });

  it('the checkout sends every answer under its id', async () => {
    const h = harness();
    h.fake.on('GET /config', { body: config() });
    const { session, purchase } = await protoPurchase(h);
    fillForm(purchase);
    for (const id of PROTO_NAMES) purchase.form.setField(`answers.${id}`, ` a-${id} `);
    await purchase.submit();
    const body = h.fake.callsTo('POST /checkout')[0]?.body as { answers: object; items: object };
    expect(Object.entries(body.answers)).toEqual(PROTO_NAMES.map((id) => [id, `a-${id}`]));
    expect(body.items).toEqual([{ tier: 'toString', quantity: 1 }]);
    expect(session.error.value).toBeNull();
  });

  it('answers under them survive sessionStorage and are back in the form after a failed payment', async () => {
    const h = harness();
    const { session, purchase } = await protoPurchase(h);
    purchase.form.setField('customer.name', 'Ada');
    purchase.form.setField('customer.email', 'ada@example.com');
    for (const id of PROTO_NAMES) purchase.form.setField(`answers.${id}`, `a-${id}`);
    await purchase.submit();
    expect(session.phase.value).toMatchObject({ state: 'redirecting' });

    const back = harness({ returnCheckoutId: 'chk_1', storage: h.storage });
    back.fake.on('GET /events/summer-fest', { body: protoEvent() });
    back.fake.on('GET /checkout/chk_1', { body: checkoutReply({ status: 'failed' }) });
    back.fake.on('POST /quote', { status: 503, body: { error: { code: 'x', message: 'x' } } });
    const returned = sessionOf(back.start());
    await flush();
    const again = await purchaseOf(returned);
    again.tryAgain();
    expect([...again.form.values.value.answers]).toEqual(PROTO_NAMES.map((id) => [id, `a-${id}`]));
    expect(({} as Record<string, unknown>).constructor).toBe(Object);
  });
});
