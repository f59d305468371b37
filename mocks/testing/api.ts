/** Test helpers: call the mock API the way the app does (fetch, intercepted by msw) and read answers. */
import { expect } from 'vitest';
import { ACCESS_TOKEN_HEADER } from '@contract/rules';
import type { User } from '@contract/types';
import type { DemoAccount } from '@contract/demo';
import { DEMO_ACCOUNTS } from '../demo-accounts';

export const ORIGIN = 'http://localhost';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

export interface CallOptions {
  method?: string;
  /** Sent as JSON; a string is sent as-is (for malformed bodies). */
  body?: unknown;
  token?: string;
}

export async function call(path: string, { method, body, token }: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token !== undefined) headers[ACCESS_TOKEN_HEADER] = token;
  const response = await fetch(`${ORIGIN}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

/** The parsed JSON body, typed as the caller expects (the contract tests check the real shapes). */
export function json<T>(answer: Answer): T {
  return JSON.parse(answer.text) as T;
}

export function account(role: DemoAccount['role']): DemoAccount {
  const found = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!found) throw new Error(`no ${role} demo account`);
  return found;
}

export async function logIn(role: DemoAccount['role'] = 'shopper'): Promise<User> {
  const { email, password } = account(role);
  const answer = await call('/api/auth/login', { body: { email, password } });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${answer.text}`);
  return json<User>(answer);
}

/** The error convention of docs/contract.md: this status, and this short sentence as text/plain. */
export function expectTextError(answer: Answer, status: number, message: string | RegExp): void {
  expect({ status: answer.status, contentType: answer.contentType }).toEqual({
    status,
    contentType: expect.stringMatching(/^text\/plain/),
  });
  if (typeof message === 'string') expect(answer.text).toBe(message);
  else expect(answer.text).toMatch(message);
}

let registered = 0;

/** A fresh shopper with no orders yet, for tests that must not see the seeded history. */
export async function registerShopper(name = 'Fresh Shopper'): Promise<User> {
  registered += 1;
  const answer = await call('/api/auth/register', {
    body: {
      name,
      email: `shopper-${registered}@example.com`,
      password: 'secret1',
      confirmPassword: 'secret1',
      address: '1 Main Street, Springfield',
    },
  });
  if (answer.status !== 201) throw new Error(`register failed: ${answer.status} ${answer.text}`);
  return json<User>(answer);
}
