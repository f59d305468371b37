import type { Food } from '@contract/types';
import type { MenuParam } from './menu-params';
import { MENU_QUERY, MENU_QUERY_PARAMS, type MenuQuery, type Needs } from './menu-query';

/** Whether this menu can apply each of the query's parameters (menu-query.ts says what each needs). */
export type FilterSupport = Readonly<Record<MenuParam, boolean>>;

const canApply = (needs: Needs | undefined, menu: readonly Food[], loggedIn: boolean) =>
  !needs || ('login' in needs ? loggedIn : menu.some((food) => food[needs.dishesSay] !== undefined));

/**
 * What a menu models: a server that sends no `diets` (or `allergens`) on any dish does not model
 * them, and a filter on them would find nothing for no reason the shopper could see.
 */
export function menuSupport(menu: readonly Food[], loggedIn: boolean): FilterSupport {
  return Object.fromEntries(
    MENU_QUERY_PARAMS.map((param) => [param, canApply(MENU_QUERY[param].filter?.needs, menu, loggedIn)]),
  ) as Record<MenuParam, boolean>;
}

/** The filters of `query` this list can apply; the rest stay in the address, said not applied. */
export const applicableFilters = (query: MenuQuery, support: FilterSupport): MenuQuery =>
  Object.fromEntries(Object.entries(query).filter(([param]) => support[param as MenuParam] !== false));

/** What a dish must be to pass the query's filter on `param`, if it sets one. */
function keepsOf<Param extends MenuParam>(query: MenuQuery, param: Param): ((food: Food) => boolean)[] {
  const { filter } = MENU_QUERY[param];
  const value = query[param];
  return filter && value !== undefined ? [filter.keeps(value)] : [];
}

/** The dishes that pass every filter of the query (the list itself when it sets none). */
export function filterDishes(foods: readonly Food[], query: MenuQuery): readonly Food[] {
  const keeps = MENU_QUERY_PARAMS.flatMap((param) => keepsOf(query, param));
  if (!keeps.length) return foods;
  return foods.filter((food) => keeps.every((keep) => keep(food)));
}

/** One part of one filter the query sets, as the shopper reads it. */
export interface QueryChip {
  param: MenuParam;
  label: string;
  /** The query without it. */
  without: MenuQuery;
}

function chipsOf<Param extends MenuParam>(query: MenuQuery, param: Param): QueryChip[] {
  const { filter } = MENU_QUERY[param];
  const value = query[param];
  if (!filter || value === undefined) return [];
  return filter
    .chips(value)
    .map(({ label, rest }) => ({ param, label, without: { ...query, [param]: rest } }));
}

/** Every filter the query sets, in the panel's order, a list's every item apart. */
export const queryChips = (query: MenuQuery): QueryChip[] =>
  MENU_QUERY_PARAMS.flatMap((param) => chipsOf(query, param));

/** How many filters the query sets: the phone's 'Filters' button shows it. */
export const filterCount = (query: MenuQuery): number => queryChips(query).length;
