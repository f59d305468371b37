import { Link } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import type { Order } from '@contract/types';
import { formatDate } from '@/utils/format-date';
import { formatPrice } from '@/utils/format-price';
import { OrderAgainButton } from '@/features/orders/components/order-again-button';
import { OrderStatusBadge } from '@/features/orders/components/order-status';
import { ResumePaymentLink } from '@/features/orders/components/resume-payment-link';
import styles from '@/features/orders/components/orders.module.css';

/** Decision 7 (docs/product.md): the shopper's orders, newest first, each with its status. */
export function OrdersPage({ orders }: { orders: Order[] }) {
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
            <ResumePaymentLink order={order} />
            <OrderAgainButton order={order} />
          </li>
        ))}
      </ul>
    </div>
  );
}
