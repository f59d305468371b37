import { createFileRoute } from '@tanstack/react-router';
import { ordersApi } from '@/features/orders/api/orders-api';
import { DashboardPage } from '@/pages/dashboard-page';

// The header's spelling (docs/product.md §2); /dashboard redirects here.
export const Route = createFileRoute('/_authenticated/dashbord')({
  // The tiles show without the orders; their summary fills in when the call answers.
  loader: ({ context: { store } }) => {
    store.dispatch(ordersApi.util.prefetch('getOrders', undefined, {}));
  },
  head: () => ({ meta: [{ title: 'Dashboard · Food Store' }] }),
  component: DashboardPage,
});
