import type { Food } from '@contract/types';
import type { MenuSort } from './menu-query';

/**
 * The lower bound of a cook time ('10-20' is 10 minutes, '15' is 15), or null for one that names no
 * time: such a dish sorts after every timed one.
 */
export function cookTimeLowerBound(cookTime: string): number | null {
  const minutes = cookTime.match(/\d+(?:\.\d+)?/g)?.map(Number);
  return minutes?.length ? Math.min(...minutes) : null;
}

// Made on first use: the first Intl object a page builds loads the locale data (docs/architecture.md).
let names: Intl.Collator | undefined;
/** English rules on every machine, whatever its locale: the same link shows the same order anywhere. */
const byName = (a: Food, b: Food) => (names ??= new Intl.Collator('en')).compare(a.name, b.name);

const byCookTime = (times: ReadonlyMap<Food, number>) => (a: Food, b: Food) =>
  (times.get(a) ?? Infinity) - (times.get(b) ?? Infinity) || 0;

/**
 * The dishes in the order asked for; without one, the server's ('Recommended'). The sort is stable,
 * so dishes that tie keep the server's order among themselves.
 */
export function sortDishes(foods: readonly Food[], sort: MenuSort | undefined): readonly Food[] {
  switch (sort) {
    case undefined:
      return foods;
    case 'price-asc':
      return foods.toSorted((a, b) => a.price - b.price);
    case 'price-desc':
      return foods.toSorted((a, b) => b.price - a.price);
    case 'rating':
      return foods.toSorted((a, b) => b.stars - a.stars);
    case 'name':
      return foods.toSorted(byName);
    case 'quickest': {
      // Parsed once per dish, not once per comparison.
      const times = new Map<Food, number>();
      for (const food of foods) {
        const minutes = cookTimeLowerBound(food.cookTime);
        if (minutes !== null) times.set(food, minutes);
      }
      return foods.toSorted(byCookTime(times));
    }
  }
}
