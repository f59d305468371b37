/**
 * Extension: the rules of a dish's option groups (docs/contract.md "Dish options"), one home for both
 * sides of the wire: the dish page checks a shopper's choices with them before adding a line, and the
 * server refuses an order that breaks them and prices its lines with them.
 */
import type { ChosenOption, ChosenOptionInput, Food, OptionGroup } from './types';

/** What a choice is called in a line: its group's name and its own. */
type Named = Pick<ChosenOptionInput, 'group' | 'choice'>;

/** How many choices a group takes, held to what it can give: never more than it has, min ≤ max. */
export function choiceLimits({ min, max, choices }: OptionGroup): { min: number; max: number } {
  const most = Math.max(0, Math.min(Math.floor(max), choices.length));
  return { min: Math.min(Math.max(0, Math.ceil(min)), most), max: most };
}

/** A group the shopper must answer. */
export const isRequired = (group: OptionGroup) => choiceLimits(group).min > 0;
/** A group answered with one choice of its own: radio buttons rather than checkboxes. */
export const isSingleChoice = (group: OptionGroup) => choiceLimits(group).max === 1;

/** What a group asks, in the words under its name: 'Required · choose 1', 'Up to 3', 'Choose 1 to 2'. */
export function ruleText(group: OptionGroup): string {
  const { min, max } = choiceLimits(group);
  if (min === max) return `Required · choose ${min}`;
  if (min === 0) return max === 1 ? 'Optional' : `Optional · up to ${max}`;
  return `Required · choose ${min} to ${max}`;
}

/** What is wrong with one group's choices: too few or too many; null when they keep its rule. */
export function groupProblem(group: OptionGroup, chosenCount: number): string | null {
  const { min, max } = choiceLimits(group);
  if (chosenCount < min)
    return min === 1
      ? `Please choose a ${group.name.toLowerCase()}`
      : `Please choose at least ${min}: ${group.name}`;
  if (chosenCount > max) return `${group.name} takes at most ${max}`;
  return null;
}

/** The first rule a line's choices break, naming the group; null when they keep every one. */
export function choicesProblem(food: Pick<Food, 'optionGroups'>, chosen: readonly Named[]): string | null {
  const groups = food.optionGroups ?? [];
  for (const { group, choice } of chosen) {
    const found = groups.find((candidate) => candidate.name === group);
    if (!found) return `There is no choice of ${group} for this dish`;
    if (!found.choices.some((offered) => offered.name === choice)) return `${group} has no choice ${choice}`;
    if (chosen.filter((other) => other.group === group && other.choice === choice).length > 1)
      return `${group}: ${choice} is chosen twice`;
  }
  for (const group of groups) {
    const problem = groupProblem(group, chosen.filter((named) => named.group === group.name).length);
    if (problem) return problem;
  }
  return null;
}

/**
 * The choices priced from the dish's own groups, in the dish's order of groups and choices; a choice
 * the dish does not offer is left out (choicesProblem says so first where it matters).
 */
export function pricedChoices(food: Pick<Food, 'optionGroups'>, chosen: readonly Named[]): ChosenOption[] {
  return (food.optionGroups ?? []).flatMap((group) =>
    group.choices
      .filter((choice) => chosen.some((named) => named.group === group.name && named.choice === choice.name))
      .map((choice) => ({ group: group.name, choice: choice.name, price: choice.price })),
  );
}

/**
 * The fewest choices that keep every group's rule: each group's first `min` choices. What a line of
 * the dish needs at the least, for a caller that orders it without asking anyone (the seed's past
 * orders, the contract check).
 */
export function leastChoices(food: Pick<Food, 'optionGroups'>): ChosenOption[] {
  return (food.optionGroups ?? []).flatMap((group) =>
    group.choices
      .slice(0, choiceLimits(group).min)
      .map((choice) => ({ group: group.name, choice: choice.name, price: choice.price })),
  );
}
