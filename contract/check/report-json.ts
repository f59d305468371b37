/** The report for machines (--json): every step and the summary, as one JSON document. */
import type { Summary } from './summary';
import type { StepResult } from './verdicts';

export interface RunTarget {
  baseUrl: string;
  appOrigin: string;
}

export function jsonReport(target: RunTarget, results: readonly StepResult[], summary: Summary) {
  return {
    ...target,
    steps: results.map((result) => ({
      name: result.name,
      operationId: result.operationId,
      group: result.group,
      method: result.method,
      path: result.path,
      status: result.status,
      verdict: result.verdict,
      problems: result.problems,
      reason: result.reason,
      ms: Math.round(result.ms),
    })),
    summary,
  };
}
