import { createFileRoute } from '@tanstack/react-router';
import { foodsApi, useGetFoodQuery } from '@/features/foods/api/foods-api';
import { DishPage } from '@/pages/dish-page';
import { MessagePage, loadErrorPage } from '@/pages/route-fallbacks';
import { ensureQueryData } from './-lib/ensure-query-data';

export const Route = createFileRoute('/food/$id')({
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
  return <DishPage food={useGetFoodQuery(id).data ?? loaded} />;
}
