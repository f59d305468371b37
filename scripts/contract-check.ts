/**
 * `npm run contract:check -- --base-url http://host:port`: runs a realistic session against a real
 * server and checks every answer against mocks/openapi.yaml. Exits 1 on any mismatch, 2 on bad usage.
 */
import { createContract } from '../mocks/contract/contract';
import { CONTRACT_FILE, loadContractDocument } from '../mocks/contract/load';
import { runContractCheck, type StepResult } from '../mocks/contract/run';
import { CONTRACT_STEPS } from '../mocks/contract/steps';

const USAGE = 'Usage: npm run contract:check -- --base-url http://localhost:9090';

function baseUrlFrom(args: readonly string[]): string | null {
  const index = args.findIndex((arg) => arg === '--base-url' || arg.startsWith('--base-url='));
  const arg = args[index];
  const value = arg?.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
  if (index === -1 || !value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href.replace(/\/+$/, '') : null;
  } catch {
    return null;
  }
}

function print(result: StepResult): void {
  const ok = result.problems.length === 0;
  const call = `${result.method.padEnd(4)} ${result.path}`;
  console.log(
    `${ok ? 'PASS' : 'FAIL'}  ${String(result.status ?? '---')}  ${call}  (${result.name}, ${Math.round(result.ms)} ms)`,
  );
  for (const problem of result.problems) console.log(`        - ${problem}`);
}

const baseUrl = baseUrlFrom(process.argv.slice(2));
if (baseUrl === null) {
  console.error(USAGE);
  process.exit(2);
}

console.log(`Checking ${baseUrl} against ${CONTRACT_FILE}\n`);
const results = await runContractCheck({
  baseUrl,
  contract: createContract(loadContractDocument()),
  steps: CONTRACT_STEPS,
  onResult: print,
});
const failed = results.filter((result) => result.problems.length > 0).length;
console.log(`\n${results.length} calls: ${results.length - failed} passed, ${failed} failed.`);
process.exitCode = failed === 0 ? 0 : 1;
