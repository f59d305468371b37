/**
 * `npm run contract:diff -- <older openapi.yaml> [<newer>]`: the breaking and the other changes
 * between two versions of the contract, call by call (see cli-main.ts).
 */
import { runDiffCli } from './cli-main';

process.exitCode = runDiffCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
