// @vitest-environment jsdom
/** The JUnit report, read back by a strict XML parser, as CI servers read it. */
import { describe, expect, it } from 'vitest';
import { junitReport } from './report-junit';
import { summarize } from './summary';
import type { StepResult } from './verdicts';

const step = (overrides: Partial<StepResult>): StepResult => ({
  name: 'all dishes',
  operationId: 'getFoods',
  group: 'core',
  method: 'GET',
  path: '/api/foods',
  status: 200,
  ms: 12,
  verdict: 'pass',
  problems: [],
  reason: null,
  documented: null,
  ...overrides,
});

const results = [
  step({}),
  step({
    name: 'search for <"a" & \'b\'>',
    operationId: 'searchFoods',
    path: '/api/foods/search/x',
    verdict: 'fail',
    // A server's own words end up in problems, control characters included.
    problems: ['expected status 200, got 500: bad \u0000\u001b thing <html>', 'body must be array'],
  }),
  step({ name: 'log in the admin', operationId: 'login', verdict: 'skip', reason: 'no admin account given' }),
  step({
    name: 'log out',
    operationId: 'logout',
    group: 'extension',
    method: 'POST',
    path: '/api/auth/logout',
    status: 404,
    verdict: 'not-implemented',
    reason: 'no call of logout succeeded in this run',
  }),
];

function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.querySelector('parsererror')?.textContent ?? null).toBeNull();
  return document;
}

describe('junitReport', () => {
  it('writes a suite each for the core calls and the extensions, one testcase per step', () => {
    const document = parse(junitReport(results, summarize(results, false)));
    const root = document.documentElement;
    expect(root.tagName).toBe('testsuites');
    expect([root.getAttribute('tests'), root.getAttribute('failures'), root.getAttribute('skipped')]).toEqual(
      ['4', '1', '2'],
    );
    const [core, extensions] = [...document.querySelectorAll('testsuite')];
    expect(core?.getAttribute('name')).toBe('core');
    expect(core?.querySelectorAll('testcase')).toHaveLength(3);
    expect(extensions?.getAttribute('name')).toBe('extensions');
    expect(extensions?.getAttribute('failures')).toBe('0');
    expect(extensions?.querySelector('testcase > skipped')?.getAttribute('message')).toBe(
      'not implemented: no call of logout succeeded in this run',
    );
    const passed = core?.querySelector('testcase[name="all dishes"]');
    expect(passed?.getAttribute('classname')).toBe('core.getFoods');
    expect(passed?.getAttribute('time')).toBe('0.012');
    expect(passed?.children).toHaveLength(0);
  });

  it('escapes what servers answered, and drops the characters XML cannot hold', () => {
    const document = parse(junitReport(results, summarize(results, false)));
    const failed = [...document.querySelectorAll('testcase')].find((testcase) =>
      testcase.getAttribute('name')?.startsWith('search'),
    );
    expect(failed?.getAttribute('name')).toBe('search for <"a" & \'b\'>');
    const failure = failed?.querySelector('failure');
    expect(failure?.getAttribute('message')).toBe(
      'GET /api/foods/search/x: expected status 200, got 500: bad  thing <html>',
    );
    expect(failure?.textContent).toBe('expected status 200, got 500: bad  thing <html>\nbody must be array');
  });

  it('fails a missing extension when extensions are required', () => {
    const document = parse(junitReport(results, summarize(results, true)));
    const extensions = document.querySelectorAll('testsuite')[1];
    expect(extensions?.getAttribute('failures')).toBe('1');
    expect(extensions?.getAttribute('skipped')).toBe('0');
    expect(extensions?.querySelector('failure')?.getAttribute('message')).toBe(
      'POST /api/auth/logout: not implemented: no call of logout succeeded in this run',
    );
  });
});
