const PROBE_ORIGIN = 'https://same-origin.invalid';

/**
 * A `returnUrl` is only ever a same-origin path (decision 6 in docs/product.md): `https://…`, `//host`,
 * `javascript:` and anything else fall back to `/`, so a crafted link cannot send shoppers away.
 */
export function safeReturnUrl(raw: unknown): string {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//')) return '/';
  // Browsers treat a backslash like a slash and drop tabs and newlines: `/\host` is another site.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f]/.test(raw)) return '/';
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return '/';
  }
  // Dot segments can leave a path that starts with `//` (`/.//host` → `//host`), which the browser
  // would read as another site: only a path with a single leading slash is one of ours.
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
