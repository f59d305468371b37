// Lighthouse's default mobile run (simulated throttling) on Debian's Chromium, one cold browser per
// run: a fresh profile has no cache and no service worker, as a first visit would.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { LIGHTHOUSE_PAGES } from './figures.mjs';
import { storageFor, urlOf } from './routes.mjs';
import { medians } from './stats.mjs';

/** What each run keeps from Lighthouse's report: audit id → our name. */
const METRICS = {
  'first-contentful-paint': 'fcp',
  'largest-contentful-paint': 'lcp',
  'total-blocking-time': 'tbt',
  'cumulative-layout-shift': 'cls',
  'speed-index': 'speedIndex',
  'total-byte-weight': 'transferBytes',
};

/**
 * Writes `storage` into the origin's localStorage from a page of that origin that is not the app
 * (the static server would answer any page with the app, so the answer is made up here).
 */
async function seedStorage(port, origin, storage) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    const robots = `${origin}/robots.txt`;
    await page.route(robots, (request) =>
      request.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    );
    await page.goto(robots);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
    }, storage);
    await page.close();
  } finally {
    // Over CDP this only disconnects: the browser stays up for Lighthouse.
    await browser.close();
  }
}

/**
 * chrome-launcher's flags, but with Chromium's RenderDocument on, as Chromium ships it: the launcher
 * turns it off for Lighthouse (GoogleChrome/lighthouse#16363), and then whatever page Lighthouse
 * opens in its tab first paints about a second late. A plain HTML page with no script first painted
 * at 1.26 and 2.27 s in that load, and at 0.29 s with RenderDocument on; the app's code, loading
 * meanwhile, then counted towards the first paint in Lighthouse's simulation.
 */
const LAUNCHER_FLAGS = chromeLauncher.Launcher.defaultFlags().map((flag) => {
  const [name, features = ''] = flag.split('=');
  if (name !== '--disable-features') return flag;
  return `${name}=${features
    .split(',')
    .filter((feature) => feature !== 'RenderDocument')
    .join(',')}`;
});

/**
 * One Lighthouse performance run of `url` with `storage` in place: its report, and the trace and
 * network log it was computed from (`bench/lcp-path.mjs` reads how the simulation got there).
 */
export async function lighthouseReport(url, storage) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    ignoreDefaultFlags: true,
    chromeFlags: [...LAUNCHER_FLAGS, '--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    await seedStorage(chrome.port, new URL(url).origin, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The profile is fresh already; resetting would also wipe the storage seeded above.
      disableStorageReset: true,
    });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(lhr?.runtimeError?.message ?? 'Lighthouse gave no report');
    return { lhr, artifacts: result.artifacts };
  } finally {
    chrome.kill();
  }
}

/** The figures the bench keeps from one run. */
async function lighthouseRun(url, storage) {
  const { lhr } = await lighthouseReport(url, storage);
  const run = { score: Math.round((lhr.categories.performance.score ?? 0) * 100) };
  for (const [audit, name] of Object.entries(METRICS)) run[name] = lhr.audits[audit]?.numericValue;
  return run;
}

const KEYS = ['score', ...Object.values(METRICS)];

/**
 * `runs` rounds, interleaved (each page in one mode, then in the other), so a machine that slows
 * down midway slows both modes alike. Returns each figure's median and every run.
 */
export async function measureLighthouse(sites, runs, log) {
  const all = {};
  const failures = [];
  for (let round = 1; round <= runs; round += 1) {
    for (const page of LIGHTHOUSE_PAGES) {
      for (const site of sites) {
        const key = `${page}.${site.mode}`;
        all[key] ??= [];
        try {
          const run = await lighthouseRun(urlOf(site, page), storageFor(site, page));
          all[key].push(run);
          log(
            `lighthouse ${round}/${runs}, ${page}, ${site.title}: score ${run.score}, ` +
              `LCP ${(run.lcp / 1000).toFixed(2)} s, TBT ${Math.round(run.tbt)} ms`,
          );
        } catch (error) {
          failures.push(`lighthouse ${round}/${runs}, ${page}, ${site.title}: ${error.message}`);
          log(`lighthouse ${round}/${runs}, ${page}, ${site.title}: FAILED (${error.message})`);
        }
      }
    }
  }
  const figures = {};
  for (const [key, pageRuns] of Object.entries(all)) {
    const [page, mode] = key.split('.');
    for (const [metric, value] of Object.entries(medians(pageRuns, KEYS))) {
      figures[`lighthouse.${page}.${metric}`] ??= {};
      figures[`lighthouse.${page}.${metric}`][mode] = value;
    }
  }
  return { figures, runs: all, failures };
}
