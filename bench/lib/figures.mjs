// Every figure the bench reports, in report order, with its format and the target (issue 12,
// "Fast at any size"; issue 38, "Fast and finished": a sort or a filter within 1.25× of the floor).
// Results store raw numbers under these ids, so runs can be compared later.

const KB = 1024;
const format = {
  kB: (bytes) => `${(bytes / KB).toFixed(1)} kB`,
  seconds: (ms) => `${(ms / 1000).toFixed(2)} s`,
  ms: (ms) => `${Math.round(ms)} ms`,
  score: (score) => `${Math.round(score)}`,
  cls: (shift) => shift.toFixed(3),
  count: (count) => Math.round(count).toLocaleString('en-US'),
  fps: (fps) => `${fps.toFixed(1)} fps`,
  mb: (mb) => `${mb.toFixed(1)} MB`,
  screens: (screens) => screens.toFixed(1),
};

const atMost = (limit, show) => ({ met: (value) => value <= limit, text: `≤ ${show(limit)}` });
const atLeast = (limit, show) => ({ met: (value) => value >= limit, text: `≥ ${show(limit)}` });
/**
 * At most `limit` times the floor's figure `floorId` of the same results: `ratio` is the value over
 * the floor's (undefined without a floor, and then the target is not met).
 */
const floorTimes = (floorId, limit) => {
  const ratio = (value, figures) => {
    const floor = figures?.[floorId]?.floor;
    return floor > 0 ? value / floor : undefined;
  };
  return {
    ratio,
    met: (value, figures) => ratio(value, figures) <= limit,
    text: `≤ ${limit.toFixed(2)}× the floor`,
  };
};
/** How many times the floor a change may take (issue 38). */
const CHANGE_OVER_FLOOR = 1.25;
/** A target that differs by mode. */
const perMode = (real, demo) => ({ real, demo });

export const LIGHTHOUSE_PAGES = ['home', 'dish', 'cart'];
export const FIRST_LOAD_PAGES = ['home', 'dish', 'cart', 'login', 'checkout'];

const lighthouseFigures = (page) =>
  [
    { key: 'score', label: 'score', show: format.score, target: atLeast(95, format.score) },
    { key: 'fcp', label: 'First Contentful Paint', show: format.seconds },
    {
      key: 'lcp',
      label: 'Largest Contentful Paint',
      show: format.seconds,
      target: atMost(2000, format.seconds),
    },
    { key: 'tbt', label: 'Total Blocking Time', show: format.ms, target: atMost(150, format.ms) },
    { key: 'cls', label: 'Cumulative Layout Shift', show: format.cls, target: atMost(0.02, format.cls) },
    { key: 'speedIndex', label: 'Speed Index', show: format.seconds },
    { key: 'transferBytes', label: 'bytes transferred', show: format.kB },
  ].map((figure) => ({
    ...figure,
    id: `lighthouse.${page}.${figure.key}`,
    label: `${page}: ${figure.label}`,
  }));

// 60 fps is a frame every 16.7 ms: the median run may miss about one frame in thirty.
const SMOOTH_FPS = 58;

const BIG_MENU_FIGURES = [
  { key: 'dishCount', label: 'dishes the page reports', show: format.count },
  {
    key: 'firstGridMs',
    label: 'first grid after navigation',
    show: format.ms,
    target: atMost(1000, format.ms),
  },
  {
    key: 'tag1Ms',
    label: 'tag filter 1, click → painted',
    show: format.ms,
    target: atMost(100, format.ms),
  },
  {
    key: 'tag2Ms',
    label: 'tag filter 2, click → painted',
    show: format.ms,
    target: atMost(100, format.ms),
  },
  { key: 'searchMs', label: 'search, Enter → painted', show: format.ms, target: atMost(100, format.ms) },
  { key: 'fps', label: 'scroll frame rate', show: format.fps, target: atLeast(SMOOTH_FPS, format.fps) },
  {
    key: 'longestFrameMs',
    label: 'scroll longest frame',
    show: format.ms,
    target: atMost(50, format.ms),
  },
  { key: 'screens', label: 'screens scrolled', show: format.screens },
  { key: 'elements', label: 'DOM elements after scrolling', show: format.count },
  { key: 'heapMb', label: 'JS heap after scrolling (after GC)', show: format.mb },
  { key: 'backMs', label: 'Back to home → painted', show: format.ms, target: atMost(100, format.ms) },
  {
    key: 'sortMs',
    label: 'sort by price, change → painted',
    show: format.ms,
    target: floorTimes('floor.sortMs', CHANGE_OVER_FLOOR),
  },
  { key: 'sortElements', label: 'DOM elements after the sort', show: format.count },
  {
    key: 'filterMs',
    label: 'diet filter, change → painted',
    show: format.ms,
    target: floorTimes('floor.filterMs', CHANGE_OVER_FLOOR),
  },
  { key: 'filterElements', label: 'DOM elements after the filter', show: format.count },
].map((figure) => ({ ...figure, id: `bigMenu.${figure.key}` }));

/** The text of the app's target for a big-menu figure: the floor's figures are read against it. */
const appTarget = (key) => BIG_MENU_FIGURES.find((figure) => figure.key === key)?.target?.text;

export const SECTIONS = [
  {
    key: 'firstLoad',
    title: 'First-load JavaScript, gzip',
    figures: FIRST_LOAD_PAGES.map((page) => ({
      id: `firstLoad.${page}`,
      label: page,
      show: format.kB,
      ...(page === 'home'
        ? { target: perMode(atMost(125 * KB, format.kB), atMost(180 * KB, format.kB)) }
        : {}),
    })),
  },
  {
    key: 'lighthouse',
    title: 'Lighthouse mobile (simulated throttling), median of {runs}',
    figures: LIGHTHOUSE_PAGES.flatMap(lighthouseFigures),
  },
  {
    key: 'bigMenu',
    title: 'Big menu, 4× CPU slowdown, median of {runs}',
    figures: BIG_MENU_FIGURES,
  },
  {
    key: 'floor',
    title: 'Big menu floor: the same cards with the least script, no app, 4× CPU slowdown, median of {runs}',
    // Not the app, so no target of its own: the app's is shown for reading the app's figures against.
    modes: [{ mode: 'floor', title: 'no app' }],
    figures: [
      { key: 'fps', label: 'scroll frame rate', show: format.fps, aim: appTarget('fps') },
      {
        key: 'longestFrameMs',
        label: 'scroll longest frame',
        show: format.ms,
        aim: appTarget('longestFrameMs'),
      },
      {
        key: 'tagNewMs',
        label: 'tag, click → painted, new pictures',
        show: format.ms,
        aim: appTarget('tag1Ms'),
      },
      {
        key: 'tagSeenMs',
        label: 'tag, click → painted, pictures seen',
        show: format.ms,
        aim: appTarget('tag1Ms'),
      },
      {
        key: 'backMs',
        label: 'Back, the menu page kept → painted',
        show: format.ms,
        aim: appTarget('backMs'),
      },
      {
        key: 'sortMs',
        label: 'sort 10,000 by price → painted',
        show: format.ms,
        aim: appTarget('sortMs'),
      },
      {
        key: 'filterMs',
        label: 'filter 10,000 by diet → painted',
        show: format.ms,
        aim: appTarget('filterMs'),
      },
    ].map((figure) => ({ ...figure, id: `floor.${figure.key}` })),
  },
];

export const MODES = [
  { mode: 'real', title: 'real server' },
  { mode: 'demo', title: 'demo' },
];

/** The columns of a section: both modes, unless it names its own. */
export const modesOf = (section) => section.modes ?? MODES;

/** The figure's target for `mode`, if it has one. */
export function targetOf(figure, mode) {
  if (!figure.target) return undefined;
  return 'met' in figure.target ? figure.target : figure.target[mode];
}
