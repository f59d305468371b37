// The order Vitest runs test files in: its own (failed first, then the longest), with the files of a
// project that shares its workers between files (`isolate: false`) grouped by environment, and the
// long browser test files first when Vitest has no timings of its own.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Browser test files that take a minute or more (alone on two cores), longest first. Vitest orders
 * files by the timings of its last run, kept under node_modules; a fresh clone (CI) has none, and
 * Vitest then runs the largest files first: the Firefox and WebKit journeys (some 110 s in a file of
 * 1 kB) came last of 26, and the stage ran about a minute past the end of a longest-first order.
 */
const LONG_BROWSER_FILES = [
  'e2e/engines.e2e.ts',
  'e2e/faults-orders.e2e.ts',
  'e2e/focus-in-sight.e2e.ts',
  'e2e/phone.e2e.ts',
  'e2e/demo-build.e2e.ts',
  'e2e/faults-catalogue.e2e.ts',
  'e2e/checkout.e2e.ts',
];

/** The environment a file names in its docblock (`@vitest-environment node`), else its project's. */
function environmentOf(spec: TestSpecification): string {
  const head = readFileSync(spec.moduleId, 'utf8').slice(0, 1000);
  return /@vitest-environment\s+(\S+)/.exec(head)?.[1] ?? spec.project.config.environment;
}

const sharesWorkers = (spec: TestSpecification) =>
  spec.project.config.isolate === false && !spec.project.config.browser.enabled;

/** `items` by key, the keys in the order they first come. */
function groupBy<T>(items: T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
}

/** `specs` in a new order, each in the place one of them had. */
function reorder(
  sorted: TestSpecification[],
  specs: TestSpecification[],
  order: TestSpecification[],
): TestSpecification[] {
  const chosen = new Set(specs);
  const next = order.values();
  return sorted.map((spec) => (chosen.has(spec) ? next.next().value! : spec));
}

export class TestSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    let sorted = await super.sort(files);
    sorted = this.longBrowserFilesFirst(sorted);
    return this.groupedByEnvironment(sorted);
  }

  /** Without timings, the long browser test files start first, so none is left running alone at the end. */
  private longBrowserFilesFirst(sorted: TestSpecification[]): TestSpecification[] {
    const path = (spec: TestSpecification) => relative(this.ctx.config.root, spec.moduleId);
    const untimed = sorted.filter(
      (spec) => !this.ctx.cache.getFileTestResults(`${spec.project.name}:${path(spec)}`),
    );
    const rank = (spec: TestSpecification) => {
      const index = LONG_BROWSER_FILES.indexOf(path(spec));
      return index === -1 ? LONG_BROWSER_FILES.length : index;
    };
    // Projects keep their turns; a stable sort keeps Vitest's order among the rest.
    const order = groupBy(untimed, (spec) => spec.project.name).flatMap((specs) =>
      specs.sort((a, b) => rank(a) - rank(b)),
    );
    return reorder(sorted, untimed, order);
  }

  /**
   * A worker goes on to the next file, keeping its loaded modules and its environment, only when that
   * file wants the same environment; otherwise it is stopped and a new one starts and loads it all
   * again. Vitest's order mixed jsdom and Node files, so the unit project's workers restarted at most
   * files. Grouped, each environment's files run one after another in the order they had, the group
   * with the first file first.
   */
  private groupedByEnvironment(sorted: TestSpecification[]): TestSpecification[] {
    const shared = sorted.filter(sharesWorkers);
    const groups = groupBy(shared, (spec) => `${spec.project.name}\0${environmentOf(spec)}`);
    const byProject = groupBy(groups.flat(), (spec) => spec.project.name);
    return reorder(sorted, shared, byProject.flat());
  }
}
