/** The report for CI (--junit FILE): JUnit XML, a suite each for the core calls and the extensions. */
import type { Summary } from './summary';
import type { Group, StepResult } from './verdicts';

/** Text as XML 1.0 allows it in attributes and elements: escaped, without control characters. */
function xml(text: string): string {
  const allowed = Array.from(text)
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
    })
    .join('');
  return allowed.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

/** A missing extension fails only when extensions are required; otherwise it is skipped. */
const failing = (result: StepResult, requireExtensions: boolean) =>
  result.verdict === 'fail' || (result.verdict === 'not-implemented' && requireExtensions);

function testcase(suite: string, result: StepResult, requireExtensions: boolean): string {
  const open = `    <testcase name="${xml(result.name)}" classname="${suite}.${xml(result.operationId)}" time="${seconds(result.ms)}"`;
  const why =
    result.verdict === 'not-implemented' ? `not implemented: ${result.reason ?? ''}` : result.reason;
  if (failing(result, requireExtensions)) {
    const details = result.problems.length > 0 ? result.problems : [why ?? ''];
    const message = `${result.method} ${result.path}: ${details[0] ?? ''}`;
    return `${open}>\n      <failure message="${xml(message)}">${xml(details.join('\n'))}</failure>\n    </testcase>`;
  }
  if (result.verdict === 'pass') return `${open}/>`;
  return `${open}>\n      <skipped message="${xml(why ?? '')}"/>\n    </testcase>`;
}

function testsuite(name: string, results: readonly StepResult[], requireExtensions: boolean): string {
  const failures = results.filter((result) => failing(result, requireExtensions)).length;
  const skipped = results.filter((result) => result.verdict !== 'pass').length - failures;
  const time = seconds(results.reduce((sum, result) => sum + result.ms, 0));
  return [
    `  <testsuite name="${name}" tests="${results.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${time}">`,
    ...results.map((result) => testcase(name, result, requireExtensions)),
    '  </testsuite>',
  ].join('\n');
}

export function junitReport(results: readonly StepResult[], summary: Summary): string {
  const of = (group: Group) => results.filter((result) => result.group === group);
  const { requireExtensions } = summary;
  const failures = results.filter((result) => failing(result, requireExtensions)).length;
  const skipped = results.filter((result) => result.verdict !== 'pass').length - failures;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract check" tests="${results.length}" failures="${failures}" errors="0" skipped="${skipped}">`,
    testsuite('core', of('core'), requireExtensions),
    testsuite('extensions', of('extension'), requireExtensions),
    '</testsuites>',
    '',
  ].join('\n');
}
