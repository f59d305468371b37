import { createFileRoute, redirect } from '@tanstack/react-router';
import { isDotSegment } from '@contract/url-path';
import { foodsApi, useSearchFoodsQuery } from '@/features/foods/api/foods-api';
import { Catalogue } from '@/features/foods/components/catalogue';
import { loadErrorPage } from './-components/route-fallbacks';
import { ensureQueryData } from './-lib/ensure-query-data';

export const Route = createFileRoute('/search/$searchTerm')({
  params: {
    parse: ({ searchTerm }) => ({ searchTerm: searchTerm.trim() }),
    // Terms are trimmed, so a leading space is free to carry '.' and '..' as a segment the browser keeps.
    stringify: ({ searchTerm }) => ({ searchTerm: isDotSegment(searchTerm) ? ` ${searchTerm}` : searchTerm }),
  },
  beforeLoad: ({ params }) => {
    if (!params.searchTerm) throw redirect({ to: '/' });
  },
  loader: ({ context: { store }, params }) => {
    store.dispatch(foodsApi.util.prefetch('getTags', undefined, {}));
    return ensureQueryData(store.dispatch(foodsApi.endpoints.searchFoods.initiate(params.searchTerm)));
  },
  head: ({ params }) => ({ meta: [{ title: `“${params.searchTerm}” · Food Store` }] }),
  errorComponent: loadErrorPage('The menu could not be loaded'),
  component: SearchRoute,
});

function SearchRoute() {
  const { searchTerm } = Route.useParams();
  const loaded = Route.useLoaderData();
  const foods = useSearchFoodsQuery(searchTerm).data ?? loaded;
  return <Catalogue filter={{ kind: 'search', term: searchTerm }} foods={foods} />;
}
