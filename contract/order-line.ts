/**
 * Extension: what a line of a cart or an order is beyond its dish and quantity (docs/contract.md
 * "Dish options"): its unit price with its choices, its note, and what tells two lines apart. Apart
 * from the group rules (options.ts) because the cart needs only this much on every page.
 */
import type { ChosenOption, ChosenOptionInput, Food } from './types';

/**
 * One dish with its choices: the dish's price and each choice's. Not rounded: a line's price is
 * rounded once, unit price × quantity, as it was before dishes had options.
 */
export function unitPrice(food: Pick<Food, 'price'>, options: readonly Pick<ChosenOption, 'price'>[] = []) {
  return options.reduce((sum, option) => sum + option.price, food.price);
}

/** The note as stored: trimmed, and none when blank. */
export function kitchenNote(note: unknown): string | undefined {
  return typeof note === 'string' && note.trim() !== '' ? note.trim() : undefined;
}

/**
 * What tells two lines apart: the dish, its choices (in any order) and its note. Two lines alike are
 * one line (the cart) or a refused order (the server).
 */
export function lineIdentity(
  foodId: string,
  options: readonly Pick<ChosenOptionInput, 'group' | 'choice'>[] = [],
  note?: string,
): string {
  const choices = options.map(({ group, choice }) => JSON.stringify([group, choice])).sort();
  return JSON.stringify([foodId, choices, note ?? '']);
}
