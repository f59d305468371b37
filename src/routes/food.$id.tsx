import { createFileRoute } from '@tanstack/react-router';
import { foodsApi, useGetFoodQuery } from '@/features/foods/api/foods-api';
import { DishPage } from '@/pages/dish-page';
import { MessagePage, loadErrorPage } from '@/pages/route-fallbacks';
import { ensureQueryData } from './-lib/ensure-query-data';

/** `?edit=<line key>`: the cart's line of this dish being edited (any other value is ignored). */
const editSearch = (search: Record<string, unknown>): { edit?: string } =>
  typeof search.edit === 'string' && /^[0-9a-z]{1,16}$/.test(search.edit) ? { edit: search.edit } : {};

export const Route = createFileRoute('/food/$id')({
  validateSearch: editSearch,
  loader: ({ context: { store }, params }) => {
    // The menu, for 'More like this': usually cached already; if not, asked beside the dish, not after it.
    store.dispatch(foodsApi.util.prefetch('getFoods', undefined, {}));
    return ensureQueryData(store.dispatch(foodsApi.endpoints.getFood.initiate(params.id)), 'record');
  },
  head: ({ loaderData, match }) => ({
    meta: [
      {
        title: `${loaderData?.name ?? (match.status === 'notFound' ? 'Item not found' : 'Dish')} · Food Store`,
      },
    ],
  }),
  notFoundComponent: () => <MessagePage title="Item not found" link="Back to home" />,
  errorComponent: loadErrorPage('This dish could not be loaded'),
  component: FoodRoute,
});

function FoodRoute() {
  const { id } = Route.useParams();
  const loaded = Route.useLoaderData();
  const { edit } = Route.useSearch();
  return <DishPage food={useGetFoodQuery(id).data ?? loaded} editKey={edit} />;
}
