import { isJsonObject } from '../json';
import { entryWithId, newestFirstProblems, problemsIf, text, type Step, type StepContext } from './step-kit';

// A real server's admins are not ours to create: without credentials these steps cannot run.
const needsAdmin = ({ admin }: StepContext) =>
  admin === null ? 'no admin account given (--admin-email and --admin-password)' : null;

/** Extension: the admin list of every user's orders, after the payment steps paid an order. */
export const ADMIN_STEPS: readonly Step[] = [
  {
    name: 'all orders without a token',
    method: 'GET',
    path: () => '/api/admin/orders',
    expect: [401],
  },
  {
    name: 'all orders as a shopper',
    method: 'GET',
    path: () => '/api/admin/orders',
    token: ({ token }) => token,
    expect: [403],
  },
  {
    name: 'log in the admin',
    method: 'POST',
    path: () => '/api/auth/login',
    body: ({ admin }) => ({ email: admin?.email, password: admin?.password }),
    expect: [200],
    skip: needsAdmin,
    after: (body, context) => {
      const user = isJsonObject(body) ? body : {};
      context.adminToken = text(user.token);
      return problemsIf(user.isAdmin !== true, 'the admin account is not an admin');
    },
  },
  {
    name: 'all orders as the admin',
    method: 'GET',
    path: () => '/api/admin/orders',
    token: ({ adminToken }) => adminToken,
    expect: [200],
    skip: needsAdmin,
    after: (body, context) => {
      const order = entryWithId(body, context.orderId);
      const customer = isJsonObject(order.customer) ? order.customer : {};
      return [
        ...problemsIf(
          order.status !== 'PAID' || order.paymentId !== context.paymentId,
          "this run's paid order is missing or not PAID",
        ),
        ...problemsIf(
          customer.id !== context.userId || text(customer.email).toLowerCase() !== context.email,
          "the paid order's customer is not the user who placed it",
        ),
        ...newestFirstProblems(body),
      ];
    },
  },
];
