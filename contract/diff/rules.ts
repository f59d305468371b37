/**
 * api-smart-diff's OpenAPI 3 rules with the classifications it gets wrong for a client overridden.
 * Each override has its own test in compare.test.ts.
 */
import {
  breaking,
  isResponseSchema,
  nonBreaking,
  openapi3Rules,
  transformComapreRules,
  type ClassifyRule,
  type CompareRules,
  type ComapreContext,
  type RuleDiffType,
} from 'api-smart-diff';
import { isJsonObject } from '../json';
import { resolveRef } from './refs';

const classify = (rule: RuleDiffType, ctx: ComapreContext) => (typeof rule === 'function' ? rule(ctx) : rule);

/** `rules` with the classification of its child `key` (e.g. `/type`) changed, where it has one. */
function reclassify(
  rules: CompareRules,
  key: `/${string}`,
  change: (classification: ClassifyRule) => ClassifyRule,
): CompareRules {
  const child = rules[key];
  if (typeof child !== 'object' || !('$' in child) || !Array.isArray(child.$)) return rules;
  return { ...rules, [key]: { ...child, $: change(child.$ as ClassifyRule) } };
}

/**
 * A type changed in a response breaks the clients that read it (a `price` that was a number and is
 * now text). The library takes a response's rules as a request's reversed, and a request's type
 * change is breaking, so it reversed this one to non-breaking.
 */
const typeChangeInResponseBreaks = (rules: CompareRules) =>
  reclassify(rules, '/type', ([add, remove, replace]) => [
    add,
    remove,
    (ctx) => (isResponseSchema(ctx.before.path) ? breaking : classify(replace, ctx)),
  ]);

/** Required, with no default to stand in when a client leaves it out. */
function isRequiredParameter(parameter: unknown, root: unknown): boolean {
  const resolved = resolveRef(parameter, root);
  return (
    isJsonObject(resolved) &&
    resolved.required === true &&
    !(isJsonObject(resolved.schema) && 'default' in resolved.schema)
  );
}

/**
 * A call that had no parameters and gets a required one breaks every client that does not send it.
 * The library classifies the new `parameters` list as a whole, as non-breaking; a parameter added
 * to an existing list it already judges one by one.
 */
const requiredParametersListBreaks = (rules: CompareRules) =>
  reclassify(rules, '/parameters', ([, remove, replace]) => [
    ({ after }) =>
      Array.isArray(after.value) &&
      after.value.some((parameter) => isRequiredParameter(parameter, after.root))
        ? breaking
        : nonBreaking,
    remove,
    replace,
  ]);

export function contractDiffRules(): CompareRules {
  return transformComapreRules(openapi3Rules(), (rules) =>
    requiredParametersListBreaks(typeChangeInResponseBreaks(rules)),
  );
}
