import type { Food } from '@contract/types';
import type { CatalogueFilter } from '@/features/foods/components/catalogue';

/** The routes of the menu page: home, a tag, a search. */
export const MENU_ROUTE_IDS = ['/', '/tag/$tag', '/search/$searchTerm'] as const;

/** What the menu page shows: which of its three pages, and the route loader's answer. */
export interface MenuPage {
  filter: CatalogueFilter;
  /** The server's answer, for a page opened before the menu was cached. */
  loaded: readonly Food[] | undefined;
}

export const filterKey = (filter: CatalogueFilter) =>
  filter.kind === 'all' ? 'all' : `${filter.kind}:${filter.kind === 'tag' ? filter.tag : filter.term}`;

/** The menu page a route match shows, if it is one of the three and loaded. */
export function menuPageOf(match: {
  routeId: string;
  status: string;
  params: Record<string, string | undefined>;
  loaderData?: unknown;
}): MenuPage | null {
  if (match.status !== 'success') return null;
  const loaded = match.loaderData as readonly Food[] | undefined;
  const { tag, searchTerm } = match.params;
  if (match.routeId === '/') return { filter: { kind: 'all' }, loaded };
  if (match.routeId === '/tag/$tag' && tag !== undefined) return { filter: { kind: 'tag', tag }, loaded };
  if (match.routeId === '/search/$searchTerm' && searchTerm !== undefined)
    return { filter: { kind: 'search', term: searchTerm }, loaded };
  return null;
}

export const sameMenuPage = (a: MenuPage, b: MenuPage) =>
  a.loaded === b.loaded && filterKey(a.filter) === filterKey(b.filter);
