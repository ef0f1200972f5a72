import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPending } from './storage';
import { checkoutReply } from './testing/fixtures';
import { harness, readyToBuy } from './testing/harness';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('checkout created', () => {
  it('stores the pending checkout and announces it before navigating to the payment page', async () => {
    const h = harness();
    h.fake.on('POST /checkout', { body: checkoutReply() });
    const session = await readyToBuy(h);
    h.navigate.mockImplementation(() => {
      expect(h.events('boxoffice:checkout')).toEqual([
        { id: 'chk_1', status: 'requires_payment', amount: 51, currency: 'EUR' },
      ]);
      expect(readPending(h.storage, 'summer-fest')).toMatchObject({
        id: 'chk_1',
        basket: { ga: 2 },
      });
      return 'left';
    });
    await session.submit();
    expect(h.navigate).toHaveBeenCalledWith('https://pay.example/chk_1');
    expect(session.phase.value).toEqual({ step: 'redirecting', checkoutId: 'chk_1' });
  });

  it.each(['javascript:alert(1)', 'http://evil.com/pay', '/pay/chk_1', null])(
    'refuses to navigate to paymentUrl %s and shows an error instead',
    async (paymentUrl) => {
      const h = harness();
      h.fake.on('POST /checkout', { body: checkoutReply({ paymentUrl }) });
      const session = await readyToBuy(h);
      await session.submit();
      expect(h.navigate).not.toHaveBeenCalled();
      expect(session.error.value).toEqual({ code: 'invalid_payment_url' });
      expect(h.events('boxoffice:error')).toEqual([
        { code: 'invalid_payment_url', message: 'paymentUrl is not an absolute https URL' },
      ]);
      expect(readPending(h.storage, 'summer-fest')).toBeNull();
      expect(session.phase.value).toEqual({ step: 'shopping' });
    },
  );
});
