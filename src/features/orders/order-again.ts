import { createAction } from '@reduxjs/toolkit';
import type { Order } from '@contract/types';

/**
 * The shopper asked for a past order again. The cart is another feature, so the orders feature only
 * says so; src/store/listeners.ts hands the dishes to the cart (docs/product.md §4, 'Order again').
 */
export const orderAgainRequested = createAction<Order['items']>('orders/orderAgainRequested');
