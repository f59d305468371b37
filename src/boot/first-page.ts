import { MENU_PARAMS } from '@/features/foods/menu-params';
import type { StoredVisit } from './stored-visit';

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
  // The menu's sort and filters: a home page with them is another list than the one prerendered.
  const listAsked = MENU_PARAMS.split(' ').some(asked);
  return (
    (route === '' || route === '/') &&
    !scenarioAsked &&
    !listAsked &&
    !scenarioRemembered &&
    visit.token === '' &&
    !visit.cartHasItems
  );
}
