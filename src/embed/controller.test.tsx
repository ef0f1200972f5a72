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

describe('the notice', () => {
  it('is written in the language asked for, else the page language', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const notice = (input: Record<string, string>) => {
      const host = document.createElement('div');
      document.body.append(host);
      createController(host, host, 'element', 'https://cdn.boxoffice.test/boxoffice.js').apply(
        input,
      );
      return host.shadowRoot?.querySelector('[role="alert"]');
    };
    const german = notice({ key: 'pk_test_demo', lang: 'de-AT', theme: 'purple' });
    expect(german?.textContent).toMatch(/^Tickets können hier nicht angezeigt werden.*„theme“/);
    expect(german?.getAttribute('lang')).toBe('de');
    document.documentElement.lang = 'de';
    try {
      expect(notice({ key: 'pk_test_demo', theme: 'purple' })?.getAttribute('lang')).toBe('de');
      expect(notice({ key: 'pk_test_demo', lang: 'en', theme: 'purple' })?.textContent).toMatch(
        /^Tickets can't be shown here/,
      );
    } finally {
      document.documentElement.lang = '';
    }
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
