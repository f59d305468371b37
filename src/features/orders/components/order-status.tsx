import type { OrderStatus as Status } from '@/types/api';
import styles from './orders.module.css';

const LABELS: Record<Status, string> = {
  NEW: 'Awaiting payment',
  PAID: 'Paid',
  SHIPPED: 'On its way',
  DELIVERED: 'Delivered',
  CANCELED: 'Canceled',
};

export function OrderStatusBadge({ status }: { status: Status }) {
  return (
    <span className={styles.status} data-status={status}>
      {LABELS[status]}
    </span>
  );
}
