import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { requireLogin } from '@/app/guards';
import { useAppDispatch } from '@/app/hooks';
import { cartCleared } from '@/features/cart/cart-slice';
import { ordersApi } from '@/features/orders/api/orders-api';
import { PaymentPage } from '@/features/orders/components/payment-page';
import type { Order } from '@/types/api';

export const Route = createFileRoute('/payment')({
  beforeLoad: requireLogin,
  // The page cannot show anything without the pending order: without one, back to checkout.
  loader: async ({ context: { store } }) => {
    const query = store.dispatch(
      ordersApi.endpoints.getNewOrderForCurrentUser.initiate(undefined, { forceRefetch: true }),
    );
    const { data } = await query;
    query.unsubscribe();
    if (!data) throw redirect({ to: '/checkout' });
  },
  head: () => ({ meta: [{ title: 'Payment · Food Store' }] }),
  component: PaymentRoute,
});

function PaymentRoute() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const paid = (order: Order) => {
    dispatch(cartCleared());
    void navigate({ to: '/orders/$id', params: { id: order.id } });
  };
  return <PaymentPage onPaid={paid} />;
}
