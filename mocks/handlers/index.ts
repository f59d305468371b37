import type { HttpHandler } from 'msw';
import { seedCatalogue } from '../catalogue';
import { malformedPathHandler } from '../http/api-request';
import { latencyHandler } from '../latency';
import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { createFoodHandlers } from './foods';
import { orderHistoryHandlers } from './order-history';
import { createOrderHandlers } from './orders';
import { paymentHandlers } from './payment';
import { userHandlers } from './users';

/** In front of every route: latency, and a clean 400 for paths no route could decode. */
export const infrastructureHandlers: HttpHandler[] = [latencyHandler, malformedPathHandler];

/** One handler per documented API operation (contract/openapi.yaml); a test keeps the two equal. */
export const routeHandlers: HttpHandler[] = [
  ...createFoodHandlers(seedCatalogue),
  ...authHandlers,
  ...userHandlers,
  ...createOrderHandlers(seedCatalogue),
  ...paymentHandlers,
  ...orderHistoryHandlers,
  ...adminHandlers,
];

export const handlers: HttpHandler[] = [...infrastructureHandlers, ...routeHandlers];

/**
 * The handlers with a scenario's overrides in front of the routes but behind the latency, so a
 * failing scenario is as slow as the real call would be. For start-up; tests use server.use().
 */
export function handlersWith(overrides: readonly HttpHandler[]): HttpHandler[] {
  return [...infrastructureHandlers, ...overrides, ...routeHandlers];
}
