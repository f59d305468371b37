import { foldCase } from '@contract/search';
import type { Food } from '@contract/types';
import type { MenuQuery } from './menu-query';

/** What the list can be filtered on, beyond what every dish has. */
export interface FilterSupport {
  /** The menu's dishes say their diets (docs/contract.md: an optional field a server may omit). */
  diets: boolean;
  /** The menu's dishes say their allergens. */
  allergens: boolean;
  /** A logged-in shopper, whose favourites `favorite` marks. */
  favourites: boolean;
}

/**
 * What a menu models: a server that sends no `diets` (or `allergens`) on any dish does not model
 * them, and a filter on them would find nothing for no reason the shopper could see.
 */
export function menuSupport(menu: readonly Food[], loggedIn: boolean): FilterSupport {
  return {
    diets: menu.some((food) => food.diets !== undefined),
    allergens: menu.some((food) => food.allergens !== undefined),
    favourites: loggedIn,
  };
}

/** The filters of `query` this list can apply; the rest stay in the address, said not applied. */
export function applicableFilters(query: MenuQuery, support: FilterSupport): MenuQuery {
  const { diet, without, favourites, ...rest } = query;
  return {
    ...rest,
    ...(support.diets && diet ? { diet } : {}),
    ...(support.allergens && without ? { without } : {}),
    ...(support.favourites && favourites ? { favourites } : {}),
  };
}

/**
 * The dishes that pass every filter: all the tags, at most the price, every diet, none of the
 * allergens left out, a favourite. A dish that does not say its diets or allergens passes no filter
 * on them: "without peanuts" must never include a dish nobody checked.
 */
export function filterDishes(foods: readonly Food[], query: MenuQuery): readonly Food[] {
  const tags = query.tag?.map(foldCase) ?? [];
  const { maxPrice, diet = [], without = [], favourites } = query;
  if (!tags.length && maxPrice === undefined && !diet.length && !without.length && !favourites) return foods;
  return foods.filter(
    (food) =>
      (maxPrice === undefined || food.price <= maxPrice) &&
      (!favourites || food.favorite) &&
      diet.every((wanted) => food.diets?.includes(wanted)) &&
      (!without.length ||
        (food.allergens !== undefined && !food.allergens.some((a) => without.includes(a)))) &&
      (!tags.length || tags.every((tag) => food.tags.some((own) => foldCase(own) === tag))),
  );
}
