import { describe, expect, it } from 'vitest';
import { readFrameMessage } from './protocol';

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
