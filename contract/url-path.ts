/**
 * '.' and '..' cannot travel as a URL path segment: the URL standard resolves them away, even
 * percent-encoded (`%2e%2e`), so `/search/..` would reach the server (and the router) as `/`.
 */
export const isDotSegment = (text: string) => text === '.' || text === '..';

/** Whether a raw request path has such a segment, as the client sent it, before any URL parser ran. */
export function hasDotSegment(rawPath: string): boolean {
  return rawPath.split('/').some((segment) => {
    try {
      return isDotSegment(decodeURIComponent(segment));
    } catch {
      return false;
    }
  });
}
