import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import type { PersistConfig, Storage } from 'redux-persist';

/**
 * Browser storage holding plain JSON under the exact key (e.g. `Cart`), readable by any other tool,
 * instead of redux-persist's default double-stringified value with a `persist:` prefix.
 */
const plainJsonStorage: Storage = {
  getItem: async (key: string) => {
    const text = globalThis.localStorage?.getItem(key);
    if (!text) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // Broken JSON is discarded, never fatal (DESIGN decision 12).
      return undefined;
    }
  },
  setItem: async (key: string, value: unknown) => {
    try {
      globalThis.localStorage?.setItem(key, JSON.stringify(value));
    } catch {
      // Full or blocked storage must not break the page; the state still lives in memory.
    }
  },
  removeItem: async (key: string) => globalThis.localStorage?.removeItem(key),
};

/** Persists one slice under `key` in its plain shape; `sanitize` repairs whatever storage held. */
export function persistPlain<S>(
  key: string,
  reducer: Reducer<S, UnknownAction>,
  sanitize: (raw: unknown) => S,
) {
  const config: PersistConfig<S> = {
    key,
    keyPrefix: '',
    storage: plainJsonStorage,
    serialize: false,
    // @ts-expect-error redux-persist's types omit `deserialize: false`, which its code supports.
    deserialize: false,
    blacklist: ['_persist'] as never[],
    timeout: 0,
    stateReconciler: (inbound: unknown) => sanitize(inbound),
  };
  return persistReducer(config, reducer);
}
