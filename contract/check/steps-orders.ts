import { fields, idOf, orderBody, problemsIf, type Step } from './step-kit';

export const ORDER_STEPS: readonly Step[] = [
  {
    name: 'pending order before ordering',
    operationId: 'getNewOrderForCurrentUser',
    method: 'GET',
    path: () => '/api/orders/newOrderForCurrentUser',
    token: ({ token }) => token,
    expect: [404],
    needs: ['token'],
  },
  {
    name: 'order without a token',
    operationId: 'createOrder',
    method: 'POST',
    path: () => '/api/orders/create',
    body: orderBody,
    expect: [401],
    needs: ['dish'],
  },
  {
    name: 'order nothing',
    operationId: 'createOrder',
    method: 'POST',
    path: () => '/api/orders/create',
    body: (context) => ({ ...orderBody(context), items: [] }),
    token: ({ token }) => token,
    expect: [400],
    needs: ['token'],
  },
  {
    name: 'order two dishes',
    operationId: 'createOrder',
    method: 'POST',
    path: () => '/api/orders/create',
    body: orderBody,
    token: ({ token }) => token,
    expect: [201, 200],
    needs: ['token', 'dish'],
    provides: ['orderId'],
    record: (body, context) => {
      context.orderId = idOf(body);
    },
    check: (body, context) => {
      const { totalPrice } = fields(body);
      const expected = orderBody(context).totalPrice;
      return problemsIf(
        Math.abs(Number(totalPrice) - expected) > 0.005,
        `the total should be ${expected}, got ${String(totalPrice)}`,
      );
    },
  },
  {
    name: 'the pending order',
    operationId: 'getNewOrderForCurrentUser',
    method: 'GET',
    path: () => '/api/orders/newOrderForCurrentUser',
    token: ({ token }) => token,
    expect: [200],
    needs: ['token', 'orderId'],
    check: (body, context) =>
      problemsIf(idOf(body) !== context.orderId, 'the pending order is not the one just placed'),
  },
  {
    name: 'pending order with an unknown token',
    operationId: 'getNewOrderForCurrentUser',
    method: 'GET',
    path: () => '/api/orders/newOrderForCurrentUser',
    token: () => 'not-a-real-token',
    expect: [401],
  },
];
