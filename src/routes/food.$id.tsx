import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { foodAdded } from '@/features/cart/cart-slice';
import { foodsApi, useGetFoodQuery, useGetFoodsQuery } from '@/features/foods/api/foods-api';
import { FoodDetails } from '@/features/foods/components/food-details';
import { moreLikeThis } from '@/features/foods/more-like-this';
import type { Food } from '@contract/types';
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
  const food = useGetFoodQuery(id).data ?? loaded;
  // Without the menu (not loaded yet, or failed) the page simply suggests nothing.
  const menu = useGetFoodsQuery().data;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const addToCart = (dish: Food) => {
    dispatch(foodAdded(dish));
    void navigate({ to: '/cart-page' });
  };
  // Once per dish and menu, not on every render: a menu without close matches is scanned whole.
  const related = useMemo(() => (menu ? moreLikeThis(food, menu) : []), [food, menu]);
  return <FoodDetails food={food} related={related} onAddToCart={addToCart} />;
}
