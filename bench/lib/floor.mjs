// The big menu's floor: the same scroll, taps, sort and filter as the big-menu figures, at the same 4×
// CPU, on pages holding the demo's own cards and stylesheets and the least script that windows, sorts,
// filters or swaps them (./floor-pages.mjs). Where the floor misses a target, no script can meet it on this machine with
// these cards.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { launchChromium } from '../../scripts/lib/chromium.mjs';
import {
  TAG_POSITIONS,
  attempt,
  freshGrid,
  scrollFigures,
  throttledPage,
  timeBack,
  timeFilter,
  timeSort,
  timeTag,
  within,
} from './big-menu.mjs';
import {
  FLOOR_MENU,
  FLOOR_SCRIPTS,
  floorBackScript,
  floorChangeScript,
  floorMenu,
  floorPages,
  floorScrollScript,
  floorTapScript,
} from './floor-pages.mjs';
import { expectedFirstCards } from './menu-changes.mjs';
import { median } from './stats.mjs';

const PAGES = {
  scroll: 'floor-scroll.html',
  tapNew: 'floor-tap-new.html',
  tapSeen: 'floor-tap-seen.html',
  back: 'floor-back.html',
  change: 'floor-change.html',
};
/** Backs a run: as many as its taps, so the medians stand on as many figures. */
const BACKS = TAG_POSITIONS.length;

/** Writes the floor's pages and the big `menu` into the demo build, beside its index.html, whose pictures they show. */
function writeFloorPages(dir, menu) {
  const pictures = readdirSync(`${dir}/images/foods`)
    .filter((file) => file.endsWith('.svg'))
    .sort();
  const pages = floorPages(readFileSync(`${dir}/index.html`, 'utf8'), pictures);
  for (const [key, file] of Object.entries(PAGES)) writeFileSync(`${dir}/${file}`, pages[key]);
  writeFileSync(`${dir}/${FLOOR_SCRIPTS.scroll}`, floorScrollScript);
  writeFileSync(`${dir}/${FLOOR_SCRIPTS.tap}`, floorTapScript);
  writeFileSync(`${dir}/${FLOOR_SCRIPTS.back}`, floorBackScript);
  writeFileSync(`${dir}/${FLOOR_SCRIPTS.change}`, floorChangeScript);
  writeFileSync(`${dir}/${FLOOR_MENU}`, JSON.stringify(floorMenu(menu)));
}

/** Opens a floor page and waits for its cards to be painted. */
const openFloorPage = (page, url) => freshGrid(page, url, 'The floor page');

/** The change page opened afresh, its menu loaded, then `time`d (timeSort or timeFilter). */
async function change(page, url, time, names) {
  await openFloorPage(page, url);
  await within(
    page.waitForFunction(() => document.documentElement.dataset.floorMenu === 'ready'),
    "The floor's menu",
  );
  return (await time(page, names)).ms;
}

/** Each tag tap's click → painted on a tap page. */
async function taps(page, url) {
  await openFloorPage(page, url);
  const times = [];
  for (const position of TAG_POSITIONS) times.push((await timeTag(page, position)).ms);
  return times;
}

/** Each Back's call → the menu painted again on the Back page, a dish opened (the menu taken out) before each. */
async function backs(page, url) {
  await openFloorPage(page, url);
  const away = () => page.waitForFunction(() => !document.querySelector('ul[aria-label="Dishes"]'));
  const times = [];
  for (let back = 0; back < BACKS; back += 1) times.push(await timeBack(page, away));
  return times;
}

async function floorRun(browser, base, expected) {
  const { context, page, cdp } = await throttledPage(browser);
  const problems = [];
  const changed = (time, names) => () => change(page, `${base}${PAGES.change}`, time, names);
  try {
    const { fps, longestFrameMs } = await scrollFigures(page, cdp, `${base}${PAGES.scroll}`);
    return {
      fps,
      longestFrameMs,
      tagNew: await taps(page, `${base}${PAGES.tapNew}`),
      tagSeen: await taps(page, `${base}${PAGES.tapSeen}`),
      back: await backs(page, `${base}${PAGES.back}`),
      sortMs: await attempt('sort', changed(timeSort, expected.sort), problems),
      filterMs: await attempt('filter', changed(timeFilter, expected.filter), problems),
      problems,
    };
  } finally {
    await context.close();
  }
}

/**
 * `runs` runs of the floor on the demo `site` (built in `site.dir`): the scroll's frame rate and
 * longest frame, the median tap with the tag's pictures new to the page, and shown before, the
 * median Back to a menu page kept while away, and the median sort and filter of the big `menu` (as
 * the API sends it).
 */
export async function measureFloor(site, runs, log, menu) {
  writeFloorPages(site.dir, menu);
  const expected = expectedFirstCards(menu);
  const browser = await launchChromium();
  const all = [];
  const failures = [];
  try {
    for (let round = 1; round <= runs; round += 1) {
      try {
        const run = await floorRun(browser, site.url, expected);
        all.push(run);
        for (const problem of run.problems) failures.push(`floor ${round}/${runs}, ${problem}`);
        log(
          `floor ${round}/${runs}: ${run.fps.toFixed(1)} fps, longest frame ${Math.round(run.longestFrameMs)} ms, ` +
            `taps ${run.tagNew.map(Math.round).join('/')} ms (new pictures), ${run.tagSeen.map(Math.round).join('/')} ms (seen), ` +
            `Back ${run.back.map(Math.round).join('/')} ms, sort ${Math.round(run.sortMs)} ms, ` +
            `filter ${Math.round(run.filterMs)} ms` +
            (run.problems.length > 0 ? ` (${run.problems.join('; ')})` : ''),
        );
      } catch (error) {
        const message = error.message.split('\n')[0];
        failures.push(`floor ${round}/${runs}: ${message}`);
        log(`floor ${round}/${runs}: FAILED (${message})`);
      }
    }
  } finally {
    await browser.close();
  }
  const values = {
    fps: median(all.map((run) => run.fps)),
    longestFrameMs: median(all.map((run) => run.longestFrameMs)),
    tagNewMs: median(all.flatMap((run) => run.tagNew)),
    tagSeenMs: median(all.flatMap((run) => run.tagSeen)),
    backMs: median(all.flatMap((run) => run.back)),
    sortMs: median(all.map((run) => run.sortMs)),
    filterMs: median(all.map((run) => run.filterMs)),
  };
  const figures = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [`floor.${key}`, { floor: value }]),
  );
  return { figures, runs: all, failures };
}
