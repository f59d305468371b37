import { entryWithId, NO_SUCH_ID, newestFirstProblems, problemsIf, type Step } from './step-kit';

/** Extensions: the order history and one order of it, after the order steps placed an order. */
export const HISTORY_STEPS: readonly Step[] = [
  {
    name: 'my orders without a token',
    method: 'GET',
    path: () => '/api/orders',
    expect: [401],
  },
  {
    name: 'my orders',
    method: 'GET',
    path: () => '/api/orders',
    token: ({ token }) => token,
    expect: [200],
    after: (body, context) => [
      ...problemsIf(
        entryWithId(body, context.orderId).status !== 'NEW',
        'the pending order is missing from the history, or is not NEW',
      ),
      ...newestFirstProblems(body),
    ],
  },
  {
    name: 'track my order',
    method: 'GET',
    path: ({ orderId }) => `/api/orders/track/${encodeURIComponent(orderId)}`,
    token: ({ token }) => token,
    expect: [200],
    after: (body, context) =>
      problemsIf(
        entryWithId([body], context.orderId).status !== 'NEW',
        'the answer should be the order just placed, still NEW',
      ),
  },
  {
    name: 'track my order without a token',
    method: 'GET',
    path: ({ orderId }) => `/api/orders/track/${encodeURIComponent(orderId)}`,
    expect: [401],
  },
  {
    name: "track someone else's order",
    method: 'GET',
    path: ({ orderId }) => `/api/orders/track/${encodeURIComponent(orderId)}`,
    token: ({ otherToken }) => otherToken,
    // 404, not 403: whether an order id exists is none of another user's business.
    expect: [404],
  },
  {
    name: 'track an order that does not exist',
    method: 'GET',
    path: () => `/api/orders/track/${NO_SUCH_ID}`,
    token: ({ token }) => token,
    expect: [404],
  },
];
