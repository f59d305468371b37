import { Link } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { errorMessage } from '@/lib/api/error-message';
import { formatDate } from '@/utils/format-date';
import { formatPrice } from '@/utils/format-price';
import { useGetOrdersQuery } from '../api/orders-api';
import { OrderStatusBadge } from './order-status';
import styles from './orders.module.css';

/** DESIGN decision 7: the shopper's orders, newest first, each with its status. */
export function OrdersPage() {
  const { data: orders, error, isError, refetch } = useGetOrdersQuery();
  if (isError && !orders) {
    return (
      <LoadError
        headingLevel={1}
        title="Your orders could not be loaded"
        message={errorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!orders) return null;
  if (orders.length === 0) {
    return (
      <EmptyState headingLevel={1} title="No orders yet" action={<Link to="/">Browse the menu</Link>}>
        Your orders will be listed here once you have placed one.
      </EmptyState>
    );
  }
  return (
    <div className={styles.page}>
      <h1>Your orders</h1>
      <ul className={styles.list} aria-label="Orders">
        {orders.map((order) => (
          <li key={order.id} className={styles.orderRow}>
            <div className={styles.orderHead}>
              <Link to="/orders/$id" params={{ id: order.id }}>
                Order from {formatDate(order.createdAt)}
              </Link>
              <OrderStatusBadge status={order.status} />
            </div>
            <span className={styles.muted}>
              {order.items.map((item) => `${item.quantity} × ${item.food.name}`).join(', ')}
            </span>
            <strong>{formatPrice(order.totalPrice)}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
