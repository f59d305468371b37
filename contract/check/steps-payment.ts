import { isJsonObject } from '../json';
import { entryWithId, problemsIf, type Step } from './step-kit';

/** Extension: the demo payment of the pending order the order steps placed. */
export const PAYMENT_STEPS: readonly Step[] = [
  {
    name: 'pay without a token',
    operationId: 'payOrder',
    method: 'POST',
    path: () => '/api/orders/pay',
    body: ({ paymentId }) => ({ paymentId }),
    expect: [401],
  },
  {
    name: 'pay with an empty payment id',
    operationId: 'payOrder',
    method: 'POST',
    path: () => '/api/orders/pay',
    body: () => ({ paymentId: '' }),
    token: ({ token }) => token,
    expect: [400],
    needs: ['token'],
  },
  {
    name: 'pay the pending order',
    operationId: 'payOrder',
    method: 'POST',
    path: () => '/api/orders/pay',
    body: ({ paymentId }) => ({ paymentId }),
    token: ({ token }) => token,
    expect: [200],
    needs: ['token', 'orderId'],
    provides: ['paid'],
    record: (body, context) => {
      context.paid = isJsonObject(body);
    },
    check: (body, context) => {
      const order = entryWithId([body], context.orderId);
      return problemsIf(
        order.status !== 'PAID' || order.paymentId !== context.paymentId,
        'the answer should be the pending order, PAID, with the payment id sent',
      );
    },
  },
  {
    name: 'pending order after paying',
    operationId: 'getNewOrderForCurrentUser',
    method: 'GET',
    path: () => '/api/orders/newOrderForCurrentUser',
    token: ({ token }) => token,
    expect: [404],
    needs: ['token', 'paid'],
  },
  {
    name: 'pay again with nothing pending',
    operationId: 'payOrder',
    method: 'POST',
    path: () => '/api/orders/pay',
    body: ({ paymentId }) => ({ paymentId }),
    token: ({ token }) => token,
    expect: [404],
    needs: ['token', 'paid'],
  },
  {
    name: 'my orders after paying',
    operationId: 'getOrders',
    method: 'GET',
    path: () => '/api/orders',
    token: ({ token }) => token,
    expect: [200],
    needs: ['token', 'orderId', 'paid'],
    check: (body, context) =>
      problemsIf(entryWithId(body, context.orderId).status !== 'PAID', 'the paid order is not shown as PAID'),
  },
];
