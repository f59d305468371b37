/** How the catalogue compares text (docs/product.md Decision 9), shared by the mocks and the client. */

/** Names, terms and tags compare trimmed and without case. */
export const foldCase = (text: string) => text.trim().toLocaleLowerCase('en');

/** A search matches dish names containing the term, taken literally: '.*' or '%' are text. */
export const nameMatches = (name: string, term: string) => foldCase(name).includes(foldCase(term));
