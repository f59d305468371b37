import { clearAllListeners, combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore } from 'redux-persist';
import type { Persistor } from 'redux-persist';
import { STORAGE_KEYS } from '@/config/constants';
import { sanitizeUser, userSlice } from '@/features/account/user-slice';
import { cartSlice, sanitizeCart, toCart } from '@/features/cart/cart-slice';
import { api } from '@/lib/api/base-api';
import { pendingRequestsSlice } from '@/lib/api/pending-requests-slice';
import { persistPlain } from '@/lib/persist/plain-persist';
import { createStoreListeners, syncStorageAcrossTabs } from './listeners';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  pendingRequests: pendingRequestsSlice.reducer,
  // Only the spec's two keys are persisted: never the API cache or the pending counter.
  // `Cart` keeps the spec's shape, totals included; the store derives them instead of keeping them.
  cart: persistPlain(STORAGE_KEYS.cart, cartSlice.reducer, { read: sanitizeCart, write: toCart }),
  user: persistPlain(STORAGE_KEYS.user, userSlice.reducer, { read: sanitizeUser }),
});

/** A fresh store: one per app start, per test and per story. */
export function makeStore() {
  const listeners = createStoreListeners();
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listeners.middleware)
        .concat(api.middleware),
  });
}

/** Loads `Cart` and `User` from browser storage; resolves once the store holds them. */
function rehydrate(store: AppStore): Promise<Persistor> {
  return new Promise((resolve) => {
    const persistor = persistStore(store, null, () => resolve(persistor));
  });
}

export interface StartedStore {
  store: AppStore;
  /**
   * Ends the store's ties to the page: no listener reacts any more, other tabs are no longer followed,
   * and storage gets the writes already due, then no others (for src/testing/running-apps.ts).
   */
  stop(): Promise<void>;
}

/** The store as the app starts it: fresh, loaded from storage, and following other tabs. */
export async function startStore(): Promise<StartedStore> {
  const store = makeStore();
  const persistor = await rehydrate(store);
  const unfollowTabs = syncStorageAcrossTabs(store.dispatch);
  return {
    store,
    stop: async () => {
      unfollowTabs();
      store.dispatch(clearAllListeners());
      persistor.pause();
      await persistor.flush();
    },
  };
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
