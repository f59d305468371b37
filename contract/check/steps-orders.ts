import { isJsonObject } from '../json';
import { orderBody, problemsIf, text, type Step } from './step-kit';

export const ORDER_STEPS: readonly Step[] = [
  {
    name: 'pending order before ordering',
    method: 'GET',
    path: () => '/api/orders/newOrderForCurrentUser',
    token: ({ token }) => token,
    expect: [404],
  },
  {
    name: 'order without a token',
    method: 'POST',
    path: () => '/api/orders/create',
    body: orderBody,
    expect: [401],
  },
  {
    name: 'order nothing',
    method: 'POST',
    path: () => '/api/orders/create',
    body: (context) => ({ ...orderBody(context), items: [] }),
    token: ({ token }) => token,
    expect: [400],
  },
  {
    name: 'order two dishes',
    method: 'POST',
    path: () => '/api/orders/create',
    body: orderBody,
    token: ({ token }) => token,
    expect: [201, 200],
    after: (body, context) => {
      const order = isJsonObject(body) ? body : {};
      context.orderId = text(order.id);
      const expected = orderBody(context).totalPrice;
      return problemsIf(
        Math.abs(Number(order.totalPrice) - expected) > 0.005,
        `the total should be ${expected}, got ${String(order.totalPrice)}`,
      );
    },
  },
  {
    name: 'the pending order',
    method: 'GET',
    path: () => '/api/orders/newOrderForCurrentUser',
    token: ({ token }) => token,
    expect: [200],
    after: (body, context) =>
      problemsIf(
        !isJsonObject(body) || body.id !== context.orderId,
        'the pending order is not the one just placed',
      ),
  },
  {
    name: 'pending order with an unknown token',
    method: 'GET',
    path: () => '/api/orders/newOrderForCurrentUser',
    token: () => 'not-a-real-token',
    expect: [401],
  },
];
