import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { basketFromRecord } from './basket';
import { readPending } from './storage';
import { checkoutReply } from './testing/fixtures';
import { flush, harness, readyToBuy } from './testing/harness';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('checkout created', () => {
  it('stores the pending checkout and announces it before navigating to the payment page', async () => {
    const h = harness();
    h.fake.on('POST /checkout', { body: checkoutReply() });
    const { session, purchase } = await readyToBuy(h);
    h.navigate.mockImplementation(() => {
      expect(h.events('boxoffice:checkout')).toMatchObject([
        { id: 'chk_1', status: 'requires_payment', amount: 51, currency: 'EUR' },
      ]);
      expect(readPending(h.storage, 'summer-fest')).toMatchObject({
        id: 'chk_1',
        basket: basketFromRecord({ ga: 2 }),
      });
      return 'left';
    });
    await purchase.submit();
    expect(h.navigate).toHaveBeenCalledWith('https://pay.example/chk_1');
    expect(session.phase.value).toMatchObject({
      state: 'redirecting',
      checkout: { checkoutId: 'chk_1' },
    });
  });

  it.each(['javascript:alert(1)', 'http://evil.com/pay', '/pay/chk_1', null])(
    'refuses to navigate to paymentUrl %s and shows an error instead',
    async (paymentUrl) => {
      const h = harness();
      h.fake.on('POST /checkout', { body: checkoutReply({ paymentUrl }) });
      const { session, purchase } = await readyToBuy(h);
      await purchase.submit();
      expect(h.navigate).not.toHaveBeenCalled();
      expect(session.error.value).toEqual({ code: 'invalid_payment_url' });
      expect(h.events('boxoffice:error')).toEqual([
        { code: 'invalid_payment_url', message: 'paymentUrl is not an absolute https URL' },
      ]);
      expect(readPending(h.storage, 'summer-fest')).toBeNull();
      expect(session.phase.value).toEqual({ state: 'shopping' });
    },
  );

  it('names the refused paymentUrl on the widget’s console, once', async () => {
    const h = harness();
    h.fake.on('POST /checkout', { body: checkoutReply({ paymentUrl: 'javascript:alert(1)' }) });
    const { purchase } = await readyToBuy(h);
    await purchase.submit();
    expect(h.console.error.mock.calls).toEqual([
      [
        '[boxoffice] Refusing to open payment URL "javascript:alert(1)": only absolute https: URLs (http: on localhost) are followed.',
      ],
    ]);
  });

  it('when the browser blocks the payment tab, offers the page as a link and polls only once it is used', async () => {
    const h = harness();
    h.fake.on('POST /checkout', { body: checkoutReply() });
    h.fake.on('GET /checkout/chk_1', { body: checkoutReply({ status: 'completed' }) });
    h.navigate.mockReturnValue('blocked');
    const { session, purchase } = await readyToBuy(h);
    await purchase.submit();
    expect(session.phase.value).toMatchObject({
      state: 'blocked',
      paymentUrl: 'https://pay.example/chk_1',
    });
    expect(readPending(h.storage, 'summer-fest')).toMatchObject({ id: 'chk_1' });
    await flush(120_000);
    expect(h.fake.callsTo('GET /checkout/chk_1')).toHaveLength(0);
    expect(session.phase.value).toMatchObject({ state: 'blocked' });

    purchase.continuePayment();
    expect(session.phase.value).toMatchObject({ state: 'checking' });
    expect(session.phase.value).not.toHaveProperty('paymentUrl');
    await flush();
    expect(h.fake.callsTo('GET /checkout/chk_1')).toHaveLength(1);
    expect(session.phase.value).toMatchObject({
      state: 'paid',
      checkout: { checkoutId: 'chk_1', email: 'ada@example.com' },
    });
    expect(h.events('boxoffice:complete')).toMatchObject([{ id: 'chk_1', status: 'completed' }]);
    expect(readPending(h.storage, 'summer-fest')).toBeNull();
    // A second click on a link still on screen starts nothing more.
    purchase.continuePayment();
    await flush(5000);
    expect(h.fake.callsTo('GET /checkout/chk_1')).toHaveLength(1);
  });
});
