import { isJsonObject } from '../json';
import { NO_SUCH_ID, problemsIf, profile, text, type Step } from './step-kit';

const userFields = (body: unknown) => (isJsonObject(body) ? body : {});

export const ACCOUNT_STEPS: readonly Step[] = [
  {
    name: 'register a new user',
    method: 'POST',
    path: () => '/api/auth/register',
    body: ({ email, password }) => ({
      name: 'Contract Checker',
      email,
      password,
      confirmPassword: password,
      address: '1 Contract Street, Testville',
    }),
    expect: [201, 200],
    after: (body, context) => {
      context.userId = text(userFields(body).id);
      return problemsIf(userFields(body).email !== context.email, 'the new user has another email');
    },
  },
  {
    name: 'register the same email again',
    method: 'POST',
    path: () => '/api/auth/register',
    body: ({ email, password }) => ({
      name: 'Contract Checker',
      email: email.toUpperCase(),
      password,
      confirmPassword: password,
      address: '1 Contract Street, Testville',
    }),
    expect: [409],
  },
  {
    name: 'register with an invalid email',
    method: 'POST',
    path: () => '/api/auth/register',
    body: ({ password }) => ({
      name: 'Contract Checker',
      email: 'not-an-email',
      password,
      confirmPassword: password,
      address: '1 Contract Street, Testville',
    }),
    expect: [400],
  },
  {
    name: 'log in',
    method: 'POST',
    path: () => '/api/auth/login',
    body: ({ email, password }) => ({ email, password }),
    expect: [200],
    after: (body, context) => {
      context.token = text(userFields(body).token);
      return problemsIf(
        userFields(body).id !== context.userId,
        'login answered another user than registration',
      );
    },
  },
  {
    name: 'log in with a wrong password',
    method: 'POST',
    path: () => '/api/auth/login',
    body: ({ email }) => ({ email, password: 'not-the-password' }),
    expect: [400],
  },
  {
    name: 'log in with a body that is not JSON',
    method: 'POST',
    path: () => '/api/auth/login',
    body: () => '{"email": ',
    expect: [400],
  },
  {
    name: 'update the profile without a token',
    method: 'POST',
    path: () => '/api/users/update',
    body: profile,
    expect: [401],
  },
  {
    name: 'update the profile with an unknown token',
    method: 'POST',
    path: () => '/api/users/update',
    body: profile,
    token: () => 'not-a-real-token',
    expect: [401],
  },
  {
    name: 'update the profile',
    method: 'POST',
    path: () => '/api/users/update',
    body: (context) => ({ ...profile(context), address: '2 Contract Street, Testville' }),
    token: ({ token }) => token,
    expect: [200],
    after: (body) =>
      problemsIf(userFields(body).address !== '2 Contract Street, Testville', 'the address did not change'),
  },
  {
    name: 'update the profile with a too short name',
    method: 'POST',
    path: () => '/api/users/update',
    body: (context) => ({ ...profile(context), name: 'Abc' }),
    token: ({ token }) => token,
    expect: [400],
  },
  {
    name: "update someone else's profile",
    method: 'POST',
    path: () => '/api/users/update',
    body: (context) => ({ ...profile(context), id: NO_SUCH_ID }),
    token: ({ token }) => token,
    expect: [403],
  },
  {
    name: 'register a second user',
    method: 'POST',
    path: () => '/api/auth/register',
    body: ({ email, password }) => ({
      name: 'Second Checker',
      email: `second-${email}`,
      password,
      confirmPassword: password,
      address: '3 Contract Street, Testville',
    }),
    expect: [201, 200],
    after: (body, context) => {
      context.otherToken = text(userFields(body).token);
      context.otherId = text(userFields(body).id);
      return [];
    },
  },
  {
    name: "take the first user's email",
    method: 'POST',
    path: () => '/api/users/update',
    body: (context) => ({ ...profile(context), id: context.otherId }),
    token: ({ otherToken }) => otherToken,
    expect: [409],
  },
];
