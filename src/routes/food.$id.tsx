import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useAppDispatch } from '@/app/hooks';
import { foodAdded } from '@/features/cart/cart-slice';
import { foodsApi, useGetFoodQuery } from '@/features/foods/api/foods-api';
import { FoodDetails } from '@/features/foods/components/food-details';
import type { Food } from '@contract/types';
import { MessagePage, loadErrorPage } from './-components/route-fallbacks';
import { ensureQueryData } from './-lib/ensure-query-data';

export const Route = createFileRoute('/food/$id')({
  loader: ({ context: { store }, params }) =>
    ensureQueryData(store.dispatch(foodsApi.endpoints.getFood.initiate(params.id))),
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
  const food = useGetFoodQuery(id).data ?? loaded;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const addToCart = (dish: Food) => {
    dispatch(foodAdded(dish));
    void navigate({ to: '/cart-page' });
  };
  return <FoodDetails food={food} onAddToCart={addToCart} />;
}
