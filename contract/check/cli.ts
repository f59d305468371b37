/**
 * `npm run contract:check -- --base-url http://host:port [--admin-email … --admin-password …]`:
 * runs a realistic session against a real server and checks every answer against contract/openapi.yaml.
 * The admin steps need an existing admin account and are skipped without one. Exits 1 on any
 * mismatch, 2 on bad usage.
 */
import { parseCheckOptions, USAGE } from './cli-options';
import { createContract } from './contract';
import { CONTRACT_FILE, loadContractDocument } from './load';
import { runContractCheck, type StepResult } from './run';
import { CONTRACT_STEPS } from './steps';

function print(result: StepResult): void {
  const call = `${result.method.padEnd(4)} ${result.path}`;
  if (result.skipped !== null) {
    console.log(`SKIP  ---  ${call}  (${result.name}: ${result.skipped})`);
    return;
  }
  const ok = result.problems.length === 0;
  console.log(
    `${ok ? 'PASS' : 'FAIL'}  ${String(result.status ?? '---')}  ${call}  (${result.name}, ${Math.round(result.ms)} ms)`,
  );
  for (const problem of result.problems) console.log(`        - ${problem}`);
}

const options = parseCheckOptions(process.argv.slice(2));
if (options === null) {
  console.error(USAGE);
  process.exit(2);
}

console.log(`Checking ${options.baseUrl} against ${CONTRACT_FILE}\n`);
const results = await runContractCheck({
  baseUrl: options.baseUrl,
  admin: options.admin,
  contract: createContract(loadContractDocument()),
  steps: CONTRACT_STEPS,
  onResult: print,
});
const ran = results.filter((result) => result.skipped === null);
const failed = ran.filter((result) => result.problems.length > 0).length;
const skipped = results.length - ran.length;
const skipNote = skipped === 0 ? '' : ` ${skipped} skipped (see SKIP above).`;
console.log(`\n${ran.length} calls: ${ran.length - failed} passed, ${failed} failed.${skipNote}`);
process.exitCode = failed === 0 ? 0 : 1;
