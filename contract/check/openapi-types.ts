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
  /** Accepted from real servers, not sent by the mock. */
  'x-tolerated'?: boolean;
}

export interface ResponseSpec {
  description: string;
  content?: Record<string, MediaType>;
  'x-tolerated'?: boolean;
  /** A 200 with an empty body stands for "not found" (docs/contract.md). */
  'x-empty-body-means-not-found'?: boolean;
}

export interface Operation {
  operationId: string;
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
