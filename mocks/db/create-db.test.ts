// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDb } from './create-db';
import type { DbState, UserRecord } from './records';
import type { KeyValueStorage } from './storage';

const KEY = 'test.db';
const user: UserRecord = {
  id: 'u1',
  name: 'Robin Diner',
  email: 'r@x.io',
  address: '1 Main St',
  isAdmin: false,
  salt: 's',
  passwordHash: 'h',
};
const initial = (): DbState => ({ users: [], sessions: [], orders: [], favorites: [] });

function memoryStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const open = (storage: KeyValueStorage | null, version = 'v1') =>
  createDb({ storage, key: KEY, version, initial });
const addUser = (draft: DbState) => void draft.users.push(user);

describe('createDb', () => {
  it('writes every change through at once, in a versioned envelope', () => {
    const storage = memoryStorage();
    open(storage).update(addUser);
    expect(JSON.parse(storage.items.get(KEY) ?? '')).toEqual({
      version: 'v1',
      data: { users: [user], sessions: [], orders: [], favorites: [] },
    });
  });

  it('finds stored data again after a reload (a fresh db on the same storage)', () => {
    const storage = memoryStorage();
    open(storage).update(addUser);
    expect(open(storage).read().users).toEqual([user]);
  });

  it('sees changes another tab wrote to the storage', () => {
    const storage = memoryStorage();
    const here = open(storage);
    expect(here.read().users).toEqual([]);
    open(storage).update(addUser);
    expect(here.read().users).toEqual([user]);
  });

  it.each([
    ['another version', JSON.stringify({ version: 'v0', data: { users: [user], sessions: [], orders: [] } })],
    ['malformed JSON', '{"version": "v1", "data": '],
    ['not an envelope', '[1, 2, 3]'],
    ['a missing table', JSON.stringify({ version: 'v1', data: { users: [user], sessions: [] } })],
    [
      'a row of the wrong shape',
      JSON.stringify({
        version: 'v1',
        data: { users: [{ ...user, isAdmin: 'yes' }], sessions: [], orders: [] },
      }),
    ],
    [
      'an order with a bad status',
      JSON.stringify({
        version: 'v1',
        data: { users: [], sessions: [], orders: [{ id: 'o', status: 'LOST' }] },
      }),
    ],
  ])('starts from the initial data when storage holds %s, and clears it', (_, raw) => {
    const storage = memoryStorage();
    storage.items.set(KEY, raw);
    const db = open(storage);
    expect(db.read()).toEqual(initial());
    expect(storage.items.has(KEY)).toBe(false);
  });

  it('reset forgets the stored data and starts over', () => {
    const storage = memoryStorage();
    const db = open(storage);
    db.update(addUser);
    db.reset();
    expect(db.read()).toEqual(initial());
    expect(storage.items.has(KEY)).toBe(false);
  });

  it('keeps working in memory when there is no storage or the storage throws', () => {
    const memoryOnly = open(null);
    memoryOnly.update(addUser);
    expect(memoryOnly.read().users).toEqual([user]);

    const failing: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const db = open(failing);
    db.update(addUser);
    expect(db.read().users).toEqual([user]);
    db.reset();
    expect(db.read().users).toEqual([]);
  });

  it('hands out copies: a failed recipe leaves the data untouched', () => {
    const storage = memoryStorage();
    const db = open(storage);
    expect(() =>
      db.update((draft) => {
        addUser(draft);
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(db.read().users).toEqual([]);
    expect(storage.items.has(KEY)).toBe(false);
  });
});
