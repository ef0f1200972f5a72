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
};
/** The record as it is stored: its basket a JSON record, its answers entries. */
const json = { ...record, basket: { ga: 2 }, answers: [['diet', 'none']] };
/** `value` as stored at 1000 ms. */
const stored = (value: unknown) => JSON.stringify({ value, savedAt: 1000 });

describe('pending checkout storage', () => {
  it('writes, reads back, finds by id and clears a record', () => {
    const storage = memoryStorage();
    expect(writePending(storage, record, 1000)).toBe(true);
    expect(readPending(storage, 'summer-fest', 2000)).toEqual(record);
    expect(findPendingById(storage, 'chk_1', 2000)).toEqual(record);
    clearPending(storage, 'summer-fest');
    expect(readPending(storage, 'summer-fest', 2000)).toBeNull();
  });

  it('stores the basket as a JSON record and reads that format back as a basket', () => {
    const storage = memoryStorage();
    writePending(storage, record, 1000);
    expect(JSON.parse(storage.getItem('boxoffice:pending:summer-fest') ?? '')).toEqual({
      value: json,
      savedAt: 1000,
    });
    const written = memoryStorage({ 'boxoffice:pending:x': stored({ ...json, event: 'x' }) });
    expect(readPending(written, 'x', 2000)?.basket).toEqual(new Map([['ga', 2]]));
  });

  it('ignores tampered, malformed and stale records', () => {
    const storage = memoryStorage({
      'boxoffice:pending:a': '{not json',
      'boxoffice:pending:b': stored({ ...json, event: 'b', basket: { ga: 'lots' } }),
      'boxoffice:pending:c': stored({ ...json, event: 'other' }),
      'boxoffice:pending:d': stored({ ...json, event: 'd' }),
      'boxoffice:pending:e': stored({ ...json, event: 'e', basket: { ga: 1.5 } }),
      'boxoffice:pending:f': stored({ ...json, event: 'f', basket: { ga: 0 } }),
      'boxoffice:pending:g': stored({ ...json, event: 'g', basket: [2] }),
      'boxoffice:pending:h': stored({ ...json, event: 'h', answers: [['diet', 5]] }),
      'boxoffice:pending:i': stored({ ...json, event: 'i', answers: ['none'] }),
      'boxoffice:pending:j': stored({ ...json, event: 'j', phone: 442079460958 }),
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

describe('pending checkout record', () => {
  it('is read for a day after it was written, and not a moment longer', () => {
    const storage = memoryStorage({ 'boxoffice:pending:summer-fest': stored(json) });
    expect(readPending(storage, 'summer-fest', 1000 + 24 * 3600_000)).toEqual(record);
    expect(readPending(storage, 'summer-fest', 1000 + 24 * 3600_000 + 1)).toBeNull();
  });

  it('is not read when written without its envelope (by an older version)', () => {
    const storage = memoryStorage({
      'boxoffice:pending:summer-fest': JSON.stringify({ ...json, answers: { diet: 'none' } }),
    });
    expect(readPending(storage, 'summer-fest', 2000)).toBeNull();
    expect(findPendingById(storage, 'chk_1', 2000)).toBeNull();
  });
});
