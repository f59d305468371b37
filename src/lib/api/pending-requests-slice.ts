import { createSlice } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';
import { api } from './base-api';

interface PendingRequestsState {
  count: number;
}

const initialState: PendingRequestsState = { count: 0 };

const thunkPrefixes = [`${api.reducerPath}/executeQuery/`, `${api.reducerPath}/executeMutation/`];

function apiThunkPhase(action: UnknownAction): string | undefined {
  const prefix = thunkPrefixes.find((candidate) => action.type.startsWith(candidate));
  return prefix && action.type.slice(prefix.length);
}

// A cached query is "rejected" by its condition without ever going out or dispatching pending.
function wasSkipped(action: UnknownAction): boolean {
  const meta = (action as { meta?: { condition?: boolean } }).meta;
  return meta?.condition === true;
}

/** Counts API requests in flight; the Loading overlay shows while the count is above zero. */
export const pendingRequestsSlice = createSlice({
  name: 'pendingRequests',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(
        (action) => apiThunkPhase(action) === 'pending',
        (state) => {
          state.count += 1;
        },
      )
      .addMatcher(
        (action) => {
          const phase = apiThunkPhase(action);
          return phase === 'fulfilled' || (phase === 'rejected' && !wasSkipped(action));
        },
        (state) => {
          state.count = Math.max(0, state.count - 1);
        },
      );
  },
});

export const selectIsLoading = (state: { pendingRequests: PendingRequestsState }) =>
  state.pendingRequests.count > 0;
