import { LocationView } from '@/components/map/location-view';
import type { Order } from '@contract/types';
import { formatDate } from '@/utils/format-date';
import { useLiveOrder } from '@/features/orders/use-live-order';
import { CancelOrder } from '@/features/orders/components/cancel-order';
import { OrderAgainButton } from '@/features/orders/components/order-again-button';
import { OrderItemsTable } from '@/features/orders/components/order-items-table';
import { OrderStatusBadge } from '@/features/orders/components/order-status';
import { OrderTimeline } from '@/features/orders/components/order-timeline';
import { ResumePaymentLink } from '@/features/orders/components/resume-payment-link';
import styles from '@/features/orders/components/orders.module.css';

/**
 * One order: its status and the steps it took, items and delivery point; current while it moves on
 * (docs/product.md, decision 18). Only its owner can open it.
 */
export function OrderPage({ order }: { order: Order }) {
  useLiveOrder(order);
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
          <OrderTimeline order={order} />
          <CancelOrder key={order.id} order={order} />
          <ResumePaymentLink order={order} />
          <OrderAgainButton order={order} />
          <OrderItemsTable items={order.items} totalPrice={order.totalPrice} />
        </section>
        <LocationView value={order.addressLatLng} title="Delivery address" />
      </div>
    </div>
  );
}
