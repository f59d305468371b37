import { Link } from '@tanstack/react-router';
import { LocationView } from '@/components/map/lazy-map';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { errorMessage, errorStatus } from '@/lib/api/error-message';
import { formatDate } from '@/utils/format-date';
import { useGetOrderQuery } from '../api/orders-api';
import { OrderItemsTable } from './order-items-table';
import { OrderStatusBadge } from './order-status';
import styles from './orders.module.css';

/** One order: its status, items and delivery point. Only its owner can open it. */
export function OrderPage({ id }: { id: string }) {
  const { currentData: order, error, isError, isFetching, refetch } = useGetOrderQuery(id);
  if (isFetching && !order) return null;
  if (!order) {
    if (isError && errorStatus(error) !== 404) {
      return (
        <LoadError
          headingLevel={1}
          title="This order could not be loaded"
          message={errorMessage(error)}
          onRetry={() => void refetch()}
        />
      );
    }
    return (
      <EmptyState
        headingLevel={1}
        title="Order not found"
        action={<Link to="/orders">Back to your orders</Link>}
      />
    );
  }
  return (
    <div className={styles.page}>
      <h1>Order from {formatDate(order.createdAt)}</h1>
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="order-details">
          <h2 id="order-details">Details</h2>
          <dl className={styles.details}>
            <dt>Status</dt>
            <dd>
              <OrderStatusBadge status={order.status} />
            </dd>
            <dt>Name</dt>
            <dd>{order.name}</dd>
            <dt>Address</dt>
            <dd>{order.address}</dd>
            {order.paymentId && (
              <>
                <dt>Payment</dt>
                <dd>{order.paymentId} (demo, nothing charged)</dd>
              </>
            )}
          </dl>
          <OrderItemsTable items={order.items} totalPrice={order.totalPrice} />
        </section>
        <LocationView value={order.addressLatLng} title="Delivery address" />
      </div>
    </div>
  );
}
