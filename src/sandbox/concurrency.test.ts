import { afterAll, beforeAll, expect, it } from 'vitest';
import { EventDetail, OrderList } from '../api/schemas.ts';
import { idem, startTestSandbox, summerCheckout, type TestClient } from './test-helpers.ts';

let t: TestClient;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.sb.close());

it('20 simultaneous checkouts for the last 3 tickets: exactly 3 succeed, 17 get 409, none oversold', async () => {
  const body = summerCheckout({ items: [{ tier: 'backstage', quantity: 1 }] });
  const responses = await Promise.all(
    Array.from({ length: 20 }, () => t.post('/checkout', body, { idem: idem() })),
  );
  const bodies = await Promise.all(responses.map((r) => r.json()));
  const ok = bodies.filter((_, i) => responses[i]?.status === 200);
  const conflicts = bodies.filter(
    (b, i) => responses[i]?.status === 409 && b.error.code === 'inventory_changed',
  );
  expect(ok).toHaveLength(3);
  expect(conflicts).toHaveLength(17);

  const event = EventDetail.parse(await (await t.api('/events/summer-fest')).json());
  const backstage = event.tiers.find((x) => x.id === 'backstage');
  expect(backstage).toMatchObject({ available: 0, soldOut: true });

  for (const co of ok) {
    const pay = await fetch(co.paymentUrl, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay' }),
      redirect: 'manual',
    });
    expect(pay.status).toBe(303);
  }
  const orders = OrderList.parse(await (await t.api('/orders')).json());
  const backstageTickets = orders.data
    .flatMap((o) => o.tickets)
    .filter((x) => x.tier === 'backstage');
  expect(orders.data).toHaveLength(3);
  expect(backstageTickets).toHaveLength(3);
  const after = EventDetail.parse(await (await t.api('/events/summer-fest')).json());
  expect(after.tiers.find((x) => x.id === 'backstage')?.available).toBe(0);
  expect(after.sold).toBe(event.sold + 3);
});
