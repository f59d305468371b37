import { useLayoutEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { cartRefreshed } from '@/features/cart/cart-edits';
import { selectCartLines } from '@/features/cart/cart-slice';
import type { PriceCheck } from '@/features/cart/components/price-check-notice';
import { useGetFoodsQuery } from '@/features/foods/api/foods-api';

/**
 * Decision 13 (docs/product.md): the cart and checkout price the cart from the menu the server
 * charges by, never from the dishes as storage kept them. A hook, not a loader: the cart opens with
 * its stored lines at once even when the menu is slow or down, and then says so with a retry.
 */
export function useMenuPrices(): PriceCheck {
  const dispatch = useAppDispatch();
  const lines = useAppSelector(selectCartLines);
  // An empty cart has nothing to price.
  const { data: menu, isError, refetch } = useGetFoodsQuery(undefined, { skip: lines.length === 0 });
  // Before paint, so a cached menu's prices are the first ones shown. Again when the lines change
  // (another tab's cart, say): a refresh that changes nothing keeps the state, so this settles.
  useLayoutEffect(() => {
    if (menu) dispatch(cartRefreshed(menu));
  }, [dispatch, menu, lines]);
  return { failed: isError && !menu, retry: () => void refetch() };
}
