import { createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';
import { sessionExpired, userLoggedOut } from '@/features/account/user-slice';
import { api } from '@/lib/api/base-api';
import { errorStatus } from '@/lib/api/error-message';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** Listeners that need only the store; one middleware per store, so tests and stories never share. */
export function createStoreListeners() {
  const listeners = createListenerMiddleware();
  // DESIGN decision 3: logging out drops every server answer cached for the old session.
  listeners.startListening({
    matcher: (action: UnknownAction) => userLoggedOut.match(action) || sessionExpired.match(action),
    effect: (_action, { dispatch }) => {
      dispatch(api.util.resetApiState());
    },
  });
  return listeners;
}

/** A call the server refused with 401: the token is no longer good (login's own failures aside). */
export function isUnauthorizedAnswer(action: UnknownAction): boolean {
  if (!isRejectedWithValue(action)) return false;
  const meta = action.meta as { arg?: { endpointName?: string } };
  if (meta.arg?.endpointName === 'login') return false;
  return errorStatus(action.payload as FetchBaseQueryError) === 401;
}
