/** Order lookups and writes shared by the order, payment, history and admin calls. */
import { db, type OrderRecord } from '../db';

/** The user's pending order: NEW until paid; a user has at most one (a new checkout replaces it). */
export const isPendingOf = (userId: string) => (order: Readonly<OrderRecord>) =>
  order.userId === userId && order.status === 'NEW';

// An unparsable date (hand-edited storage) sorts as the oldest instead of breaking the sort.
const time = (order: { createdAt: string }) => Date.parse(order.createdAt) || 0;

/**
 * Newest first. Rows are appended as orders are created, so the table order is the creation
 * sequence: two orders of the same millisecond keep a stable order, the later one first.
 */
export function newestFirst<T extends { createdAt: string }>(orders: readonly T[]): T[] {
  return orders
    .map((order, sequence) => ({ order, sequence }))
    .sort((a, b) => time(b.order) - time(a.order) || b.sequence - a.sequence)
    .map(({ order }) => order);
}

/** Stores the order in place of the row with its id. */
export function saveOrder(order: OrderRecord): void {
  db.update((state) => {
    state.orders = state.orders.map((stored) => (stored.id === order.id ? order : stored));
  });
}
