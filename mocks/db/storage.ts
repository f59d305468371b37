/** The slice of the Web Storage API the db needs, so tests can hand in a fake. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The browser's localStorage, or null where there is none (Node, the standalone server) or where
 * touching it throws (storage disabled, sandboxed frames): the db then lives in memory only.
 */
export function browserStorage(): KeyValueStorage | null {
  try {
    const storage = globalThis.localStorage;
    storage.getItem('');
    return storage;
  } catch {
    return null;
  }
}
