import { createFileRoute, isNotFound, redirect, useNavigate } from '@tanstack/react-router';
import { useAppDispatch } from '@/store/hooks';
import { orderPaid } from '@/features/cart/cart-slice';
import { ordersApi, useGetNewOrderForCurrentUserQuery } from '@/features/orders/api/orders-api';
import { PaymentPage } from '@/pages/payment-page';
import { readOrderFormDraft } from '@/features/orders/order-form-draft';
import type { Order } from '@contract/types';
import { ErrorPage } from '@/pages/route-fallbacks';
import { LoadFailure } from '@/lib/api/load-failure';
import { ensureQueryData } from '../-lib/ensure-query-data';

export const Route = createFileRoute('/_authenticated/payment')({
  // docs/product.md §4 and decision 14: without a pending order it can show, back to checkout, which
  // says why and keeps the form as sent. Placing the order again there replaces the pending one.
  loader: async ({ context: { store }, location }) => {
    const pending = ordersApi.endpoints.getNewOrderForCurrentUser.initiate(undefined, { forceRefetch: true });
    try {
      // Never an order from an earlier answer: it may have been paid or replaced since.
      return await ensureQueryData(store.dispatch(pending), 'record', { latest: true });
    } catch (error) {
      const orderForm = readOrderFormDraft(location.state.orderForm);
      if (isNotFound(error))
        throw redirect({ to: '/checkout', search: { reason: 'no-pending-order' }, state: { orderForm } });
      if (error instanceof LoadFailure)
        throw redirect({
          to: '/checkout',
          search: { reason: 'order-not-loaded' },
          state: { orderForm, orderLoadError: error.message },
        });
      throw error;
    }
  },
  errorComponent: ErrorPage,
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
