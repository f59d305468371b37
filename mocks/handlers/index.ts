import type { HttpHandler } from 'msw';
import { seedCatalogue } from '../catalogue';
import { malformedPathHandler, oversizedBodyHandler } from '../http/api-request';
import { DEFAULT_PACE } from '../http/order-life';
import { loadOnce, route } from '../http/route';
import { blankFilterHandler, unroutedHandler } from '../http/unrouted';
import { adminHandlers } from './admin';
import { createFavoriteHandlers } from './favorites';
import { createFoodHandlers } from './foods';
import { createOrderHandlers } from './orders';
import { createPaymentHandlers } from './payment';

// The calls no first page makes load with their first use: the demo's first load does without them.
const auth = loadOnce(() => import('./auth'));
const history = loadOnce(() => import('./order-history'));
const cancel = loadOnce(() => import('./order-cancel'));
const users = loadOnce(() => import('./users'));

/** One handler per documented API operation (contract/openapi.yaml); a test keeps the two equal. */
export const routeHandlers: HttpHandler[] = [
  ...createFoodHandlers(seedCatalogue),
  route('post', '/api/auth/login', async (context) => (await auth()).logIn(context)),
  route('post', '/api/auth/register', async (context) => (await auth()).register(context)),
  route('post', '/api/auth/logout', async (context) => (await auth()).logOut(context)),
  route('post', '/api/users/update', async (context) => (await users()).updateUser(context)),
  ...createOrderHandlers(seedCatalogue),
  ...createPaymentHandlers(DEFAULT_PACE),
  route('get', '/api/orders', async (context) => (await history()).orderHistory(context)),
  route('get', '/api/orders/track/:id', async (context) => (await history()).trackOrder(context)),
  route('post', '/api/orders/:id/cancel', async (context) => (await cancel()).cancelOrder(context)),
  ...adminHandlers,
  ...createFavoriteHandlers(seedCatalogue),
];

/**
 * In front of every route: clean answers for what no route should take: undecodable paths, oversized
 * bodies, blank search terms and tags, unknown calls and wrong methods. Every answer, theirs and the
 * routes', comes after the latency (`answering` in ../latency.ts).
 */
export const infrastructureHandlers: HttpHandler[] = [
  malformedPathHandler,
  oversizedBodyHandler,
  blankFilterHandler,
  unroutedHandler(routeHandlers),
];

export const handlers: HttpHandler[] = [...infrastructureHandlers, ...routeHandlers];

/**
 * The handlers with a scenario's overrides in front of the routes. Their answers come after the
 * latency too, so a failing scenario is as slow as the real call would be. For start-up; tests use
 * server.use().
 */
export function handlersWith(overrides: readonly HttpHandler[]): HttpHandler[] {
  return [...infrastructureHandlers, ...overrides, ...routeHandlers];
}
