/**
 * Named failure and load scenarios, one registry for every runtime: `?scenario=<name>` in the app,
 * `parameters.msw.handlers` in Storybook, `server.use(...)` / applyScenario() in tests.
 */
import { delay, http, type HttpHandler } from 'msw';
import { groupThousands } from '@contract/digits';
import type { Food } from '@contract/types';
import { createCatalogue } from './catalogue';
import { routeHandlers } from './handlers';
import { createFavoriteHandlers } from './handlers/favorites';
import { createFoodHandlers } from './handlers/foods';
import { createOrderHandlers } from './handlers/orders';
import { createPaymentHandlers } from './handlers/payment';
import { isApiRequest } from './http/api-request';
import { FAST_PACE } from './http/order-life';
import { answering } from './latency';
import { ERRORS, HttpError, missingRouteResponse, textResponse } from './http/responses';
import { route } from './http/route';
import { BIG_CATALOGUE_SIZE, bigMenu } from './scenarios/big-catalogue';
import { CHAOS_SLOW_MS, chaosHandlers, DEFAULT_CHAOS_RATE } from './scenarios/chaos';
import { SEED_FOODS } from './seed';

export const SCENARIO_NAMES = [
  'slow',
  'server-down',
  'empty-catalogue',
  'big-catalogue',
  'login-fails',
  'register-email-taken',
  'order-create-fails',
  'no-pending-order',
  'pending-order-fails',
  'payment-fails',
  'fast-delivery',
  'no-extensions',
  'chaos',
] as const;

export type ScenarioName = (typeof SCENARIO_NAMES)[number];

export interface Scenario {
  /** A few words for the demo bar's picker, which must fit a phone. */
  label: string;
  /** What the scenario does, in a sentence: the picker's help text and the docs. */
  description: string;
  handlers: HttpHandler[];
}

export const SLOW_LATENCY_MS = 3000;
export const SERVER_DOWN_MESSAGE = 'The server is not responding. Please try again later.';
export const ORDER_FAILED_MESSAGE = 'We could not place your order. Please try again.';
export const PENDING_ORDER_FAILED_MESSAGE = 'The order service is unavailable. Please try again.';
export const PAYMENT_FAILED_MESSAGE = 'The payment service is unavailable. Nothing was charged.';

const fail = (status: number, message: string) => () => {
  throw new HttpError(status, message);
};

/** The calls beyond the original specification (docs/contract.md), which such a server lacks. */
const EXTENSIONS = [
  ['get', '/api/orders'],
  ['get', '/api/orders/track/:id'],
  ['post', '/api/orders/pay'],
  ['post', '/api/orders/:id/cancel'],
  ['get', '/api/admin/orders'],
  ['post', '/api/admin/orders/:id/status'],
  ['post', '/api/auth/logout'],
  ['get', '/api/users/favorites'],
  ['put', '/api/users/favorites/:foodId'],
  ['delete', '/api/users/favorites/:foodId'],
] as const;

const withMenu = (foods: () => readonly Food[]) => {
  const catalogue = createCatalogue(foods);
  return [
    ...createFoodHandlers(catalogue),
    ...createOrderHandlers(catalogue),
    ...createFavoriteHandlers(catalogue),
  ];
};

export const scenarios: Record<ScenarioName, Scenario> = {
  slow: {
    label: 'Slow server',
    description: `Every API call takes about ${SLOW_LATENCY_MS / 1000} seconds.`,
    handlers: [http.all(isApiRequest, () => delay(SLOW_LATENCY_MS))],
  },
  'server-down': {
    label: 'Server down',
    description: 'Every API call fails with 500.',
    handlers: [
      http.all(
        isApiRequest,
        answering(() => textResponse(500, SERVER_DOWN_MESSAGE)),
      ),
    ],
  },
  'empty-catalogue': {
    label: 'Empty menu',
    description: 'The menu has no dishes; tags list only All (0).',
    handlers: withMenu(() => []),
  },
  'big-catalogue': {
    label: 'Huge menu',
    description: `The menu has ${groupThousands(BIG_CATALOGUE_SIZE)} dishes, to try scrolling and filtering at scale.`,
    handlers: withMenu(() => bigMenu(SEED_FOODS)),
  },
  'login-fails': {
    label: 'Login fails',
    description: 'Every login is refused as wrong credentials.',
    handlers: [route('post', '/api/auth/login', fail(400, ERRORS.wrongCredentials))],
  },
  'register-email-taken': {
    label: 'Email already taken',
    description: 'Every registration is refused: the email is already registered.',
    handlers: [route('post', '/api/auth/register', fail(409, ERRORS.emailTaken))],
  },
  'order-create-fails': {
    label: 'Order fails',
    description: 'Placing an order fails with 500.',
    handlers: [route('post', '/api/orders/create', fail(500, ORDER_FAILED_MESSAGE))],
  },
  'no-pending-order': {
    label: 'No pending order',
    description: 'The current user never has a pending order (payment goes back to checkout).',
    handlers: [
      route('get', '/api/orders/newOrderForCurrentUser', fail(404, ERRORS.noPendingOrder)),
      route('post', '/api/orders/pay', fail(404, ERRORS.noPendingOrder)),
    ],
  },
  'pending-order-fails': {
    label: 'Order load fails',
    description:
      'Loading the pending order fails with 500 (payment goes back to checkout, which keeps the form).',
    handlers: [route('get', '/api/orders/newOrderForCurrentUser', fail(500, PENDING_ORDER_FAILED_MESSAGE))],
  },
  'payment-fails': {
    label: 'Payment fails',
    description: 'Paying fails with 500; the order stays pending and nothing is charged.',
    handlers: [route('post', '/api/orders/pay', fail(500, PAYMENT_FAILED_MESSAGE))],
  },
  'fast-delivery': {
    label: 'Fast delivery',
    description: `An order paid in this scenario moves on every ${FAST_PACE.PREPARING / 1000} seconds (being prepared, on its way, delivered): its whole life in under half a minute.`,
    // Only the payment: it gives the order its pace, which every later answer, in any tab, follows.
    handlers: createPaymentHandlers(FAST_PACE),
  },
  'no-extensions': {
    label: 'No extensions',
    description:
      "The server has only the original ten calls: order history, one order, payment, canceling, the admin list and moves, logout and the favourites answer Express's 'Cannot GET' 404 page.",
    handlers: EXTENSIONS.map(([method, path]) =>
      route(method, path, ({ request }) => missingRouteResponse(request)),
    ),
  },
  chaos: {
    label: 'Chaos',
    description: `A share of calls (${DEFAULT_CHAOS_RATE * 100} %, or \`rate\`) fail with 500, time out or take ${CHAOS_SLOW_MS / 1000} s more, chosen by \`seed\`: the same seed fails the same calls again.`,
    handlers: chaosHandlers(() => routeHandlers),
  },
};

export function isScenarioName(value: string): value is ScenarioName {
  return SCENARIO_NAMES.some((name) => name === value);
}
