import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { API_BASE_URL, resolveApiUrl } from './api-base';

const segment = fc.stringMatching(/^[\w.-]{1,12}$/);
const path = fc
  .tuple(fc.boolean(), fc.array(segment, { minLength: 1, maxLength: 4 }))
  .map(([rooted, segments]) => `${rooted ? '/' : ''}${segments.join('/')}`);

/** What `new URL` makes of `url` on this API, '' where it cannot. */
function standardResolution(url: string): string {
  if (url === '') return '';
  try {
    return new URL(url, `${API_BASE_URL}/`).href;
  } catch {
    return '';
  }
}

describe('resolveApiUrl', () => {
  it('resolves any path exactly as the URL standard does, relative to the API', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          path,
          path.map((p) => `${new URL(API_BASE_URL).origin}/${p}`),
          fc.string(),
        ),
        (url) => {
          expect(resolveApiUrl(url)).toBe(standardResolution(url));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('keeps absolute addresses and reads the odd ones', () => {
    const origin = new URL(API_BASE_URL).origin;
    expect(resolveApiUrl('https://cdn.example/a.svg')).toBe('https://cdn.example/a.svg');
    expect(resolveApiUrl('images/foods/a.svg')).toBe(`${new URL(`${API_BASE_URL}/`).href}images/foods/a.svg`);
    expect(resolveApiUrl('/images/a.svg')).toBe(`${origin}/images/a.svg`);
    expect(resolveApiUrl('../up/./a b.svg')).toBe(new URL('../up/./a b.svg', `${API_BASE_URL}/`).href);
    expect(resolveApiUrl('http://[bad')).toBe('');
  });

  it('resolves against an API with a path, written loosely, as the URL standard does', async () => {
    vi.resetModules();
    vi.doMock('./env', () => ({ env: { apiBaseUrl: 'HTTPS://API.Example:443/v1/root' } }));
    const { resolveApiUrl: resolveOnApi } = await import('./api-base');
    fc.assert(
      fc.property(
        fc.oneof(
          path,
          path.map((p) => `https://api.example/${p}`),
        ),
        (url) => {
          expect(resolveOnApi(url)).toBe(new URL(url, 'https://api.example/v1/root/').href);
        },
      ),
      { numRuns: 500 },
    );
    vi.doUnmock('./env');
    // The api-base loaded over the swapped env must not serve the files that run next in this worker.
    vi.resetModules();
  });
});
