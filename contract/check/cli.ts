/**
 * `npm run contract:check -- --base-url http://host:port [--admin-email … --admin-password …]
 * [--app-origin ORIGIN] [--json] [--junit FILE] [--require-extensions]`: runs a realistic session
 * against a real server and checks every answer against contract/openapi.yaml (see cli-main.ts).
 */
import { runCli } from './cli-main';

process.exitCode = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
