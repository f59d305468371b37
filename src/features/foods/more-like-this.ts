import type { Food } from '@contract/types';

/** How many other dishes the dish page suggests. */
export const MORE_LIKE_THIS_COUNT = 4;

/**
 * Other dishes for the dish page, from the menu as the server ordered it: those sharing the most tags
 * with `food` first, a dish of the same country ahead of others that share as many, never `food` itself.
 */
export function moreLikeThis(food: Food, menu: readonly Food[], count = MORE_LIKE_THIS_COUNT): Food[] {
  const tags = new Set(food.tags);
  const country = food.origins[0];
  return menu
    .filter((dish) => dish.id !== food.id)
    .map((dish) => {
      const shared = dish.tags.filter((tag) => tags.has(tag)).length;
      return {
        dish,
        score: shared === 0 ? 0 : shared * 2 + (country !== undefined && dish.origins[0] === country ? 1 : 0),
      };
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map(({ dish }) => dish);
}
