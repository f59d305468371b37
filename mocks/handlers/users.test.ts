// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { User } from '@contract/types';
import { db } from '../db';
import { ERRORS } from '../http/responses';
import { call, expectTextError, json, logIn } from '../testing/api';

const update = (body: unknown, token?: string) => call('/api/users/update', { body, token });
const changesFor = (user: User) => ({
  id: user.id,
  name: 'Samantha Shopper',
  email: 'sam@foodstore.test',
  address: '9 New Road, Springfield',
});

describe('POST /api/users/update', () => {
  it("updates the token's user, answers it with the same token and stores it", async () => {
    const user = await logIn('shopper');
    const answer = await update(changesFor(user), user.token);
    expect(answer.status).toBe(200);
    expect(json<User>(answer)).toEqual({ ...user, ...changesFor(user) });
    expect(db.read().users.find((stored) => stored.id === user.id)).toMatchObject(changesFor(user));
    const again = await call('/api/auth/login', {
      body: { email: 'sam@foodstore.test', password: 'shopper123' },
    });
    expect(again.status).toBe(200);
  });

  it('keeps the same email in another case as the own email, not a conflict', async () => {
    const user = await logIn('shopper');
    const answer = await update({ ...changesFor(user), email: 'SHOPPER@foodstore.test' }, user.token);
    expect(answer.status).toBe(200);
  });

  it('ignores fields other than name, email and address', async () => {
    const user = await logIn('shopper');
    const answer = await update({ ...changesFor(user), isAdmin: true, passwordHash: 'x' }, user.token);
    expect(json<User>(answer).isAdmin).toBe(false);
    expect(db.read().users.find((stored) => stored.id === user.id)).toMatchObject({ isAdmin: false });
    expect(db.read().users.find((stored) => stored.id === user.id)?.passwordHash).not.toBe('x');
  });

  it('needs a known token: 401 otherwise', async () => {
    const user = await logIn('shopper');
    expectTextError(await update(changesFor(user)), 401, ERRORS.loginRequired);
    expectTextError(await update(changesFor(user), ''), 401, ERRORS.loginRequired);
    expectTextError(await update(changesFor(user), 'f'.repeat(64)), 401, ERRORS.loginRequired);
  });

  it("refuses someone else's profile with 403", async () => {
    const shopper = await logIn('shopper');
    const admin = await logIn('admin');
    expectTextError(await update(changesFor(admin), shopper.token), 403, ERRORS.notYourProfile);
  });

  it("refuses another user's email, ignoring case, with 409", async () => {
    const user = await logIn('shopper');
    expectTextError(
      await update({ ...changesFor(user), email: 'ADMIN@foodstore.test' }, user.token),
      409,
      ERRORS.emailTaken,
    );
  });

  it('validates with the profile form rules', async () => {
    const user = await logIn('shopper');
    expectTextError(
      await update({ ...changesFor(user), name: 'Sam' }, user.token),
      400,
      'Name: Minimum length is 5',
    );
    expectTextError(
      await update({ ...changesFor(user), email: 'sam' }, user.token),
      400,
      'Email: Invalid email',
    );
    expectTextError(
      await update({ ...changesFor(user), address: '' }, user.token),
      400,
      'Address: This field is required',
    );
    expectTextError(
      await update({ ...changesFor(user), id: undefined }, user.token),
      400,
      'Id: This field is required',
    );
    expectTextError(await update('{oops', user.token), 400, ERRORS.notJson);
  });
});
