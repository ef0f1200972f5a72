import { describe, expect, it } from 'vitest';
import { safeNavigationUrl } from './url';

describe('safeNavigationUrl', () => {
  it.each([
    ['https://pay.example/c/1?x=1', 'https://pay.example/c/1?x=1'],
    ['http://localhost:5174/sandbox/pay', 'http://localhost:5174/sandbox/pay'],
    ['http://127.0.0.1:8080/pay', 'http://127.0.0.1:8080/pay'],
  ])('accepts %s', (input, expected) => {
    expect(safeNavigationUrl(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'http://evil.com/pay',
    '/relative/pay',
    '//evil.com/pay',
    'data:text/html,hi',
    'http://localhost.evil.com/',
    '',
    null,
    42,
  ])('refuses %s', (input) => {
    expect(safeNavigationUrl(input)).toBeNull();
  });
});
