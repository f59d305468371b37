/**
 * The router's reading and writing of query strings (src/routes/-lib/router.tsx): plain text values, a key
 * given twice a list, and a list written back as the key repeated (`?diet=vegan&without=peanuts&without=milk`),
 * so addresses stay readable and shareable. The router's default JSON-encodes lists (`diet=%5B%22vegan%22%5D`)
 * and reads `1` or `true` as numbers and booleans; each route's `validateSearch` reads the text itself.
 */
export type QueryValue = string | string[];

export function parseQuery(query: string): Record<string, QueryValue> {
  const result: Record<string, QueryValue> = Object.create(null) as Record<string, QueryValue>;
  for (const [key, value] of new URLSearchParams(query.startsWith('?') ? query.slice(1) : query)) {
    const previous = result[key];
    if (previous === undefined) result[key] = value;
    else if (Array.isArray(previous)) previous.push(value);
    else result[key] = [previous, value];
  }
  return result;
}

const isWritable = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  typeof value === 'boolean';

export function stringifyQuery(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (isWritable(item)) params.append(key, String(item));
    }
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
