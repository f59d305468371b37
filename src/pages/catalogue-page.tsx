import { skipToken } from '@reduxjs/toolkit/query';
import { useLoaderData, useMatch, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo } from 'react';
import { useAppSelector } from '@/store/hooks';
import { ALL_TAG, type Food } from '@contract/types';
import { selectIsLoggedIn } from '@/features/account/user-slice';
import { useCachedMenu, useGetFoodsByTagQuery, useSearchFoodsQuery } from '@/features/foods/api/foods-api';
import { Catalogue, type CatalogueFilter } from '@/features/foods/components/catalogue';
import {
  dishesNamed,
  dishesWithTag,
  prepareMenuAnswers,
  reconcileWithShown,
} from '@/features/foods/menu-answers';
import { menuSupport } from '@/features/foods/menu-filters';
import type { MenuQuery } from '@/features/foods/menu-query';
import { usePaintedSince } from '@/lib/painted';

/** Which of the three menu pages the router matched, and for what. */
function useFilter(): CatalogueFilter {
  const routeId = useMatch({ strict: false, select: (match) => match.routeId });
  const { tag, searchTerm } = useParams({ strict: false });
  return useMemo((): CatalogueFilter => {
    if (routeId === '/tag/$tag' && tag !== undefined) return { kind: 'tag', tag };
    if (routeId === '/search/$searchTerm' && searchTerm !== undefined)
      return { kind: 'search', term: searchTerm };
    return { kind: 'all' };
  }, [routeId, tag, searchTerm]);
}

const keyOf = (filter: CatalogueFilter) =>
  filter.kind === 'all' ? 'all' : `${filter.kind}:${filter.kind === 'tag' ? filter.tag : filter.term}`;

function answerFromMenu(menu: readonly Food[], filter: CatalogueFilter): readonly Food[] {
  if (filter.kind === 'tag') return dishesWithTag(menu, filter.tag);
  return filter.kind === 'search' ? dishesNamed(menu, filter.term) : menu;
}

/**
 * The page of '/', '/tag/$tag' and '/search/$searchTerm': one component for the three, so that going
 * from one to another keeps the page (search box, tags, grid) and every card in both lists, where a
 * component per route would be unmounted and the whole page built again on every tap.
 *
 * With the menu in the cache, a tag or a search answers from it at once, by the server's rules
 * (docs/product.md, decision 9). The spec's call still goes out, once that answer is painted: its
 * answer (1.5 MB for a tag of a 10,000-dish menu) read inside the tap would hold back the paint. It
 * wins when it comes, told in the dishes already shown; a failed call leaves the menu's answer. A
 * page opened by link has the server's answer from its loader instead.
 */
export function CataloguePage() {
  const filter = useFilter();
  const loaded = useLoaderData({ strict: false }) as readonly Food[] | undefined;
  const menu = useCachedMenu();
  const painted = usePaintedSince(keyOf(filter));
  const call = painted || loaded !== undefined;
  // currentData: another tag's or term's answer, still cached, is no answer to this one. 'All' is
  // the menu's own call (docs/product.md §7), already answered.
  const byTag = useGetFoodsByTagQuery(
    filter.kind === 'tag' && call && !(filter.tag === ALL_TAG && menu) ? filter.tag : skipToken,
  ).currentData;
  const byName = useSearchFoodsQuery(filter.kind === 'search' && call ? filter.term : skipToken).currentData;
  const served = filter.kind === 'tag' ? byTag : filter.kind === 'search' ? byName : undefined;

  // Home's loader put the menu in the cache; elsewhere the loader's answer, or the menu's.
  const firstAnswer = useMemo(
    () => (filter.kind === 'all' ? (menu ?? loaded ?? []) : (loaded ?? answerFromMenu(menu ?? [], filter))),
    [filter, loaded, menu],
  );
  const foods = useMemo(
    () => (served ? reconcileWithShown(served, firstAnswer) : firstAnswer),
    [served, firstAnswer],
  );
  // Tags and searches answer from this menu: their indexes are built while the browser is idle.
  useEffect(() => (menu ? prepareMenuAnswers(menu) : undefined), [menu]);
  const query = useSearch({ strict: false }) as MenuQuery;
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // What the menu models: the whole menu when it is cached, else this list.
  const support = useMemo(() => menuSupport(menu ?? foods, loggedIn), [menu, foods, loggedIn]);
  const navigate = useNavigate();
  // A new entry in the history: Back undoes the last change, and the page keeps its place (docs/product.md §2).
  const onQueryChange = useCallback(
    (next: MenuQuery) => void navigate({ to: '.', search: next, resetScroll: false }),
    [navigate],
  );
  return (
    <Catalogue filter={filter} foods={foods} query={query} support={support} onQueryChange={onQueryChange} />
  );
}
