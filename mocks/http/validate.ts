import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { HttpError } from './responses';

/** "confirmPassword" → "Confirm password": the field named the way the form labels it. */
function fieldLabel(path: string): string {
  const words = path.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function invalid(field: string, message: string): HttpError {
  return new HttpError(400, `${fieldLabel(field)}: ${message}`);
}

/**
 * Validates with the app's own Yup schema (src/types/validation.ts), so client and mock server share
 * one set of rules. Returns the cast (trimmed) values; on failure a 400 naming the first bad field in
 * the schema's field order, which keeps the message stable whatever order Yup settles its tests in.
 */
export async function validateBody<S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
): Promise<InferType<S>> {
  try {
    // stripUnknown: only the schema's fields come back, so extra keys (isAdmin…) cannot ride along.
    return await schema.validate(body, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
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
