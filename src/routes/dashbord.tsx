import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/app/dashboard-page';
import { requireLogin } from '@/app/guards';
import { ordersApi } from '@/features/orders/api/orders-api';

// The header's spelling (SPEC section 2); /dashboard redirects here.
export const Route = createFileRoute('/dashbord')({
  beforeLoad: requireLogin,
  loader: ({ context: { store } }) => {
    store.dispatch(ordersApi.util.prefetch('getOrders', undefined, {}));
  },
  head: () => ({ meta: [{ title: 'Dashboard · Food Store' }] }),
  component: DashboardPage,
});
