import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  checkoutHelpers,
  expectError,
  freeCheckout,
  idem,
  startTestSandbox,
  summerCheckout,
  type TestClient,
} from './test-helpers.ts';

let t: TestClient;
beforeAll(async () => {
  t = await startTestSandbox();
});
beforeEach(() => t.sb.sandbox.reset());
afterAll(() => t.sb.close());

const fail = expectError;
const { checkout, summer, tierLeft } = checkoutHelpers(() => t);

describe('idempotency', () => {
  it('same key + same body → the first response again, inventory taken once', async () => {
    const key = idem();
    const first = await (await checkout(summerCheckout(), key)).json();
    const { items, customer, ...rest } = summerCheckout();
    const reordered = { customer, ...rest, items };
    const again = await checkout(reordered, key);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    expect(tierLeft(await summer(), 'day')).toBe(398);
  });

  it('same key + different body → 409 idempotency_conflict', async () => {
    const key = idem();
    expect((await checkout(summerCheckout(), key)).status).toBe(200);
    await fail(
      await checkout(summerCheckout({ items: [{ tier: 'day', quantity: 3 }] }), key),
      409,
      'idempotency_conflict',
    );
  });

  it('a failed request is not stored: the same key may be retried', async () => {
    const key = idem();
    await fail(await checkout(summerCheckout({ answers: {} }), key), 400, 'invalid_request');
    expect((await checkout(summerCheckout(), key)).status).toBe(200);
  });

  it('keys are scoped per account', async () => {
    const key = idem();
    const a = await (await checkout(freeCheckout(), key)).json();
    const b = await (await checkout(freeCheckout(), key, 'pk_test_limited')).json();
    expect(b.id).not.toBe(a.id);
  });
});
