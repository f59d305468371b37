// `npm test`: every check the project has, in the order a failure is cheapest to find.
// Prints a closing "N passed, N failed" line that counts every test of every runner.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium, ensureFirefox, ensureWebKit } from './lib/ensure-browsers.mjs';

const REPORTS = 'test-results';
mkdirSync(REPORTS, { recursive: true });
const counts = { passed: 0, failed: 0, skipped: 0 };
// CI keeps only the tail of the log, so the closing lines name what failed.
const failedTests = [];

function run(command) {
  execSync(command, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } });
}

/**
 * Runs `command` with its output held back, to be printed whole once it ends: commands run side by
 * side do not interleave their lines. Resolves to its exit code and output.
 */
function runHeld(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, env: { ...process.env, FORCE_COLOR: '1' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve({ code, output: Buffer.concat(output) }));
  });
}

/**
 * Steps that each keep one core busy (ESLint and tsc are single-threaded) run at the same time on a
 * machine with two: each prints its own output and time when it ends.
 */
const sideBySide = (...commands) => ({ sideBySide: commands });

function record(result) {
  counts.passed += result.numPassedTests;
  counts.failed += result.numFailedTests;
  counts.skipped += result.numPendingTests + result.numTodoTests;
  for (const file of result.testResults) {
    const where = relative('.', file.name);
    for (const test of file.assertionResults) {
      if (test.status !== 'failed') continue;
      const reason = stripVTControlCharacters(test.failureMessages[0] ?? '').split('\n')[0];
      failedTests.push(`${where} > ${test.fullName}: ${reason.slice(0, 200)}`);
    }
    if (file.status === 'failed' && file.assertionResults.length === 0) {
      failedTests.push(`${where}: ${stripVTControlCharacters(file.message).split('\n')[0]}`);
    }
  }
}

function vitest(...projects) {
  return () => {
    const report = `${REPORTS}/${projects.join('+')}.json`;
    const selected = projects.map((project) => `--project ${project}`).join(' ');
    try {
      run(`npx vitest run ${selected} --reporter=default --reporter=json --outputFile.json=${report}`);
    } finally {
      if (existsSync(report)) record(JSON.parse(readFileSync(report, 'utf8')));
    }
  };
}

const steps = [
  ['Chromium and fonts for the browser tests', ensureChromium],
  ['WebKit for the browser tests', ensureWebKit],
  ['Firefox ESR for the browser tests', ensureFirefox],
  [
    'Dependencies',
    () => existsSync('node_modules/.package-lock.json') || run('npm install --no-audit --no-fund'),
  ],
  sideBySide(
    ['Lint (with import boundaries), formatting and the API contract', 'npm run lint --silent'],
    ['Type check', 'npx tsc --noEmit -p tsconfig.json'],
  ),
  ['Unit and integration tests (jsdom)', vitest('unit')],
  ['Production build', () => run('npx vite build --logLevel warn')],
  ['First-load JS budgets', () => run('node scripts/size.mjs')],
  ['Browser tests (Chromium, WebKit, Firefox)', vitest('e2e')],
  [
    'Storybook stories as tests, at desktop and phone width, with axe and screenshots (Chromium)',
    vitest('storybook', 'storybook-phone'),
  ],
];

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const failures = [];
const timings = [];

function stepEnded(name, stepStarted, error) {
  if (error) {
    failures.push(name);
    console.error(
      `✖ ${name} failed${error instanceof Error && !('status' in error) ? `: ${error.message}` : ''}`,
    );
  }
  timings.push([name, seconds(stepStarted)]);
  console.log(`⏱ ${name}: ${timings.at(-1)[1]}`);
}

async function runSideBySide(commands) {
  console.log(`\n▶ ${commands.map(([name]) => name).join(' | ')} (side by side)`);
  const started = performance.now();
  await Promise.all(
    commands.map(async ([name, command]) => {
      const { code, output } = await runHeld(command);
      console.log(`\n▶ ${name}`);
      process.stdout.write(output);
      stepEnded(name, started, code === 0 ? undefined : Object.assign(new Error(), { status: code }));
    }),
  );
}

const started = performance.now();
for (const step of steps) {
  if ('sideBySide' in step) {
    await runSideBySide(step.sideBySide);
    continue;
  }
  const [name, action] = step;
  console.log(`\n▶ ${name}`);
  const stepStarted = performance.now();
  try {
    action();
    stepEnded(name, stepStarted);
  } catch (error) {
    stepEnded(name, stepStarted, error);
  }
}

console.log('\nTime per step:');
for (const [name, time] of timings) console.log(`  ${time.padStart(8)}  ${name}`);
console.log(`  ${seconds(started).padStart(8)}  in all`);

console.log(`\nSteps failed: ${failures.length ? failures.join(', ') : 'none'}`);
for (const test of failedTests) console.log(`  ✖ ${test}`);
if (counts.failed === 0 && failures.length > 0) counts.failed = failures.length;
console.log(
  `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
);
process.exit(failures.length ? 1 : 0);
