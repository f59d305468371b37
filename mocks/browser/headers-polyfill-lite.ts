/**
 * Stands in for `headers-polyfill` (and the set-cookie-parser it carries) in the browser build only
 * (vite-plugins/msw-stand-ins.mjs aliases it). Browsers have Headers. msw borrows the polyfill's
 * getSetCookie to split the Set-Cookie of a response made with its own HttpResponse and hand the
 * cookies to document.cookie; the mock answers with plain Responses and sets no cookie, and the
 * browser's own getSetCookie would only differ on several cookies written into one header.
 */
export const Headers = globalThis.Headers;

/** msw's GraphQL reader parses a multipart part's headers with it; the mock has no GraphQL. */
export function stringToHeaders(text: string): Headers {
  const headers = new Headers();
  for (const line of text.trim().split(/[\r\n]+/)) {
    if (line.trim() === '') continue;
    const [name = '', ...value] = line.split(': ');
    headers.append(name, value.join(': '));
  }
  return headers;
}
