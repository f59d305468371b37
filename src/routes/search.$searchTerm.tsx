import { createFileRoute, redirect } from '@tanstack/react-router';
import { useMemo } from 'react';
import { isDotSegment } from '@contract/url-path';
import {
  foodsApi,
  selectCachedMenu,
  useCachedMenu,
  useSearchFoodsQuery,
} from '@/features/foods/api/foods-api';
import { Catalogue } from '@/features/foods/components/catalogue';
import { dishesNamed, reconcileWithShown } from '@/features/foods/menu-answers';
import { usePaintedSince } from '@/lib/painted';
import { loadErrorPage } from './-components/route-fallbacks';
import { ensureQueryData } from './-lib/ensure-query-data';
import { withTags } from './-lib/with-tags';

export const Route = createFileRoute('/search/$searchTerm')({
  params: {
    parse: ({ searchTerm }) => ({ searchTerm: searchTerm.trim() }),
    // Terms are trimmed, so a leading space is free to carry '.' and '..' as a segment the browser keeps.
    stringify: ({ searchTerm }) => ({ searchTerm: isDotSegment(searchTerm) ? ` ${searchTerm}` : searchTerm }),
  },
  beforeLoad: ({ params }) => {
    if (!params.searchTerm) throw redirect({ to: '/' });
  },
  loader: ({ context: { store }, params: { searchTerm } }) => {
    if (!selectCachedMenu(store.getState())) {
      return withTags(
        store,
        ensureQueryData(store.dispatch(foodsApi.endpoints.searchFoods.initiate(searchTerm))),
      );
    }
    // As on the tag page: the menu in the cache answers at once, the spec's call goes out from the page.
    store.dispatch(foodsApi.util.prefetch('getTags', undefined, {}));
    return undefined;
  },
  head: ({ params }) => ({ meta: [{ title: `“${params.searchTerm}” · Food Store` }] }),
  errorComponent: loadErrorPage('The menu could not be loaded'),
  component: SearchRoute,
});

function SearchRoute() {
  const { searchTerm } = Route.useParams();
  const loaded = Route.useLoaderData();
  const menu = useCachedMenu();
  // As on the tag page: the call waits for the menu's answer to be painted, only this term's
  // answer counts, and a failed call leaves the menu's answer.
  const painted = usePaintedSince(searchTerm);
  const served = useSearchFoodsQuery(searchTerm, { skip: !painted && !loaded }).currentData;
  // The loader's answer from the server or, with the menu cached, the menu's.
  const firstAnswer = useMemo(
    () => loaded ?? dishesNamed(menu ?? [], searchTerm),
    [loaded, menu, searchTerm],
  );
  const foods = useMemo(
    () => (served ? reconcileWithShown(served, firstAnswer) : firstAnswer),
    [served, firstAnswer],
  );
  return <Catalogue filter={{ kind: 'search', term: searchTerm }} foods={foods} />;
}
