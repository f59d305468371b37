/**
 * With the mocks on only, a classic script in <head> (vite.config.ts), so it runs before the body
 * paints: index.html holds the home page as the build rendered it (scripts/lib/prerender-shell.mjs).
 * Where the app's first page will be another, this hides all of it but the demo bar
 * (src/styles/global.css), so no wrong page flashes by before the app shows its own. Built apart, it
 * imports nothing of the app.
 */
import { SCENARIO_KEY, firstPageIsPrerenderedHome } from './first-page';
import { storedVisit } from './stored-visit';

function scenarioRemembered(): boolean {
  try {
    return sessionStorage.getItem(SCENARIO_KEY) !== null;
  } catch {
    return false;
  }
}

const where = {
  hashUrls: import.meta.env.VITE_ROUTER_HISTORY === 'hash',
  scenarioRemembered: scenarioRemembered(),
};
if (!firstPageIsPrerenderedHome(new URL(location.href), where, storedVisit()))
  document.documentElement.dataset.prerender = 'off';
