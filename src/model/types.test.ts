import { afterEach, describe, expect, it } from 'vitest';
import { resolveDeps } from './types';

const NAMES = ['sessionStorage', 'localStorage'] as const;

afterEach(() => {
  for (const name of NAMES) Reflect.deleteProperty(globalThis, name);
});

describe('the model’s storage', () => {
  it('is none where reading sessionStorage or localStorage itself throws (sandboxed frame, storage blocked)', () => {
    for (const name of NAMES) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
    const deps = resolveDeps();
    expect(deps.storage).toBeNull();
    expect(deps.sharedStorage).toBeNull();
  });
});
