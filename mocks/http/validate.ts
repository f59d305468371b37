import type { AnyObjectSchema, InferType, ValidationError } from 'yup';
import type { JsonObject } from '@contract/json';
import type * as ValidationModule from '@contract/validation';
import { HttpError } from './responses';

/** What a server says of an object, list, number or boolean where it expects text. */
export const NOT_TEXT = 'This field must be text';

type Validation = typeof ValidationModule;

/** The names of the shared schemas (contract/validation.ts), for validateBody(). */
export type SchemaName = {
  [Name in keyof Validation]: Validation[Name] extends AnyObjectSchema ? Name : never;
}[keyof Validation];

/**
 * The shared schemas and Yup (about 13 kB gzip) load with the first body there is to check, not
 * with the mock runtime: a first page that only GETs never downloads them. Everything in the mocks
 * that needs contract/validation.ts gets it here.
 */
export const loadValidation = (): Promise<Validation> => import('@contract/validation');

/**
 * Yup's failure, told by its name rather than its class: importing Yup here again would make it a file
 * of its own, one more for the mocks to fetch (offline, one they might not have).
 */
const isValidationError = (error: unknown): error is ValidationError =>
  error instanceof Error && error.name === 'ValidationError';

/** "confirmPassword" → "Confirm password": the field named the way the form labels it. */
function fieldLabel(path: string): string {
  const words = path.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function invalid(field: string, message: string): HttpError {
  return new HttpError(400, `${fieldLabel(field)}: ${message}`);
}

/**
 * Validates with the shared Yup schema (contract/validation.ts), so client and mock server share
 * one set of rules. Returns the cast (trimmed) values; on failure a 400 naming the first bad field in
 * the schema's field order, which keeps the message stable whatever order Yup settles its tests in.
 */
export async function validateBody<Name extends SchemaName>(
  name: Name,
  body: JsonObject,
): Promise<InferType<Validation[Name]>> {
  const validation = await loadValidation();
  const schema: AnyObjectSchema = validation[name];
  // Only the schema's own fields reach Yup: it would look any other key (`constructor`) up on its
  // field table and crash. Every field is text; Yup would cast a number and crash on an object.
  const fields = Object.keys(schema.fields).filter((field) => Object.hasOwn(body, field));
  for (const field of fields) {
    const value = body[field];
    if (value !== null && typeof value !== 'string') throw invalid(field, NOT_TEXT);
  }
  const input = Object.fromEntries(fields.map((field) => [field, body[field]]));
  try {
    // Only the schema's fields come back, so extra keys (isAdmin…) cannot ride along.
    return await schema.validate(input, { abortEarly: false });
  } catch (error) {
    if (!isValidationError(error)) throw error;
    const order = Object.keys(schema.fields);
    const errors = error.inner.length > 0 ? error.inner : [error];
    const rank = (e: ValidationError) => {
      const index = order.indexOf(e.path ?? '');
      return index === -1 ? order.length : index;
    };
    const first = [...errors].sort((a, b) => rank(a) - rank(b))[0] ?? error;
    throw invalid(first.path ?? 'body', first.message);
  }
}
