/** Reading a parsed OpenAPI document by path, through its own `$ref`s. */
import { isJsonObject } from '../json';

export function valueAt(root: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>((node, key) => {
    if (Array.isArray(node)) return node[Number(key)];
    return isJsonObject(node) ? node[String(key)] : undefined;
  }, root);
}

/** A `$ref` inside the document (`#/components/parameters/Page`) resolved; anything else as it is. */
export function resolveRef(value: unknown, root: unknown): unknown {
  if (!isJsonObject(value) || typeof value.$ref !== 'string' || !value.$ref.startsWith('#/')) return value;
  const path = value.$ref
    .slice(2)
    .split('/')
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
  return valueAt(root, path);
}
