// `npm test`: every check the project has: what the machine needs, then the checks in stages.
// Prints a closing "N passed, N failed" line that counts every test of every runner.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
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
 * Runs `command`, its output held back to be printed whole once it ends when `hold`: commands run
 * side by side do not interleave their lines. Resolves to its exit code and held output.
 */
function runCommand(command, hold) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: hold ? 'pipe' : 'inherit',
      env: { ...process.env, FORCE_COLOR: '1' },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve({ code, output: Buffer.concat(output) }));
  });
}

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

/** A step running Vitest projects, whose JSON report counts its tests once it ends. */
function vitest(...projects) {
  const report = `${REPORTS}/${projects.join('+')}.json`;
  const selected = projects.map((project) => `--project ${project}`).join(' ');
  return {
    command: `npx vitest run ${selected} --reporter=default --reporter=json --outputFile.json=${report}`,
    report,
  };
}

/** What must be on the machine before anything runs, one after another. */
const setUp = [
  ['Chromium and fonts for the browser tests', ensureChromium],
  ['WebKit for the browser tests', ensureWebKit],
  ['Firefox ESR for the browser tests', ensureFirefox],
  [
    'Dependencies',
    () => existsSync('node_modules/.package-lock.json') || run('npm install --no-audit --no-fund'),
  ],
];

/**
 * The checks, in stages run one after another; the steps of a stage run side by side. The first keeps
 * both cores working: ESLint and tsc use one each, the unit tests two. The browser tests and the
 * stories are timing-sensitive and each gets the cores to itself: beside the unit tests the browser
 * tests took 664 s instead of 408, and beside each other they failed under load. The browser tests
 * need the first stage's builds (`dist` here, `dist-demo` from the budgets).
 */
const stages = [
  [
    {
      name: 'Lint (with import boundaries), formatting and the API contract',
      command: 'npm run lint --silent',
    },
    { name: 'Type check', command: 'npx tsc --noEmit -p tsconfig.json' },
    {
      name: 'Production build, then the first-load JS budgets',
      command: 'npx vite build --logLevel warn && node scripts/size.mjs',
    },
    { name: 'Unit and integration tests (jsdom)', ...vitest('unit') },
  ],
  [{ name: 'Browser tests (Chromium, WebKit, Firefox)', ...vitest('e2e') }],
  [
    {
      name: 'Storybook stories as tests, at desktop and phone width, with axe and screenshots (Chromium)',
      ...vitest('storybook', 'storybook-phone'),
    },
  ],
];

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const failures = [];
const timings = [];
const stageTimings = [];

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

/** Milliseconds the machine's cores have spent busy, and in all, since it started. */
function coreTimes() {
  let busy = 0;
  let all = 0;
  for (const { times } of cpus()) {
    const total = times.user + times.nice + times.sys + times.idle + times.irq;
    all += total;
    busy += total - times.idle;
  }
  return { busy, all };
}

/**
 * Runs a stage's steps at once. Side by side, each prints its output and time when it ends; a step
 * alone prints as it goes.
 */
async function runStage(steps) {
  const hold = steps.length > 1;
  for (const { name } of steps)
    console.log(`▶ ${name}${hold ? ' (started; its output follows when it ends)' : ''}`);
  const started = performance.now();
  const before = coreTimes();
  await Promise.all(
    steps.map(async ({ name, command, report }) => {
      // A report left by an earlier run must not count for one that died before writing its own.
      if (report) rmSync(report, { force: true });
      const { code, output } = await runCommand(command, hold);
      if (hold) console.log(`\n▶ ${name}`);
      process.stdout.write(output);
      if (report && existsSync(report)) record(JSON.parse(readFileSync(report, 'utf8')));
      stepEnded(name, started, code === 0 ? undefined : Object.assign(new Error(), { status: code }));
    }),
  );
  // How busy the cores were (the machine's other work counts too) says whether a stage has room for more.
  const after = coreTimes();
  const busy = Math.round((100 * (after.busy - before.busy)) / (after.all - before.all));
  stageTimings.push(
    `  ${seconds(started).padStart(8)}  stage ${stageTimings.length + 1}, the cores ${busy} % busy`,
  );
}

const started = performance.now();
for (const [name, action] of setUp) {
  console.log(`\n▶ ${name}`);
  const stepStarted = performance.now();
  try {
    action();
    stepEnded(name, stepStarted);
  } catch (error) {
    stepEnded(name, stepStarted, error);
  }
}
for (const stage of stages) {
  console.log('');
  await runStage(stage);
}

console.log('\nTime per step:');
for (const [name, time] of timings) console.log(`  ${time.padStart(8)}  ${name}`);
for (const line of stageTimings) console.log(line);
console.log(`  ${seconds(started).padStart(8)}  in all`);

console.log(`\nSteps failed: ${failures.length ? failures.join(', ') : 'none'}`);
for (const test of failedTests) console.log(`  ✖ ${test}`);
if (counts.failed === 0 && failures.length > 0) counts.failed = failures.length;
console.log(
  `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
);
process.exit(failures.length ? 1 : 0);
