import type { HttpHandler } from 'msw';
import { seedCatalogue } from '../catalogue';
import { malformedPathHandler, oversizedBodyHandler } from '../http/api-request';
import { DEFAULT_PACE } from '../http/order-life';
import { blankFilterHandler, unroutedHandler } from '../http/unrouted';
import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { createFavoriteHandlers } from './favorites';
import { createFoodHandlers } from './foods';
import { orderCancelHandlers } from './order-cancel';
import { orderHistoryHandlers } from './order-history';
import { createOrderHandlers } from './orders';
import { createPaymentHandlers } from './payment';
import { userHandlers } from './users';

/** One handler per documented API operation (contract/openapi.yaml); a test keeps the two equal. */
export const routeHandlers: HttpHandler[] = [
  ...createFoodHandlers(seedCatalogue),
  ...authHandlers,
  ...userHandlers,
  ...createOrderHandlers(seedCatalogue),
  ...createPaymentHandlers(DEFAULT_PACE),
  ...orderHistoryHandlers,
  ...orderCancelHandlers,
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
