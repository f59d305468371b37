import { ORDER_STATUSES, type Order, type OrderStatus } from '@contract/types';
import styles from './orders.module.css';

const LABELS: Record<OrderStatus, string> = {
  NEW: 'Awaiting payment',
  PAID: 'Paid',
  PREPARING: 'Being prepared',
  SHIPPED: 'On its way',
  DELIVERED: 'Delivered',
  CANCELED: 'Canceled',
  REFUNDED: 'Refunded',
};

const isKnown = (status: string): status is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(status);

/** How a status reads to a shopper, wherever it is shown: one the app does not know, as the server sent it. */
export function statusLabel(status: Order['status']): string {
  if (isKnown(status)) return LABELS[status];
  return status === '' ? 'Status unknown' : status;
}

/** An order's status as a coloured badge in words ('Awaiting payment', 'Paid', …), one colour pair per status. */
export function OrderStatusBadge({ status }: { status: Order['status'] }) {
  return (
    <span className={styles.status} data-status={isKnown(status) ? status : 'OTHER'}>
      {statusLabel(status)}
    </span>
  );
}
