// `npm run lcp-path -- <real|demo> <home|dish|cart>`: what Lighthouse's Largest Contentful Paint
// waits on, on the last `npm run bench` builds. Lighthouse does not time the page under its slow
// phone profile: it records an unthrottled load, keeps the requests and main-thread tasks that ended
// before that load's LCP, and simulates them on a slow 4G network with a 4× slower CPU (its "lantern"
// model). This prints that simulation, each step with its simulated start and end, so the step LCP
// ends with is in plain sight. Why it matters and what it showed: docs/performance.md.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { startSites } from './lib/builds.mjs';
import { lighthouseReport } from './lib/lighthouse.mjs';
import { storageFor, urlOf } from './lib/routes.mjs';

const USAGE = 'Usage: npm run lcp-path -- <real|demo> <home|dish|cart> (after an `npm run bench`)';
const PAGES = ['home', 'dish', 'cart'];

/** One line per step of the simulation: a request (priority, type, size) or a main-thread task. */
function describe(node) {
  if (node.type === 'network') {
    const { priority, resourceType, transferSize, url } = node.request;
    return `${resourceType} ${new URL(url).pathname} (${priority}, ${transferSize} B)`;
  }
  const events = [...new Set(node.childEvents.map((event) => event.name))];
  const script = node.childEvents.find((event) => event.args?.data?.url)?.args.data.url;
  return `task of ${(node.duration / 1000).toFixed(1)} ms unthrottled: ${events.slice(0, 4).join(', ')}${
    script ? ` (${new URL(script).pathname})` : ''
  }`;
}

async function lcpPath(mode, page) {
  const { sites, close } = await startSites({ reuse: true, log: () => {} });
  let report;
  try {
    const site = sites.find((candidate) => candidate.mode === mode);
    report = await lighthouseReport(urlOf(site, page), storageFor(site, page));
  } finally {
    await close();
  }
  const { lhr, artifacts } = report;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: [],
    simulator: null,
  };
  const lcp = await LanternLargestContentfulPaint.request(data, {
    computedCache: new Map(),
    settings: lhr.configSettings,
  });
  console.log(
    `${mode}, ${page}: Lighthouse's LCP ${Math.round(lcp.timing)} ms, the mean of the two simulations below (never before its FCP):`,
  );
  for (const estimate of ['optimistic', 'pessimistic']) {
    const { timeInMs, nodeTimings } = lcp[`${estimate}Estimate`];
    console.log(`\n${estimate}: ${Math.round(timeInMs)} ms`);
    const steps = [...nodeTimings.entries()].sort(([, a], [, b]) => a.endTime - b.endTime);
    for (const [node, timing] of steps) {
      const span = `${String(Math.round(timing.startTime)).padStart(5)} → ${String(Math.round(timing.endTime)).padStart(5)} ms`;
      console.log(`  ${span}  ${describe(node)}`);
    }
  }
}

const [mode, page] = process.argv.slice(2);
if (!['real', 'demo'].includes(mode) || !PAGES.includes(page)) {
  console.error(USAGE);
  process.exit(2);
}
try {
  await lcpPath(mode, page);
} catch (error) {
  console.error('lcp-path broke:', error);
  process.exitCode = 1;
}
