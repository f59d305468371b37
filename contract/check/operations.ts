/** The operations a document describes, each with a matcher for concrete request paths. */
import { HTTP_METHODS, type HttpMethod, type OpenApiDocument, type Operation } from './openapi-types';

export interface DocumentedOperation {
  method: HttpMethod;
  template: string;
  key: string;
  operation: Operation;
  matches(path: string): boolean;
}

export function documentedOperations(document: OpenApiDocument): DocumentedOperation[] {
  const found = Object.entries(document.paths).flatMap(([template, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const pattern = new RegExp(
        `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`,
      );
      return [
        {
          method,
          template,
          key: `${method.toUpperCase()} ${template}`,
          operation,
          matches: (path: string) => pattern.test(path),
        },
      ];
    }),
  );
  // Literal paths before templated ones: /api/foods/tags is not /api/foods/{id}.
  const params = (template: string) => (template.match(/\{/g) ?? []).length;
  return found.sort((a, b) => params(a.template) - params(b.template));
}
