import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { selectIsAdmin, selectUser } from '@/features/account/user-slice';
import { selectCartCount } from '@/features/cart/cart-slice';
import { useGetOrdersQuery } from '@/features/orders/api/orders-api';
import { isMissingCall } from '@/lib/api/error-message';
import { statusLabel } from '@/features/orders/components/order-status';
import type { Order } from '@contract/types';
import { useAppSelector } from '@/store/hooks';
import styles from './dashboard-page.module.css';

function Tile({
  to,
  title,
  children,
}: {
  to: '/orders' | '/profile' | '/cart-page' | '/admin';
  title: string;
  children: ReactNode;
}) {
  return (
    <li className={styles.tile}>
      <Link to={to} className={styles.link}>
        <h2 className={styles.title}>{title}</h2>
      </Link>
      <p className={styles.summary}>{children}</p>
    </li>
  );
}

function ordersSummary(orders: Order[] | undefined, error: unknown): string {
  // The tile is a glance; the orders page itself explains a failure and offers to try again.
  if (error !== undefined) {
    // Decision 15 (docs/product.md): a server without order history is no passing failure.
    return isMissingCall(error, { list: true })
      ? 'This server does not offer this yet.'
      : 'Your orders could not be loaded just now.';
  }
  if (!orders) return 'Your order history.';
  const [last] = orders;
  if (!last) return 'No orders yet.';
  return `${orders.length} ${orders.length === 1 ? 'order' : 'orders'}; the last one is ${statusLabel(last.status).toLowerCase()}.`;
}

/** Decision 7 (docs/product.md): the logged-in user's home, with a tile for each place they go. */
export function DashboardPage() {
  const user = useAppSelector(selectUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const cartCount = useAppSelector(selectCartCount);
  const { data: orders, error } = useGetOrdersQuery();
  return (
    <div className={styles.page}>
      <h1>Hello, {user.name || user.email}</h1>
      <ul className={styles.tiles}>
        <Tile to="/orders" title="Orders">
          {ordersSummary(orders, error)}
        </Tile>
        <Tile to="/profile" title="Profile">
          {user.email}
        </Tile>
        <Tile to="/cart-page" title="Cart">
          {cartCount === 0
            ? 'Your cart is empty.'
            : `${cartCount} ${cartCount === 1 ? 'item' : 'items'} waiting.`}
        </Tile>
        {isAdmin && (
          <Tile to="/admin" title="Admin area">
            Every order, with its customer and status.
          </Tile>
        )}
      </ul>
    </div>
  );
}
