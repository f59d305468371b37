/**
 * Extensions: every user's orders for the admin page, and moving one on. The calls themselves
 * (admin-calls.ts) load with the first of them, not with the demo's first page.
 */
import type { HttpHandler } from 'msw';
import { loadOnce, route } from '../http/route';

const calls = loadOnce(() => import('./admin-calls'));

export const adminHandlers: HttpHandler[] = [
  route('get', '/api/admin/orders', async (context) => (await calls()).allOrders(context)),
  route('post', '/api/admin/orders/:id/status', async (context) => (await calls()).moveOrder(context)),
];
