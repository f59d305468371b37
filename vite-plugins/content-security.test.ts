// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFile } from './content-security.mjs';

describe('the Content-Security-Policy of a build', () => {
  it('allows scripts from the app only, and the network to the app and its API only', () => {
    const policy = contentSecurityPolicy({
      apiBaseUrl: 'https://api.example.com/v1',
      tileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
    });
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self' https://api.example.com;");
    expect(policy).toContain("img-src 'self' data: https://api.example.com https://*.tile.example.org;");
    expect(policy).toContain("object-src 'none'");
  });

  it('names no other origin when the app runs on its own origin', () => {
    expect(
      contentSecurityPolicy({ apiBaseUrl: '', tileUrl: 'https://tile.example.org/{z}/{x}/{y}.png' }),
    ).toContain("connect-src 'self';");
  });

  it('gives static hosts the headers a meta cannot carry', () => {
    const file = headersFile("default-src 'self'");
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'; frame-ancestors 'self'\n/);
    expect(file).toContain('X-Content-Type-Options: nosniff');
    expect(file).toContain('Referrer-Policy: strict-origin-when-cross-origin');
    expect(file).toContain('X-Frame-Options: SAMEORIGIN');
  });
});
