import type { StoredVisit } from './stored-visit';

/**
 * The menu's sort and filters in the address (src/features/foods/menu-query.ts): a home page with
 * them is another list than the one prerendered. Written out again, a test keeps them equal.
 */
export const MENU_PARAMS = ['sort', 'tag', 'maxPrice', 'diet', 'without', 'favourites'];

/**
 * Whether the first page is the home page the build rendered into index.html: home (in the path, or
 * with `hashUrls` in the hash), in the server's order and unfiltered, on the seed's menu (no mock
 * scenario asked for or remembered), for a
 * visitor with no session and an empty cart, whose header it shows.
 */
export function firstPageIsPrerenderedHome(
  url: URL,
  { hashUrls, scenarioRemembered }: { hashUrls: boolean; scenarioRemembered: boolean },
  visit: Pick<StoredVisit, 'token' | 'cartHasItems'>,
) {
  const route = hashUrls ? url.hash.replace(/^#/, '').split('?')[0] : url.pathname;
  const query = new URLSearchParams(hashUrls ? url.hash.split('?')[1] : url.search);
  const asked = (param: string) => url.searchParams.has(param) || query.has(param);
  const scenarioAsked = asked('scenario') || /[?&]scenario=/.test(url.hash);
  const listAsked = MENU_PARAMS.some(asked);
  return (
    (route === '' || route === '/') &&
    !scenarioAsked &&
    !listAsked &&
    !scenarioRemembered &&
    visit.token === '' &&
    !visit.cartHasItems
  );
}
