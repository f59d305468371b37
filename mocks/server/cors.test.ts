import { describe, expect, it } from 'vitest';
import { allowOrigins, parseOrigins } from './cors';

describe('MOCK_CORS_ORIGINS', () => {
  it('takes full origins, trimmed, without a trailing slash, each once', () => {
    const { origins, warnings } = parseOrigins([
      ' http://localhost:5173 ',
      'https://shop.example/',
      'http://localhost:5173',
      'http://[::1]:8080',
    ]);
    expect(origins).toEqual(['http://localhost:5173', 'https://shop.example', 'http://[::1]:8080']);
    expect(warnings).toEqual([]);
  });

  it('warns about each entry that is no origin, and allows none of them', () => {
    const { origins, warnings } = parseOrigins([
      '*',
      'localhost:3000',
      '',
      'http://app.test:5173',
      'https://shop.example/checkout',
      'ftp://files.example',
    ]);
    expect(origins).toEqual(['http://app.test:5173']);
    expect(warnings).toEqual([
      'MOCK_CORS_ORIGINS: "*" is not allowed: the server lets callers send credentials, so each origin must be named.',
      'MOCK_CORS_ORIGINS: "localhost:3000" is not a full origin: write its scheme too, e.g. http://localhost:3000.',
      'MOCK_CORS_ORIGINS: an empty entry (two commas in a row, or one at the end) allows nothing.',
      'MOCK_CORS_ORIGINS: "https://shop.example/checkout" is not an origin (scheme, host and port only): did you mean https://shop.example?',
      'MOCK_CORS_ORIGINS: "ftp://files.example" is not a full origin: write its scheme too, e.g. http://files.example.',
    ]);
  });

  it('allows exactly the listed origins', () => {
    const allowed = allowOrigins(parseOrigins(['http://localhost:5173']).origins);
    expect(allowed('http://localhost:5173')).toBe(true);
    expect(allowed('http://localhost:5174')).toBe(false);
    expect(allowed('null')).toBe(false);
  });
});
