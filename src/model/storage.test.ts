import { describe, expect, it } from 'vitest';
import { basketFromRecord } from './basket';
import { clearPending, findPendingById, readPending, writePending } from './storage';
import { memoryStorage } from './testing/memory-storage';

const record = {
  id: 'chk_1',
  event: 'summer-fest',
  basket: basketFromRecord({ ga: 2 }),
  email: 'a@b.co',
  name: 'Ada',
  phone: '+44 20 7946 0958',
  answers: new Map([['diet', 'none']]),
  createdAt: 1000,
};
/** The record as it is stored: its basket a JSON record, its answers entries. */
const json = { ...record, basket: { ga: 2 }, answers: [['diet', 'none']] };

describe('pending checkout storage', () => {
  it('writes, reads back, finds by id and clears a record', () => {
    const storage = memoryStorage();
    expect(writePending(storage, record)).toBe(true);
    expect(readPending(storage, 'summer-fest', 2000)).toEqual(record);
    expect(findPendingById(storage, 'chk_1', 2000)).toEqual(record);
    clearPending(storage, 'summer-fest');
    expect(readPending(storage, 'summer-fest', 2000)).toBeNull();
  });

  it('stores the basket as a JSON record and reads that format back as a basket', () => {
    const storage = memoryStorage();
    writePending(storage, record);
    expect(JSON.parse(storage.getItem('boxoffice:pending:summer-fest') ?? '')).toEqual(json);
    const stored = memoryStorage({
      'boxoffice:pending:x': JSON.stringify({ ...json, event: 'x' }),
    });
    expect(readPending(stored, 'x', 2000)?.basket).toEqual(new Map([['ga', 2]]));
  });

  it('ignores tampered, malformed and stale records', () => {
    const storage = memoryStorage({
      'boxoffice:pending:a': '{not json',
      'boxoffice:pending:b': JSON.stringify({ ...json, event: 'b', basket: { ga: 'lots' } }),
      'boxoffice:pending:c': JSON.stringify({ ...json, event: 'other' }),
      'boxoffice:pending:d': JSON.stringify({ ...json, event: 'd' }),
      'boxoffice:pending:e': JSON.stringify({ ...json, event: 'e', basket: { ga: 1.5 } }),
      'boxoffice:pending:f': JSON.stringify({ ...json, event: 'f', basket: { ga: 0 } }),
      'boxoffice:pending:g': JSON.stringify({ ...json, event: 'g', basket: [2] }),
      'boxoffice:pending:h': JSON.stringify({ ...json, event: 'h', answers: [['diet', 5]] }),
      'boxoffice:pending:i': JSON.stringify({ ...json, event: 'i', answers: ['none'] }),
      'boxoffice:pending:j': JSON.stringify({ ...json, event: 'j', phone: 442079460958 }),
    });
    expect(readPending(storage, 'a', 2000)).toBeNull();
    expect(readPending(storage, 'b', 2000)).toBeNull();
    expect(readPending(storage, 'c', 2000)).toBeNull();
    expect(readPending(storage, 'd', 1000 + 25 * 3600 * 1000)).toBeNull();
    for (const event of ['e', 'f', 'g', 'h', 'i', 'j'])
      expect(readPending(storage, event, 2000)).toBeNull();
  });

  it('survives storage that throws (blocked in a sandboxed frame)', () => {
    const broken = {
      length: 1,
      key: () => {
        throw new Error('SecurityError');
      },
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readPending(broken, 'x')).toBeNull();
    expect(findPendingById(broken, 'x')).toBeNull();
    expect(writePending(broken, record)).toBe(false);
    expect(() => clearPending(broken, 'x')).not.toThrow();
    expect(writePending(null, record)).toBe(false);
  });
});
