/**
 * Extensions: the life of a paid order. The shopper cancels this run's paid order (allowed while
 * PAID); with admin credentials a second order is placed and paid, the admin moves it on, the
 * shopper may no longer cancel it and sees the move, and the admin cancels it. Every order answer's
 * history and estimate, where the server sends them, must agree with its status.
 */
import { isJsonObject } from '../json';
import {
  entryWithId,
  fields,
  idOf,
  list,
  NO_SUCH_ID,
  orderBody,
  problemsIf,
  text,
  type Step,
  type StepContext,
} from './step-kit';

const needsAdmin = ({ admin }: StepContext) =>
  admin === null ? 'no admin account given (--admin-email and --admin-password)' : null;

const ACTIVE = ['PAID', 'PREPARING', 'SHIPPED'];
const CANCELED = ['CANCELED', 'REFUNDED'];

/**
 * The optional life fields agree with the status: the history (since payment, oldest first) ends
 * with the current status and its times never go back; an estimate only while the order is active,
 * and not before the step it was given at.
 */
export function lifeProblems(order: Record<string, unknown>): string[] {
  const status = text(order.status);
  const problems: string[] = [];
  if (Array.isArray(order.statusHistory)) {
    const steps = list(order.statusHistory);
    const times = steps.map((step) => Date.parse(text(step.at)));
    problems.push(
      ...problemsIf(
        steps.length > 0 && text(steps.at(-1)?.status) !== status,
        `the status history does not end with the status (${status})`,
      ),
      ...problemsIf(
        status !== 'NEW' && text(steps[0]?.status) !== 'PAID',
        'the status history of a paid order does not start with PAID',
      ),
      ...problemsIf(
        times.some((time, index) => index > 0 && time < (times[index - 1] ?? time)),
        'the status history is not oldest first',
      ),
    );
  }
  if (order.estimatedDeliveryAt !== undefined) {
    const estimate = Date.parse(text(order.estimatedDeliveryAt));
    const lastStep = Array.isArray(order.statusHistory) ? list(order.statusHistory).at(-1) : undefined;
    problems.push(
      ...problemsIf(!ACTIVE.includes(status), `an estimated delivery time on a ${status} order`),
      ...problemsIf(
        lastStep !== undefined && estimate < Date.parse(text(lastStep.at)),
        'the estimated delivery time is before the last step',
      ),
    );
  }
  return problems;
}

/** The answer is the order with this id, in one of these statuses, its life consistent. */
const orderIs =
  (id: (context: StepContext) => string, statuses: readonly string[], what: string) =>
  (body: unknown, context: StepContext) => {
    const order = entryWithId([body], id(context));
    return [
      ...problemsIf(!statuses.includes(text(order.status)), `the answer should be ${what}`),
      ...lifeProblems(fields(body)),
    ];
  };

const firstOrder = ({ orderId }: StepContext) => orderId;
const movedOrder = ({ movedOrderId }: StepContext) => movedOrderId;
const cancelPath = (id: (context: StepContext) => string) => (context: StepContext) =>
  `/api/orders/${encodeURIComponent(id(context))}/cancel`;
const statusPath = (id: (context: StepContext) => string) => (context: StepContext) =>
  `/api/admin/orders/${encodeURIComponent(id(context))}/status`;

export const LIFE_STEPS: readonly Step[] = [
  {
    name: 'track my paid order',
    operationId: 'getOrder',
    method: 'GET',
    path: ({ orderId }) => `/api/orders/track/${encodeURIComponent(orderId)}`,
    token: ({ token }) => token,
    expect: [200],
    needs: ['token', 'orderId', 'paid'],
    check: orderIs(firstOrder, ['PAID'], 'the order just paid, still PAID'),
  },
  {
    name: 'cancel without a token',
    operationId: 'cancelOrder',
    method: 'POST',
    path: cancelPath(firstOrder),
    expect: [401],
    needs: ['orderId'],
  },
  {
    name: "the second user cancels the first user's order",
    operationId: 'cancelOrder',
    method: 'POST',
    path: cancelPath(firstOrder),
    token: ({ otherToken }) => otherToken,
    // 404, not 403, as for tracking: whether an order id exists is none of another user's business.
    expect: [404],
    needs: ['orderId', 'otherToken', 'paid'],
  },
  {
    name: 'cancel an order that does not exist',
    operationId: 'cancelOrder',
    method: 'POST',
    path: cancelPath(() => NO_SUCH_ID),
    token: ({ token }) => token,
    expect: [404],
    needs: ['token'],
  },
  {
    name: 'cancel my paid order',
    operationId: 'cancelOrder',
    method: 'POST',
    path: cancelPath(firstOrder),
    token: ({ token }) => token,
    expect: [200],
    needs: ['token', 'orderId', 'paid'],
    check: orderIs(firstOrder, CANCELED, 'the order, CANCELED or REFUNDED'),
  },
  {
    name: 'cancel my order again',
    operationId: 'cancelOrder',
    method: 'POST',
    path: cancelPath(firstOrder),
    token: ({ token }) => token,
    expect: [200],
    needs: ['token', 'orderId', 'paid'],
    check: orderIs(firstOrder, CANCELED, 'the order, still CANCELED or REFUNDED'),
  },
  {
    name: 'my orders after canceling',
    operationId: 'getOrders',
    method: 'GET',
    path: () => '/api/orders',
    token: ({ token }) => token,
    expect: [200],
    needs: ['token', 'orderId', 'paid'],
    check: (body, context) => [
      ...problemsIf(
        !CANCELED.includes(text(entryWithId(body, context.orderId).status)),
        'the canceled order is not shown as CANCELED or REFUNDED',
      ),
      ...list(body).flatMap(lifeProblems),
    ],
  },
  {
    name: 'move an order without a token',
    operationId: 'setOrderStatus',
    method: 'POST',
    path: statusPath(firstOrder),
    body: () => ({ status: 'PREPARING' }),
    expect: [401],
    needs: ['orderId'],
  },
  {
    name: 'move an order as a shopper',
    operationId: 'setOrderStatus',
    method: 'POST',
    path: statusPath(firstOrder),
    body: () => ({ status: 'PREPARING' }),
    token: ({ token }) => token,
    expect: [403],
    needs: ['token', 'orderId'],
  },
  {
    name: 'order again, for the admin to move',
    operationId: 'createOrder',
    method: 'POST',
    path: () => '/api/orders/create',
    body: orderBody,
    token: ({ token }) => token,
    expect: [201, 200],
    skip: needsAdmin,
    needs: ['token', 'dish'],
    provides: ['movedOrderId'],
    record: (body, context) => {
      context.movedOrderId = idOf(body);
    },
  },
  {
    name: 'pay the second order',
    operationId: 'payOrder',
    method: 'POST',
    path: () => '/api/orders/pay',
    body: ({ paymentId }) => ({ paymentId: `${paymentId}-2` }),
    token: ({ token }) => token,
    expect: [200],
    skip: needsAdmin,
    needs: ['token', 'movedOrderId'],
    provides: ['movedPaid'],
    record: (body, context) => {
      context.movedPaid = isJsonObject(body) && idOf(body) === context.movedOrderId;
    },
    check: orderIs(movedOrder, ['PAID'], 'the second order, PAID'),
  },
  {
    name: 'move an order to a status no admin sets',
    operationId: 'setOrderStatus',
    method: 'POST',
    path: statusPath(movedOrder),
    body: () => ({ status: 'NEW' }),
    token: ({ adminToken }) => adminToken,
    expect: [400],
    skip: needsAdmin,
    needs: ['adminToken', 'movedOrderId'],
  },
  {
    name: 'move an order that does not exist',
    operationId: 'setOrderStatus',
    method: 'POST',
    path: statusPath(() => NO_SUCH_ID),
    body: () => ({ status: 'PREPARING' }),
    token: ({ adminToken }) => adminToken,
    expect: [404],
    skip: needsAdmin,
    needs: ['adminToken'],
  },
  {
    name: 'the admin marks the second order as being prepared',
    operationId: 'setOrderStatus',
    method: 'POST',
    path: statusPath(movedOrder),
    body: () => ({ status: 'PREPARING' }),
    token: ({ adminToken }) => adminToken,
    expect: [200],
    skip: needsAdmin,
    needs: ['adminToken', 'movedOrderId', 'movedPaid'],
    check: (body, context) => [
      ...orderIs(movedOrder, ['PREPARING'], 'the second order, PREPARING')(body, context),
      ...problemsIf(
        idOf(fields(fields(body).customer)) !== context.userId,
        "the moved order's customer is not the user who placed it",
      ),
    ],
  },
  {
    name: 'the admin marks it as being prepared again',
    operationId: 'setOrderStatus',
    method: 'POST',
    path: statusPath(movedOrder),
    body: () => ({ status: 'PREPARING' }),
    token: ({ adminToken }) => adminToken,
    expect: [200],
    skip: needsAdmin,
    needs: ['adminToken', 'movedOrderId', 'movedPaid'],
    check: orderIs(movedOrder, ['PREPARING'], 'the second order, unchanged, PREPARING'),
  },
  {
    name: 'the shopper cancels an order being prepared',
    operationId: 'cancelOrder',
    method: 'POST',
    path: cancelPath(movedOrder),
    token: ({ token }) => token,
    expect: [409],
    skip: needsAdmin,
    needs: ['token', 'movedOrderId', 'movedPaid'],
  },
  {
    name: 'the shopper sees the move',
    operationId: 'getOrder',
    method: 'GET',
    path: ({ movedOrderId }) => `/api/orders/track/${encodeURIComponent(movedOrderId)}`,
    token: ({ token }) => token,
    expect: [200],
    skip: needsAdmin,
    needs: ['token', 'movedOrderId', 'movedPaid'],
    check: orderIs(movedOrder, ['PREPARING'], 'the second order as the admin left it, PREPARING'),
  },
  {
    name: 'the admin skips a step',
    operationId: 'setOrderStatus',
    method: 'POST',
    path: statusPath(movedOrder),
    body: () => ({ status: 'DELIVERED' }),
    token: ({ adminToken }) => adminToken,
    expect: [409],
    skip: needsAdmin,
    needs: ['adminToken', 'movedOrderId', 'movedPaid'],
  },
  {
    name: 'the admin cancels the second order',
    operationId: 'setOrderStatus',
    method: 'POST',
    path: statusPath(movedOrder),
    body: () => ({ status: 'CANCELED' }),
    token: ({ adminToken }) => adminToken,
    expect: [200],
    skip: needsAdmin,
    needs: ['adminToken', 'movedOrderId', 'movedPaid'],
    check: orderIs(movedOrder, CANCELED, 'the second order, CANCELED or REFUNDED'),
  },
];
