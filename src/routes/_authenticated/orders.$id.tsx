import { createFileRoute, isNotFound } from '@tanstack/react-router';
import type { AppStore } from '@/store/store';
import { ordersApi, useGetOrderQuery } from '@/features/orders/api/orders-api';
import { OrderPage } from '@/pages/order-page';
import { MessagePage, loadErrorPage } from '@/pages/route-fallbacks';
import { MissingCall } from '@/lib/api/load-failure';
import { ensureQueryData } from '../-lib/ensure-query-data';

/**
 * Decision 15 (docs/product.md): a 404 in words means "no such order" only from a server that has the
 * order calls. One whose history call is missing too has none, whatever its 404 says.
 */
async function orderCallsMissing(store: AppStore): Promise<boolean> {
  try {
    await ensureQueryData(store.dispatch(ordersApi.endpoints.getOrders.initiate()), 'list');
    return false;
  } catch (error) {
    return error instanceof MissingCall;
  }
}

export const Route = createFileRoute('/_authenticated/orders/$id')({
  loader: async ({ context: { store }, params }) => {
    try {
      return await ensureQueryData(
        store.dispatch(ordersApi.endpoints.getOrder.initiate(params.id)),
        'record',
      );
    } catch (error) {
      if (isNotFound(error) && (await orderCallsMissing(store))) throw new MissingCall(404);
      throw error;
    }
  },
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
