import { describe, expect, it } from 'vitest';
import { paidEvent } from '../../model/testing/fixtures';
import { parseItems } from '../../shared/items';
import { prefillValues, presetBasket } from './presets';

describe('the organizer’s items', () => {
  it('reads tier:quantity pairs, tier ids percent-decoded', () => {
    expect(parseItems('day:2,a%2Cb%3Ac:1,bad%E0:3')).toEqual([
      { tier: 'day', quantity: 2 },
      { tier: 'a,b:c', quantity: 1 },
      { tier: 'bad%E0', quantity: 3 },
    ]);
  });

  it('fill a basket within every basket rule and name the tiers the event lacks', () => {
    const event = paidEvent();
    const items = parseItems('vip:9,early:1,ga:9,nope:1') ?? [];
    const { basket, unknown } = presetBasket(event, items);
    // VIP: 2 left. Early bird: sold out. General: what the order limit (6) leaves.
    expect([...basket]).toEqual([
      ['vip', 2],
      ['ga', 4],
    ]);
    expect(unknown).toEqual(['nope']);
    const noPayments = presetBasket(paidEvent({ paymentsEnabled: false }), items);
    expect(noPayments.basket.size).toBe(0);
  });
});

describe('the organizer’s prefill', () => {
  it('gives the form its answers as a Map by the event’s own question ids, and names the others', () => {
    const answers = new Map([
      ['diet', 'vegan'],
      ['shirt', 'M'],
      ['dietary', 'none'],
    ]);
    const questions = [
      { id: 'Diet', label: 'Dietary needs', required: true },
      { id: 'shirt', label: 'T-shirt size', required: false },
    ];
    expect(prefillValues({ name: 'Ada', answers }, questions)).toEqual({
      values: {
        name: 'Ada',
        answers: new Map([
          ['Diet', 'vegan'],
          ['shirt', 'M'],
        ]),
      },
      unknown: ['dietary'],
    });
  });
});
