// `npm run bench`: builds the real-server app and the demo, then measures both side by side (first-load
// JavaScript, Lighthouse mobile, a shopper on the big menu, and that menu's cards with no app) and prints
// one report against the targets of issues 12 and 38; the raw figures go to bench-results/. Not part of
// `npm test`: the figures are for an idle machine. How to read them: docs/performance.md.
//
//   node bench/bench.mjs [--runs N] [--no-build]
//   node bench/bench.mjs --compare before.json after.json
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { measureBigMenu } from './lib/big-menu.mjs';
import { startSites } from './lib/builds.mjs';
import { measureFirstLoad } from './lib/first-load-js.mjs';
import { measureFloor } from './lib/floor.mjs';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { printComparison, printReport } from './lib/report.mjs';
import { launchChromium } from '../scripts/lib/chromium.mjs';

const USAGE = 'Usage: node bench/bench.mjs [--runs N] [--no-build] | --compare before.json after.json';
const RESULTS_DIR = 'bench-results';
const DEFAULT_RUNS = 5;
// The figures mean something on an idle machine; above this the report says they may not.
const BUSY_LOAD = 1;

function parseOptions(args) {
  const options = { runs: DEFAULT_RUNS, build: true, compare: undefined };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--no-build') options.build = false;
    else if (arg === '--runs' || arg.startsWith('--runs=')) {
      const value = arg.includes('=') ? arg.slice('--runs='.length) : args[(index += 1)];
      options.runs = Number(value);
      if (!Number.isInteger(options.runs) || options.runs < 1)
        throw new Error(`--runs needs a whole number ≥ 1, got "${value}".`);
    } else if (arg === '--compare') {
      options.compare = args.slice(index + 1, index + 3);
      if (options.compare.length !== 2) throw new Error('--compare needs two result files.');
      index += 2;
    } else throw new Error(`Unknown option "${arg}".`);
  }
  return options;
}

const log = (line) => console.log(`[bench] ${line}`);
const loadAverage = () => loadavg().map((load) => Math.round(load * 100) / 100);

function git(args) {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

function warnIfBusy(when) {
  const [load] = loadAverage();
  if (load > BUSY_LOAD) {
    console.warn(
      `\n*** WARNING: load average ${load} ${when} (above ${BUSY_LOAD}): other work is competing for the CPU, ` +
        'so these figures are slower and noisier than on an idle machine. ***\n',
    );
  }
}

async function bench(options) {
  const startedAt = new Date();
  const loadAtStart = loadAverage();
  warnIfBusy('at the start');
  log(`${options.runs} run(s) per figure; load average ${loadAtStart.join(' ')}`);
  const { sites, close } = await startSites({ reuse: !options.build, log });
  let firstLoad;
  let lighthouse;
  let bigMenu;
  let floor;
  try {
    const browser = await launchChromium();
    try {
      firstLoad = await measureFirstLoad(browser, sites, log);
    } finally {
      await browser.close();
    }
    lighthouse = await measureLighthouse(sites, options.runs, log);
    bigMenu = await measureBigMenu(sites, options.runs, log);
    const demo = sites.find((site) => site.mode === 'demo');
    floor = await measureFloor(demo, options.runs, log, bigMenu.menu);
  } finally {
    await close();
  }
  return {
    startedAt: startedAt.toISOString(),
    seconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    commit: git(['rev-parse', 'HEAD']),
    uncommittedChanges: Boolean(git(['status', '--porcelain'])),
    runs: options.runs,
    load: { start: loadAtStart, end: loadAverage() },
    notes: bigMenu.notes,
    figures: { ...firstLoad.figures, ...lighthouse.figures, ...bigMenu.figures, ...floor.figures },
    failures: [...firstLoad.failures, ...lighthouse.failures, ...bigMenu.failures, ...floor.failures],
    raw: {
      firstLoadFiles: firstLoad.files,
      lighthouse: lighthouse.runs,
      bigMenu: bigMenu.runs,
      floor: floor.runs,
    },
  };
}

function save(results) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = `${RESULTS_DIR}/${results.startedAt.replaceAll(':', '-').replace(/\.\d+Z$/, 'Z')}.json`;
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}

function summarise(results, { met, marked }, file) {
  const { notes } = results;
  console.log(
    `\nBig menu: scenario ${notes.scenario}; tags ${notes.tags.join(' and ') || '?'}; search “${notes.search}”; ` +
      `sort “${notes.sort}”; filter “${notes.filter}”.`,
  );
  console.log(
    `Targets met: ${met} of ${marked}. Took ${results.seconds} s; load average ${results.load.start.join(' ')} at the start, ${results.load.end.join(' ')} at the end.`,
  );
  warnIfBusy('at the end');
  for (const failure of results.failures) console.warn(`Not measured: ${failure}`);
  console.log(`Raw figures: ${file} (compare two with --compare before.json after.json)`);
}

let options;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
try {
  if (options.compare) {
    const [before, after] = options.compare.map((file) => JSON.parse(readFileSync(file, 'utf8')));
    printComparison(before, after, options.compare);
  } else {
    const results = await bench(options);
    const tally = printReport(results);
    summarise(results, tally, save(results));
    // Missed targets are findings; a figure the bench could not measure is the bench failing.
    process.exitCode = results.failures.length > 0 ? 1 : 0;
  }
} catch (error) {
  console.error('The bench broke:', error);
  process.exitCode = 1;
}
