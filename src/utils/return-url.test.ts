// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url';

describe('safeReturnUrl', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['/search/pizza?x=1#top', '/search/pizza?x=1#top'],
    ['/food/abc%20def', '/food/abc%20def'],
    ['/orders/../cart-page', '/cart-page'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeReturnUrl(raw)).toBe(expected);
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example',
    '/\\evil.example',
    '/.//evil.example',
    '/..//evil.example/path?x=1',
    '/a/..//evil.example',
    '/%2e//evil.example',
    'javascript:alert(1)',
    'checkout',
    '/\tevil',
    '',
    undefined,
    42,
  ])('falls back to / for %s', (raw) => {
    expect(safeReturnUrl(raw)).toBe('/');
  });
});
