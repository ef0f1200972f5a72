import { describe, expect, it } from 'vitest';
import { SandboxState } from './state.ts';

const line = (tier: string, quantity: number) => ({
  tier,
  name: tier,
  quantity,
  unitMinor: 100,
  amountMinor: 100 * quantity,
});

describe('SandboxState inventory', () => {
  it('reserve checks the event total as well as each tier, all or nothing', () => {
    const state = new SandboxState();
    const slot = state.findEvent('summer-fest');
    if (!slot) throw new Error('fixture missing');
    slot.available = 2; // fewer left overall than the tiers would allow
    expect(state.reserve(slot, [line('day', 1), line('weekend', 2)])).toBe(false);
    expect([
      slot.available,
      slot.tierAvailable.get('day'),
      slot.tierAvailable.get('weekend'),
    ]).toEqual([2, 400, 150]);
    expect(state.reserve(slot, [line('day', 1), line('backstage', 4)])).toBe(false);
    expect(slot.tierAvailable.get('day')).toBe(400);
    expect(state.reserve(slot, [line('day', 2)])).toBe(true);
    expect([slot.available, slot.tierAvailable.get('day')]).toEqual([0, 398]);
  });

  it('an on-sale event with nothing left is served as sold_out, and on_sale again after a release', () => {
    const state = new SandboxState();
    const slot = state.findEvent('evt_community_meetup');
    if (!slot) throw new Error('fixture missing');
    const all = [line('general', 120), line('supporter', 20)];
    expect(state.reserve(slot, all)).toBe(true);
    const detail = state.detail(slot, 'http://localhost:1');
    expect(detail.status).toBe('sold_out');
    expect(detail.tiers.every((t) => t.soldOut && t.available === 0)).toBe(true);
    state.release(slot, all);
    expect(state.detail(slot, 'http://localhost:1').status).toBe('on_sale');
  });

  it('reset restores every counter', () => {
    const state = new SandboxState();
    const slot = state.findEvent('summer-fest');
    if (!slot) throw new Error('fixture missing');
    state.reserve(slot, [line('backstage', 3)]);
    state.reset();
    expect(state.findEvent('summer-fest')?.tierAvailable.get('backstage')).toBe(3);
  });
});
