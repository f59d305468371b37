/** The contract-check CLI as a function of its arguments: runs the check, reports, and returns the exit code. */
import { writeFile } from 'node:fs/promises';
import { parseCheckOptions, USAGE } from './cli-options';
import { createContract } from './contract';
import { CONTRACT_FILE, loadContractDocument } from './load';
import { jsonReport } from './report-json';
import { junitReport } from './report-junit';
import { tableReport } from './report-table';
import { runContractCheck } from './run';
import { CONTRACT_STEPS } from './steps';
import { summarize } from './summary';

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** The tests' way past their in-process mock to a real server. */
  fetch?: typeof fetch;
}

/** 0 when every core call (and with --require-extensions every extension) passed, 1 if not, 2 on bad usage. */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  const options = parseCheckOptions(args);
  if (options === null) {
    io.err(`${USAGE}\n`);
    return 2;
  }
  const { baseUrl, appOrigin } = options;
  const results = await runContractCheck({
    baseUrl,
    appOrigin,
    admin: options.admin,
    contract: createContract(loadContractDocument()),
    steps: CONTRACT_STEPS,
    fetch: io.fetch,
  });
  const summary = summarize(results, options.requireExtensions);
  io.out(
    options.json
      ? `${JSON.stringify(jsonReport({ baseUrl, appOrigin }, results, summary), null, 2)}\n`
      : tableReport(
          `Checking ${baseUrl} against ${CONTRACT_FILE}, as the app at ${appOrigin}`,
          results,
          summary,
        ),
  );
  if (options.junit !== null) {
    try {
      await writeFile(options.junit, junitReport(results, summary));
    } catch (error) {
      io.err(`Could not write ${options.junit}: ${error instanceof Error ? error.message : String(error)}\n`);
      return 2;
    }
  }
  return summary.exitCode;
}
