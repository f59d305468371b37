/**
 * With the mocks on only, a classic script in <head> (vite.config.ts), so it runs before the body
 * paints: index.html holds the home page as the build rendered it (vite-plugins/prerender-shell.mjs).
 * A search its form sent before the app's code had arrived gets the search's own address first, which
 * the app then opens. Where the app's first page will be another than home, this hides all of the
 * prerendered page but the demo bar (src/styles/global.css), so no wrong page flashes by before the
 * app shows its own. Built apart, it imports nothing of the app.
 */
import { SCENARIO_STORAGE_KEY } from '@contract/demo';
import { firstPageIsPrerenderedHome } from './first-page';
import { nativeSearchAddress } from './native-search';
import { storedVisit } from './stored-visit';

function scenarioRemembered(): boolean {
  try {
    return sessionStorage.getItem(SCENARIO_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

const hashUrls = import.meta.env.VITE_ROUTER_HISTORY === 'hash';
const searched = nativeSearchAddress(new URL(location.href), hashUrls);
// In place of the form's address: Back goes to the page the search was made on.
if (searched !== null) history.replaceState(history.state, '', searched);

const where = { hashUrls, scenarioRemembered: scenarioRemembered() };
if (!firstPageIsPrerenderedHome(new URL(location.href), where, storedVisit()))
  document.documentElement.dataset.prerender = 'off';
