import {
  checkerName,
  CHECKER_ADDRESS,
  fields,
  idOf,
  problemsIf,
  profile,
  text,
  type Step,
  type StepContext,
} from './step-kit';

const UPDATED_ADDRESS = '2 Contract Street, Testville';
const INTRUDER_ADDRESS = '9 Intruder Street, Testville';

const registration = (name: string, email: string, { password }: StepContext) => ({
  name,
  email,
  password,
  confirmPassword: password,
  address: CHECKER_ADDRESS,
});
const secondEmail = ({ email }: StepContext) => `second-${email}`;
const secondName = ({ runId }: StepContext) => `Second Checker ${runId}`;
/**
 * What the second user tries to write into the first user's profile. The email stays the first
 * user's, so the first user can still log in and show what a server let through.
 */
const intrusion = (context: StepContext) => ({
  id: context.userId,
  name: `Intruder Checker ${context.runId}`,
  email: context.email,
  address: INTRUDER_ADDRESS,
});

export const ACCOUNT_STEPS: readonly Step[] = [
  {
    name: 'register a new user',
    operationId: 'register',
    method: 'POST',
    path: () => '/api/auth/register',
    body: (context) => registration(checkerName(context), context.email, context),
    expect: [201, 200],
    provides: ['userId'],
    record: (body, context) => {
      context.userId = idOf(body);
    },
    check: (body, context) =>
      problemsIf(fields(body).email !== context.email, 'the new user has another email'),
  },
  {
    name: 'register the same email again',
    operationId: 'register',
    method: 'POST',
    path: () => '/api/auth/register',
    body: (context) => registration(checkerName(context), context.email.toUpperCase(), context),
    expect: [409],
    needs: ['userId'],
  },
  {
    name: 'register with an invalid email',
    operationId: 'register',
    method: 'POST',
    path: () => '/api/auth/register',
    // Unique too: a server that wrongly accepts it must fail the same way on every run.
    body: (context) => registration(checkerName(context), `not-an-email-${context.runId}`, context),
    expect: [400],
  },
  {
    name: 'log in',
    operationId: 'login',
    method: 'POST',
    path: () => '/api/auth/login',
    body: ({ email, password }) => ({ email, password }),
    expect: [200],
    provides: ['token'],
    record: (body, context) => {
      context.token = text(fields(body).token);
    },
    check: (body, { userId }) =>
      problemsIf(userId !== '' && idOf(body) !== userId, 'login answered another user than registration'),
  },
  {
    name: 'log in with a wrong password',
    operationId: 'login',
    method: 'POST',
    path: () => '/api/auth/login',
    body: ({ email }) => ({ email, password: 'not-the-password' }),
    expect: [400],
    needs: ['userId'],
  },
  {
    name: 'log in with a body that is not JSON',
    operationId: 'login',
    method: 'POST',
    path: () => '/api/auth/login',
    body: () => '{"email": ',
    expect: [400],
  },
  {
    name: 'update the profile without a token',
    operationId: 'updateUser',
    method: 'POST',
    path: () => '/api/users/update',
    body: profile,
    expect: [401],
    needs: ['userId'],
  },
  {
    name: 'update the profile with an unknown token',
    operationId: 'updateUser',
    method: 'POST',
    path: () => '/api/users/update',
    body: profile,
    token: () => 'not-a-real-token',
    expect: [401],
    needs: ['userId'],
  },
  {
    name: 'update the profile',
    operationId: 'updateUser',
    method: 'POST',
    path: () => '/api/users/update',
    body: (context) => ({ ...profile(context), address: UPDATED_ADDRESS }),
    token: ({ token }) => token,
    expect: [200],
    needs: ['userId', 'token'],
    check: (body) => problemsIf(fields(body).address !== UPDATED_ADDRESS, 'the address did not change'),
  },
  {
    name: 'update the profile with a too short name',
    operationId: 'updateUser',
    method: 'POST',
    path: () => '/api/users/update',
    body: (context) => ({ ...profile(context), name: 'Abc' }),
    token: ({ token }) => token,
    expect: [400],
    needs: ['userId', 'token'],
  },
  {
    name: 'register a second user',
    operationId: 'register',
    method: 'POST',
    path: () => '/api/auth/register',
    body: (context) => registration(secondName(context), secondEmail(context), context),
    expect: [201, 200],
    provides: ['otherId', 'otherToken'],
    record: (body, context) => {
      context.otherToken = text(fields(body).token);
      context.otherId = idOf(body);
    },
  },
  {
    name: "the second user updates the first user's profile",
    operationId: 'updateUser',
    method: 'POST',
    path: () => '/api/users/update',
    body: intrusion,
    token: ({ otherToken }) => otherToken,
    expect: [403],
    needs: ['userId', 'otherToken'],
  },
  {
    // The status alone would miss a server that answers 403 after writing anyway.
    name: 'the first user is unchanged by the second',
    operationId: 'login',
    method: 'POST',
    path: () => '/api/auth/login',
    body: ({ email, password }) => ({ email, password }),
    expect: [200],
    needs: ['userId'],
    check: (body, context) => {
      const user = fields(body);
      const { name, address } = intrusion(context);
      return problemsIf(
        idOf(user) !== context.userId || user.name === name || user.address === address,
        "the second user's update changed the first user's profile",
      );
    },
  },
  {
    name: "take the first user's email",
    operationId: 'updateUser',
    method: 'POST',
    path: () => '/api/users/update',
    body: (context) => ({
      id: context.otherId,
      name: secondName(context),
      email: context.email,
      address: CHECKER_ADDRESS,
    }),
    token: ({ otherToken }) => otherToken,
    expect: [409],
    needs: ['otherId', 'otherToken'],
  },
];
