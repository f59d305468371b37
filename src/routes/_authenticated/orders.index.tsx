import { createFileRoute } from '@tanstack/react-router';
import { ordersApi, useGetOrdersQuery } from '@/features/orders/api/orders-api';
import { OrdersPage } from '@/pages/orders-page';
import { loadErrorPage } from '@/pages/route-fallbacks';
import { ensureQueryData } from '../-lib/ensure-query-data';

export const Route = createFileRoute('/_authenticated/orders/')({
  loader: ({ context: { store } }) =>
    ensureQueryData(store.dispatch(ordersApi.endpoints.getOrders.initiate()), 'list'),
  head: () => ({ meta: [{ title: 'Orders · Food Store' }] }),
  errorComponent: loadErrorPage('Your orders could not be loaded'),
  component: OrdersRoute,
});

function OrdersRoute() {
  const loaded = Route.useLoaderData();
  const orders = useGetOrdersQuery().data ?? loaded;
  return <OrdersPage orders={orders} />;
}
