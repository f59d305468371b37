import { db } from '../db';
import { readJsonObject } from '../http/body';
import { ERRORS, HttpError, jsonResponse } from '../http/responses';
import type { RouteContext } from '../http/route';
import { requireSession } from '../http/session';
import { findUserByEmail } from '../http/users';
import { invalid, loadValidation, validateBody } from '../http/validate';
import { toWireUser } from '../http/wire';

/** POST /api/users/update (routed in index.ts, loaded with the first profile update). */
export async function updateUser({ request }: RouteContext) {
  const { user, token } = requireSession(request);
  const body = await readJsonObject(request);
  const changes = await validateBody('profileSchema', body);
  if (typeof body.id !== 'string' || body.id.trim() === '')
    throw invalid('id', (await loadValidation()).MESSAGES.required);
  if (body.id !== user.id) throw new HttpError(403, ERRORS.notYourProfile);
  const owner = findUserByEmail(changes.email);
  if (owner && owner.id !== user.id) throw new HttpError(409, ERRORS.emailTaken);

  db.update((state) => {
    const stored = state.users.find((candidate) => candidate.id === user.id);
    if (stored) Object.assign(stored, { name: changes.name, email: changes.email, address: changes.address });
  });
  return jsonResponse(
    toWireUser({ ...user, name: changes.name, email: changes.email, address: changes.address }, token),
  );
}
