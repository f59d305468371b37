// The big menu's floor: the same scroll and taps as the big-menu figures, at the same 4× CPU, on
// pages holding the demo's own cards and stylesheets and the least script that windows or swaps them
// (./floor-pages.mjs). Where the floor misses a target, no script can meet it on this machine with
// these cards.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { launchChromium } from '../chromium.mjs';
import { TAG_POSITIONS, scrollFigures, throttledPage, timeBack, timeTag, within } from './big-menu.mjs';
import {
  FLOOR_SCRIPTS,
  floorBackScript,
  floorPages,
  floorScrollScript,
  floorTapScript,
} from './floor-pages.mjs';
import { median } from './stats.mjs';

const PAGES = {
  scroll: 'floor-scroll.html',
  tapNew: 'floor-tap-new.html',
  tapSeen: 'floor-tap-seen.html',
  back: 'floor-back.html',
};
/** Backs a run: as many as its taps, so the medians stand on as many figures. */
const BACKS = TAG_POSITIONS.length;

/** Writes the floor's pages into the demo build, beside its index.html, whose pictures they show. */
function writeFloorPages(dir) {
  const pictures = readdirSync(`${dir}/images/foods`)
    .filter((file) => file.endsWith('.svg'))
    .sort();
  const pages = floorPages(readFileSync(`${dir}/index.html`, 'utf8'), pictures);
  for (const [key, file] of Object.entries(PAGES)) writeFileSync(`${dir}/${file}`, pages[key]);
  writeFileSync(`${dir}/${FLOOR_SCRIPTS.scroll}`, floorScrollScript);
  writeFileSync(`${dir}/${FLOOR_SCRIPTS.tap}`, floorTapScript);
  writeFileSync(`${dir}/${FLOOR_SCRIPTS.back}`, floorBackScript);
}

/** Opens a floor page and waits for its cards to be painted. */
async function openFloorPage(page, url) {
  await page.goto(url);
  await within(
    page.evaluate(() => window.__bench.firstGrid),
    'The floor page',
  );
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

async function floorRun(browser, base) {
  const { context, page, cdp } = await throttledPage(browser);
  try {
    const { fps, longestFrameMs } = await scrollFigures(page, cdp, `${base}${PAGES.scroll}`);
    return {
      fps,
      longestFrameMs,
      tagNew: await taps(page, `${base}${PAGES.tapNew}`),
      tagSeen: await taps(page, `${base}${PAGES.tapSeen}`),
      back: await backs(page, `${base}${PAGES.back}`),
    };
  } finally {
    await context.close();
  }
}

/**
 * `runs` runs of the floor on the demo `site` (built in `site.dir`): the scroll's frame rate and
 * longest frame, the median tap with the tag's pictures new to the page, and shown before, and the
 * median Back to a menu page kept while away.
 */
export async function measureFloor(site, runs, log) {
  writeFloorPages(site.dir);
  const browser = await launchChromium();
  const all = [];
  const failures = [];
  try {
    for (let round = 1; round <= runs; round += 1) {
      try {
        const run = await floorRun(browser, site.url);
        all.push(run);
        log(
          `floor ${round}/${runs}: ${run.fps.toFixed(1)} fps, longest frame ${Math.round(run.longestFrameMs)} ms, ` +
            `taps ${run.tagNew.map(Math.round).join('/')} ms (new pictures), ${run.tagSeen.map(Math.round).join('/')} ms (seen), ` +
            `Back ${run.back.map(Math.round).join('/')} ms`,
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
  };
  const figures = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [`floor.${key}`, { floor: value }]),
  );
  return { figures, runs: all, failures };
}
