import { afterEach, describe, expect, it, vi } from 'vitest';
import { createController } from './controller';
import { createMount } from './mount-api';

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('createController', () => {
  it('shows one [boxoffice] error and a notice in the shadow root for a bad option', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = document.createElement('div');
    document.body.append(host);
    const attributes: Record<string, string> = { key: 'pk_test_demo', theme: 'purple' };
    createController(host, host, 'script', 'https://cdn.boxoffice.test/boxoffice.js').apply(
      attributes,
    );
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(
      /^\[boxoffice\] data-theme is invalid: use "light", "dark" or "auto"/,
    );
    const notice = host.shadowRoot?.querySelector('[role="alert"]');
    expect(notice?.textContent).toContain('data-theme');
    expect(notice?.getAttribute('part')).toBe('notice');
  });
});

describe('mount()', () => {
  it('never throws, whatever it is given', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const mount = createMount('https://cdn.boxoffice.test/boxoffice.js');
    const bad: unknown[][] = [
      ['#missing', { key: 'k' }],
      ['::not a selector', { key: 'k' }],
      [42, { key: 'k' }],
      [document.body, null],
      [document.body, { key: 'k', accent: 'red' }],
    ];
    for (const [target, options] of bad) {
      const handle = (mount as (t: unknown, o: unknown) => ReturnType<typeof mount>)(
        target,
        options,
      );
      expect(() => {
        handle.update({ theme: 'dark' });
        handle.unmount();
      }).not.toThrow();
    }
    expect(errors.mock.calls.every(([m]) => String(m).startsWith('[boxoffice]'))).toBe(true);
  });
});
