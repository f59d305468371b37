/** What the store listens to beyond its reducers: session changes, expired tokens, other tabs, 'Order again'. */
import { addListener, createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { AnyRouter } from '@tanstack/react-router';
import { STORAGE_KEYS } from '@/config/constants';
import {
  selectIsLoggedIn,
  sessionExpired,
  userLoggedOut,
  userSyncedFromStorage,
} from '@/features/account/user-slice';
import { cartSyncedFromStorage, orderRepeated } from '@/features/cart/cart-slice';
import { saveIntendedFavourite } from '@/features/foods/favourites/save-favourite';
import { orderAgainRequested } from '@/features/orders/order-again';
import { api } from '@/lib/api/base-api';
import { errorStatus } from '@/lib/api/error-message';
import { isQuietRequest } from '@/lib/api/pending-requests-slice';
import { readStoredJson } from '@/lib/persist/plain-persist';
import { notify } from '@/lib/toast/notify';

/** Listeners that need only the store; one middleware per store, so tests and stories never share. */
export function createStoreListeners() {
  const listeners = createListenerMiddleware();
  // Decision 3 (docs/product.md): logging out drops every server answer cached for the old session.
  // A query still mounted would fetch again at once, without a token: routes/_authenticated.tsx
  // takes the private page away in the same render as the session.
  listeners.startListening({
    matcher: (action: UnknownAction) => userLoggedOut.match(action) || sessionExpired.match(action),
    effect: (_action, { dispatch }) => {
      dispatch(api.util.resetApiState());
    },
  });
  // A new session (login, registration, another tab's login) sees its own favourites: every food
  // answer cached for the one before is fetched again. A dish whose heart the shopper tapped before
  // logging in is saved first, so the answers fetched afterwards already carry it.
  const token = (state: unknown) => (state as { user: { token: string } }).user.token;
  listeners.startListening({
    predicate: (_action, state, before) => token(state) !== '' && token(state) !== token(before),
    effect: async (_action, { dispatch }) => {
      await saveIntendedFavourite(dispatch);
      dispatch(api.util.invalidateTags(['Food']));
    },
  });
  // 'Order again' (docs/product.md §4): the orders feature asks, the cart merges the dishes in. The
  // effect runs within the dispatch, so the cart holds them before the cart page opens.
  listeners.startListening({
    actionCreator: orderAgainRequested,
    effect: ({ payload }, { dispatch }) => {
      dispatch(orderRepeated(payload));
    },
  });
  return listeners;
}

/**
 * A call the server refused with 401: the token is no longer good. Login's own failures aside, and
 * logout's: it carries the old token after the shopper has left, maybe into a new session.
 */
export function isUnauthorizedAnswer(action: UnknownAction): boolean {
  if (!isRejectedWithValue(action)) return false;
  const meta = action.meta as { arg?: { endpointName?: string } };
  if (meta.arg?.endpointName === 'login' || meta.arg?.endpointName === 'logout') return false;
  return errorStatus(action.payload as FetchBaseQueryError) === 401;
}

/**
 * A 401 means the session is gone: forget the user, say so, and offer the login page back to here.
 * Not for a page preloaded on hover or touch (its requests are quiet until the shopper goes there):
 * resting the pointer on 'Orders' would otherwise end the session and leave the page for login.
 */
export function watchSessionExpiry(dispatch: Dispatch, router: AnyRouter): void {
  dispatch(
    addListener({
      // The state before the answer: its reducer has already taken the request off the quiet list.
      predicate: (action, _state, before) =>
        isUnauthorizedAnswer(action) &&
        !isQuietRequest(before as Parameters<typeof isQuietRequest>[0], action),
      effect: (_action, { dispatch: send, getState }) => {
        // Several calls can fail at once; only the first one still finds a session to end.
        if (!selectIsLoggedIn(getState() as Parameters<typeof selectIsLoggedIn>[0])) return;
        send(sessionExpired());
        notify.error('Session expired', 'Please log in again.', { action: 'login' });
        void router.navigate({ to: '/login', search: { returnUrl: router.state.location.href } });
      },
    }),
  );
}

/**
 * Another tab's cart or login shows here too: the browser's `storage` event fires in every other tab
 * of the origin when one of them writes `Cart` or `User` (or clears storage: key null).
 */
export function syncStorageAcrossTabs(dispatch: Dispatch): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== localStorage) return;
    if (event.key === STORAGE_KEYS.cart || event.key === null) {
      dispatch(cartSyncedFromStorage(readStoredJson(STORAGE_KEYS.cart)));
    }
    if (event.key === STORAGE_KEYS.user || event.key === null) {
      dispatch(userSyncedFromStorage(readStoredJson(STORAGE_KEYS.user)));
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
