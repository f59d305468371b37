import type { Order, OrderStatus } from '@contract/types';

/** The steps of an order that goes well, from payment to the door (docs/product.md, decision 18). */
export const DELIVERY_STEPS = ['PAID', 'PREPARING', 'SHIPPED', 'DELIVERED'] as const satisfies OrderStatus[];

/** Statuses whose order still moves on its own: the app refreshes them in the background. */
const ACTIVE: ReadonlySet<string> = new Set<OrderStatus>(['PAID', 'PREPARING', 'SHIPPED']);

export const isActive = (status: Order['status']): boolean => ACTIVE.has(status);
