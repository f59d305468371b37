import { fields, problemsIf, text, type Step } from './step-kit';

/**
 * Extension: logout, last and in a session of its own, so the tokens of the steps before stay good;
 * the first session then shows that logging out ends only the token sent.
 */
export const LOGOUT_STEPS: readonly Step[] = [
  {
    name: 'log out without a token',
    operationId: 'logout',
    method: 'POST',
    path: () => '/api/auth/logout',
    expect: [401],
  },
  {
    name: 'log out with an unknown token',
    operationId: 'logout',
    method: 'POST',
    path: () => '/api/auth/logout',
    token: () => 'not-a-real-token',
    expect: [401],
  },
  {
    name: 'log in a second session',
    operationId: 'login',
    method: 'POST',
    path: () => '/api/auth/login',
    body: ({ email, password }) => ({ email, password }),
    expect: [200],
    needs: ['userId'],
    provides: ['logoutToken'],
    record: (body, context) => {
      context.logoutToken = text(fields(body).token);
    },
    check: (_body, { logoutToken, token }) =>
      problemsIf(logoutToken !== '' && logoutToken === token, 'the second login answered the same token'),
  },
  {
    name: 'log out',
    operationId: 'logout',
    method: 'POST',
    path: () => '/api/auth/logout',
    token: ({ logoutToken }) => logoutToken,
    expect: [204],
    needs: ['logoutToken'],
    provides: ['loggedOut'],
    record: (_body, context) => {
      context.loggedOut = true;
    },
  },
  {
    name: 'my orders with the logged-out token',
    operationId: 'getOrders',
    method: 'GET',
    path: () => '/api/orders',
    token: ({ logoutToken }) => logoutToken,
    expect: [401],
    needs: ['loggedOut'],
  },
  {
    name: 'log out again with the logged-out token',
    operationId: 'logout',
    method: 'POST',
    path: () => '/api/auth/logout',
    token: ({ logoutToken }) => logoutToken,
    expect: [401],
    needs: ['loggedOut'],
  },
  {
    name: 'my orders in the first session, still logged in',
    operationId: 'getOrders',
    method: 'GET',
    path: () => '/api/orders',
    token: ({ token }) => token,
    expect: [200],
    needs: ['token', 'loggedOut'],
  },
];
