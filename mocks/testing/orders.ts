/** Test helpers for the order calls: place, pay, list, cancel and move orders the way the app does. */
import { leastChoices } from '@contract/options';
import type { Food, Order, StatusChangePayload } from '@contract/types';
import { SEED_FOODS } from '../seed';
import { call, json } from './api';

export function orderBody(foods: readonly Food[] = SEED_FOODS.slice(0, 2)) {
  // Each required group answered, as the app's dish page would have it.
  const items = foods.map((food) => ({ food, quantity: 1, price: food.price, options: leastChoices(food) }));
  return {
    items,
    totalPrice: items.reduce((sum, item) => sum + item.price, 0),
    name: 'Sam Shopper',
    address: '1 Main Street, Springfield',
    addressLatLng: { lat: 52.52, lng: 13.405 },
  };
}

export async function placeOrder(token: string, foods?: readonly Food[]): Promise<Order> {
  const answer = await call('/api/orders/create', { body: orderBody(foods), token });
  if (answer.status !== 201) throw new Error(`order failed: ${answer.status} ${answer.text}`);
  return json<Order>(answer);
}

export const pay = (body: unknown, token?: string) => call('/api/orders/pay', { body, token });
export const myOrders = (token?: string) => call('/api/orders', { token });
export const track = (id: string, token?: string) => call(`/api/orders/track/${id}`, { token });
export const allOrders = (token?: string) => call('/api/admin/orders', { token });
export const pendingOrder = (token?: string) => call('/api/orders/newOrderForCurrentUser', { token });
export const cancelOrder = (id: string, token?: string) =>
  call(`/api/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST', token });
/** `status` is sent as given, so a test can send one an admin may not set. */
export const setOrderStatus = (id: string, status: StatusChangePayload['status'] | null, token?: string) =>
  call(`/api/admin/orders/${encodeURIComponent(id)}/status`, { body: { status }, token });

/** Places an order for the token's user and pays it (the demo payment): the order as paid, PAID. */
export async function placeAndPay(token: string, foods?: readonly Food[]): Promise<Order> {
  await placeOrder(token, foods);
  const answer = await pay({ paymentId: 'DEMO-TEST' }, token);
  if (answer.status !== 200) throw new Error(`payment failed: ${answer.status} ${answer.text}`);
  return json<Order>(answer);
}
