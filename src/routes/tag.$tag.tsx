import { createFileRoute } from '@tanstack/react-router';
import { foodsApi, selectCachedMenu } from '@/features/foods/api/foods-api';
import { CatalogueRoute } from './-lib/catalogue-route';
import { loadErrorPage } from '@/pages/route-fallbacks';
import { readMenuQuery } from '@/features/foods/menu-query';
import { ensureQueryData } from './-lib/ensure-query-data';
import { withTags } from './-lib/with-tags';

export const Route = createFileRoute('/tag/$tag')({
  // The page is shared with home, and already loads lazily (./-components/catalogue-route.ts).
  codeSplitGroupings: [],
  validateSearch: readMenuQuery,
  loader: ({ context: { store }, params: { tag } }) => {
    if (!selectCachedMenu(store.getState())) {
      return withTags(
        store,
        ensureQueryData(store.dispatch(foodsApi.endpoints.getFoodsByTag.initiate(tag)), 'list'),
      );
    }
    // The menu in the cache answers at once (the page, not its loader: no pending page); the
    // spec's call goes out from the page once that answer is painted.
    store.dispatch(foodsApi.util.prefetch('getTags', undefined, {}));
    return undefined;
  },
  head: ({ params }) => ({ meta: [{ title: `${params.tag} · Food Store` }] }),
  errorComponent: loadErrorPage('The menu could not be loaded'),
  component: CatalogueRoute,
});
