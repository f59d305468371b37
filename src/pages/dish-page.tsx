import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { foodAdded } from '@/features/cart/cart-slice';
import { useGetFoodsQuery } from '@/features/foods/api/foods-api';
import { FoodDetails } from '@/features/foods/components/food-details';
import { moreLikeThis } from '@/features/foods/more-like-this';
import type { Food } from '@contract/types';

/** One dish (docs/product.md §2): its details, 'Add to Cart', which goes to the cart, and 'More like this'. */
export function DishPage({ food }: { food: Food }) {
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
