import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { basketFromRecord } from './basket';
import { sellability } from './sellability';
import { showTiers, tierIds } from './shown-tiers';
import { errorReply } from './testing/fake-fetch';
import { paidEvent } from './testing/fixtures';
import { fillForm, flush, harness, purchaseOf, sessionOf } from './testing/harness';

describe('tierIds', () => {
  it('reads a comma-separated list, trimmed, without blanks; nothing when not given', () => {
    expect(tierIds(' vip , ga,,')).toEqual(['vip', 'ga']);
    expect(tierIds(undefined)).toEqual([]);
  });
});

describe('showTiers', () => {
  it('keeps only the named tiers, in the event’s order, whatever the order given', () => {
    const shown = showTiers(paidEvent(), ['early', 'ga']);
    expect(shown.event.tiers.map((t) => t.id)).toEqual(['ga', 'early']);
    expect(shown.unknown).toEqual([]);
  });

  it('names the ids the event lacks; a tier id such as "constructor" is only an id', () => {
    const shown = showTiers(paidEvent(), ['vip', 'constructor', 'gold']);
    expect(shown.event.tiers.map((t) => t.id)).toEqual(['vip']);
    expect(shown.unknown).toEqual(['constructor', 'gold']);
  });

  it('leaves the event as it is without the option', () => {
    const event = paidEvent();
    expect(showTiers(event, []).event).toBe(event);
  });

  it('leaves no tier when none exists, and the event is then not sold here', () => {
    const shown = showTiers(paidEvent(), ['gold']);
    expect(shown.event.tiers).toEqual([]);
    expect(sellability(shown.event)).toMatchObject({ sellable: false, reason: 'no_tiers' });
  });
});

describe('the tiers option in the model', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the session, its steppers and the basket know only the shown tiers', async () => {
    const h = harness({ options: { tiers: 'vip' } });
    const session = sessionOf(h.start());
    await flush();
    expect(session.event.value?.tiers.map((t) => t.id)).toEqual(['vip']);
    expect(session.tiers.value.map((t) => t.id)).toEqual(['vip']);
    // A tier left out is a tier the event does not have: nothing to add.
    session.increment('ga');
    session.increment('vip');
    expect(session.basket.value).toEqual(basketFromRecord({ vip: 1 }));
    expect(h.eventLoaded).toHaveBeenCalledWith(
      expect.objectContaining({ tiers: [expect.objectContaining({ id: 'vip' })] }),
    );
    expect(h.console.warn).not.toHaveBeenCalled();
  });

  it('logs one hint naming the option as written and the event’s tier ids', async () => {
    const h = harness({ options: { tiers: 'vip,gold' }, source: 'element' });
    const model = h.start();
    await flush();
    expect(h.console.warn.mock.calls).toEqual([
      [
        '[boxoffice] tiers names tiers that summer-fest does not have: gold. Its tier ids: ga, vip, early.',
      ],
    ]);
    expect(sessionOf(model).tiers.value.map((t) => t.id)).toEqual(['vip']);
  });

  it('a refetch after 409 inventory_changed shows the same tiers, and hints no second time', async () => {
    const h = harness({ options: { tiers: 'ga,gold' } });
    h.fake.on('POST /checkout', errorReply(409, 'inventory_changed'));
    const session = sessionOf(h.start());
    await flush();
    session.increment('ga');
    const purchase = await purchaseOf(session);
    fillForm(purchase);
    await purchase.submit();
    expect(h.fake.callsTo('GET /events/summer-fest')).toHaveLength(2);
    expect(session.event.value?.tiers.map((t) => t.id)).toEqual(['ga']);
    expect(h.console.warn).toHaveBeenCalledTimes(1);
  });

  it('the event list ignores it: an event picked there shows every tier', async () => {
    const h = harness({ options: { event: undefined, tiers: 'vip' } });
    const model = h.start();
    await flush();
    model.selectEvent('summer-fest');
    await flush();
    expect(sessionOf(model).tiers.value.map((t) => t.id)).toEqual(['ga', 'vip', 'early']);
  });
});
