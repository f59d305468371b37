/** Test helpers for the order calls: place, pay and list orders the way the app does. */
import type { Food, Order } from '@contract/types';
import { SEED_FOODS } from '../seed';
import { call, json } from './api';

export function orderBody(foods: readonly Food[] = SEED_FOODS.slice(0, 2)) {
  const items = foods.map((food) => ({ food, quantity: 1, price: food.price }));
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
