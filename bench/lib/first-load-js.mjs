// First-load JavaScript (gzip) of each page in each mode, measured as `npm run size` measures it.
import { firstLoadScripts } from '../../scripts/lib/first-load.mjs';
import { FIRST_LOAD_PAGES } from './figures.mjs';
import { route, storageFor, urlOf } from './routes.mjs';

/** { figures: { 'firstLoad.home': { real, demo } }, files, failures } with sizes in bytes. */
export async function measureFirstLoad(browser, sites, log) {
  const figures = {};
  const files = {};
  const failures = [];
  for (const page of FIRST_LOAD_PAGES) {
    const id = `firstLoad.${page}`;
    figures[id] = {};
    files[page] = {};
    for (const site of sites) {
      try {
        const scripts = await firstLoadScripts(browser, {
          url: urlOf(site, page),
          storage: storageFor(site, page),
          ready: route(page).ready,
        });
        figures[id][site.mode] = scripts.reduce((sum, file) => sum + file.gzip, 0);
        files[page][site.mode] = scripts.sort((a, b) => b.gzip - a.gzip);
        log(`first-load JS, ${page}, ${site.title}: ${(figures[id][site.mode] / 1024).toFixed(1)} kB gzip`);
      } catch (error) {
        failures.push(`first-load JS, ${page}, ${site.title}: ${error.message.split('\n')[0]}`);
        log(`first-load JS, ${page}, ${site.title}: FAILED (${error.message.split('\n')[0]})`);
      }
    }
  }
  return { figures, files, failures };
}
