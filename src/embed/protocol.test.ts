import { describe, expect, it } from 'vitest';
import type { HostEventMap } from './host-events';
import { type FramedEventName, readFrameMessage } from './protocol';

const frame = { postMessage() {} } as unknown as MessageEventSource;
const other = { postMessage() {} } as unknown as MessageEventSource;
const expected = { origin: 'https://widget.example', source: frame };
const resized = { v: 1, type: 'resized', height: 640 };
const ready = {
  v: 1,
  type: 'hostEvent',
  event: { name: 'boxoffice:ready', detail: { event: { id: 'e1', slug: 'fest', title: 'Fest' } } },
};

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
      'boxoffice:ready': { event: { id: 'e1', slug: 'fest', title: 'Fest' } },
      'boxoffice:basket': { items: [{ tier: 'ga', quantity: 2 }], quantity: 2 },
      'boxoffice:quote': { total: 51, currency: 'EUR' },
      'boxoffice:checkout': {
        id: 'chk_1',
        status: 'requires_payment',
        amount: 51,
        currency: 'EUR',
      },
      'boxoffice:complete': { id: 'chk_1', status: 'completed' },
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
        event: { name: 'boxoffice:complete', detail: { id: 'x'.repeat(2001), status: 'paid' } },
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
});
