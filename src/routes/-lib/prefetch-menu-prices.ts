import type { AppStore } from '@/store/store';
import { selectCartLines } from '@/features/cart/cart-slice';
import { foodsApi } from '@/features/foods/api/foods-api';

/**
 * For the loaders of the pages that use `useMenuPrices` (use-menu-prices.ts, which loads with
 * those pages): the menu is asked for as the page loads,
 * not once it has rendered. On a first visit that is while the early script's call
 * (src/boot/early-requests.ts) is still there to answer it; made after the first page resolved, the
 * call went to the server a second time. Not awaited: the cart still opens at once.
 */
export function prefetchMenuPrices(store: AppStore) {
  if (selectCartLines(store.getState()).length > 0)
    store.dispatch(foodsApi.util.prefetch('getFoods', undefined, {}));
}
