/** The parts of an OpenAPI 3.1 document the contract checks read. */
import { isJsonObject } from '../json';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface Reference {
  $ref: string;
}

export interface MediaType {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

export interface ResponseSpec {
  description: string;
  content?: Record<string, MediaType>;
}

/** What the client accepts beyond the contract (docs/contract.md), kept out of the contract itself. */
export interface Tolerances {
  /** The schema of a JSON error body, accepted for any error status. */
  errorJson?: unknown;
  /** operationId → status sent → the documented status it stands for. */
  statusAliases?: Record<string, Record<string, string>>;
  /** operationIds whose empty 200 means "not found". */
  emptyMeansNotFound?: string[];
}

export interface Operation {
  operationId: string;
  description?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, ResponseSpec | Reference>;
  /** Beyond the spec's ten calls (docs/product.md §7). */
  'x-extension'?: boolean;
}

export type PathItem = Partial<Record<HttpMethod, Operation>>;

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, PathItem>;
  'x-tolerated'?: Tolerances;
  components?: {
    responses?: Record<string, ResponseSpec>;
    schemas?: Record<string, unknown>;
    securitySchemes?: Record<string, unknown>;
  };
}

/** A shallow check: the document is ours and the contract tests exercise the rest of it. */
export function isOpenApiDocument(value: unknown): value is OpenApiDocument {
  return (
    isJsonObject(value) &&
    typeof value.openapi === 'string' &&
    value.openapi.startsWith('3.1') &&
    isJsonObject(value.paths)
  );
}
