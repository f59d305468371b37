/** What changed between two versions of the contract, call by call, and whether it breaks clients. */
import { apiCompare, type Diff } from 'api-smart-diff';
import { isJsonObject } from '../json';
import { contractDiffRules } from './rules';
import { wordChange, type Worded } from './wording';

/**
 * `breaking`: a client or server built to the older document fails with the newer one.
 * `additive`: something new that nobody has to use; `compatible`: any other change that breaks no one.
 * `unclassified`: the library cannot tell; a person should.
 */
export type ChangeKind = 'breaking' | 'additive' | 'compatible' | 'deprecated' | 'unclassified';

export interface ContractChange {
  /** `POST /api/orders/create`, or `security scheme "accessToken"`. */
  call: string;
  /** One of the spec's ten calls (an operation not marked `x-extension`), or a scheme one uses. */
  core: boolean;
  kind: ChangeKind;
  text: string;
}

function kindOf(diff: Diff): ChangeKind | null {
  switch (diff.type) {
    case 'breaking':
    case 'deprecated':
    case 'unclassified':
      return diff.type;
    case 'non-breaking':
      // Something added (a call, a property, an answer), not a constraint such as a maxLength.
      return diff.action === 'add' && typeof diff.after === 'object' && diff.after !== null
        ? 'additive'
        : 'compatible';
    default:
      return null;
  }
}

const SEVERITY: readonly ChangeKind[] = ['breaking', 'unclassified', 'deprecated', 'compatible', 'additive'];
const worse = (a: ChangeKind, b: ChangeKind) => (SEVERITY.indexOf(a) <= SEVERITY.indexOf(b) ? a : b);

interface Found extends Worded {
  kind: ChangeKind;
  action: Diff['action'];
}

/**
 * A property added as required, or removed with its required mark, is one change to a reader, though
 * the library reports two (the property, its entry in `required`).
 */
function mergePropertyEvents(found: Found[]): Found[] {
  const key = (item: Found) => `${item.call}\u0000${item.action}\u0000${item.property?.name}`;
  const properties = new Map(
    found.filter((item) => item.property?.event === 'property').map((item) => [key(item), item]),
  );
  return found.flatMap((item) => {
    if (item.property?.event !== 'required') return [item];
    const property = properties.get(key(item));
    if (!property || (item.action !== 'add' && item.action !== 'remove')) return [item];
    property.kind = worse(property.kind, item.kind);
    if (item.action === 'add') property.text = `${property.text}, required`;
    return [];
  });
}

function operationOf(document: unknown, call: string): Record<string, unknown> | null {
  const [method = '', path = ''] = call.split(' ');
  const paths = isJsonObject(document) ? document.paths : undefined;
  const item = isJsonObject(paths) ? paths[path] : undefined;
  const operation = isJsonObject(item) ? item[method.toLowerCase()] : undefined;
  return isJsonObject(operation) ? operation : null;
}

/** Whether a call is one of the spec's ten, as the older document says (or the newer, for a new one). */
function isCore(call: string, before: unknown, after: unknown): boolean {
  const scheme = /^security scheme "(.*)"$/.exec(call)?.[1];
  if (scheme !== undefined) return usesScheme(before, scheme);
  const operation = operationOf(before, call) ?? operationOf(after, call);
  return operation !== null && operation['x-extension'] !== true;
}

function usesScheme(document: unknown, scheme: string): boolean {
  const paths = isJsonObject(document) && isJsonObject(document.paths) ? Object.values(document.paths) : [];
  return paths.some(
    (item) =>
      isJsonObject(item) &&
      Object.values(item).some(
        (operation) =>
          isJsonObject(operation) &&
          operation['x-extension'] !== true &&
          Array.isArray(operation.security) &&
          operation.security.some((requirement) => isJsonObject(requirement) && scheme in requirement),
      ),
  );
}

/** Every change from `before` to `after` that a client or server could notice, in document order. */
export function compareContracts(before: unknown, after: unknown): ContractChange[] {
  const { diffs } = apiCompare(before, after, { rules: contractDiffRules() });
  const found = diffs.flatMap((diff): Found[] => {
    const kind = kindOf(diff);
    const worded = kind && wordChange(diff, before, after);
    return worded && kind ? [{ ...worded, kind, action: diff.action }] : [];
  });
  return mergePropertyEvents(found).map(({ call, text, kind }) => ({
    call,
    core: isCore(call, before, after),
    kind,
    text,
  }));
}
