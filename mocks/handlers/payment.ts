/** Extension: the demo payment of the current user's pending order. No money moves anywhere. */
import type { HttpHandler } from 'msw';
import type { Pace } from '../db';
import { loadOnce, route } from '../http/route';

/**
 * The payment starts the order's life, on the pace of the scenario that took it (mocks/scenarios.ts).
 * The call itself (payment-calls.ts) loads with the first payment, not with the demo's first page.
 */
const calls = loadOnce(() => import('./payment-calls'));

export function createPaymentHandlers(pace: Pace): HttpHandler[] {
  return [route('post', '/api/orders/pay', async (context) => (await calls()).payOrder(context, pace))];
}
