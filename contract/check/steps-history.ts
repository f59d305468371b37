import { entryWithId, NO_SUCH_ID, newestFirstProblems, problemsIf, type Step } from './step-kit';

/** Extensions: the order history and one order of it, after the order steps placed an order. */
export const HISTORY_STEPS: readonly Step[] = [
  {
    name: 'my orders without a token',
    operationId: 'getOrders',
    method: 'GET',
    path: () => '/api/orders',
    expect: [401],
  },
  {
    name: 'my orders',
    operationId: 'getOrders',
    method: 'GET',
    path: () => '/api/orders',
    token: ({ token }) => token,
    expect: [200],
    needs: ['token', 'orderId'],
    check: (body, context) => [
      ...problemsIf(
        entryWithId(body, context.orderId).status !== 'NEW',
        'the pending order is missing from the history, or is not NEW',
      ),
      ...newestFirstProblems(body),
    ],
  },
  {
    name: 'track my order',
    operationId: 'getOrder',
    method: 'GET',
    path: ({ orderId }) => `/api/orders/track/${encodeURIComponent(orderId)}`,
    token: ({ token }) => token,
    expect: [200],
    needs: ['token', 'orderId'],
    check: (body, context) =>
      problemsIf(
        entryWithId([body], context.orderId).status !== 'NEW',
        'the answer should be the order just placed, still NEW',
      ),
  },
  {
    name: 'track my order without a token',
    operationId: 'getOrder',
    method: 'GET',
    path: ({ orderId }) => `/api/orders/track/${encodeURIComponent(orderId)}`,
    expect: [401],
    needs: ['orderId'],
  },
  {
    name: "the second user tracks the first user's order",
    operationId: 'getOrder',
    method: 'GET',
    path: ({ orderId }) => `/api/orders/track/${encodeURIComponent(orderId)}`,
    token: ({ otherToken }) => otherToken,
    // 404, not 403: whether an order id exists is none of another user's business.
    expect: [404],
    needs: ['orderId', 'otherToken'],
  },
  {
    name: 'track an order that does not exist',
    operationId: 'getOrder',
    method: 'GET',
    path: () => `/api/orders/track/${NO_SUCH_ID}`,
    token: ({ token }) => token,
    expect: [404],
    needs: ['token'],
  },
];
