import { describe, expect, it } from 'vitest';
import type { HostEventMap } from '../../shared/host-events';
import type { FramedEventName } from '../../shared/protocol';
import { readFrameMessage } from './frame-message';

const frame = { postMessage() {} } as unknown as MessageEventSource;
const other = { postMessage() {} } as unknown as MessageEventSource;
const expected = { origin: 'https://widget.example', source: frame };
const resized = { v: 1, type: 'resized', height: 640 };
const readyDetail: HostEventMap['boxoffice:ready'] = {
  event: { id: 'e1', slug: 'fest', title: 'Fest' },
  currency: 'EUR',
  tiers: [{ id: 'ga', name: 'General', price: 25.5 }],
};
const ready = { v: 1, type: 'hostEvent', event: { name: 'boxoffice:ready', detail: readyDetail } };
const item = { tier: 'ga', name: 'General', price: 25.5, quantity: 2 };

const message = (
  data: unknown,
  origin = expected.origin,
  source: MessageEventSource | null = frame,
) => ({ data, origin, source }) as MessageEvent;

describe('readFrameMessage', () => {
  it('reads a resize and a relayed host event from the frame', () => {
    expect(readFrameMessage(message(resized), expected)).toEqual(resized);
    expect(readFrameMessage(message(ready), expected)).toEqual(ready);
  });

  it('relays every host event with its own payload, and no payload under another name', () => {
    // One payload per event of `HostEventMap`: an event added there must be added here.
    const payloads: { [K in FramedEventName]: HostEventMap[K] } = {
      'boxoffice:ready': readyDetail,
      'boxoffice:basket': { items: [item], quantity: 2, currency: 'EUR', value: 51 },
      'boxoffice:quote': {
        total: 45.9,
        currency: 'EUR',
        lines: [{ tier: 'ga', name: 'General', quantity: 2, unitPrice: 25.5, amount: 51 }],
        promo: { code: 'SUMMER10', status: 'applied' },
      },
      'boxoffice:checkout': {
        id: 'chk_1',
        status: 'requires_payment',
        amount: 45.9,
        currency: 'EUR',
        items: [item],
        event: 'fest',
        promoCode: 'SUMMER10',
      },
      'boxoffice:complete': {
        id: 'chk_1',
        status: 'completed',
        orderId: 'ord_1',
        amount: 45.9,
        currency: 'EUR',
        items: [item],
        event: 'fest',
      },
      'boxoffice:error': { code: 'network', message: 'offline' },
    };
    const relay = (name: string, detail: unknown) =>
      readFrameMessage(message({ v: 1, type: 'hostEvent', event: { name, detail } }), expected);
    for (const [name, detail] of Object.entries(payloads)) {
      expect(relay(name, detail), name).toEqual({
        v: 1,
        type: 'hostEvent',
        event: { name, detail },
      });
    }
    expect(relay('boxoffice:complete', payloads['boxoffice:quote'])).toBeNull();
    expect(relay('boxoffice:ready', payloads['boxoffice:complete'])).toBeNull();
    // Button mode's dialog is never in a frame: its events are not relayed.
    expect(relay('boxoffice:open', { via: 'api' })).toBeNull();
  });

  it('drops any field a payload does not declare: the host page never sees more than the map says', () => {
    const detail = {
      ...readyDetail,
      customer: { email: 'ada@example.com' },
      tiers: [{ id: 'ga', name: 'General', price: 25.5, answer: 'secret' }],
    };
    const relayed = readFrameMessage(
      message({ v: 1, type: 'hostEvent', event: { name: 'boxoffice:ready', detail } }),
      expected,
    );
    expect(relayed).toEqual(ready);
    expect(JSON.stringify(relayed)).not.toMatch(/ada@|secret/);
  });

  it('reads a navigation request (the parent checks the URL itself)', () => {
    const request = { v: 1, type: 'navigationRequested', url: 'https://pay.example/co_1' };
    expect(readFrameMessage(message(request), expected)).toEqual(request);
    expect(readFrameMessage(message({ ...request, url: 42 }), expected)).toBeNull();
  });

  it('ignores a message from a foreign origin', () => {
    expect(readFrameMessage(message(resized, 'https://evil.example'), expected)).toBeNull();
    expect(readFrameMessage(message(resized, 'null'), expected)).toBeNull();
  });

  it('ignores a message from another window, even with the right origin', () => {
    expect(readFrameMessage(message(resized, expected.origin, other), expected)).toBeNull();
    expect(readFrameMessage(message(resized, expected.origin, null), expected)).toBeNull();
    expect(readFrameMessage(message(resized), { ...expected, source: null })).toBeNull();
  });

  it('ignores malformed data', () => {
    for (const data of [
      null,
      'resized',
      JSON.stringify(resized),
      { type: 'resized', height: 10 },
      { v: 1, type: 'resized', height: '10' },
      { v: 1, type: 'resized', height: -1 },
      { v: 1, type: 'resized', height: Number.NaN },
      { v: 1, type: 'resized', height: 100_001 },
      { v: 1, type: 'navigationRequested', url: `https://pay.example/${'x'.repeat(4096)}` },
      {
        v: 1,
        type: 'hostEvent',
        event: {
          name: 'boxoffice:complete',
          detail: { id: 'x'.repeat(2001), status: 'paid' },
        },
      },
      {
        v: 1,
        type: 'hostEvent',
        event: { name: 'boxoffice:complete', detail: { id: 'chk_1', status: 'completed' } },
      },
      { v: 1, type: 'navigate', url: 'https://evil.example' },
      { v: 1, type: 'hostEvent', event: { name: 'boxoffice:hack', detail: {} } },
      { v: 1, type: 'hostEvent', event: { name: 'boxoffice:quote', detail: { total: 'x' } } },
      {
        v: 1,
        type: 'hostEvent',
        event: { name: 'boxoffice:basket', detail: { items: [], quantity: 1.5 } },
      },
    ]) {
      expect(readFrameMessage(message(data), expected)).toBeNull();
    }
  });

  it('ignores another protocol version', () => {
    expect(readFrameMessage(message({ ...resized, v: 2 }), expected)).toBeNull();
    expect(readFrameMessage(message({ ...ready, v: '1' }), expected)).toBeNull();
    expect(readFrameMessage(message({ ...ready, v: 'v1' }), expected)).toBeNull();
  });

  describe('every rule of the checks, one by one', () => {
    const relay = (name: string, detail: unknown) =>
      readFrameMessage(message({ v: 1, type: 'hostEvent', event: { name, detail } }), expected);
    const basket = { items: [item], quantity: 2, currency: 'EUR', value: 51 };

    it('reads only the declared fields of the envelope, too', () => {
      expect(readFrameMessage(message({ ...resized, extra: 'x' }), expected)).toEqual(resized);
      expect(readFrameMessage(message({ v: 1, type: 'started', url: 'x' }), expected)).toEqual({
        v: 1,
        type: 'started',
      });
    });

    it('takes a list where a list is declared, and an object (not a list) where one is', () => {
      expect(relay('boxoffice:basket', basket)).not.toBeNull();
      expect(relay('boxoffice:basket', { ...basket, items: { 0: item, length: 1 } })).toBeNull();
      expect(relay('boxoffice:basket', { ...basket, items: [[item.tier, item.name]] })).toBeNull();
      expect(readFrameMessage(message([1, 'resized', 640]), expected)).toBeNull();
      // An array with the fields an object would have is still not an object.
      const listed = Object.assign(['e1'], { id: 'e1', slug: 'fest', title: 'Fest' });
      expect(relay('boxoffice:ready', { ...readyDetail, event: listed })).toBeNull();
    });

    it('takes at most 100 items in a list, and no hole in one', () => {
      const items = (n: number) => Array.from({ length: n }, () => item);
      expect(relay('boxoffice:basket', { ...basket, items: items(100) })).not.toBeNull();
      expect(relay('boxoffice:basket', { ...basket, items: items(101) })).toBeNull();
      // biome-ignore lint/suspicious/noSparseArray: a hole is what is checked
      expect(relay('boxoffice:basket', { ...basket, items: [item, , item] })).toBeNull();
    });

    it('checks the texts and numbers inside lists and nested objects', () => {
      const long = 'x'.repeat(2001);
      expect(relay('boxoffice:basket', { ...basket, items: [{ ...item, name: long }] })).toBeNull();
      expect(
        relay('boxoffice:basket', { ...basket, items: [{ ...item, quantity: 1.5 }] }),
      ).toBeNull();
      expect(
        relay('boxoffice:basket', { ...basket, items: [{ ...item, price: '25' }] }),
      ).toBeNull();
      expect(relay('boxoffice:basket', { ...basket, value: Number.POSITIVE_INFINITY })).toBeNull();
      expect(relay('boxoffice:basket', { ...basket, quantity: 2 ** 53 })).toBeNull();
      expect(
        relay('boxoffice:ready', { ...readyDetail, event: { id: 'e1', slug: 'fest' } }),
      ).toBeNull();
      expect(
        relay('boxoffice:basket', { ...basket, items: [{ ...item, name: 'x'.repeat(2000) }] }),
      ).not.toBeNull();
    });

    it('takes null, and only null, for a field that may be empty', () => {
      const quote = { total: 0, currency: 'EUR', lines: [], promo: null };
      expect(relay('boxoffice:quote', quote)).not.toBeNull();
      expect(relay('boxoffice:quote', { ...quote, promo: undefined })).toBeNull();
      expect(relay('boxoffice:quote', { ...quote, promo: { code: 'X' } })).toBeNull();
      expect(relay('boxoffice:quote', { ...quote, promo: 'X' })).toBeNull();
    });

    it('leaves out an optional field the frame left out, and checks it when present', () => {
      const error = { code: 'network', message: 'offline' };
      const read = relay('boxoffice:error', error);
      expect(read).toEqual({
        v: 1,
        type: 'hostEvent',
        event: { name: 'boxoffice:error', detail: error },
      });
      // Not even as `status: undefined`: the host page sees the payload the frame sent.
      expect(read?.type === 'hostEvent' && Object.keys(read.event.detail)).toEqual([
        'code',
        'message',
      ]);
      expect(relay('boxoffice:error', { ...error, status: 503 })).not.toBeNull();
      expect(relay('boxoffice:error', { ...error, status: '503' })).toBeNull();
      expect(relay('boxoffice:error', { ...error, status: null })).toBeNull();
    });

    it("reads a message's own fields only, and no name that only an object's prototype has", () => {
      const inherited = Object.create({ height: 640 }) as Record<string, unknown>;
      Object.assign(inherited, { v: 1, type: 'resized' });
      expect(readFrameMessage(message(inherited), expected)).toBeNull();
      for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty'])
        expect(relay(name, {}), name).toBeNull();
    });
  });
});
