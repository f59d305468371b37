import { createFileRoute } from '@tanstack/react-router';
import { ordersApi, useGetOrderQuery } from '@/features/orders/api/orders-api';
import { OrderPage } from '@/features/orders/components/order-page';
import { MessagePage, loadErrorPage } from '../-components/route-fallbacks';
import { ensureQueryData } from '../-lib/ensure-query-data';

export const Route = createFileRoute('/_authenticated/orders/$id')({
  loader: ({ context: { store }, params }) =>
    ensureQueryData(store.dispatch(ordersApi.endpoints.getOrder.initiate(params.id))),
  head: () => ({ meta: [{ title: 'Order · Food Store' }] }),
  notFoundComponent: () => <MessagePage title="Order not found" to="/orders" link="Back to your orders" />,
  errorComponent: loadErrorPage('This order could not be loaded'),
  component: OrderRoute,
});

function OrderRoute() {
  const { id } = Route.useParams();
  const loaded = Route.useLoaderData();
  const order = useGetOrderQuery(id).data ?? loaded;
  return <OrderPage order={order} />;
}
