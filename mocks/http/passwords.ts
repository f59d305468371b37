/**
 * Salted SHA-256 through WebCrypto, which exists in secure browser contexts and Node 20 alike.
 * A demo stand-in for a real password KDF: good enough that nothing stores or echoes a plain password.
 */
import { randomHex, toHex } from './ids';

export interface PasswordHash {
  salt: string;
  passwordHash: string;
}

export async function hashPassword(password: string, salt: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${salt}:${password}`);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return toHex(new Uint8Array(digest));
}

export async function createPasswordHash(password: string, salt = randomHex(16)): Promise<PasswordHash> {
  return { salt, passwordHash: await hashPassword(password, salt) };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  return (await hashPassword(password, stored.salt)) === stored.passwordHash;
}
