import { profile, type Step, type StepContext } from './step-kit';

const sameOrigin = ({ appOrigin, serverOrigin }: StepContext) =>
  appOrigin === serverOrigin
    ? `the app is served from the server's own origin (${serverOrigin}): browsers make no CORS requests`
    : null;

/**
 * The browser's side of the two calls the app sends with credentials (login and the profile update,
 * src/features/account/api/account-api.ts): the preflight, then the call from the app's origin.
 */
export const CORS_STEPS: readonly Step[] = [
  {
    name: 'CORS preflight for logging in',
    operationId: 'login',
    method: 'OPTIONS',
    path: () => '/api/auth/login',
    credentials: true,
    skip: sameOrigin,
  },
  {
    name: "log in from the app's origin",
    operationId: 'login',
    method: 'POST',
    path: () => '/api/auth/login',
    body: ({ email, password }) => ({ email, password }),
    expect: [200],
    needs: ['userId'],
    fromApp: { credentials: true },
    skip: sameOrigin,
  },
  {
    name: 'CORS preflight for updating the profile',
    operationId: 'updateUser',
    method: 'OPTIONS',
    path: () => '/api/users/update',
    credentials: true,
    skip: sameOrigin,
  },
  {
    name: "update the profile from the app's origin",
    operationId: 'updateUser',
    method: 'POST',
    path: () => '/api/users/update',
    body: profile,
    token: ({ token }) => token,
    expect: [200],
    needs: ['userId', 'token'],
    fromApp: { credentials: true },
    skip: sameOrigin,
  },
];
