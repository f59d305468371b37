/**
 * api-smart-diff's changes in the words of a backend team: which call, and what about it changed.
 * (The library's own descriptions lose the property's name where a schema is reused through `$ref`.)
 */
import type { Diff } from 'api-smart-diff';
import { isJsonObject } from '../json';
import { resolveRef, valueAt } from './refs';

type Path = readonly (string | number)[];

/** One change as a team reads it: `POST /api/orders/create` and `request property "note" added`. */
export interface Worded {
  call: string;
  text: string;
  /**
   * A property added or removed, or made required or not, named with where it is
   * (`request property "coupon"`): what tells one change from two.
   */
  property?: { name: string; event: 'property' | 'required' };
}

type Words = Omit<Worded, 'call'>;

const quoted = (value: unknown) => JSON.stringify(value);
const typeName = (value: unknown) => (Array.isArray(value) ? value.join(' or ') : String(value));

function verb({ action }: Diff): string {
  return action === 'add' ? 'added' : action === 'remove' ? 'removed' : 'changed';
}

function keywordChange(diff: Diff, keyword: string): string {
  if (diff.action === 'add') return `${keyword} ${quoted(diff.after)} added`;
  if (diff.action === 'remove') return `${keyword} ${quoted(diff.before)} removed`;
  return `${keyword} changed from ${quoted(diff.before)} to ${quoted(diff.after)}`;
}

/** `[]`, `items`, `[]`, `food` as `[].items[].food`: the way the property is reached in the JSON. */
function joinLocation(parts: readonly string[]): string {
  return parts.reduce(
    (joined, part) => (part === '[]' || !joined ? `${joined}${part}` : `${joined}.${part}`),
    '',
  );
}

const COMBINERS = new Set(['allOf', 'anyOf', 'oneOf']);

/** A change inside a schema; `subject` is e.g. `request`, `response 200` or `query parameter "page"`. */
function schemaChange(subject: string, path: Path, diff: Diff): Words {
  const location: string[] = [];
  let index = 0;
  // Down to the node that changed: through properties, array items and allOf/anyOf/oneOf branches.
  for (; index < path.length - 1; index++) {
    const key = path[index];
    const next = path[index + 1];
    if (key === 'properties' && index + 2 < path.length) {
      location.push(String(next));
      index++;
    } else if (key === 'items') location.push('[]');
    else if (COMBINERS.has(String(key)) && typeof next === 'number' && index + 2 < path.length) index++;
    else break;
  }
  const [keyword, item] = path.slice(index).map(String);
  const at = (parts: readonly string[]) => {
    const name = joinLocation(parts);
    return name ? `${subject} property ${quoted(name)}` : `${subject} body`;
  };
  if (keyword === undefined) return { text: `${at(location)} ${verb(diff)}` };
  if (keyword === 'properties' && item !== undefined) {
    const name = at([...location, item]);
    return { text: `${name} ${verb(diff)}`, property: { name, event: 'property' } };
  }
  if (keyword === 'required' && item !== undefined && diff.action !== 'replace') {
    const field = String(diff.action === 'remove' ? diff.before : diff.after);
    const became = diff.action === 'remove' ? 'no longer required' : 'became required';
    const name = at([...location, field]);
    return { text: `${name} ${became}`, property: { name, event: 'required' } };
  }
  if (keyword === 'enum' && diff.action === 'add')
    return { text: `${at(location)} may now be ${quoted(diff.after)}` };
  if (keyword === 'enum' && diff.action === 'remove')
    return { text: `${at(location)} may no longer be ${quoted(diff.before)}` };
  if (keyword === 'type' && diff.action === 'replace')
    return { text: `${at(location)} type changed from ${typeName(diff.before)} to ${typeName(diff.after)}` };
  if (keyword === 'type' && item !== undefined && diff.action === 'add')
    return { text: `${at(location)} may now be of type ${typeName(diff.after)}` };
  if (keyword === 'type' && item !== undefined && diff.action === 'remove')
    return { text: `${at(location)} may no longer be of type ${typeName(diff.before)}` };
  return { text: `${at(location)}: ${keywordChange(diff, [keyword, item].filter(Boolean).join(' '))}` };
}

function parameterName(parameter: unknown): string {
  if (!isJsonObject(parameter) || typeof parameter.name !== 'string') return 'a parameter';
  return `${String(parameter.in)} parameter ${quoted(parameter.name)}`;
}

/** The words for a change to one operation; `rest` is the path below it. */
function operationChange(rest: Path, diff: Diff, parameterAt: (index: number) => unknown): Words {
  const [part, key, sub, subKey] = rest.map(String);
  if (part === undefined)
    return {
      text: diff.action === 'add' ? 'new call' : diff.action === 'remove' ? 'call removed' : 'changed',
    };
  if (part === 'parameters' && key === undefined) {
    const list = diff.action === 'remove' ? diff.before : diff.after;
    const names = (Array.isArray(list) ? list : []).map((_, index) => {
      const parameter = parameterAt(index);
      const required = isJsonObject(parameter) && parameter.required === true ? ' (required)' : '';
      return `${parameterName(parameter)}${required}`;
    });
    return { text: `${names.join(', ')} ${verb(diff)}` };
  }
  if (part === 'parameters') {
    const parameter = parameterAt(Number(key));
    const name = parameterName(parameter);
    if (sub === undefined) {
      const required = diff.action === 'add' && isJsonObject(parameter) && parameter.required === true;
      return { text: `${name}${required ? ' (required)' : ''} ${verb(diff)}` };
    }
    if (sub === 'required')
      return { text: `${name} ${diff.after === true ? 'became required' : 'no longer required'}` };
    if (sub === 'schema') return schemaChange(name, rest.slice(3), diff);
    return { text: `${name}: ${keywordChange(diff, rest.slice(2).join(' '))}` };
  }
  if (part === 'requestBody') {
    if (key === undefined) return { text: `request body ${verb(diff)}` };
    if (key === 'required')
      return {
        text: diff.after === true ? 'request body became required' : 'request body no longer required',
      };
    if (key === 'content' && sub !== undefined && subKey === undefined)
      return { text: `request content type ${sub} ${verb(diff)}` };
    if (key === 'content' && subKey === 'schema') return schemaChange('request', rest.slice(4), diff);
  }
  if (part === 'responses' && key !== undefined) {
    if (sub === undefined) return { text: `response ${key} ${verb(diff)}` };
    if (sub === 'content' && subKey !== undefined && rest.length === 4)
      return { text: `response ${key} content type ${subKey} ${verb(diff)}` };
    if (sub === 'content' && rest[4] === 'schema')
      return schemaChange(`response ${key}`, rest.slice(5), diff);
    if (sub === 'headers' && subKey !== undefined)
      return { text: `response ${key} header ${quoted(subKey)} ${verb(diff)}` };
  }
  if (part === 'security') return { text: 'security requirements changed' };
  if (part === 'deprecated') return { text: diff.after === true ? 'deprecated' : 'no longer deprecated' };
  return { text: keywordChange(diff, rest.join(' ')) };
}

/**
 * The words for a change, or null for one the calls already show (a reused schema's own entry under
 * `components`) or that no client notices (the document's `info`, tags).
 */
export function wordChange(diff: Diff, before: unknown, after: unknown): Worded | null {
  const [area, name, method] = diff.path.map(String);
  if (area === 'paths' && name !== undefined && method !== undefined) {
    const parameterAt = (index: number) => {
      // A parameter added is found in the newer document; every other path names the older one's.
      const document = diff.action === 'add' && diff.path.length <= 5 ? after : before;
      return resolveRef(valueAt(document, ['paths', name, method, 'parameters', index]), document);
    };
    return {
      call: `${method.toUpperCase()} ${name}`,
      ...operationChange(diff.path.slice(3), diff, parameterAt),
    };
  }
  if (area === 'components' && name === 'securitySchemes' && method !== undefined) {
    const rest = diff.path.slice(3).map(String);
    return {
      call: `security scheme ${quoted(method)}`,
      text: rest.length ? keywordChange(diff, rest.join(' ')) : verb(diff),
    };
  }
  return null;
}
