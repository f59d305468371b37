/**
 * api-smart-diff's OpenAPI 3 rules with the classifications it gets wrong for a client overridden.
 * Each override has its own test in compare.test.ts.
 */
import {
  breaking,
  isParameterSchema,
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

/** The JSON types a schema's `type` allows. */
const typesOf = (type: unknown) => (Array.isArray(type) ? type : [type]).map(String);

/** Whether every value of the `narrower` types is one of the `wider` (an integer is a number). */
const covers = (wider: readonly string[], narrower: readonly string[]) =>
  narrower.every((type) => wider.includes(type) || (type === 'integer' && wider.includes('number')));

/**
 * A type changed breaks its readers unless it only widens what a request may send (a string, now a
 * string or a number) or narrows what an answer sends. The library calls every such change in a
 * request breaking, and takes an answer's rules as a request's reversed, so it called every one in
 * an answer non-breaking: a `price` that was a number and is now text, or may now be null.
 * Parameters keep its own rule (a query parameter is text on the wire whatever its type).
 */
const typeChangesByWhatTheyAllow = (rules: CompareRules) =>
  reclassify(rules, '/type', ([add, remove, replace]) => [
    add,
    remove,
    (ctx) => {
      if (isParameterSchema(ctx.before.path)) return classify(replace, ctx);
      const [before, after] = [typesOf(ctx.before.value), typesOf(ctx.after.value)];
      const harmless = isResponseSchema(ctx.before.path) ? covers(before, after) : covers(after, before);
      return harmless ? nonBreaking : breaking;
    },
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
    requiredParametersListBreaks(typeChangesByWhatTheyAllow(rules)),
  );
}
