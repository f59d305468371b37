import type { NamedSchemaError } from '@reduxjs/toolkit/query/react';

/** A Standard Schema (https://standardschema.dev), the interface RTK Query validates answers with. */
interface AnswerSchema<T> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => { value: T } | { issues: readonly { message: string }[] };
  };
}

/**
 * Freezes a read answer through and through. The store freezes what enters it anyway (Immer), but
 * Immer walks every object to do it: 90 ms for 4,000 dishes on a phone-speed CPU. An answer that is
 * frozen already is skipped at its top.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  // Loops that allocate nothing: Object.values made an array per object, 30,000 for a big menu.
  if (Array.isArray(value)) for (const child of value) deepFreeze(child);
  else for (const key in value) deepFreeze(value[key]);
  return value;
}

/**
 * An answer's reader (utils/normalize.ts) as the endpoint's schema for the raw answer: what the
 * reader refuses becomes the call's error, shown with its retry like any other, where a reader
 * throwing in transformResponse would be an unhandled error RTK Query logs to the console. What it
 * reads is frozen (deepFreeze).
 */
export function answerSchema<T>(read: (raw: unknown) => T): AnswerSchema<T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'food-store',
      validate: (value) => {
        try {
          return { value: deepFreeze(read(value)) };
        } catch (error) {
          return { issues: [{ message: error instanceof Error ? error.message : String(error) }] };
        }
      },
    },
  };
}

/** The one reading of a refused answer, for createApi: a readable error, the answer kept beside it. */
export const answerRefused = (error: NamedSchemaError) => ({
  status: 'CUSTOM_ERROR' as const,
  error: error.issues.map((issue) => issue.message).join(' '),
  data: error.value as unknown,
});
