import { createFileRoute } from '@tanstack/react-router';
import { foodsApi, useGetFoodsByTagQuery } from '@/features/foods/api/foods-api';
import { Catalogue } from '@/features/foods/components/catalogue';
import { loadErrorPage } from './-components/route-fallbacks';
import { ensureQueryData } from './-lib/ensure-query-data';

export const Route = createFileRoute('/tag/$tag')({
  loader: ({ context: { store }, params }) => {
    store.dispatch(foodsApi.util.prefetch('getTags', undefined, {}));
    return ensureQueryData(store.dispatch(foodsApi.endpoints.getFoodsByTag.initiate(params.tag)));
  },
  head: ({ params }) => ({ meta: [{ title: `${params.tag} · Food Store` }] }),
  errorComponent: loadErrorPage('The menu could not be loaded'),
  component: TagRoute,
});

function TagRoute() {
  const { tag } = Route.useParams();
  const loaded = Route.useLoaderData();
  const foods = useGetFoodsByTagQuery(tag).data ?? loaded;
  return <Catalogue filter={{ kind: 'tag', tag }} foods={foods} />;
}
