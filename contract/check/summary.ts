/** The counts per group (the ten core calls, the extensions) and the exit code they lead to. */
import type { Group, StepResult } from './verdicts';

export interface GroupSummary {
  /** Steps that got a verdict from an answer: passed, failed or not implemented. */
  calls: number;
  passed: number;
  failed: number;
  notImplemented: number;
  skipped: number;
  /** The operations found not implemented, by operationId. */
  missing: string[];
}

export interface Summary {
  core: GroupSummary;
  extensions: GroupSummary;
  all: GroupSummary;
  requireExtensions: boolean;
  /** 0 when the core calls (and, if required, the extensions) all passed; else 1. */
  exitCode: 0 | 1;
}

function summarizeGroup(results: readonly StepResult[]): GroupSummary {
  const count = (verdict: StepResult['verdict']) =>
    results.filter((result) => result.verdict === verdict).length;
  const missing = results.filter((result) => result.verdict === 'not-implemented');
  return {
    calls: results.length - count('skip'),
    passed: count('pass'),
    failed: count('fail'),
    notImplemented: missing.length,
    skipped: count('skip'),
    missing: [...new Set(missing.map((result) => result.operationId))],
  };
}

export function summarize(results: readonly StepResult[], requireExtensions: boolean): Summary {
  const of = (group: Group) => summarizeGroup(results.filter((result) => result.group === group));
  const core = of('core');
  const extensions = of('extension');
  const extensionsFail = extensions.failed + extensions.notImplemented > 0;
  return {
    core,
    extensions,
    all: summarizeGroup(results),
    requireExtensions,
    exitCode: core.failed > 0 || (requireExtensions && extensionsFail) ? 1 : 0,
  };
}
