// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getDomain } from './tldts-lite';

describe('tldts-lite getDomain', () => {
  it.each([
    ['shop.example.com', 'example.com'],
    ['a.b.c.example.org', 'example.org'],
    ['Example.COM.', 'example.com'],
    ['localhost', 'localhost'],
    ['127.0.0.1', '127.0.0.1'],
    ['::1', '::1'],
    ['', null],
  ])('%s → %s', (host, domain) => {
    expect(getDomain(host)).toBe(domain);
  });
});
