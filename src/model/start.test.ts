import { signal } from '@preact/signals';
import { describe, expect, it, vi } from 'vitest';
import type { EventDetail } from '../api/schemas';
import type { Options } from '../shared/options';
import { KEYS } from '../shared/record';
import { type Basket, basketFromRecord, emptyBasket, type InventoryChange } from './basket';
import type { PurchaseContext } from './context';
import type { WidgetHost } from './host';
import { createScope } from './scope';
import { draftKey, expectsStart, isOwnEvent, type StartSources, startPurchase } from './start';
import { paidEvent } from './testing/fixtures';
import { testOptions } from './testing/harness';
import { memoryStorage } from './testing/memory-storage';
import { resolveDeps } from './types';

const SLUG = 'summer-fest';
const ITEMS = [{ tier: 'ga', quantity: 3 }];

/** What `expectsStart` looks at, with nothing to start from unless `over` says so. */
function session(
  over: { host?: Partial<WidgetHost>; options?: Partial<Options>; stored?: string[] } = {},
) {
  const storage = memoryStorage(
    Object.fromEntries((over.stored ?? []).map((key) => [key, '{"value":{},"savedAt":0}'])),
  );
  return {
    host: { returnCheckoutId: null, ...over.host } as WidgetHost,
    deps: resolveDeps({ storage, sharedStorage: null }),
    options: signal(testOptions(over.options)),
    slug: SLUG,
  };
}

/** The part of a purchase context the start writes, with `event` loaded or not. */
function context(event: EventDetail | null, options: Partial<Options> = {}) {
  const ctx = {
    slug: SLUG,
    scope: createScope(),
    options: signal(testOptions(options)),
    event: signal(event),
    basket: signal<Basket>(emptyBasket()),
    edited: signal(false),
    inventoryChanges: signal<InventoryChange[]>([]),
  };
  // The start reads and writes only these parts of the context.
  return ctx as typeof ctx & PurchaseContext;
}

/** Sources with nothing to give unless `over` gives it; each one a spy. */
const sources = (over: Partial<StartSources> = {}) => ({
  checkout: vi.fn<StartSources['checkout']>(over.checkout ?? (() => null)),
  draft: vi.fn<StartSources['draft']>(over.draft ?? (() => null)),
  items: vi.fn<NonNullable<StartSources['items']>>(over.items ?? (() => {})),
});

describe('expectsStart: whether a session waits for its purchase half to start it', () => {
  it.each([
    ['a checkout id handed back', { host: { returnCheckoutId: 'chk_1' } }],
    ['a pending checkout of this tab', { stored: [KEYS.pending(SLUG)] }],
    ['a draft', { stored: [draftKey(testOptions(), SLUG)] }],
    ['the organizer’s items for their event', { options: { items: ITEMS } }],
  ])('yes, with %s', (_, over) => {
    expect(expectsStart(session(over))).toBe(true);
  });

  it.each([
    ['nothing', {}],
    ['items, for an event picked from the list', { options: { event: undefined, items: ITEMS } }],
    [
      'a pending checkout that another widget of the event takes',
      { host: { takesReturn: false }, stored: [KEYS.pending(SLUG)] },
    ],
    ['a pending checkout of another event', { stored: [KEYS.pending('other')] }],
    ['a draft sold with another key', { stored: [draftKey(testOptions({ key: 'pk_x' }), SLUG)] }],
  ])('no, with %s', (_, over) => {
    expect(expectsStart(session(over))).toBe(false);
  });
});

describe('startPurchase: the first source that has a basket starts it', () => {
  const typed = { email: 'ada@example.com' };

  it('a resumed checkout, fitted to the event, with what the buyer typed; the draft is not read', () => {
    const ctx = context(paidEvent(), { items: ITEMS });
    const checkout = { basket: basketFromRecord({ vip: 9 }), ...typed };
    const given = sources({ checkout: () => checkout, draft: () => ({ promo: 'X' }) });
    expect(startPurchase(ctx, given)).toEqual({ typed: checkout });
    expect([...ctx.basket.value]).toEqual([['vip', 2]]);
    expect(ctx.edited.value).toBe(true);
    expect(given.draft).not.toHaveBeenCalled();
    expect(given.items).not.toHaveBeenCalled();
  });

  it('else the draft’s basket once the event has loaded, telling what no longer fits; not the items', () => {
    const ctx = context(null, { items: ITEMS });
    const draft = { basket: basketFromRecord({ vip: 3 }), promo: 'SUMMER10', typed };
    const given = sources({ draft: () => draft });
    expect(startPurchase(ctx, given)).toEqual({ typed, promo: 'SUMMER10' });
    expect(ctx.edited.value).toBe(true);
    expect(ctx.basket.value.size).toBe(0);
    ctx.event.value = paidEvent();
    expect([...ctx.basket.value]).toEqual([['vip', 2]]);
    expect(ctx.inventoryChanges.value).toEqual([{ tier: 'vip', name: 'VIP', from: 3, to: 2 }]);
    expect(given.items).not.toHaveBeenCalled();
  });

  it('else the organizer’s items for their event, once it has loaded, with the draft’s fields', () => {
    const ctx = context(null, { items: ITEMS });
    const given = sources({ draft: () => ({ typed }) });
    expect(startPurchase(ctx, given)).toEqual({ typed });
    expect(given.items).not.toHaveBeenCalled();
    const event = paidEvent();
    ctx.event.value = event;
    ctx.event.value = { ...event };
    expect(given.items.mock.calls).toEqual([[event, ITEMS]]);
    expect(ctx.edited.value).toBe(false);
  });

  it('with nothing from any, an empty basket and form', () => {
    const options = { event: undefined, items: ITEMS };
    const given = sources();
    expect(startPurchase(context(paidEvent(), options), given)).toEqual({ typed: {} });
    expect(
      startPurchase(context(paidEvent(), { items: ITEMS }), { ...given, items: null }),
    ).toEqual({ typed: {} });
    expect(given.items).not.toHaveBeenCalled();
  });
});

describe('isOwnEvent', () => {
  it('is the event the `event` option names, not one picked from the list', () => {
    expect(isOwnEvent(testOptions(), SLUG)).toBe(true);
    expect(isOwnEvent(testOptions(), 'community-meetup')).toBe(false);
    expect(isOwnEvent(testOptions({ event: undefined }), SLUG)).toBe(false);
  });
});
