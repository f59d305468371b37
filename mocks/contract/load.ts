/** Reads mocks/openapi.yaml (Node only: the contract tests and the contract-check CLI). */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { isOpenApiDocument, type OpenApiDocument } from './openapi-types';

export const CONTRACT_FILE = new URL('../openapi.yaml', import.meta.url);

export function loadContractDocument(file: URL = CONTRACT_FILE): OpenApiDocument {
  const document: unknown = parse(readFileSync(file, 'utf8'));
  if (!isOpenApiDocument(document)) throw new Error(`${file.pathname} is not an OpenAPI 3.1 document.`);
  return document;
}
