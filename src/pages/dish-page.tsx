import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { lineAdded, lineEdited, lineKey } from '@/features/cart/cart-edits';
import { selectCartLines } from '@/features/cart/cart-slice';
import { useGetFoodsQuery } from '@/features/foods/api/foods-api';
import type { DishLine } from '@/features/foods/components/dish-order-form';
import { FoodDetails } from '@/features/foods/components/food-details';
import { moreLikeThis } from '@/features/foods/more-like-this';
import type { Food } from '@contract/types';

interface DishPageProps {
  food: Food;
  /** The key of the cart's line of this dish to edit (`?edit=`); a key the cart lacks adds a new line. */
  editKey?: string;
}

/**
 * One dish (docs/product.md §2): its details, its options and a note, 'Add to Cart', which goes to the
 * cart, and 'More like this'. Opened from a cart line's Edit, it fills in that line's choices and
 * note, and saving replaces the line.
 */
export function DishPage({ food, editKey }: DishPageProps) {
  // Without the menu (not loaded yet, or failed) the page simply suggests nothing.
  const menu = useGetFoodsQuery().data;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const editing = useAppSelector(selectCartLines).find(
    (line) => editKey !== undefined && line.food.id === food.id && lineKey(line) === editKey,
  );
  const addToCart = (line: DishLine) => {
    dispatch(editing ? lineEdited({ key: lineKey(editing), line }) : lineAdded(line));
    void navigate({ to: '/cart-page' });
  };
  // Once per dish and menu, not on every render: a menu without close matches is scanned whole.
  const related = useMemo(() => (menu ? moreLikeThis(food, menu) : []), [food, menu]);
  return (
    <FoodDetails
      // A new line to edit starts the form afresh.
      key={editing ? lineKey(editing) : 'new'}
      food={food}
      related={related}
      editing={editing && { options: editing.options ?? [], note: editing.note }}
      onAddToCart={addToCart}
    />
  );
}
