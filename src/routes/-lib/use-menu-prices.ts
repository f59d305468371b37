import { useLayoutEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { AppStore } from '@/store/store';
import { cartRefreshed, selectCartLines } from '@/features/cart/cart-slice';
import type { PriceCheck } from '@/features/cart/components/price-check-notice';
import { foodsApi, useGetFoodsQuery } from '@/features/foods/api/foods-api';

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

/**
 * For the loaders of the pages that use `useMenuPrices`: the menu is asked for as the page loads,
 * not once it has rendered. On a first visit that is while the early script's call
 * (src/boot/early-requests.ts) is still there to answer it; made after the first page resolved, the
 * call went to the server a second time. Not awaited: the cart still opens at once.
 */
export function prefetchMenuPrices(store: AppStore) {
  if (selectCartLines(store.getState()).length > 0)
    store.dispatch(foodsApi.util.prefetch('getFoods', undefined, {}));
}
