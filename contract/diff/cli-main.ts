/** The contract-diff CLI as a function of its arguments: compares, reports, returns the exit code. */
import { relative } from 'node:path';
import { CONTRACT_FILE } from '../check/load';
import { compareContracts } from './compare';
import { readContractVersion } from './documents';
import { diffReport } from './report';

export const USAGE = `Usage: npm run contract:diff -- <older openapi.yaml> [<newer openapi.yaml>]

Lists what changed between two versions of the contract, call by call: first the breaking changes
(a client or server built to the older document fails with the newer one), then the others
(additive, compatible, deprecated, or unclassified: judge those yourself). The newer document is
contract/openapi.yaml unless given.

Exit code: 0 when nothing breaks, 1 when a change is breaking, 2 on bad usage or a document that
cannot be read.`;

export interface DiffCliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

export function runDiffCli(args: readonly string[], io: DiffCliIo): number {
  if (args.includes('--help') || args.includes('-h')) {
    io.out(`${USAGE}\n`);
    return 0;
  }
  const unknown = args.find((arg) => arg.startsWith('-'));
  if (args.length < 1 || args.length > 2 || unknown !== undefined) {
    io.err(
      `${unknown === undefined ? 'Give the older document to compare with.' : `Unknown option ${unknown}.`}\n\n${USAGE}\n`,
    );
    return 2;
  }
  const [olderFile = '', newerFile = relative(process.cwd(), CONTRACT_FILE)] = args;
  try {
    const older = readContractVersion(olderFile);
    const newer = readContractVersion(newerFile);
    const changes = compareContracts(older.document, newer.document);
    io.out(
      diffReport(
        `Changes from ${older.version} (${older.file}) to ${newer.version} (${newer.file})`,
        changes,
      ),
    );
    return changes.some((change) => change.kind === 'breaking') ? 1 : 0;
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
}
