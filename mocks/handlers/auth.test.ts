// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadContractDocument } from '@contract/check/load';
import { MAX_LENGTH } from '@contract/rules';
import { documentedOperations } from '@contract/check/operations';
import type { User } from '@contract/types';
import { db } from '../db';
import { ERRORS } from '../http/responses';
import { SEED_USERS } from '../seed';
import { account, call, expectTextError, json, logIn } from '../testing/api';

const newUser = {
  name: 'Robin Diner',
  email: 'robin@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  address: '1 Main Street, Springfield',
};
const register = (body: unknown) => call('/api/auth/register', { body });

describe('POST /api/auth/login', () => {
  it('answers the demo shopper with a fresh opaque token and no password', async () => {
    const shopper = account('shopper');
    const seeded = SEED_USERS.find((user) => user.email === shopper.email);
    const user = await logIn('shopper');
    expect(user).toEqual({
      id: seeded?.id,
      name: 'Sam Shopper',
      email: 'shopper@foodstore.test',
      address: seeded?.address,
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
      isAdmin: false,
    });
    expect((await logIn('shopper')).token).not.toBe(user.token);
  });

  it('logs the admin in as an admin', async () => {
    expect(await logIn('admin')).toMatchObject({ name: 'Ada Admin', isAdmin: true });
  });

  it('matches the email ignoring case and surrounding spaces', async () => {
    const answer = await call('/api/auth/login', {
      body: { email: '  SHOPPER@FoodStore.test ', password: 'shopper123' },
    });
    expect(answer.status).toBe(200);
  });

  it('refuses a wrong password and an unknown email with the same 400 sentence', async () => {
    for (const body of [
      { email: 'shopper@foodstore.test', password: 'shopper12' },
      { email: 'nobody@foodstore.test', password: 'shopper123' },
    ]) {
      expectTextError(await call('/api/auth/login', { body }), 400, ERRORS.wrongCredentials);
    }
  });

  it('validates with the form rules, naming the first bad field', async () => {
    expectTextError(
      await call('/api/auth/login', { body: { email: 'nope', password: 'x' } }),
      400,
      'Email: Invalid email',
    );
    expectTextError(
      await call('/api/auth/login', { body: { email: 'a@b.co' } }),
      400,
      'Password: This field is required',
    );
    expectTextError(await call('/api/auth/login', { body: {} }), 400, 'Email: This field is required');
  });

  it('answers bodies that are not a JSON object with 400, never a crash', async () => {
    expectTextError(await call('/api/auth/login', { body: '{"email":' }), 400, ERRORS.notJson);
    expectTextError(await call('/api/auth/login', { method: 'POST' }), 400, ERRORS.notJson);
    for (const body of ['[]', '"text"', 'null', '42']) {
      expectTextError(await call('/api/auth/login', { body }), 400, ERRORS.notObject);
    }
  });
});

describe('POST /api/auth/register', () => {
  it('creates a logged-in, non-admin user who can then log in', async () => {
    const answer = await register({ ...newUser, isAdmin: true });
    expect(answer.status).toBe(201);
    const user = json<User>(answer);
    expect(user).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: newUser.name,
      email: newUser.email,
      address: newUser.address,
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
      isAdmin: false,
    });
    const login = await call('/api/auth/login', {
      body: { email: newUser.email, password: newUser.password },
    });
    expect(json<User>(login).id).toBe(user.id);
  });

  it('stores a salted hash, never the password', async () => {
    await register(newUser);
    const stored = db.read().users.find((user) => user.email === newUser.email);
    expect(stored?.passwordHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(db.read())).not.toContain(newUser.password);
  });

  it('trims the text it stores', async () => {
    const user = json<User>(
      await register({ ...newUser, name: '  Robin Diner  ', email: ' robin@example.com ' }),
    );
    expect(user).toMatchObject({ name: 'Robin Diner', email: 'robin@example.com' });
  });

  it('refuses text longer than it stores, and a body beyond the limit before reading it', async () => {
    const address = 'x'.repeat(MAX_LENGTH.address + 1);
    expectTextError(await register({ ...newUser, address }), 400, 'Address: Maximum length is 300');
    // The 5 MB address a server once stored: refused at the door, with nothing written.
    const huge = await register({ ...newUser, address: 'x'.repeat(5 * 1024 * 1024) });
    expectTextError(huge, 413, ERRORS.tooLarge);
    expect(db.read().users.some((user) => user.email === newUser.email)).toBe(false);
  });

  it('refuses an email already registered, ignoring case, with 409', async () => {
    expectTextError(await register({ ...newUser, email: 'Shopper@FoodStore.TEST' }), 409, ERRORS.emailTaken);
    await register(newUser);
    expectTextError(await register({ ...newUser, email: 'ROBIN@example.com' }), 409, ERRORS.emailTaken);
  });

  it.each([
    [{ ...newUser, name: 'Rob' }, 'Name: Minimum length is 5'],
    [{ ...newUser, name: '     ' }, 'Name: This field is required'],
    [{ ...newUser, email: 'robin@' }, 'Email: Invalid email'],
    [{ ...newUser, password: 'abc', confirmPassword: 'abc' }, 'Password: Minimum length is 5'],
    [{ ...newUser, confirmPassword: 'secret2' }, "Confirm password: Password doesn't match"],
    [{ ...newUser, address: 'Home' }, 'Address: Minimum length is 5'],
    [{ name: 'Rob', email: 'x', address: '' }, 'Name: Minimum length is 5'],
  ])('refuses invalid input %# with the first problem', async (body, message) => {
    expectTextError(await register(body), 400, message);
  });
});

describe('POST /api/auth/logout', () => {
  const logOut = (token?: string) => call('/api/auth/logout', { method: 'POST', token });
  const ownOrders = (token: string) => call('/api/orders', { token });
  const AUTHENTICATED = documentedOperations(loadContractDocument()).filter(({ operation }) =>
    operation.security?.some((rule) => 'accessToken' in rule),
  );

  it('ends the session with 204 and no body', async () => {
    const { token } = await logIn('shopper');
    const answer = await logOut(token);
    expect({ status: answer.status, text: answer.text }).toEqual({ status: 204, text: '' });
    expect(db.read().sessions.some((session) => session.token === token)).toBe(false);
  });

  it('leaves the old token refused with 401 by every authenticated call, logout included', async () => {
    const { token } = await logIn('admin');
    expect((await ownOrders(token)).status).toBe(200);
    await logOut(token);
    for (const { method, template } of AUTHENTICATED) {
      const path = template.replace(/\{\w+\}/g, 'x');
      const answer = await call(path, { method: method.toUpperCase(), token });
      expectTextError(answer, 401, ERRORS.loginRequired);
    }
  });

  it('refuses a missing, blank or unknown token with 401', async () => {
    for (const token of [undefined, '   ', 'not-a-real-token']) {
      expectTextError(await logOut(token), 401, ERRORS.loginRequired);
    }
  });

  it("ends only the token's own session: the user's other sessions go on", async () => {
    const phone = await logIn('shopper');
    const laptop = await logIn('shopper');
    await logOut(phone.token);
    expect((await ownOrders(laptop.token)).status).toBe(200);
  });

  it('lets the user log in again with a new, working token', async () => {
    const before = await logIn('shopper');
    await logOut(before.token);
    const after = await logIn('shopper');
    expect(after.token).not.toBe(before.token);
    const update = await call('/api/users/update', {
      body: { id: after.id, name: after.name, email: after.email, address: after.address },
      token: after.token,
    });
    expect(update.status).toBe(200);
    expectTextError(await ownOrders(before.token), 401, ERRORS.loginRequired);
  });
});
