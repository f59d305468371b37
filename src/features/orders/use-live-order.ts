import { useCallback } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { ORDER_REFRESH_MS } from '@/config/constants';
import { requestInBackground } from '@/lib/api/pending-requests-slice';
import { useRefreshWhileVisible } from '@/lib/refresh-while-visible';
import type { Order } from '@contract/types';
import { ordersApi } from './api/orders-api';
import { isActive } from './order-life';

/**
 * Keeps an order on screen current while it moves on its own: fetched again in the background (no
 * Loading overlay) every ORDER_REFRESH_MS while the tab is visible, until delivered or canceled.
 */
export function useLiveOrder(order: Order): void {
  const dispatch = useAppDispatch();
  const { id } = order;
  const refresh = useCallback(() => {
    void requestInBackground(dispatch, () =>
      dispatch(ordersApi.endpoints.getOrder.initiate(id, { subscribe: false, forceRefetch: true })),
    );
  }, [dispatch, id]);
  useRefreshWhileVisible(refresh, isActive(order.status), ORDER_REFRESH_MS);
}
