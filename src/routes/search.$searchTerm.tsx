import { createFileRoute, redirect } from '@tanstack/react-router';
import { isDotSegment } from '@contract/url-path';
import { foodsApi, selectCachedMenu } from '@/features/foods/api/foods-api';
import { CatalogueRoute } from './-lib/catalogue-route';
import { loadErrorPage } from '@/pages/route-fallbacks';
import { readMenuQuery } from '@/features/foods/menu-query';
import { ensureQueryData } from './-lib/ensure-query-data';
import { withTags } from './-lib/with-tags';

export const Route = createFileRoute('/search/$searchTerm')({
  // The page is shared with home, and already loads lazily (./-components/catalogue-route.ts).
  codeSplitGroupings: [],
  validateSearch: readMenuQuery,
  params: {
    parse: ({ searchTerm }) => ({ searchTerm: searchTerm.trim() }),
    // Terms are trimmed, so a leading space is free to carry '.' and '..' as a segment the browser keeps.
    stringify: ({ searchTerm }) => ({ searchTerm: isDotSegment(searchTerm) ? ` ${searchTerm}` : searchTerm }),
  },
  beforeLoad: ({ params, search }) => {
    // Home, with the shopper's sort and filters (docs/product.md §2).
    if (!params.searchTerm) throw redirect({ to: '/', search });
  },
  loader: ({ context: { store }, params: { searchTerm } }) => {
    if (!selectCachedMenu(store.getState())) {
      return withTags(
        store,
        ensureQueryData(store.dispatch(foodsApi.endpoints.searchFoods.initiate(searchTerm)), 'list'),
      );
    }
    // As on the tag page: the menu in the cache answers at once, the spec's call goes out from the page.
    store.dispatch(foodsApi.util.prefetch('getTags', undefined, {}));
    return undefined;
  },
  head: ({ params }) => ({ meta: [{ title: `“${params.searchTerm}” · Food Store` }] }),
  errorComponent: loadErrorPage('The menu could not be loaded'),
  component: CatalogueRoute,
});
