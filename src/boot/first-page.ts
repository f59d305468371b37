import type { StoredVisit } from './stored-visit';

/** Where the mocks remember a tab's scenario (mocks/scenario-choice.ts); a test keeps them equal. */
export const SCENARIO_KEY = 'foodstore.mockScenario';

/**
 * Whether the first page is the home page the build rendered into index.html: home (in the path, or
 * with `hashUrls` in the hash), on the seed's menu (no mock scenario asked for or remembered), for a
 * visitor with no session and an empty cart, whose header it shows.
 */
export function firstPageIsPrerenderedHome(
  url: URL,
  { hashUrls, scenarioRemembered }: { hashUrls: boolean; scenarioRemembered: boolean },
  visit: Pick<StoredVisit, 'token' | 'cartHasItems'>,
) {
  const route = hashUrls ? url.hash.replace(/^#/, '').split('?')[0] : url.pathname;
  const scenarioAsked = url.searchParams.has('scenario') || /[?&]scenario=/.test(url.hash);
  return (
    (route === '' || route === '/') &&
    !scenarioAsked &&
    !scenarioRemembered &&
    visit.token === '' &&
    !visit.cartHasItems
  );
}
