import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ALL_TAG } from '@contract/types';
import {
  foodsApi,
  selectCachedMenu,
  useCachedMenu,
  useGetFoodsByTagQuery,
} from '@/features/foods/api/foods-api';
import { Catalogue } from '@/features/foods/components/catalogue';
import { dishesWithTag, reconcileWithShown } from '@/features/foods/menu-answers';
import { loadErrorPage } from './-components/route-fallbacks';
import { ensureQueryData } from './-lib/ensure-query-data';
import { withTags } from './-lib/with-tags';

export const Route = createFileRoute('/tag/$tag')({
  loader: ({ context: { store }, params: { tag } }) => {
    if (!selectCachedMenu(store.getState())) {
      return withTags(store, ensureQueryData(store.dispatch(foodsApi.endpoints.getFoodsByTag.initiate(tag))));
    }
    store.dispatch(foodsApi.util.prefetch('getTags', undefined, {}));
    // The menu in the cache answers at once (the page, not its loader: no pending page); the
    // spec's call still goes out, and its answer is the one shown when it comes. 'All' is the
    // menu's own call (docs/product.md §7), already answered.
    if (tag !== ALL_TAG) store.dispatch(foodsApi.util.prefetch('getFoodsByTag', tag, {}));
    return undefined;
  },
  head: ({ params }) => ({ meta: [{ title: `${params.tag} · Food Store` }] }),
  errorComponent: loadErrorPage('The menu could not be loaded'),
  component: TagRoute,
});

function TagRoute() {
  const { tag } = Route.useParams();
  const loaded = Route.useLoaderData();
  const menu = useCachedMenu();
  // currentData: another tag's answer, still cached, is no answer to this one.
  const served = useGetFoodsByTagQuery(tag, { skip: tag === ALL_TAG && menu !== undefined }).currentData;
  // The loader's answer from the server or, with the menu cached, the menu's.
  const firstAnswer = useMemo(() => loaded ?? dishesWithTag(menu ?? [], tag), [loaded, menu, tag]);
  // A call that fails after the menu answered leaves the menu's answer standing.
  const foods = useMemo(
    () => (served ? reconcileWithShown(served, firstAnswer) : firstAnswer),
    [served, firstAnswer],
  );
  return <Catalogue filter={{ kind: 'tag', tag }} foods={foods} />;
}
