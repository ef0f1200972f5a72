import { afterEach, describe, expect, it, vi } from 'vitest';
import { guard } from './log';

afterEach(() => vi.restoreAllMocks());

describe('guard', () => {
  it('returns what the step returns, and logs nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(guard('adding', () => 1 + 1)).toBe(2);
    expect(error).not.toHaveBeenCalled();
  });

  it('turns an exception into one [boxoffice] line naming the step, never a throw', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(
      guard('opening the dialog', () => {
        throw new TypeError('boom');
      }),
    ).toBeUndefined();
    expect(
      guard('starting', () => {
        throw 'a string';
      }),
    ).toBeUndefined();
    expect(error.mock.calls).toEqual([
      ['[boxoffice] opening the dialog failed: boom'],
      ['[boxoffice] starting failed: a string'],
    ]);
  });
});
