import { createFileRoute, isNotFound, redirect, useNavigate } from '@tanstack/react-router';
import { useAppDispatch } from '@/app/hooks';
import { orderPaid } from '@/features/cart/cart-slice';
import { ordersApi, useGetNewOrderForCurrentUserQuery } from '@/features/orders/api/orders-api';
import { PaymentPage } from '@/features/orders/components/payment-page';
import type { Order } from '@contract/types';
import { loadErrorPage } from '../-components/route-fallbacks';
import { ensureQueryData } from '../-lib/ensure-query-data';

export const Route = createFileRoute('/_authenticated/payment')({
  // docs/product.md §4: without a pending order to pay, back to checkout. A failure to load it is not
  // "no order": it says so and retries, so the shopper never places the same order again by mistake.
  loader: async ({ context: { store } }) => {
    const pending = ordersApi.endpoints.getNewOrderForCurrentUser.initiate(undefined, { forceRefetch: true });
    try {
      return await ensureQueryData(store.dispatch(pending), 'record');
    } catch (error) {
      if (isNotFound(error)) throw redirect({ to: '/checkout', search: { reason: 'no-pending-order' } });
      throw error;
    }
  },
  errorComponent: loadErrorPage('Your order could not be loaded', 'Payment'),
  // Never shown from memory: Back after paying must not bring the paid order's Pay now back.
  gcTime: 0,
  head: () => ({ meta: [{ title: 'Payment · Food Store' }] }),
  component: PaymentRoute,
});

function PaymentRoute() {
  const loaded = Route.useLoaderData();
  const order = useGetNewOrderForCurrentUserQuery().data ?? loaded;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const paid = (paidOrder: Order) => {
    dispatch(orderPaid(paidOrder.items));
    // The paid order takes the payment page's place in history: Back never returns to Pay now.
    void navigate({ to: '/orders/$id', params: { id: paidOrder.id }, replace: true });
  };
  return <PaymentPage order={order} onPaid={paid} />;
}
