import { isJsonObject } from '../json';
import { problemsIf, text, type Step } from './step-kit';

/**
 * Extension: logout, last and in a session of its own, so the tokens of the steps before stay good;
 * the first session then shows that logging out ends only the token sent.
 */
export const LOGOUT_STEPS: readonly Step[] = [
  {
    name: 'log out without a token',
    method: 'POST',
    path: () => '/api/auth/logout',
    expect: [401],
  },
  {
    name: 'log out with an unknown token',
    method: 'POST',
    path: () => '/api/auth/logout',
    token: () => 'not-a-real-token',
    expect: [401],
  },
  {
    name: 'log in a second session',
    method: 'POST',
    path: () => '/api/auth/login',
    body: ({ email, password }) => ({ email, password }),
    expect: [200],
    after: (body, context) => {
      context.logoutToken = text(isJsonObject(body) ? body.token : undefined);
      return problemsIf(context.logoutToken === context.token, 'the second login answered the same token');
    },
  },
  {
    name: 'log out',
    method: 'POST',
    path: () => '/api/auth/logout',
    token: ({ logoutToken }) => logoutToken,
    expect: [204],
  },
  {
    name: 'my orders with the logged-out token',
    method: 'GET',
    path: () => '/api/orders',
    token: ({ logoutToken }) => logoutToken,
    expect: [401],
  },
  {
    name: 'log out again with the logged-out token',
    method: 'POST',
    path: () => '/api/auth/logout',
    token: ({ logoutToken }) => logoutToken,
    expect: [401],
  },
  {
    name: 'my orders in the first session, still logged in',
    method: 'GET',
    path: () => '/api/orders',
    token: ({ token }) => token,
    expect: [200],
  },
];
