import { describe, expect, it } from 'vitest';
import { frameTitle, frameUrl, initialFrameHeight } from './frame-parent';
import type { Options } from './options-types';

const options: Options = {
  key: 'pk_test_demo',
  event: 'summer-fest',
  api: 'https://api.boxoffice.test',
  lang: 'de-AT',
  mode: 'iframe',
  theme: 'dark',
  accent: '#0057b8',
  returnUrl: 'https://fest.example/tickets?x=1',
};

describe('frameUrl', () => {
  it('points at embed.html in the same folder as the script', () => {
    const url = frameUrl(
      'https://cdn.boxoffice.test/v1.2/boxoffice.js?cache=1',
      options,
      'https://fest.example',
      null,
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://cdn.boxoffice.test/v1.2/embed.html');
  });

  it("hands the frame the options, the parent's origin and return URL, and the return id", () => {
    const url = frameUrl(
      'https://cdn.boxoffice.test/boxoffice.js',
      options,
      'https://fest.example',
      'co_42',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      event: 'summer-fest',
      key: 'pk_test_demo',
      api: 'https://api.boxoffice.test',
      lang: 'de-AT',
      theme: 'dark',
      accent: '#0057b8',
      returnUrl: 'https://fest.example/tickets?x=1',
      parentOrigin: 'https://fest.example',
      bo_checkout: 'co_42',
    });
  });

  it('leaves out options that are not set', () => {
    const { event: _e, accent: _a, ...rest } = options;
    const url = frameUrl(
      'https://cdn.boxoffice.test/boxoffice.js',
      rest,
      'https://fest.example',
      null,
    );
    expect([...url.searchParams.keys()]).not.toContain('event');
    expect([...url.searchParams.keys()]).not.toContain('accent');
    expect([...url.searchParams.keys()]).not.toContain('bo_checkout');
  });
});

describe('frameTitle', () => {
  it("names the frame in the widget's language, for one event or the list", () => {
    expect(frameTitle(options)).toBe('Ticketkauf');
    expect(frameTitle({ ...options, lang: 'en-GB' })).toBe('Ticket checkout');
    const { event: _, ...list } = options;
    expect(frameTitle({ ...list, lang: 'fr' })).toBe('Ticket sales');
    expect(frameTitle(list)).toBe('Ticketverkauf');
  });
});

describe('initialFrameHeight', () => {
  it('starts narrow frames taller (their text wraps more); an unknown width counts as wide', () => {
    for (const event of [true, false]) {
      const at = (width: number) => initialFrameHeight(event, width);
      expect(at(320)).toBeGreaterThan(at(1000));
      expect(at(320)).toBeGreaterThanOrEqual(at(375));
      expect(at(0)).toBe(at(1000));
    }
    expect(initialFrameHeight(true, 1000)).toBeGreaterThan(initialFrameHeight(false, 1000));
  });
});
