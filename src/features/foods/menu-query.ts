/**
 * How the shopper has asked to see a list of dishes: its order and its filters, named as they are in
 * the address (`?sort=price-asc&diet=vegan&without=peanuts`, docs/product.md §2), which the route
 * reads (src/routes/-lib/catalogue-search.ts).
 */
import type { Allergen, Diet } from '@contract/dietary';

export const MENU_SORTS = [
  { id: 'price-asc', label: 'Price: low to high' },
  { id: 'price-desc', label: 'Price: high to low' },
  { id: 'rating', label: 'Top rated' },
  { id: 'quickest', label: 'Quickest to cook' },
  { id: 'name', label: 'Name (A–Z)' },
] as const;

export type MenuSort = (typeof MENU_SORTS)[number]['id'];

/** No `sort` is the server's own order, 'Recommended'. */
export interface MenuQuery {
  sort?: MenuSort;
  /** Tags a dish must have, every one (on a tag's page, besides that tag). */
  tag?: string[];
  maxPrice?: number;
  /** Diets a dish must suit, every one. */
  diet?: Diet[];
  /** Allergens a dish must not contain. */
  without?: Allergen[];
  /** The shopper's favourites only (logged in). */
  favourites?: 1;
}

/** The query's keys: the address's parameters of the menu's pages. */
export const MENU_QUERY_KEYS = ['sort', 'tag', 'maxPrice', 'diet', 'without', 'favourites'] as const;

/** The query without its filters: what 'Clear filters' leaves. */
export const withoutFilters = ({ sort }: MenuQuery): MenuQuery => ({ sort });

export const hasFilters = (query: MenuQuery): boolean =>
  Boolean(
    query.tag?.length ||
    query.maxPrice !== undefined ||
    query.diet?.length ||
    query.without?.length ||
    query.favourites,
  );
