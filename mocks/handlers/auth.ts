import { db, type UserRecord } from '../db';
import { readJsonObject } from '../http/body';
import { newId } from '../http/ids';
import { createPasswordHash, verifyPassword } from '../http/passwords';
import { ERRORS, HttpError, jsonResponse } from '../http/responses';
import type { RouteContext } from '../http/route';
import { endSession, requireSession, startSession } from '../http/session';
import { findUserByEmail } from '../http/users';
import { validateBody } from '../http/validate';
import { toWireUser } from '../http/wire';

/*
 * Login, registration and logout (routed in index.ts, loaded with the first of them: the password
 * hashing is for signing in, not for the demo's first page).
 */

export async function logIn({ request }: RouteContext) {
  const { email, password } = await validateBody('loginSchema', await readJsonObject(request));
  const user = findUserByEmail(email);
  // One answer for an unknown email and a wrong password, so emails cannot be probed.
  if (!user || !(await verifyPassword(password, user))) {
    throw new HttpError(400, ERRORS.wrongCredentials);
  }
  return jsonResponse(toWireUser(user, startSession(user.id)));
}

export async function register({ request }: RouteContext) {
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
}

export function logOut({ request }: RouteContext) {
  endSession(requireSession(request).token);
  return new Response(null, { status: 204 });
}
