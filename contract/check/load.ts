/** Reads contract/openapi.yaml (Node only: the contract tests and the contract-check CLI). */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { isOpenApiDocument, type OpenApiDocument } from './openapi-types';

// Not `new URL(…, import.meta.url)`: Vite rewrites that pattern into an asset URL under jsdom.
export const CONTRACT_FILE = resolve(dirname(fileURLToPath(import.meta.url)), '../openapi.yaml');

export function loadContractDocument(file: string = CONTRACT_FILE): OpenApiDocument {
  const document: unknown = parse(readFileSync(file, 'utf8'));
  if (!isOpenApiDocument(document)) throw new Error(`${file} is not an OpenAPI 3.1 document.`);
  return document;
}
