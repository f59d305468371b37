import { LocationView } from '@/components/map/location-view';
import { BusyButton } from '@/components/ui/busy-button';
import buttons from '@/components/ui/button.module.css';
import { errorMessage } from '@/lib/api/error-message';
import { useSingleFlight } from '@/lib/single-flight';
import { notify } from '@/lib/toast/notify';
import type { Order } from '@contract/types';
import { usePayOrderMutation } from '@/features/orders/api/orders-api';
import { OrderItemsTable } from '@/features/orders/components/order-items-table';
import styles from '@/features/orders/components/orders.module.css';

/**
 * A made-up payment reference: the demo charges nothing, but a paid order records how it was paid.
 * One per order, as a payment provider's idempotency key: a retry after a failure sends the same.
 * The order id's last 8 characters keep it short enough to read on a phone.
 */
function demoPaymentId(order: Order): string {
  return `DEMO-${order.id.slice(-8).toUpperCase()}`;
}

function DemoPayment({ order, onPaid }: { order: Order; onPaid: (order: Order) => void }) {
  const [pay, { isLoading }] = usePayOrderMutation();
  const payNow = useSingleFlight(async () => {
    try {
      const paid = await pay({ paymentId: demoPaymentId(order) }).unwrap();
      notify.success('Payment Successful', 'Demo payment: nothing was charged.', { action: 'payment' });
      onPaid(paid);
    } catch (error) {
      notify.error('Payment Failed', errorMessage(error), { action: 'payment' });
    }
  });
  return (
    <section className={styles.panel} aria-labelledby="payment-title">
      <h2 id="payment-title">Payment</h2>
      <p className={styles.demoNote}>
        This is a demo shop. Paying marks the order as paid; no card is asked for and no money moves.
      </p>
      <BusyButton type="button" className={buttons.button} onClick={payNow} busy={isLoading}>
        Pay now — demo, no real charge
      </BusyButton>
    </section>
  );
}

/** docs/product.md §2 'Order Summary': the pending order (loaded by the route before this renders) and the payment. */
export function PaymentPage({ order, onPaid }: { order: Order; onPaid: (order: Order) => void }) {
  return (
    <div className={styles.page}>
      <h1>Order Summary</h1>
      <div className={styles.columns}>
        <div>
          <section className={styles.panel} aria-labelledby="delivery-title">
            <h2 id="delivery-title">Delivery</h2>
            <dl className={styles.details}>
              <dt>Name</dt>
              <dd>{order.name}</dd>
              <dt>Address</dt>
              <dd>{order.address}</dd>
            </dl>
            <OrderItemsTable items={order.items} totalPrice={order.totalPrice} />
          </section>
          <DemoPayment order={order} onPaid={onPaid} />
        </div>
        <LocationView value={order.addressLatLng} title="Shipping address" />
      </div>
    </div>
  );
}
