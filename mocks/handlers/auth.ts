import type { HttpHandler } from 'msw';
import { db, type UserRecord } from '../db';
import { readJsonObject } from '../http/body';
import { newId } from '../http/ids';
import { createPasswordHash, verifyPassword } from '../http/passwords';
import { ERRORS, HttpError, jsonResponse } from '../http/responses';
import { route } from '../http/route';
import { endSession, requireSession, startSession } from '../http/session';
import { findUserByEmail } from '../http/users';
import { validateBody } from '../http/validate';
import { toWireUser } from '../http/wire';

export const authHandlers: HttpHandler[] = [
  route('post', '/api/auth/login', async ({ request }) => {
    const { email, password } = await validateBody('loginSchema', await readJsonObject(request));
    const user = findUserByEmail(email);
    // One answer for an unknown email and a wrong password, so emails cannot be probed.
    if (!user || !(await verifyPassword(password, user))) {
      throw new HttpError(400, ERRORS.wrongCredentials);
    }
    return jsonResponse(toWireUser(user, startSession(user.id)));
  }),

  route('post', '/api/auth/register', async ({ request }) => {
    const input = await validateBody('registerSchema', await readJsonObject(request));
    if (findUserByEmail(input.email)) throw new HttpError(409, ERRORS.emailTaken);
    const user: UserRecord = {
      id: newId(),
      name: input.name,
      email: input.email,
      address: input.address,
      isAdmin: false,
      ...(await createPasswordHash(input.password)),
    };
    db.update((state) => {
      state.users.push(user);
    });
    return jsonResponse(toWireUser(user, startSession(user.id)), 201);
  }),

  route('post', '/api/auth/logout', ({ request }) => {
    endSession(requireSession(request).token);
    return new Response(null, { status: 204 });
  }),
];
