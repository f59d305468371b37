import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '@/app/guards';
import { ordersApi } from '@/features/orders/api/orders-api';
import { OrdersPage } from '@/features/orders/components/orders-page';

export const Route = createFileRoute('/orders/')({
  beforeLoad: requireLogin,
  loader: ({ context: { store } }) => {
    store.dispatch(ordersApi.util.prefetch('getOrders', undefined, {}));
  },
  head: () => ({ meta: [{ title: 'Orders · Food Store' }] }),
  component: OrdersPage,
});
