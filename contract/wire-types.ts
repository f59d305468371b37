/**
 * The wire types, generated from contract/openapi.yaml by openapi-typescript into wire.gen.ts
 * (`npm run contract:types`). Build and test tooling only: the app imports the generated types.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';

const DOCUMENT = new URL('./openapi.yaml', import.meta.url);
export const WIRE_TYPES_FILE = new URL('./wire.gen.ts', import.meta.url);

const BANNER =
  '// Generated from contract/openapi.yaml by `npm run contract:types`: edit the document, not this file.\n\n';

export async function renderWireTypes(): Promise<string> {
  return BANNER + astToString(await openapiTS(DOCUMENT));
}

export const currentWireTypes = () => readFileSync(WIRE_TYPES_FILE, 'utf8');

export async function writeWireTypes(): Promise<void> {
  writeFileSync(WIRE_TYPES_FILE, await renderWireTypes());
}
