import { describe, expect, it } from 'vitest';
import { KEYS } from '../shared/record';
import { claimReport, REPORTED_MAX, REPORTED_MAX_AGE_MS } from './once';
import { memoryStorage } from './testing/memory-storage';

const NOW = 1_800_000_000_000;

describe('claimReport', () => {
  it('claims an id once per storage, across every reader of that storage', () => {
    const shared = memoryStorage();
    expect(claimReport([shared], 'chk_1', NOW)).toBe(true);
    expect(claimReport([shared], 'chk_1', NOW + 1)).toBe(false);
    expect(claimReport([shared], 'chk_2', NOW + 2)).toBe(true);
    expect(claimReport([memoryStorage()], 'chk_1', NOW)).toBe(true);
  });

  it('honours an id an earlier page kept in the fallback storage', () => {
    const session = memoryStorage();
    expect(claimReport([null, session], 'chk_1', NOW)).toBe(true);
    expect(claimReport([memoryStorage(), session], 'chk_1', NOW)).toBe(false);
  });

  it('reports when no storage works, rather than never', () => {
    const blocked = memoryStorage();
    blocked.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(claimReport([blocked, null], 'chk_1', NOW)).toBe(true);
    expect(claimReport([blocked, null], 'chk_1', NOW)).toBe(true);
  });

  it('reads a damaged list as empty and replaces it', () => {
    const shared = memoryStorage({ [KEYS.reported]: '{"__proto__":1}' });
    expect(claimReport([shared], 'chk_1', NOW)).toBe(true);
    expect(JSON.parse(shared.getItem(KEYS.reported) ?? '').value).toEqual([
      { id: 'chk_1', at: NOW },
    ]);
  });

  it('forgets ids after the maximum age and keeps the newest ones only', () => {
    const shared = memoryStorage();
    claimReport([shared], 'old', NOW);
    expect(claimReport([shared], 'old', NOW + REPORTED_MAX_AGE_MS + 1)).toBe(true);
    for (let i = 0; i < REPORTED_MAX + 5; i++) claimReport([shared], `chk_${i}`, NOW + i);
    const list = JSON.parse(shared.getItem(KEYS.reported) ?? '{}').value;
    expect(list).toHaveLength(REPORTED_MAX);
    expect(claimReport([shared], `chk_${REPORTED_MAX + 4}`, NOW + 999)).toBe(false);
  });
});
