/** Opaque bearer tokens in the access_token header, mapped to users by the sessions table. */
import { ACCESS_TOKEN_HEADER } from '@contract/rules';
import { db, type UserRecord } from '../db';
import { newToken } from './ids';
import { now } from './repeatable';
import { ERRORS, HttpError } from './responses';

/** Older sessions of a user are dropped beyond this, so persisted state cannot grow without bound. */
const MAX_SESSIONS_PER_USER = 10;

export interface Session {
  user: Readonly<UserRecord>;
  token: string;
}

export function startSession(userId: string): string {
  const token = newToken();
  db.update((state) => {
    const others = state.sessions.filter((session) => session.userId !== userId);
    const own = state.sessions
      .filter((session) => session.userId === userId)
      .slice(-(MAX_SESSIONS_PER_USER - 1));
    state.sessions = [...others, ...own, { token, userId, createdAt: now().toISOString() }];
  });
  return token;
}

/** The caller's session, or a 401 when the token is missing, unknown or its user is gone. */
export function requireSession(request: Request): Session {
  const token = request.headers.get(ACCESS_TOKEN_HEADER)?.trim() ?? '';
  if (token === '') throw new HttpError(401, ERRORS.loginRequired);
  const { sessions, users } = db.read();
  const session = sessions.find((candidate) => candidate.token === token);
  const user = session && users.find((candidate) => candidate.id === session.userId);
  if (!user) throw new HttpError(401, ERRORS.loginRequired);
  return { user, token };
}

/** Retires one token: the same user's sessions on other devices go on. */
export function endSession(token: string): void {
  db.update((state) => {
    state.sessions = state.sessions.filter((session) => session.token !== token);
  });
}
