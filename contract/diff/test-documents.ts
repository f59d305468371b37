/** For the tests: the real contract, parsed afresh, and edits of it as a change to the document would make. */
import { loadContractDocument } from '../check/load';

interface Schema {
  type?: string;
  properties: Record<string, unknown>;
  required?: string[];
}

const contract = loadContractDocument();

/** A deep copy of contract/openapi.yaml, to change freely. */
export function contractDocument(): Record<string, unknown> {
  return structuredClone(contract) as unknown as Record<string, unknown>;
}

export function schema(document: Record<string, unknown>, name: string): Schema {
  const components = document.components as { schemas: Record<string, Schema> };
  const found = components.schemas[name];
  if (!found) throw new Error(`The contract has no schema ${name}.`);
  return found;
}

export function paths(
  document: Record<string, unknown>,
): Record<string, Record<string, Record<string, unknown>>> {
  return document.paths as Record<string, Record<string, Record<string, unknown>>>;
}

export function setVersion(document: Record<string, unknown>, version: string): void {
  (document.info as { version: string }).version = version;
}

export function addProperty(
  document: Record<string, unknown>,
  name: string,
  property: string,
  required: boolean,
) {
  const target = schema(document, name);
  target.properties[property] = { type: 'string' };
  if (required) target.required = [...(target.required ?? []), property];
}

export function removeProperty(document: Record<string, unknown>, name: string, property: string) {
  const target = schema(document, name);
  target.properties = Object.fromEntries(
    Object.entries(target.properties).filter(([key]) => key !== property),
  );
  target.required = target.required?.filter((field) => field !== property);
}
