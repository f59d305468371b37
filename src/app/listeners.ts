import { createListenerMiddleware } from '@reduxjs/toolkit';
import { userLoggedOut } from '@/features/account/user-slice';
import { api } from '@/lib/api/base-api';

export const listenerMiddleware = createListenerMiddleware();

// DESIGN decision 3: logging out drops every server answer cached for the old session.
listenerMiddleware.startListening({
  actionCreator: userLoggedOut,
  effect: (_action, { dispatch }) => {
    dispatch(api.util.resetApiState());
  },
});
