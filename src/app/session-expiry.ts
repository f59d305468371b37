import { addListener } from '@reduxjs/toolkit';
import type { AnyRouter } from '@tanstack/react-router';
import { selectIsLoggedIn, sessionExpired } from '@/features/account/user-slice';
import { notify } from '@/lib/toast/notify';
import { isUnauthorizedAnswer } from './listeners';
import type { AppStore, RootState } from './store';

/** A 401 means the session is gone: forget the user, say so, and offer the login page back to here. */
export function watchSessionExpiry(store: AppStore, router: AnyRouter) {
  return store.dispatch(
    addListener({
      predicate: isUnauthorizedAnswer,
      effect: (_action, { dispatch, getState }) => {
        // Several calls can fail at once; only the first one still finds a session to end.
        if (!selectIsLoggedIn(getState() as RootState)) return;
        dispatch(sessionExpired());
        notify.error('Session expired', 'Please log in again.');
        void router.navigate({ to: '/login', search: { returnUrl: router.state.location.href } });
      },
    }),
  );
}
