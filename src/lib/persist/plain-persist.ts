import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import type { PersistConfig, Storage } from 'redux-persist';

interface PlainShape<S> {
  /** Repairs whatever storage held into the slice's state: stored data is untrusted. */
  read: (stored: unknown) => S;
  /** The slice's state as it is stored, e.g. with derived totals written out; as it is by default. */
  write?: (state: S) => unknown;
}

/**
 * Browser storage holding plain JSON under the exact key (e.g. `Cart`), readable by any other tool,
 * instead of redux-persist's default double-stringified value with a `persist:` prefix.
 */
/** What storage holds under `key`, parsed; undefined when nothing or broken JSON is there. */
export function readStoredJson(key: string): unknown {
  const text = globalThis.localStorage?.getItem(key);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Broken JSON is discarded, never fatal (decision 12 in docs/product.md).
    return undefined;
  }
}

function plainJsonStorage<S>(write: (state: S) => unknown = (state) => state): Storage {
  return {
    getItem: async (key: string) => readStoredJson(key),
    setItem: async (key: string, state: S) => {
      try {
        globalThis.localStorage?.setItem(key, JSON.stringify(write(state)));
      } catch {
        // Full or blocked storage must not break the page; the state still lives in memory.
      }
    },
    removeItem: async (key: string) => globalThis.localStorage?.removeItem(key),
  };
}

/** Persists one slice under `key` in its plain stored shape. */
export function persistPlain<S>(key: string, reducer: Reducer<S, UnknownAction>, shape: PlainShape<S>) {
  const config: PersistConfig<S> = {
    key,
    keyPrefix: '',
    storage: plainJsonStorage(shape.write),
    serialize: false,
    // @ts-expect-error redux-persist's types omit `deserialize: false`, which its code supports.
    deserialize: false,
    blacklist: ['_persist'] as never[],
    timeout: 0,
    stateReconciler: (inbound: unknown) => shape.read(inbound),
  };
  return persistReducer(config, reducer);
}
