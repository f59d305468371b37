import { entryWithId, problemsIf, type Step } from './step-kit';

/** Extension: the demo payment of the pending order the order steps placed. */
export const PAYMENT_STEPS: readonly Step[] = [
  {
    name: 'pay without a token',
    method: 'POST',
    path: () => '/api/orders/pay',
    body: ({ paymentId }) => ({ paymentId }),
    expect: [401],
  },
  {
    name: 'pay with an empty payment id',
    method: 'POST',
    path: () => '/api/orders/pay',
    body: () => ({ paymentId: '' }),
    token: ({ token }) => token,
    expect: [400],
  },
  {
    name: 'pay the pending order',
    method: 'POST',
    path: () => '/api/orders/pay',
    body: ({ paymentId }) => ({ paymentId }),
    token: ({ token }) => token,
    expect: [200],
    after: (body, context) => {
      const order = entryWithId([body], context.orderId);
      return problemsIf(
        order.status !== 'PAID' || order.paymentId !== context.paymentId,
        'the answer should be the pending order, PAID, with the payment id sent',
      );
    },
  },
  {
    name: 'pending order after paying',
    method: 'GET',
    path: () => '/api/orders/newOrderForCurrentUser',
    token: ({ token }) => token,
    expect: [404],
  },
  {
    name: 'pay again with nothing pending',
    method: 'POST',
    path: () => '/api/orders/pay',
    body: ({ paymentId }) => ({ paymentId }),
    token: ({ token }) => token,
    expect: [404],
  },
  {
    name: 'my orders after paying',
    method: 'GET',
    path: () => '/api/orders',
    token: ({ token }) => token,
    expect: [200],
    after: (body, context) =>
      problemsIf(entryWithId(body, context.orderId).status !== 'PAID', 'the paid order is not shown as PAID'),
  },
];
