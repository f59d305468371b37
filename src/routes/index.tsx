import { createFileRoute } from '@tanstack/react-router';
import { foodsApi } from '@/features/foods/api/foods-api';
import { CatalogueRoute } from './-lib/catalogue-route';
import { loadErrorPage } from '@/pages/route-fallbacks';
import { readMenuQuery } from '@/features/foods/menu-query';
import { ensureQueryData } from './-lib/ensure-query-data';
import { withTags } from './-lib/with-tags';

export const Route = createFileRoute('/')({
  // The page is shared with tags and searches, and already loads lazily (./-components/catalogue-route.ts).
  codeSplitGroupings: [],
  validateSearch: readMenuQuery,
  loader: ({ context: { store } }) =>
    withTags(store, ensureQueryData(store.dispatch(foodsApi.endpoints.getFoods.initiate()), 'list')),
  errorComponent: loadErrorPage('The menu could not be loaded'),
  component: CatalogueRoute,
});
