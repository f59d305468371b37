/** Reading a version of the contract from a file (Node only: the diff CLI and the release guard). */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { isJsonObject } from '../json';

export interface ContractVersion {
  file: string;
  /** `info.version`, e.g. `1.0.0`. */
  version: string;
  document: Record<string, unknown>;
}

/** The document in `file` (YAML or JSON); throws an Error whose message says what is wrong with it. */
export function readContractVersion(file: string): ContractVersion {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'there is no such file' : String(error);
    throw new Error(`Cannot read ${file}: ${reason}.`, { cause: error });
  }
  let document: unknown;
  try {
    document = parse(text);
  } catch (error) {
    throw new Error(
      `${file} is not YAML or JSON: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  if (
    !isJsonObject(document) ||
    typeof document.openapi !== 'string' ||
    !document.openapi.startsWith('3.') ||
    !isJsonObject(document.paths)
  ) {
    throw new Error(`${file} is not an OpenAPI 3 document (it needs "openapi: 3.x" and "paths").`);
  }
  const version = isJsonObject(document.info) ? document.info.version : undefined;
  return { file, version: typeof version === 'string' ? version : 'no version', document };
}
