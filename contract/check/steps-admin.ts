import {
  entryWithId,
  fields,
  idOf,
  newestFirstProblems,
  problemsIf,
  text,
  type Step,
  type StepContext,
} from './step-kit';

// A real server's admins are not ours to create: without credentials these steps cannot run.
const needsAdmin = ({ admin }: StepContext) =>
  admin === null ? 'no admin account given (--admin-email and --admin-password)' : null;

/** Extension: the admin list of every user's orders, after the payment steps paid an order. */
export const ADMIN_STEPS: readonly Step[] = [
  {
    name: 'all orders without a token',
    operationId: 'getAllOrders',
    method: 'GET',
    path: () => '/api/admin/orders',
    expect: [401],
  },
  {
    name: 'all orders as a shopper',
    operationId: 'getAllOrders',
    method: 'GET',
    path: () => '/api/admin/orders',
    token: ({ token }) => token,
    expect: [403],
    needs: ['token'],
  },
  {
    name: 'log in the admin',
    operationId: 'login',
    method: 'POST',
    path: () => '/api/auth/login',
    body: ({ admin }) => ({ email: admin?.email, password: admin?.password }),
    expect: [200],
    skip: needsAdmin,
    provides: ['adminToken'],
    record: (body, context) => {
      context.adminToken = text(fields(body).token);
    },
    check: (body) => problemsIf(fields(body).isAdmin !== true, 'the admin account is not an admin'),
  },
  {
    name: 'all orders as the admin',
    operationId: 'getAllOrders',
    method: 'GET',
    path: () => '/api/admin/orders',
    token: ({ adminToken }) => adminToken,
    expect: [200],
    skip: needsAdmin,
    needs: ['adminToken', 'orderId', 'paid'],
    check: (body, context) => {
      const order = entryWithId(body, context.orderId);
      const customer = fields(order.customer);
      return [
        ...problemsIf(
          order.status !== 'PAID' || order.paymentId !== context.paymentId,
          "this run's paid order is missing or not PAID",
        ),
        ...problemsIf(
          idOf(customer) !== context.userId || text(customer.email).toLowerCase() !== context.email,
          "the paid order's customer is not the user who placed it",
        ),
        ...newestFirstProblems(body),
      ];
    },
  },
];
