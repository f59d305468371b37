import { useCallback, useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ORDER_REFRESH_MS } from '@/config/constants';
import { requestInBackground } from '@/lib/api/pending-requests-slice';
import { useRefreshWhileVisible } from '@/lib/refresh-while-visible';
import { notify } from '@/lib/toast/notify';
import { ordersApi } from '../api/orders-api';
import { isActive } from '../order-life';
import { selectKnownStatuses } from './known-statuses';
import { readSeenStatuses, writeSeenStatuses, type Statuses } from './seen-statuses';

/** What the toast says when one of the shopper's orders reaches a status (docs/product.md §8). */
const NEWS: ReadonlyMap<string, string> = new Map([
  ['PREPARING', 'Your order is being prepared'],
  ['SHIPPED', 'Your order is on its way'],
  ['DELIVERED', 'Your order has been delivered'],
  ['CANCELED', 'Your order was canceled'],
  ['REFUNDED', 'Your order was refunded'],
]);

/** The stored statuses with what the app has heard since laid over them. */
function merged(seen: Statuses, known: string): Statuses {
  const statuses = new Map(seen);
  for (const [id, status] of JSON.parse(known) as [string, string][]) statuses.set(id, status);
  return statuses;
}

/**
 * Tells the shopper, wherever they are on the site, when one of their orders changes status: one
 * polite toast per change, once (docs/product.md, decision 18). An order first heard of is only
 * remembered. While any of their orders is active, the history is fetched again in the background
 * every ORDER_REFRESH_MS while the tab is visible; the orders list and the dashboard show it.
 */
export function OrderStatusNews({ userId }: { userId: string }) {
  const dispatch = useAppDispatch();
  const known = useAppSelector(selectKnownStatuses);
  // Read again from storage each time: another tab may have told the news already.
  const latest = useMemo(() => merged(readSeenStatuses(userId), known), [userId, known]);

  useEffect(() => {
    const seen = readSeenStatuses(userId);
    let changed = false;
    for (const [id, status] of latest) {
      const before = seen.get(id);
      if (before === status) continue;
      changed = true;
      const news = NEWS.get(status);
      if (before !== undefined && news) notify.success('Order Update', news);
    }
    if (changed) writeSeenStatuses(userId, latest);
  }, [userId, latest]);

  const refresh = useCallback(() => {
    void requestInBackground(dispatch, () =>
      dispatch(ordersApi.endpoints.getOrders.initiate(undefined, { subscribe: false, forceRefetch: true })),
    );
  }, [dispatch]);
  const anyActive = [...latest.values()].some(isActive);
  useRefreshWhileVisible(refresh, anyActive, ORDER_REFRESH_MS);
  return null;
}
