/**
 * What `npm run contract:types` generates from contract/openapi.yaml: the wire types (wire.gen.ts, by
 * openapi-typescript) and the shape of each field of a food (food-fields.gen.ts), which the readers
 * that run in the browser take their field lists from. Build and test tooling only: the app and the
 * mocks import the generated files.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { isJsonObject, type JsonObject } from './json';
import { loadContractDocument } from './check/load';

const DOCUMENT = new URL('./openapi.yaml', import.meta.url);
export const WIRE_TYPES_FILE = new URL('./wire.gen.ts', import.meta.url);
export const FOOD_FIELDS_FILE = new URL('./food-fields.gen.ts', import.meta.url);

const BANNER =
  '// Generated from contract/openapi.yaml by `npm run contract:types`: edit the document, not this file.\n\n';

export async function renderWireTypes(): Promise<string> {
  return BANNER + astToString(await openapiTS(DOCUMENT));
}

/**
 * What a field's schema says, as far as the browser's readers go: JSON type, listed values, list
 * items, an object's properties and which of them it must have.
 */
interface FieldShape {
  type: 'string' | 'number' | 'boolean' | 'array' | 'object';
  enum?: string[];
  uniqueItems?: true;
  items?: FieldShape;
  properties?: Record<string, FieldShape>;
  required?: string[];
}

const SCHEMA_REF = '#/components/schemas/';

function fieldShape(schemas: JsonObject, schema: unknown, at: string): FieldShape {
  if (!isJsonObject(schema)) throw new Error(`${at}: not a schema`);
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.startsWith(SCHEMA_REF) ? schema.$ref.slice(SCHEMA_REF.length) : '';
    return fieldShape(schemas, schemas[name], `${at} (${schema.$ref})`);
  }
  const { type } = schema;
  const json = type === 'integer' ? 'number' : type;
  if (json !== 'string' && json !== 'number' && json !== 'boolean' && json !== 'array' && json !== 'object') {
    throw new Error(
      `${at}: a field of type ${JSON.stringify(type)} has no reader in the browser yet ` +
        '(contract/wire-types.ts, mocks/db/shape.ts, src/utils/normalize.ts)',
    );
  }
  const values = Array.isArray(schema.enum) ? schema.enum.map(String) : undefined;
  return {
    type: json,
    ...(values ? { enum: values } : {}),
    ...(schema.uniqueItems === true ? { uniqueItems: true } : {}),
    ...(json === 'array' ? { items: fieldShape(schemas, schema.items, `${at}[]`) } : {}),
    ...(json === 'object' ? objectShape(schemas, schema, at) : {}),
  };
}

function objectShape(schemas: JsonObject, schema: JsonObject, at: string) {
  const properties = isJsonObject(schema.properties) ? schema.properties : {};
  return {
    properties: Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [
        name,
        fieldShape(schemas, property, `${at}.${name}`),
      ]),
    ),
    required: Array.isArray(schema.required) ? schema.required.map(String) : [],
  };
}

type Fields = Record<string, FieldShape>;

/** The document's Food schema's required and optional properties, each in its order, with its shape. */
export function foodFields(document = loadContractDocument()): { required: Fields; optional: Fields } {
  const schemas = document.components?.schemas ?? {};
  const food = schemas.Food;
  if (!isJsonObject(food) || !isJsonObject(food.properties))
    throw new Error('The document has no Food schema');
  const required = Array.isArray(food.required) ? food.required : [];
  const fields = Object.entries(food.properties).map(
    ([name, schema]) => [name, fieldShape(schemas, schema, `Food.${name}`)] as const,
  );
  return {
    required: Object.fromEntries(fields.filter(([name]) => required.includes(name))),
    optional: Object.fromEntries(fields.filter(([name]) => !required.includes(name))),
  };
}

export async function renderFoodFields(): Promise<string> {
  const { required, optional } = foodFields();
  const source = `${BANNER}import type { Food } from './types';

/**
 * A field's JSON type, the values it may take where the document lists them, a list's items, and an
 * object's properties with those it must have.
 */
export interface FieldShape {
  readonly type: 'string' | 'number' | 'boolean' | 'array' | 'object';
  readonly enum?: readonly string[];
  readonly uniqueItems?: true;
  readonly items?: FieldShape;
  readonly properties?: { readonly [name: string]: FieldShape };
  readonly required?: readonly string[];
}

/** The fields a food may leave out: the extensions a server may not have. */
export type OptionalFoodField = { [K in keyof Food]-?: undefined extends Food[K] ? K : never }[keyof Food];

/** The fields of the document's Food that every food has, in the document's order. */
export const FOOD_REQUIRED_FIELDS = ${JSON.stringify(required)} as const satisfies Record<
  Exclude<keyof Food, OptionalFoodField>,
  FieldShape
>;

/** The fields of the document's Food a food may leave out, in the document's order. */
export const FOOD_OPTIONAL_FIELDS = ${JSON.stringify(optional)} as const satisfies Record<OptionalFoodField, FieldShape>;
`;
  const options = await resolveConfig(FOOD_FIELDS_FILE);
  return format(source, { ...options, filepath: FOOD_FIELDS_FILE.pathname });
}

export const currentWireTypes = () => readFileSync(WIRE_TYPES_FILE, 'utf8');
export const currentFoodFields = () => readFileSync(FOOD_FIELDS_FILE, 'utf8');

export async function writeWireTypes(): Promise<void> {
  writeFileSync(WIRE_TYPES_FILE, await renderWireTypes());
  writeFileSync(FOOD_FIELDS_FILE, await renderFoodFields());
}
