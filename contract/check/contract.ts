/**
 * Checks observed responses against contract/openapi.yaml: status, content type and body (JSON Schema
 * 2020-12 via ajv). One implementation for the agreement tests and the contract-check CLI.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { OpenApiDocument, Reference, ResponseSpec } from './openapi-types';
import { documentedOperations } from './operations';

export type { DocumentedOperation } from './operations';

export interface ObservedResponse {
  method: string;
  /** The request path as sent, e.g. /api/foods/abc. */
  path: string;
  status: number;
  contentType: string | null;
  body: string;
}

export interface Verdict {
  /** "GET /api/foods/{id}", or null when no documented operation matches. */
  operation: string | null;
  /** Accepted by the document's x-tolerated list, not by the contract itself (the mock never sends it). */
  tolerated: boolean;
  problems: string[];
}

const pointer = (...segments: string[]) =>
  `openapi#/${segments.map((segment) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/')}`;

const isReference = (value: ResponseSpec | Reference): value is Reference => '$ref' in value;

const mediaTypeOf = (contentType: string | null) => contentType?.split(';')[0]?.trim().toLowerCase() ?? '';

export function createContract(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  // The document's own top-level fields are not schema keywords; declaring them keeps strict mode on.
  ajv.addVocabulary(Object.keys(document));
  ajv.addSchema(document, 'openapi');
  const operations = documentedOperations(document);
  const tolerances = document['x-tolerated'] ?? {};

  /** Problems of a value against the schema at a JSON pointer of the document, each starting with `label`. */
  function validateAt(schemaPointer: string, value: unknown, label = 'body'): string[] {
    const validate = ajv.getSchema(schemaPointer);
    if (!validate) return [`no schema at ${schemaPointer}`];
    if (validate(value)) return [];
    return (validate.errors ?? []).map(
      (error) => `${label}${error.instancePath} ${error.message ?? 'is invalid'}`,
    );
  }

  function resolveResponse(spec: ResponseSpec | Reference, at: string[]): [ResponseSpec, string[]] | null {
    if (!isReference(spec)) return [spec, at];
    const name = spec.$ref.replace('#/components/responses/', '');
    const target = document.components?.responses?.[name];
    return target ? [target, ['components', 'responses', name]] : null;
  }

  function check(observed: ObservedResponse): Verdict {
    const path = observed.path.split('?')[0] ?? '';
    const found = operations.find((op) => op.method === observed.method.toLowerCase() && op.matches(path));
    if (!found)
      return {
        operation: null,
        tolerated: false,
        problems: [`${observed.method} ${path} is not a documented operation`],
      };
    const verdict = (problems: string[], tolerated = false): Verdict => ({
      operation: found.key,
      tolerated,
      problems,
    });

    const status = String(observed.status);
    const { operationId } = found.operation;
    if (status === '200' && observed.body === '' && tolerances.emptyMeansNotFound?.includes(operationId))
      return verdict([], true);
    // A status the document lists under another number (a 200 for a 201) is checked as that one.
    const alias = found.operation.responses[status]
      ? undefined
      : tolerances.statusAliases?.[operationId]?.[status];
    const documented = found.operation.responses[alias ?? status];
    const resolved =
      documented &&
      resolveResponse(documented, ['paths', found.template, found.method, 'responses', alias ?? status]);
    if (!resolved) {
      return verdict([
        `status ${status} is not documented (documented: ${Object.keys(found.operation.responses).join(', ')})`,
      ]);
    }
    const [spec, at] = resolved;
    const tolerated = alias !== undefined;
    const content = spec.content ?? {};
    if (Object.keys(content).length === 0)
      return verdict(observed.body === '' ? [] : ['expected an empty body'], tolerated);

    const mediaType = mediaTypeOf(observed.contentType);
    const jsonError = observed.status >= 400 && mediaType === 'application/json' && !content[mediaType];
    const schemaAt = jsonError && tolerances.errorJson ? pointer('x-tolerated', 'errorJson') : undefined;
    if (!content[mediaType] && !schemaAt) {
      return verdict(
        [
          `content type "${mediaType || 'none'}" is not documented (expected ${Object.keys(content).join(' or ')})`,
        ],
        tolerated,
      );
    }
    let value: unknown = observed.body;
    if (mediaType.endsWith('json')) {
      try {
        value = JSON.parse(observed.body);
      } catch {
        return verdict([`the body is not valid JSON: ${observed.body.slice(0, 80)}`], tolerated);
      }
    }
    return verdict(
      validateAt(schemaAt ?? pointer(...at, 'content', mediaType, 'schema'), value),
      tolerated || schemaAt !== undefined,
    );
  }

  return { document, operations, check, validateAt, pointer };
}

export type Contract = ReturnType<typeof createContract>;
