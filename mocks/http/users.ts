/** User lookups shared by the auth and profile calls. */
import { db, type UserRecord } from '../db';

/** Emails are unique ignoring case and surrounding spaces, as a real mail system treats them. */
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function findUserByEmail(email: string): Readonly<UserRecord> | undefined {
  return db.read().users.find((user) => sameEmail(user.email, email));
}
