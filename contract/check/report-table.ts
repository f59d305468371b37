/** The report for people: one line per step, core calls and extensions apart, a summary per group. */
import type { GroupSummary, Summary } from './summary';
import type { StepResult, StepVerdict } from './verdicts';

const LABELS: Record<StepVerdict, string> = {
  pass: 'PASS',
  fail: 'FAIL',
  skip: 'SKIP',
  'not-implemented': 'N/I ',
};

function stepLines(result: StepResult): string[] {
  const head = `${LABELS[result.verdict]}  ${String(result.status ?? '---')}  ${result.method.padEnd(4)} ${result.path}`;
  const ms = `${Math.round(result.ms)} ms`;
  switch (result.verdict) {
    case 'skip':
      return [`${head}  (${result.name}) skipped: ${result.reason ?? ''}`];
    case 'not-implemented':
      return [`${head}  (${result.name}, ${ms}) not implemented: ${result.reason ?? ''}`];
    default:
      return [
        `${head}  (${result.name}, ${ms})`,
        ...result.problems.map((problem) => `        - ${problem}`),
      ];
  }
}

function summaryLine(label: string, group: GroupSummary, skipNote = ''): string {
  const missing =
    group.notImplemented === 0
      ? ''
      : ` ${group.notImplemented} not implemented (${group.missing.join(', ')}).`;
  const skipped = group.skipped === 0 ? '' : ` ${group.skipped} skipped${skipNote}.`;
  return `${label}: ${group.calls} calls: ${group.passed} passed, ${group.failed} failed.${missing}${skipped}`;
}

export function tableReport(heading: string, results: readonly StepResult[], summary: Summary): string {
  const section = (title: string, group: StepResult['group']) => [
    title,
    ...results.filter((result) => result.group === group).flatMap(stepLines),
    '',
  ];
  const { extensions } = summary;
  const extensionsIgnored =
    !summary.requireExtensions && extensions.failed + extensions.notImplemented > 0
      ? ['Extensions do not count for the exit code; --require-extensions makes them count.']
      : [];
  return [
    heading,
    '',
    ...section('Core: the ten calls of the specification', 'core'),
    ...section('Extensions: the operations marked x-extension', 'extension'),
    summaryLine('Core', summary.core),
    summaryLine('Extensions', extensions),
    summaryLine('In all', summary.all, ' (see SKIP above)'),
    ...extensionsIgnored,
    '',
  ].join('\n');
}
