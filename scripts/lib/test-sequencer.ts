// The order Vitest runs test files in: its own (failed first, then the longest), with the files of a
// project that shares its workers between files (`isolate: false`) grouped by environment.
import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The environment a file names in its docblock (`@vitest-environment node`), else its project's. */
function environmentOf(spec: TestSpecification): string {
  const head = readFileSync(spec.moduleId, 'utf8').slice(0, 1000);
  return /@vitest-environment\s+(\S+)/.exec(head)?.[1] ?? spec.project.config.environment;
}

const sharesWorkers = (spec: TestSpecification) =>
  spec.project.config.isolate === false && !spec.project.config.browser.enabled;

/**
 * A worker goes on to the next file, keeping its loaded modules and its environment, only when that
 * file wants the same environment; otherwise it is stopped and a new one starts and loads it all
 * again. Vitest's order mixed jsdom and Node files, so the unit project's workers restarted at most
 * files. Grouped, each environment's files run one after another, longest first as before, the group
 * with the longest file first.
 */
export class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const shared = sorted.filter(sharesWorkers);
    const groups = new Map<string, TestSpecification[]>();
    for (const spec of shared) {
      const key = `${spec.project.name}\0${environmentOf(spec)}`;
      groups.set(key, [...(groups.get(key) ?? []), spec]);
    }
    // Projects keep their places; within one, the files take their environment group's turn.
    const byProject = new Map<string, TestSpecification[]>();
    for (const [key, group] of groups) {
      const project = key.split('\0')[0]!;
      byProject.set(project, [...(byProject.get(project) ?? []), ...group]);
    }
    const next = new Map([...byProject].map(([project, specs]) => [project, specs.values()]));
    return sorted.map((spec) => (sharesWorkers(spec) ? next.get(spec.project.name)!.next().value! : spec));
  }
}
