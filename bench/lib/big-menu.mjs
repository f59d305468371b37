// A shopper on the big-catalogue menu, on a phone-class CPU (Chromium slowed 4× over CDP): how long
// the first grid, a tag, a search, Back, a sort and a filter take to paint, and how smoothly the grid
// scrolls. Each run is a fresh browser context; times are taken in the page (./page-probe.mjs).
import { launchChromium } from '../../scripts/lib/chromium.mjs';
import { FILTER, SORT, expectedFirstCards } from './menu-changes.mjs';
import { installProbe } from './page-probe.mjs';
import { dishCards, urlOf } from './routes.mjs';
import { medians } from './stats.mjs';

const BIG_SCENARIO = 'big-catalogue';
const CPU_SLOWDOWN = 4;
const SEARCH_TERM = 'Soup';
/** The 3rd and the 5th tag of the tag list. */
export const TAG_POSITIONS = [2, 4];
const SCROLL_SCREENS = 30;
// Generous: a page that never gets there must fail the run, not hang the bench; a slow one must not.
const STEP_TIMEOUT_MS = 180_000;
const COUNT_TIMEOUT_MS = 30_000;

export function within(promise, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not happen within ${STEP_TIMEOUT_MS / 1000} s`)),
      STEP_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Waits for the armed grid to paint; the time from the input (or marked call) to that paint. */
async function settledMs(page, what, inputType) {
  const { inputAt, paintedAt } = await within(
    page.evaluate((type) => window.__bench.settled(type), inputType),
    what,
  );
  return paintedAt - inputAt;
}

/** Opens the first dish, waits until `left` says its page is there, then times Back to the menu. */
export async function timeBack(
  page,
  left = () => page.getByRole('button', { name: 'Add to Cart' }).waitFor(),
) {
  await dishCards(page).first().getByRole('link').first().click();
  await left();
  await page.evaluate(() => {
    window.__bench.arm('Our menu');
    window.__bench.back();
  });
  return settledMs(page, 'Back to the menu');
}

export async function timeTag(page, position) {
  const link = page.getByRole('navigation', { name: 'Tags' }).getByRole('link').nth(position);
  // The tag from where the link goes (`/tag/Lunch`, `#/tag/Lunch`): its text also carries a count.
  const href = (await link.getAttribute('href')) ?? '';
  // Without the query a tag link may carry (the shopper's sort and filters, kept from list to list).
  const [tail] = href.slice(href.lastIndexOf('/tag/') + '/tag/'.length).split(/[?#]/);
  const tag = decodeURIComponent(tail ?? '');
  await page.evaluate((heading) => window.__bench.arm(heading), `Tag: ${tag}`);
  await link.click();
  return { tag, ms: await settledMs(page, `The grid for tag ${tag}`, 'click') };
}

async function timeSearch(page) {
  const box = page.getByRole('searchbox', { name: 'Search food' });
  await box.fill(SEARCH_TERM);
  await page.evaluate((heading) => window.__bench.arm(heading), `Results for “${SEARCH_TERM}”`);
  await box.press('Enter');
  return settledMs(page, `The results for “${SEARCH_TERM}”`, 'keydown');
}

/**
 * Once `control` is there and the page idle, times `change(control)` from the control's change event
 * until the first cards are `names`, painted; and counts the page's elements then.
 */
async function timeChange(page, { control, change, names, what }) {
  // A page without the control fails this run in half a minute, not the bench's step limit.
  await control.waitFor({ timeout: COUNT_TIMEOUT_MS });
  // The first cards are the list's top: a reload may have put the page back where it was scrolled.
  await page.evaluate(() => window.scrollTo(0, 0));
  await within(
    page.evaluate(() => window.__bench.idle()),
    'An idle moment before the change',
  );
  await page.evaluate((expected) => window.__bench.armFirstCards(expected), names);
  await change(control);
  const ms = await settledMs(page, what, 'change');
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  return { ms, elements };
}

/** 'Sort by' → 'Price: low to high': its change → the cheapest dishes first, painted. */
export const timeSort = (page, names) =>
  timeChange(page, {
    control: page.getByRole('combobox', { name: 'Sort by' }),
    change: (select) => select.selectOption({ label: SORT.label }),
    names,
    what: `The grid sorted by “${SORT.label}”`,
  });

/** The diet's checkbox ticked: its change → the first dishes with that diet, painted. */
export const timeFilter = (page, names) =>
  timeChange(page, {
    control: page.getByRole('group', { name: FILTER.group }).getByRole('checkbox', { name: FILTER.label }),
    change: (checkbox) => checkbox.check(),
    names,
    what: `The grid filtered to “${FILTER.label}”`,
  });

/**
 * `measure()`'s answer, or, when it fails, nothing and the reason in `problems`: a change the page
 * cannot make (its control missing, say) fails its own figure, not the run's others.
 */
export async function attempt(what, measure, problems) {
  try {
    return await measure();
  } catch (error) {
    problems.push(`${what}: ${error.message.split('\n')[0]}`);
    return undefined;
  }
}

/** A fresh load of `url`, until its first grid is painted. */
export async function freshGrid(page, url, what = 'The grid') {
  await page.goto(url);
  await within(
    page.evaluate(() => window.__bench.firstGrid),
    what,
  );
}

export async function scrollFigures(page, cdp, home) {
  await freshGrid(page, home);
  const { frames, screens } = await within(
    page.evaluate((count) => window.__bench.scroll(count), SCROLL_SCREENS),
    'The scroll',
  );
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  // After a collection: what the page holds on to, not what it has yet to free.
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const elapsed = frames.reduce((sum, frame) => sum + frame, 0);
  return {
    fps: frames.length / (elapsed / 1000),
    longestFrameMs: Math.max(...frames),
    screens,
    elements,
    heapMb: usedSize / 1024 / 1024,
  };
}

/** A page in a fresh context, its CPU slowed, the probe installed; close the context when done. */
export async function throttledPage(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(installProbe);
  return { context, page, cdp };
}

/**
 * One shopper's visit on `site`; the real-server site's API must be serving the big menu, whose
 * first cards after the sort and the filter are `expected` (expectedFirstCards).
 */
async function bigMenuRun(browser, site, expected) {
  const { context, page, cdp } = await throttledPage(browser);
  try {
    // The demo takes its scenario from the URL; the real-server build's API was started with it.
    const home = urlOf(site, 'home', site.hashRouting ? `?scenario=${BIG_SCENARIO}` : '');
    await page.goto(home);
    const firstGridMs = await within(
      page.evaluate(() => window.__bench.firstGrid),
      'The first grid',
    );
    // The count may show after the first cards (it does in the demo); a page that never says it has none.
    const dishCount = await page
      .waitForFunction(() => window.__bench.dishCount(), undefined, { timeout: COUNT_TIMEOUT_MS })
      .then((count) => count.jsonValue())
      .catch(() => undefined);
    const backMs = await timeBack(page);
    const tags = [];
    for (const position of TAG_POSITIONS) tags.push(await timeTag(page, position));
    const searchMs = await timeSearch(page);
    // Each change from a fresh home page: the sort, then the filter.
    const problems = [];
    const fromHome = (time, names) => async () => {
      await freshGrid(page, home);
      return time(page, names);
    };
    const sort = await attempt('sort', fromHome(timeSort, expected.sort), problems);
    const filter = await attempt('filter', fromHome(timeFilter, expected.filter), problems);
    const scroll = await scrollFigures(page, cdp, home);
    return {
      problems,
      dishCount,
      firstGridMs,
      backMs,
      tag1Ms: tags[0].ms,
      tag2Ms: tags[1].ms,
      tags: tags.map((tag) => tag.tag),
      searchMs,
      ...scroll,
      sortMs: sort?.ms,
      sortElements: sort?.elements,
      filterMs: filter?.ms,
      filterElements: filter?.elements,
    };
  } finally {
    await context.close();
  }
}

const KEYS = [
  'dishCount',
  'firstGridMs',
  'tag1Ms',
  'tag2Ms',
  'searchMs',
  'fps',
  'longestFrameMs',
  'screens',
  'elements',
  'heapMb',
  'backMs',
  'sortMs',
  'sortElements',
  'filterMs',
  'filterElements',
];

/** The big menu as the real-server site's API serves it (its scenario switched to the big menu). */
async function servedMenu(sites) {
  const site = sites.find((candidate) => candidate.apiUrl);
  const response = await fetch(`${site.apiUrl}/api/foods`);
  if (!response.ok) throw new Error(`The mock API answered the menu with ${response.status}.`);
  return response.json();
}

/** `runs` visits per mode, interleaved; each figure's median, every run, and what was searched. */
export async function measureBigMenu(sites, runs, log) {
  for (const site of sites) await site.switchScenario?.(BIG_SCENARIO);
  const menu = await servedMenu(sites);
  const expected = expectedFirstCards(menu);
  const browser = await launchChromium();
  const all = Object.fromEntries(sites.map((site) => [site.mode, []]));
  const failures = [];
  try {
    for (let round = 1; round <= runs; round += 1) {
      for (const site of sites) {
        try {
          const run = await bigMenuRun(browser, site, expected);
          all[site.mode].push(run);
          for (const problem of run.problems)
            failures.push(`big menu ${round}/${runs}, ${site.title}, ${problem}`);
          log(
            `big menu ${round}/${runs}, ${site.title}: ${run.dishCount ?? '?'} dishes, first grid ` +
              `${Math.round(run.firstGridMs)} ms, tags ${Math.round(run.tag1Ms)}/${Math.round(run.tag2Ms)} ms, ` +
              `search ${Math.round(run.searchMs)} ms, ${run.fps.toFixed(1)} fps, Back ${Math.round(run.backMs)} ms, ` +
              `sort ${Math.round(run.sortMs)} ms (${run.sortElements} elements), ` +
              `filter ${Math.round(run.filterMs)} ms (${run.filterElements} elements)` +
              (run.problems.length > 0 ? ` (${run.problems.join('; ')})` : ''),
          );
        } catch (error) {
          const message = error.message.split('\n')[0];
          failures.push(`big menu ${round}/${runs}, ${site.title}: ${message}`);
          log(`big menu ${round}/${runs}, ${site.title}: FAILED (${message})`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  const figures = {};
  for (const [mode, modeRuns] of Object.entries(all)) {
    for (const [key, value] of Object.entries(medians(modeRuns, KEYS))) {
      figures[`bigMenu.${key}`] ??= {};
      figures[`bigMenu.${key}`][mode] = value;
    }
  }
  const tags = Object.values(all).flat()[0]?.tags ?? [];
  return {
    figures,
    runs: all,
    failures,
    menu,
    notes: { tags, search: SEARCH_TERM, scenario: BIG_SCENARIO, sort: SORT.label, filter: FILTER.label },
  };
}
