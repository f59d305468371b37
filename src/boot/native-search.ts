import { SEARCH_FIELD } from '@/config/constants';

/**
 * '.' and '..' cannot travel as a path segment (contract/url-path.ts); the search route writes them
 * after a space, which its parser trims away. Written out again for the same reason, and tested equal.
 */
const searchSegment = (term: string) => encodeURIComponent(term === '.' || term === '..' ? ` ${term}` : term);

/**
 * Where a search the browser sent by itself belongs. The home page in index.html shows its search
 * form before the app's code has arrived; the form then goes natively (GET) to the app's own folder
 * with the term in `SEARCH_FIELD`: `/?search=soup`, or `…/food-store/?search=soup` in the demo. That
 * is the search's page, `/search/soup` (`…/food-store/#/search/soup` with `hashUrls`); a term empty once
 * trimmed is home, as the app's own search box has it. The rest of the query stays. `null` where `url`
 * is no such search: another page, or no field.
 */
export function nativeSearchAddress(url: URL, hashUrls: boolean): string | null {
  const term = url.searchParams.get(SEARCH_FIELD);
  const atHome = hashUrls ? ['', '#', '#/'].includes(url.hash) : url.pathname === '/';
  if (term === null || !atHome) return null;
  const rest = new URLSearchParams(url.search);
  rest.delete(SEARCH_FIELD);
  const query = rest.size > 0 ? `?${rest.toString()}` : '';
  const trimmed = term.trim();
  const route = trimmed ? `/search/${searchSegment(trimmed)}` : '/';
  return hashUrls ? `${url.pathname}${query}#${route}` : `${route}${query}`;
}
