/**
 * The guard `npm test` runs: the contract may not break one of the ten core calls of the last
 * released version unless its `info.version` has a new major number (docs/contract.md).
 */
import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareContracts } from './compare';
import type { ContractVersion } from './documents';
import { changeLine } from './report';

// Not `new URL(…, import.meta.url)`: Vite rewrites that pattern into an asset URL under jsdom.
export const RELEASED_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../released');

const RELEASED_NAME = /^openapi-(\d+)\.(\d+)\.(\d+)\.yaml$/;

/** The released document with the highest version in `dir` (`openapi-<version>.yaml`), if any. */
export function latestReleasedFile(dir: string = RELEASED_DIR): string | null {
  const numbers = (name: string) => (RELEASED_NAME.exec(name) ?? []).slice(1).map(Number);
  const newest = readdirSync(dir)
    .filter((name) => RELEASED_NAME.test(name))
    .sort((a, b) => {
      const [x, y] = [numbers(a), numbers(b)];
      return x.reduce((order, part, index) => order || part - (y[index] ?? 0), 0);
    })
    .at(-1);
  return newest === undefined ? null : join(dir, newest);
}

const major = (version: string) => Number(/^(\d+)\./.exec(version)?.[1] ?? Number.NaN);

export type ReleaseVerdict = { ok: true } | { ok: false; message: string };

export function releaseVerdict(released: ContractVersion, current: ContractVersion): ReleaseVerdict {
  if (major(current.version) > major(released.version)) return { ok: true };
  const broken = compareContracts(released.document, current.document).filter(
    (change) => change.kind === 'breaking' && change.core,
  );
  if (broken.length === 0) return { ok: true };
  const next = `${Number.isNaN(major(released.version)) ? 1 : major(released.version) + 1}.0.0`;
  const [file, releasedFile] = [current.file, released.file].map((path) => relative(process.cwd(), path));
  return {
    ok: false,
    message: [
      `${file} (${current.version}) breaks core calls of the released ${released.version} (${releasedFile}):`,
      ...broken.map((change) => `  ${changeLine(change)}`),
      `Clients and servers built to ${released.version} no longer fit it. Either:`,
      '  - undo the change, or',
      `  - make it a new major version: set info.version to ${next} in ${file}; when ${next} is released, ` +
        `copy the document to contract/released/openapi-${next}.yaml (docs/contract.md, "The release guard and releasing a version").`,
    ].join('\n'),
  };
}
