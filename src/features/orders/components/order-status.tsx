import type { OrderStatus as Status } from '@contract/types';
import styles from './orders.module.css';

/** How each status reads to a shopper, wherever it is shown. */
export const ORDER_STATUS_LABELS: Record<Status, string> = {
  NEW: 'Awaiting payment',
  PAID: 'Paid',
  SHIPPED: 'On its way',
  DELIVERED: 'Delivered',
  CANCELED: 'Canceled',
};

export function OrderStatusBadge({ status }: { status: Status }) {
  return (
    <span className={styles.status} data-status={status}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
