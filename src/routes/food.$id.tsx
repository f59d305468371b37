import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useAppDispatch } from '@/app/hooks';
import { foodAdded } from '@/features/cart/cart-slice';
import { foodsApi } from '@/features/foods/api/foods-api';
import { FoodPage } from '@/features/foods/components/food-page';
import type { Food } from '@/types/api';

export const Route = createFileRoute('/food/$id')({
  loader: ({ context: { store }, params }) => {
    store.dispatch(foodsApi.util.prefetch('getFood', params.id, {}));
  },
  component: FoodRoute,
});

function FoodRoute() {
  const { id } = Route.useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const addToCart = (food: Food) => {
    dispatch(foodAdded(food));
    void navigate({ to: '/cart-page' });
  };
  return <FoodPage id={id} onAddToCart={addToCart} />;
}
