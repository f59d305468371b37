import { nextRepeatableId } from './repeatable';

/** Random hex from the platform CSPRNG (browser and Node 20 alike): opaque ids and tokens. */
export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function randomHex(bytes: number): string {
  return toHex(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** 24 hex characters, the shape of the ids real servers (MongoDB) hand out. */
export function newId(): string {
  return nextRepeatableId() ?? randomHex(12);
}

export function newToken(): string {
  return randomHex(32);
}
