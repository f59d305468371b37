/** How the catalogue compares text (docs/product.md Decision 9), shared by the mocks and the client. */

/** Names, terms and tags compare trimmed and without case. */
export const foldCase = (text: string) => text.trim().toLocaleLowerCase('en');

/** A search matches dish names containing the term, taken literally: '.*' or '%' are text. */
export const nameMatches = (name: string, term: string) => foldCase(name).includes(foldCase(term));

/**
 * '.' and '..' cannot travel as a URL path segment: the URL standard resolves them away, even
 * percent-encoded, so `/search/..` would reach the server (and the router) as `/`.
 */
export const isDotSegment = (text: string) => text === '.' || text === '..';
