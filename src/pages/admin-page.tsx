import { LineChoices } from '@/components/ui/line-choices';
import { lineIdentity } from '@contract/order-line';
import type { AdminOrder } from '@contract/types';
import { formatDate } from '@/utils/format-date';
import { formatPrice } from '@/utils/format-price';
import { AdminOrderActions } from '@/features/orders/components/admin-order-actions';
import { OrderStatusBadge } from '@/features/orders/components/order-status';
import styles from '@/features/orders/components/orders.module.css';

/**
 * The admin area (decision 1 in docs/product.md: admins only): every order with its customer, status,
 * lines (with their choices and notes for the kitchen) and total, and the admin's actions on it
 * (docs/product.md §2 'Admin').
 */
export function AdminPage({ orders }: { orders: AdminOrder[] }) {
  return (
    <div className={styles.page}>
      <h1>Admin area</h1>
      <h2>All orders</h2>
      {orders.length === 0 ? (
        <p>No orders have been placed yet.</p>
      ) : (
        <table className={`${styles.items} ${styles.adminOrders}`}>
          <caption className="visually-hidden">All orders, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Customer</th>
              <th scope="col">Status</th>
              <th scope="col">Items</th>
              <th scope="col">Total</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <th scope="row">{formatDate(order.createdAt)}</th>
                <td data-label="Customer" className={styles.wholeRow}>
                  {order.customer.name} <span className={styles.muted}>{order.customer.email}</span>
                </td>
                <td data-label="Status">
                  <OrderStatusBadge status={order.status} />
                </td>
                <td data-label="Items" className={styles.wholeRow}>
                  {order.items.reduce((count, item) => count + item.quantity, 0)}
                  {/* What the kitchen makes: each line with its choices and note. */}
                  <ul className={styles.adminLines} aria-label="Lines">
                    {order.items.map((item) => (
                      <li key={lineIdentity(item.food.id, item.options, item.note)}>
                        {item.quantity} × {item.food.name}
                        <LineChoices options={item.options} note={item.note} />
                      </li>
                    ))}
                  </ul>
                </td>
                <td data-label="Total">{formatPrice(order.totalPrice)}</td>
                <td className={styles.wholeRow}>
                  <AdminOrderActions order={order} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
