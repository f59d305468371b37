import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@contract/types';
import { toUser } from '@/utils/normalize';
import { accountApi } from './api/account-api';

export const EMPTY_USER: User = { id: '', name: '', email: '', address: '', token: '', isAdmin: false };

/** Stored data is untrusted: anything that is not a whole user becomes the empty (logged-out) user. */
export function sanitizeUser(raw: unknown): User {
  return toUser(raw) ?? EMPTY_USER;
}

const signedIn = isAnyOf(
  accountApi.endpoints.login.matchFulfilled,
  accountApi.endpoints.register.matchFulfilled,
  accountApi.endpoints.updateUser.matchFulfilled,
);

export const userSlice = createSlice({
  name: 'user',
  initialState: EMPTY_USER,
  reducers: {
    userLoggedOut: () => EMPTY_USER,
    /** The server rejected the token (401): the session is gone. */
    sessionExpired: () => EMPTY_USER,
    /** Another tab logged in, out, or updated the profile. */
    userSyncedFromStorage: (_state, action: PayloadAction<unknown>) => sanitizeUser(action.payload),
  },
  extraReducers: (builder) => {
    builder.addMatcher(signedIn, (state, action: PayloadAction<User>) => ({
      ...action.payload,
      // A profile-update answer without a token keeps the current session (docs/contract.md).
      token: action.payload.token || state.token,
    }));
  },
});

export const { userLoggedOut, sessionExpired, userSyncedFromStorage } = userSlice.actions;

type UserState = { user: User };
export const selectUser = (state: UserState) => state.user;
export const selectIsLoggedIn = (state: UserState) => state.user.token !== '';
export const selectIsAdmin = (state: UserState) => state.user.token !== '' && state.user.isAdmin;
