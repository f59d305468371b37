import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '@/app/guards';
import { ordersApi } from '@/features/orders/api/orders-api';
import { OrderPage } from '@/features/orders/components/order-page';

export const Route = createFileRoute('/orders/$id')({
  beforeLoad: requireLogin,
  loader: ({ context: { store }, params }) => {
    store.dispatch(ordersApi.util.prefetch('getOrder', params.id, {}));
  },
  head: () => ({ meta: [{ title: 'Order · Food Store' }] }),
  component: OrderRoute,
});

function OrderRoute() {
  const { id } = Route.useParams();
  return <OrderPage id={id} />;
}
